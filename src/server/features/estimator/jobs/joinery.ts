/**
 * Skirting, architrave and internal doors. Figures (docs/estimating.md):
 * - Skirting: room perimeter − 0.9 m per doorway, +10% for mitres and offcuts, in 4.4 m lengths;
 *   grab adhesive 1 tube per 8 m, caulk 1 tube per 12 m. 15 m fitted per day.
 * - Architrave: one set of 5 × 2.1 m per door (two legs and a head on each side). 4 doors per day.
 * - Doors: 762 × 1981 mm; 3 hinges per door (bought in pairs: 2 pairs per door, 3 pairs per 2
 *   doors), one handle pack and one 64 mm tubular latch per door; FD30 fire doors get a pack of 3
 *   grade 13 fire hinges. A new lining adds a lining set, 3 stop-bead lengths and an architrave set.
 *   3 doors hung per day on existing linings; +0.5 day per door for a new lining.
 */
import { DOORWAY_WIDTH_M, room } from "../geometry";
import { P } from "../materials";
import type { JobDefinition } from "../types";
import { defineJob, fmt, has, need } from "../units";

export const SKIRTING_M_DAY = 15;
export const ARCHITRAVE_DOORS_DAY = 4;
export const DOORS_PER_DAY = 3;

export const skirting: JobDefinition = defineJob("skirting", "Fit skirting boards", (p, d) => {
  let run = p.dimensions.runM;
  if (run === undefined) {
    const g = room(p, d);
    run = Math.max(0, g.perimeter - g.doors * DOORWAY_WIDTH_M);
    d.assumptions.push(
      `Skirting run = perimeter ${fmt(g.perimeter)} m − ${g.doors} doorway(s) × ${DOORWAY_WIDTH_M} m = ${fmt(run)} m`,
    );
  }
  const product = has(p, /\bogee\b/)
    ? { ...P.skirting, name: "MDF Ogee Skirting Primed 18 x 144mm 4.4m", pricePence: 1895 }
    : P.skirting;
  d.needs.push(need(product, run * 1.1, "m", 4.4));
  d.needs.push(need(P.gripfill, run, "m", 8));
  d.needs.push(need(P.caulk, run, "m", 12));
  d.days += run / SKIRTING_M_DAY;
  d.assumptions.push(
    `${fmt(run)} m + 10% for mitres and offcuts in 4.4 m lengths`,
    `Carpenter fits ${SKIRTING_M_DAY} m of skirting per day`,
  );
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
  d.needs.push(need(P.architraveSet, doors, "doors"));
  d.needs.push(need(P.caulk, doors, "doors", 2));
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
    const lining = has(
      p,
      /\b(?:new )?(?:door )?(?:lining|frame|casing)s?\b|\bnew (?:door ?way|opening)\b/,
    );
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
        "Are the existing door linings staying, and are the openings standard 762 × 1981 mm?",
      );
    }
    d.days += days;
    d.assumptions.push(
      "3 hinges per door (bought in pairs)",
      `Carpenter hangs ${DOORS_PER_DAY} doors per day on existing linings`,
    );
    if (door === P.doorWhite)
      d.assumptions.push("Primed doors need painting on site (not included)");
    d.plan.push(
      "Take off old doors; trim new doors to fit with 2–3 mm gaps and 8–10 mm clearance above the floor finish",
      "Cut in hinges (three per door), fit latches and handles; check they close cleanly",
    );
  },
);
