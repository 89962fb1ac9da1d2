/**
 * Sockets indoors and outside. Figures (typical domestic rates, unverified):
 * - A new socket joins the nearest ring: 6 m of 2.5 mm² twin and earth each (out and back from
 *   the nearest socket), a back box (metal chased into masonry, dry-lining in plasterboard) and
 *   the front; 2 h each to chase, fix, wire and make good, a 1 L tub of filler to every 4 boxes.
 * - A moved socket: 4 m of cable from the old position, a junction box where it is joined, a new
 *   box and front; 2.5 h each. A front replaced like for like: 0.5 h.
 * - A new circuit, when said: a 32 A MCB in a spare way, 15 m of cable home to the board, 3 h.
 * - Outside: a weatherproof double socket fed through the wall from an inside socket, 5 m of
 *   cable; 3 h for the first, 2 h for each more.
 * - Testing: 2 h indoors, 1 h outside, per job (./common.ts).
 */
import { P } from "../../materials";
import type { JobDefinition, ParsedDescription, Product } from "../../types";
import { because, ceilWhole, type Draft, defineJob, fmt, has, need } from "../../units";
import { addHours, BOXES_PER_FILLER, backBox, dryLined, plural, testAndCertify } from "./common";
import { type Accessory, outsideSocketWork, socketWork } from "./read";

export const SOCKET_CABLE_M = 6;
export const MOVE_CABLE_M = 4;
export const NEW_SOCKET_H = 2;
export const MOVE_SOCKET_H = 2.5;
export const FRONT_H = 0.5;
export const CIRCUIT_CABLE_M = 15;
export const CIRCUIT_H = 3;
export const OUTSIDE_CABLE_M = 5;
export const OUTSIDE_FIRST_H = 3;
export const OUTSIDE_MORE_H = 2;
/** Sockets priced when the description says "sockets" with no number. */
export const ASSUMED_SOCKETS = 2;

const FRONT: Record<string, Product> = {
  usb: P.socketUsb,
  single: P.socketSingle,
  double: P.socketDouble,
  "double assumed": P.socketDouble,
};

/** Each kind of work with its count, the counts assumed where none was said. */
export function tally(
  items: readonly Accessory[],
  assumed: number,
): { work: Accessory["work"]; kind: string; count: number; said: boolean }[] {
  const out = new Map<
    string,
    { work: Accessory["work"]; kind: string; count: number; said: boolean }
  >();
  for (const it of items) {
    const key = `${it.work} ${it.kind}`;
    const seen = out.get(key) ?? { work: it.work, kind: it.kind, count: 0, said: true };
    seen.count += it.count ?? assumed;
    seen.said &&= it.count !== undefined;
    out.set(key, seen);
  }
  return [...out.values()];
}

/** Cable bought by the roll: the metres, why, and the rolls. */
export function cable(d: Draft, product: Product, metres: number, why: string): void {
  const size = product.covers?.amount ?? 100;
  const rolls = ceilWhole(metres / size);
  d.needs.push(
    because(
      need(product, metres, "m", size),
      `${why} = ${fmt(metres)} m → ${plural(rolls, `${size} m roll`)}`,
    ),
  );
}

/** Filler for the chases and boxes in masonry walls. */
export function filler(p: ParsedDescription, d: Draft, boxes: number): void {
  if (boxes === 0 || dryLined(p)) return;
  const tubs = ceilWhole(boxes / BOXES_PER_FILLER);
  d.needs.push(
    because(
      need(P.filler, boxes / BOXES_PER_FILLER, "tubs"),
      `Chases made good: ${plural(boxes, "box", "boxes")} ÷ ${BOXES_PER_FILLER} per 1 L tub → ${plural(tubs, "tub")}`,
    ),
  );
}

