/**
 * A rewire, of a house by its bedrooms or of the rooms named. Figures (typical domestic
 * allowances, unverified; conservative, each said in the assumptions):
 * - Points of a house: 3 double sockets and a light a bedroom, plus 13 sockets and 7 lights for
 *   the lounge, kitchen, dining room, hall, landing and bathroom; a switch to each light and two
 *   more for two-way switching on the stairs. A room alone: its own points (ROOM_POINTS).
 * - Cable: 10 m of 2.5 mm² a socket, 12 m of 1.5 mm² a light with its switch drop, 15 m of 3-core
 *   for the stairs, 15 m of 6 mm² for a cooker circuit (a kitchen): bought by the roll.
 * - Time: 2 h a point (first and second fix, boards lifted and chases cut), 6 h for the new
 *   consumer unit and 8 h to test and certify a house (4 h a room).
 */
import { P } from "../../materials";
import type { JobDefinition, ParsedDescription } from "../../types";
import { type Draft, defineJob, fmt, has, need } from "../../units";
import { addHours, DAY_H, plural } from "./common";
import { bedroomsOf, wholeHouse } from "./read";
import { cable } from "./sockets";

export const SOCKETS_A_BEDROOM = 3;
export const SOCKETS_ELSEWHERE = 13;
export const LIGHTS_ELSEWHERE = 7;
export const TWO_WAY_SWITCHES = 2;
export const SOCKET_RUN_M = 10;
export const LIGHT_RUN_M = 12;
export const STAIRS_3CORE_M = 15;
export const COOKER_M = 15;
export const POINT_H = 2;
export const NEW_BOARD_H = 6;
export const HOUSE_TEST_H = 8;
export const ROOM_TEST_H = 4;
export const ASSUMED_BEDROOMS = 3;

interface Points {
  sockets: number;
  lights: number;
  switches: number;
  cooker: boolean;
  twoWay: boolean;
}

/** A room's own points when only it is rewired: sockets, lights, switches. */
const ROOM_POINTS: Record<string, [number, number, number]> = {
  kitchen: [6, 2, 1],
  "kitchen diner": [8, 3, 2],
  lounge: [5, 1, 1],
  bathroom: [0, 1, 1],
  "en-suite": [0, 1, 1],
  cloakroom: [0, 1, 1],
  hallway: [1, 1, 2],
  landing: [1, 1, 2],
};

function housePoints(p: ParsedDescription, d: Draft): Points {
  const said = bedroomsOf(p.normalised);
  const beds = said ?? ASSUMED_BEDROOMS;
  if (said === undefined) {
    d.assumptions.push(`A ${beds}-bedroom house assumed`);
    d.questions.push("How many bedrooms does the house have?");
  }
  const lights = beds + LIGHTS_ELSEWHERE;
  const points = {
    sockets: beds * SOCKETS_A_BEDROOM + SOCKETS_ELSEWHERE,
    lights,
    switches: lights + TWO_WAY_SWITCHES,
    cooker: true,
    twoWay: true,
  };
  d.assumptions.push(
    `Points for a ${beds}-bedroom house: ${points.sockets} double sockets (${SOCKETS_A_BEDROOM} a bedroom, ${SOCKETS_ELSEWHERE} in the lounge, kitchen, dining room, hall and landing), ${lights} lights and ${points.switches} switches (two-way on the stairs)`,
  );
  return points;
}

function roomPoints(p: ParsedDescription, d: Draft): Points {
  const points = { sockets: 0, lights: 0, switches: 0, cooker: false, twoWay: false };
  for (const room of p.rooms) {
    const [s, l, w] = ROOM_POINTS[room] ?? [3, 1, 1];
    points.sockets += s;
    points.lights += l;
    points.switches += w;
    points.cooker ||= room.startsWith("kitchen");
    points.twoWay ||= room === "hallway" || room === "landing";
  }
  d.assumptions.push(
    `Points for the ${p.rooms.join(", ")}: ${points.sockets} double sockets, ${points.lights} lights and ${points.switches} switches`,
  );
  return points;
}

export const rewire: JobDefinition = defineJob("rewire", "Rewire", (p, d) => {
  const house = wholeHouse(p.normalised, p.rooms);
  const pts = house ? housePoints(p, d) : roomPoints(p, d);
  cable(
    d,
    P.cable25,
    pts.sockets * SOCKET_RUN_M,
    `${plural(pts.sockets, "socket")} × ${SOCKET_RUN_M} m`,
  );
  cable(
    d,
    P.cable15,
    pts.lights * LIGHT_RUN_M,
    `${plural(pts.lights, "light")} × ${LIGHT_RUN_M} m with the switch drop`,
  );
  if (pts.twoWay) cable(d, P.cable3Core, STAIRS_3CORE_M, "Two-way switching on the stairs");
  if (pts.cooker) cable(d, P.cable6, COOKER_M, "Cooker circuit");
  d.needs.push(
    need(P.boxTwo, pts.sockets, "boxes"),
    need(P.socketDouble, pts.sockets, "sockets"),
    need(P.boxOne, pts.switches, "boxes"),
    need(P.switchOne, pts.switches, "switches"),
    need(P.ceilingRose, pts.lights, "fittings"),
    need(P.wago, 1, "packs"),
  );
  if (house) d.needs.push(need(P.consumerUnit, 1, "boards"));
  const points = pts.sockets + pts.lights + pts.switches;
  const test = house ? HOUSE_TEST_H : ROOM_TEST_H;
  const hours = points * POINT_H + (house ? NEW_BOARD_H : 0) + test;
  addHours(d, hours);
  d.assumptions.push(
    `${points} points × ${POINT_H} h${house ? ` + new consumer unit ${NEW_BOARD_H} h` : ""} + testing ${test} h = ${fmt(hours)} h (${fmt(hours / DAY_H)} days for one electrician; about half with two)`,
    "Notifiable under Part P: an Electrical Installation Certificate, notified through the electrician's scheme",
    "Making good the chases and redecorating not included: price them with the plasterer and decorator",
  );
  if (house && !has(p, /\bshowers?\b/))
    d.questions.push(
      "Is there an electric shower, or other circuits (garage, outside, car charger) to allow for?",
    );
  else if (house)
    d.assumptions.push("Electric shower circuit not priced: the catalogue has no 10 mm² cable");
  d.assumptions.push("Smoke and heat alarms priced apart");
  d.plan.push(
    "Survey and mark out the points; lift floorboards and cut the chases",
    "First fix: run the cables and fix the back boxes",
    house ? "Fit the new consumer unit" : "Connect the new circuits at the consumer unit",
    "Second fix: sockets, switches and light fittings",
    "Test every circuit and issue the Electrical Installation Certificate",
  );
});
