/**
 * Skirting, architrave and internal doors. Figures (docs/estimating.md):
 * - Skirting: each wall less 0.9 m per doorway is one piece (+50 mm for mitres and scribes), walls
 *   over a 4.4 m length scarf-jointed, pieces cut from lengths first-fit so offcuts serve short
 *   walls (a stated run with no walls: +10%); grab adhesive 1 tube per 8 m, caulk 1 tube per 12 m.
 *   15 m fitted per day.
 * - Architrave: one set of 5 × 2.1 m per door (two legs and a head on each side). 4 doors per day.
 * - Doors: 762 × 1981 mm; 3 hinges per door (bought in pairs: 2 pairs per door, 3 pairs per 2
 *   doors), one handle pack and one 64 mm tubular latch per door; FD30 fire doors get a pack of 3
 *   grade 13 fire hinges. A new lining adds a lining set, 3 stop-bead lengths and an architrave set.
 *   3.75 h to hang a door on an existing lining; +0.5 day per door for a new lining.
 */
import { quantityWithUnit } from "../../../../shared/quantities";
import { cutPlan, DOORWAY_WIDTH_M, room, wallRuns } from "../geometry";
import { P } from "../materials";
import type { JobDefinition } from "../types";
import { because, ceilWhole, defineJob, fmt, has, need, round } from "../units";

export const SKIRTING_M_DAY = 15;
/** The catalogue's skirting comes in 4.4 m lengths. */
const SKIRTING_LENGTH_M = 4.4;
export const ARCHITRAVE_DOORS_DAY = 4;
/**
 * Hanging a door on its existing lining: the Guild of Project Controls compendium's 5 h for
 * fitting, hanging and locking a single interior door, × 0.75 with a power planer, hinge router
 * and lock mortiser (docs/estimating.md, "Labour rates and their sources"; 3 a day was 29 % quick).
 */
export const DOOR_HANG_H = 3.75;
export const DOORS_PER_DAY = 8 / DOOR_HANG_H;

export const skirting: JobDefinition = defineJob("skirting", "Fit skirting boards", (p, d) => {
  const product = has(p, /\bogee\b/)
    ? { ...P.skirting, name: "MDF Ogee Skirting Primed 18 x 144mm 4.4m", pricePence: 1895 }
    : P.skirting;
  const stock = product.covers?.amount ?? SKIRTING_LENGTH_M;
  const dims = p.dimensions;
  let run: number;
  let lengths: number;
  let reason: string;
  // A stated run or perimeter has no wall breakdown, so no cut plan: a flat 10% for mitres.
  // A stated perimeter still has its doorways in it; a stated skirting run does not.
  const doorways = p.counts.door ?? 1;
  const perimeterOnly = dims.runM === undefined && dims.lengthM === undefined;
  const stated =
    dims.runM ??
    (perimeterOnly && dims.perimeterM !== undefined
      ? Math.max(0, dims.perimeterM - doorways * DOORWAY_WIDTH_M)
      : undefined);
  if (stated !== undefined) {
    run = round(stated, 4);
    if (dims.runM === undefined)
      d.assumptions.push(
        `Skirting run = perimeter ${fmt(dims.perimeterM ?? 0)} m − ${quantityWithUnit(doorways, "doorway")} × ${DOORWAY_WIDTH_M} m = ${fmt(run)} m`,
      );
    lengths = ceilWhole((run * 1.1) / stock);
    reason = `${fmt(run)} m + 10% for mitres ÷ ${stock} m = ${fmt((run * 1.1) / stock)} → ${lengths} lengths`;
    d.assumptions.push(`${fmt(run)} m + 10% for mitres and offcuts in ${stock} m lengths`);
  } else {
    const g = room(p, d);
    const runs = wallRuns(g.length, g.width, g.doors);
    run = round(
      runs.reduce((sum, r) => sum + r, 0),
      4,
    );
    const plan = cutPlan(runs, stock);
    lengths = plan.lengths;
    const joints = plan.joints ? `, ${quantityWithUnit(plan.joints, "scarf joint")}` : "";
    reason = `Perimeter ${fmt(g.perimeter)} m − ${quantityWithUnit(g.doors, "doorway")} × ${DOORWAY_WIDTH_M} m = ${fmt(run)} m in ${plan.pieces} pieces${joints} → ${lengths} × ${stock} m lengths`;
    d.assumptions.push(
      `Skirting run = perimeter ${fmt(g.perimeter)} m − ${quantityWithUnit(g.doors, "doorway")} × ${DOORWAY_WIDTH_M} m = ${fmt(run)} m`,
      `Cut plan: each wall one piece (+50 mm for mitres and scribes), walls over ${stock} m scarf-jointed, offcuts reused on short walls: ${lengths} lengths of ${stock} m, ${fmt(plan.offcutM)} m offcut`,
    );
    if (p.counts.door === undefined)
      d.assumptions.push(
        `${g.doors} doorway assumed; each further doorway saves ${DOORWAY_WIDTH_M} m`,
      );
  }
  d.needs.push(because(need(product, lengths * stock, "m", stock), reason));
  d.needs.push(
    because(
      need(P.gripfill, run, "m", 8),
      `${fmt(run)} m ÷ 8 m per tube → ${ceilWhole(run / 8)} tubes`,
    ),
  );
  d.needs.push(
    because(
      need(P.caulk, run, "m", 12),
      `${fmt(run)} m ÷ 12 m per tube → ${ceilWhole(run / 12)} tubes`,
    ),
  );
  d.days += run / SKIRTING_M_DAY;
  d.assumptions.push(`Carpenter fits ${SKIRTING_M_DAY} m of skirting per day`);
  d.plan.push(
    "Remove old skirting carefully; make good the wall base",
    "Cut, mitre/scribe and fix new skirting with adhesive and pins; caulk the top edge and fill pin holes",
  );
});

