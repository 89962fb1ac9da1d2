/**
 * Lights and light switches. Figures (typical domestic rates, unverified):
 * - Downlights: fire-rated LED in packs of 6, on the existing lighting circuit: 2 m of 1.5 mm²
 *   twin and earth between each and 5 m from the old ceiling point, where a junction box joins
 *   them; 1 h each to cut, wire and fit, 0.5 h each to replace one like for like.
 * - A light fitting like for like (the catalogue's pendant set): 0.75 h each; a new light point
 *   taken from the nearest point of the circuit: 8 m of 1.5 mm² and 3 h each.
 * - A new light switch: a switch drop of 5 m of 1.5 mm² (8 m of 3-core for two-way), a 1-gang
 *   box, the switch, 2 h; moved: 4 m, 2.5 h; a front replaced: 0.25 h.
 * - One pack of lever connectors where cable is run; testing 2 h for lights, 1 h for switches.
 */
import { P } from "../../materials";
import type { JobDefinition } from "../../types";
import { type Draft, defineJob, need } from "../../units";
import { addHours, backBox, inSpecialLocation, plural, testAndCertify } from "./common";
import { lightWork, switchWork } from "./read";
import { cable, filler, tally } from "./sockets";

export const DOWNLIGHT_GAP_M = 2;
export const DOWNLIGHT_FEED_M = 5;
export const DOWNLIGHT_H = 1;
export const DOWNLIGHT_SWAP_H = 0.5;
export const FITTING_SWAP_H = 0.75;
export const LIGHT_POINT_M = 8;
export const LIGHT_POINT_H = 3;
export const SWITCH_DROP_M = 5;
export const TWO_WAY_M = 8;
export const SWITCH_MOVE_M = 4;
export const SWITCH_H = 2;
export const SWITCH_MOVE_H = 2.5;
export const SWITCH_FRONT_H = 0.25;
/** Downlights priced when none are counted: one pack. */
export const ASSUMED_DOWNLIGHTS = 6;
export const ASSUMED_FITTINGS = 2;
export const ASSUMED_SWITCHES = 2;

/** The cable a line of lights needs, and how it was worked out. */
interface Run {
  metres: number;
  why: string;
}

function downlights(d: Draft, work: string, count: number): Run {
  d.needs.push(need(P.downlights, count, "downlights", 6));
  if (work === "replace") {
    addHours(d, count * DOWNLIGHT_SWAP_H);
    d.plan.push(`Replace ${plural(count, "downlight")} like for like in the existing holes`);
    return { metres: 0, why: "" };
  }
  addHours(d, count * DOWNLIGHT_H);
  d.needs.push(need(P.junctionBox, 1, "joints"));
  d.plan.push(
    `Mark out and cut the holes; loop 1.5 mm² cable between ${plural(count, "downlight")} from a junction box at the old ceiling point`,
  );
  return {
    metres: count * DOWNLIGHT_GAP_M + DOWNLIGHT_FEED_M,
    why: `${plural(count, "downlight")} × ${DOWNLIGHT_GAP_M} m + ${DOWNLIGHT_FEED_M} m from the old ceiling point`,
  };
}

function fittings(d: Draft, work: string, count: number): Run {
  d.needs.push(need(P.ceilingRose, count, "fittings"));
  if (work === "replace") {
    addHours(d, count * FITTING_SWAP_H);
    d.plan.push(`Replace ${plural(count, "light fitting")} like for like`);
    return { metres: 0, why: "" };
  }
  addHours(d, count * LIGHT_POINT_H);
  d.plan.push(`Run 1.5 mm² cable to ${plural(count, "new light point")} from the nearest point`);
  return {
    metres: count * LIGHT_POINT_M,
    why: `${plural(count, "new light point")} × ${LIGHT_POINT_M} m`,
  };
}