export const sockets: JobDefinition = defineJob("sockets", "Sockets", (p, d) => {
  const items = socketWork(p.normalised);
  const lines = tally(
    items.length > 0 ? items : [{ work: "add", count: undefined, kind: "double assumed" }],
    ASSUMED_SOCKETS,
  );
  let metres = 0;
  const runs: string[] = [];
  let boxes = 0;
  for (const { work, kind, count, said } of lines) {
    const front = FRONT[kind] ?? P.socketDouble;
    const what = `${kind === "double assumed" ? "double" : kind} socket`;
    if (!said) {
      d.assumptions.push(`${plural(count, what)} assumed`);
      d.questions.push("How many sockets, and in which rooms?");
    }
    d.needs.push(need(front, count, "sockets"));
    if (work === "replace") {
      addHours(d, count * FRONT_H);
      d.plan.push(`Isolate the circuit; replace ${plural(count, `${what} front`)} like for like`);
      continue;
    }
    d.needs.push(need(backBox(p, kind === "single" ? 1 : 2), count, "boxes"));
    boxes += count;
    if (work === "move") {
      metres += count * MOVE_CABLE_M;
      runs.push(`${plural(count, "moved socket")} × ${MOVE_CABLE_M} m`);
      d.needs.push(need(P.junctionBox, count, "joints"));
      addHours(d, count * MOVE_SOCKET_H);
      d.plan.push(
        `Move ${plural(count, what)}: extend from a junction box, new box and front, make good the old position`,
      );
    } else {
      metres += count * SOCKET_CABLE_M;
      runs.push(`${plural(count, "new socket")} × ${SOCKET_CABLE_M} m`);
      addHours(d, count * NEW_SOCKET_H);
      d.plan.push(
        `Chase and fix ${plural(count, "back box", "back boxes")}; run 2.5 mm² cable from the nearest socket on the ring and fit ${plural(count, what)}`,
      );
    }
  }
  const circuit = has(p, /\bnew (?:circuit|ring|radial)\b|\b(?:dedicated|own|separate) circuit\b/);
  if (circuit) {
    metres += CIRCUIT_CABLE_M;
    runs.push(`${CIRCUIT_CABLE_M} m home to the board`);
    d.needs.push(need(P.mcb32, 1, "ways"));
    addHours(d, CIRCUIT_H);
    d.assumptions.push("New circuit: a 32 A MCB in a spare way of the consumer unit");
    d.plan.push("Run the new circuit to the consumer unit and connect it to a 32 A MCB");
  } else if (metres > 0)
    d.assumptions.push("New sockets join the nearest ring or radial circuit (no new circuit)");
  if (metres > 0) cable(d, P.cable25, metres, runs.join(" + "));
  filler(p, d, boxes);
  if (lines.some((l) => l.kind === "double assumed"))
    d.assumptions.push("Double sockets assumed (say if single or with USB)");
  if (circuit) {
    addHours(d, 2);
    d.assumptions.push(
      "Testing 2 h and an Electrical Installation Certificate; notifiable under Part P (a new circuit)",
    );
    d.plan.push("Test the circuit, issue the certificate and notify building control");
  } else testAndCertify(p, d);
});

export const outsideSocket: JobDefinition = defineJob(
  "outside-socket",
  "Outside socket",
  (p, d) => {
    const [line] = tally(outsideSocketWork(p.normalised), 1);
    const count = line?.count ?? 1;
    d.needs.push(need(P.socketOutdoor, count, "sockets"));
    cable(
      d,
      P.cable25,
      count * OUTSIDE_CABLE_M,
      `${plural(count, "outside socket")} × ${OUTSIDE_CABLE_M} m through the wall from an inside socket`,
    );
    addHours(d, OUTSIDE_FIRST_H + (count - 1) * OUTSIDE_MORE_H);
    d.assumptions.push(
      `IP66 weatherproof double socket, fed through the wall from an inside socket on the ring (${OUTSIDE_CABLE_M} m each)`,
      "The circuit assumed RCD protected (30 mA) at the consumer unit; if not, an RCD socket or RCBO is extra",
    );
    d.questions.push(
      "Is there an inside socket behind where the outside socket goes, and is the circuit RCD protected?",
    );
    d.plan.push(
      "Drill through the wall from the inside socket and sleeve the cable",
      "Fix the weatherproof socket, seal round the cable entry and connect",
    );
    testAndCertify(p, d, 1);
  },
);