export const architrave: JobDefinition = defineJob("architrave", "Fit architrave", (p, d) => {
  let doors = p.counts.door;
  if (doors === undefined) {
    doors = 1;
    d.assumptions.push("1 door assumed");
    d.questions.push("How many door openings need architrave?");
  }
  d.needs.push(
    because(
      need(P.architraveSet, doors, "doors"),
      `${quantityWithUnit(doors, "door")} × 1 set: 4 legs of 2.1 m and both heads cut from the fifth length`,
    ),
  );
  d.needs.push(
    because(
      need(P.caulk, doors, "doors", 2),
      `${quantityWithUnit(doors, "door")} ÷ 2 per tube → ${ceilWhole(doors / 2)} tubes`,
    ),
  );
  d.days += doors / ARCHITRAVE_DOORS_DAY;
  d.assumptions.push(
    "One architrave set (5 × 2.1 m) per door covers both sides",
    `Carpenter fits architrave to ${ARCHITRAVE_DOORS_DAY} doors (both sides) per day`,
  );
  d.plan.push(
    "Remove old architrave; mitre and fix new architrave both sides with a 5 mm reveal; caulk",
  );
});

export const internalDoors: JobDefinition = defineJob(
  "internal-doors",
  "Hang internal doors",
  (p, d) => {
    let doors = p.counts.door;
    if (doors === undefined) {
      doors = 1;
      d.assumptions.push("1 door assumed");
      d.questions.push("How many doors need hanging?");
    }
    const fire = has(p, /\bfire ?doors?\b|\bfd30\b|\bfire rated door/);
    const door = fire ? P.doorFire : p.finishes.includes("oak") ? P.doorOak : P.doorWhite;
    d.needs.push(need(door, doors, "doors"));
    if (fire) d.needs.push(need(P.fireHinges, doors * 3, "hinges", 3));
    else d.needs.push(need(P.hinges, doors * 3, "hinges", 2));
    d.needs.push(need(P.handles, doors, "doors"));
    d.needs.push(need(P.latch, doors, "doors"));
    if (p.rooms.some((r) => r === "bathroom" || r === "en-suite" || r === "cloakroom")) {
      d.needs.push(need(P.thumbturn, 1, "each"));
      d.assumptions.push("Bathroom door gets a thumbturn and release");
    }
    let days = doors / DOORS_PER_DAY;
    // "frames already there", "existing linings", "keep the frames": the linings stay.
    const keptLining = has(
      p,
      /\b(?:existing|current|old|same) (?:door )?(?:lining|frame|casing)s?\b|\b(?:lining|frame|casing)s?\b[^.,;]{0,20}\b(?:already|staying|stay|existing|in place|kept|are fine|are good)\b|\bkeep\w* (?:the )?(?:door )?(?:lining|frame)s?\b/,
    );
    const lining =
      !keptLining &&
      has(p, /\b(?:new )?(?:door )?(?:lining|frame|casing)s?\b|\bnew (?:door ?way|opening)\b/);
    if (lining) {
      d.needs.push(need(P.doorLining, doors, "doors"));
      d.needs.push(need(P.stopBead, doors * 3, "lengths"));
      if (!p.jobTypes.includes("architrave")) d.needs.push(need(P.architraveSet, doors, "doors"));
      days += doors * 0.5;
      d.assumptions.push("New lining, stop bead and architrave for each door; +0.5 day per door");
      d.plan.push(
        "Fit and pack the new door linings plumb and square; fit stop bead and architrave",
      );
    } else {
      d.assumptions.push("Existing linings reused; standard 762 × 1981 mm doors");
      d.questions.push(
        keptLining
          ? "Door size: standard 762 × 1981 mm or other?"
          : "Are the existing door linings staying, and are the doors standard 762 × 1981 mm?",
      );
    }
    d.days += days;
    d.assumptions.push(
      "3 hinges per door (bought in pairs)",
      `Carpenter hangs a door in ${DOOR_HANG_H} h on an existing lining`,
    );
    // "hang 4 doors and paint them": the painting is priced beside them.
    if (door === P.doorWhite && !p.jobTypes.includes("paint-woodwork"))
      d.assumptions.push("Primed doors need painting on site (not included)");
    d.plan.push(
      "Take off old doors; trim new doors to fit with 2–3 mm gaps and 8–10 mm clearance above the floor finish",
      "Cut in hinges (three per door), fit latches and handles; check they close cleanly",
    );
  },
);