export const lighting: JobDefinition = defineJob("lighting", "Lighting", (p, d) => {
  const items = lightWork(p.normalised);
  const runs: string[] = [];
  let metres = 0;
  const said =
    items.length > 0 ? items : [{ work: "add" as const, count: undefined, kind: "downlight" }];
  for (const kind of ["downlight", "fitting"]) {
    const assumed = kind === "downlight" ? ASSUMED_DOWNLIGHTS : ASSUMED_FITTINGS;
    for (const line of tally(
      said.filter((i) => i.kind === kind),
      assumed,
    )) {
      const what = kind === "downlight" ? "downlight" : "light fitting";
      if (!line.said) {
        d.assumptions.push(`${plural(line.count, what)} assumed`);
        d.questions.push(`How many ${what}s?`);
      }
      const run =
        kind === "downlight"
          ? downlights(d, line.work, line.count)
          : fittings(d, line.work, line.count);
      if (run.metres > 0) runs.push(run.why);
      metres += run.metres;
    }
  }
  if (metres > 0) {
    cable(d, P.cable15, metres, runs.join(" + "));
    d.needs.push(need(P.wago, 1, "packs"));
  }
  if (said.some((i) => i.kind === "downlight"))
    d.assumptions.push(
      "Fire-rated LED downlights on the existing lighting circuit and switch; packs of 6",
    );
  if (said.some((i) => i.kind === "fitting"))
    d.assumptions.push(
      "A pendant set priced for each fitting; a fitting the customer chooses is extra",
    );
  if (inSpecialLocation(p))
    d.assumptions.push("Lights over a bath or shower must be IP65 rated: check the fittings");
  testAndCertify(p, d);
});

const SWITCH_FRONT = (kind: string) => (kind === "double" ? P.switchTwo : P.switchOne);

export const lightSwitches: JobDefinition = defineJob(
  "light-switches",
  "Light switches",
  (p, d) => {
    const items = switchWork(p.normalised);
    const lines = tally(
      items.length > 0 ? items : [{ work: "add", count: undefined, kind: "single" }],
      ASSUMED_SWITCHES,
    );
    let boxes = 0;
    for (const { work, kind, count, said } of lines) {
      const what = kind === "two-way" ? "two-way switch" : "light switch";
      if (!said) {
        d.assumptions.push(`${plural(count, what, `${what}es`)} assumed`);
        d.questions.push("How many light switches?");
      }
      d.needs.push(need(SWITCH_FRONT(kind), count, "switches"));
      if (work === "replace") {
        addHours(d, count * SWITCH_FRONT_H);
        d.plan.push(`Replace ${plural(count, `${what} front`)} like for like`);
        continue;
      }
      d.needs.push(need(backBox(p, 1), count, "boxes"));
      boxes += count;
      if (work === "move") {
        cable(
          d,
          P.cable15,
          count * SWITCH_MOVE_M,
          `${plural(count, "moved switch", "moved switches")} × ${SWITCH_MOVE_M} m new switch drop`,
        );
        addHours(d, count * SWITCH_MOVE_H);
        d.plan.push(
          `Chase a new switch drop from the ceiling to ${plural(count, "new position")}; make good the old box`,
        );
      } else if (kind === "two-way") {
        cable(
          d,
          P.cable3Core,
          count * TWO_WAY_M,
          `${plural(count, what, `${what}es`)} × ${TWO_WAY_M} m of 3-core between the switches`,
        );
        addHours(d, count * SWITCH_H);
        d.plan.push(
          "Run 3-core and earth between the two switch positions and connect for two-way switching",
        );
      } else {
        cable(
          d,
          P.cable15,
          count * SWITCH_DROP_M,
          `${plural(count, what, `${what}es`)} × ${SWITCH_DROP_M} m switch drop`,
        );
        addHours(d, count * SWITCH_H);
        d.plan.push(
          `Chase and fix ${plural(count, "back box", "back boxes")}; run the switch drop and fit the switches`,
        );
      }
    }
    filler(p, d, boxes);
    testAndCertify(p, d, 1);
  },
);
