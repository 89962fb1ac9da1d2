/**
 * Guttering (112 mm half round, 68 mm round downpipe). Figures (docs/estimating.md):
 * - Gutter in 4 m lengths; a union bracket at each joint (lengths − 1); fascia brackets at 1 m
 *   centres → ceil(run) + 1; 2 stop ends per run; 1 running outlet per downpipe; angles as stated.
 * - Downpipe from the eaves: 5 m (two storeys) unless stated, 2.5 m lengths; clips at 2 m centres
 *   (ceil(h / 2) + 1); 2 offset bends (swan neck) and 1 shoe per downpipe. One downpipe per 12 m.
 * - Productivity: 15 m of gutter per day + 0.25 day per downpipe; access equipment extra.
 */
import { quantityWithUnit } from "../../../../shared/quantities";
import { linearRun } from "../geometry";
import { P } from "../materials";
import type { JobDefinition } from "../types";
import { ceilWhole, defineJob, fmt, has, need } from "../units";

export const GUTTER_M_DAY = 15;

export const guttering: JobDefinition = defineJob("guttering", "Replace guttering", (p, d) => {
  const run = linearRun(p, d, {
    length: 10,
    label: "Gutter run",
    ask: "How long is the gutter run, and how many downpipes are there?",
  });
  const downpipes = p.counts.downpipe ?? Math.max(1, ceilWhole(run / 12));
  const bungalow = has(p, /\bbungalow|single[- ]storey|extension|garage|porch\b/);
  let height = p.dimensions.heightM;
  if (height === undefined) {
    height = bungalow ? 2.5 : 5;
    d.assumptions.push(`Downpipe ${fmt(height)} m from eaves to ground assumed`);
  }
  const angles = p.counts.corner ?? p.counts.angle ?? 0;
  const lengths = ceilWhole(run / 4);
  const white = has(p, /\bwhite\b/);
  d.needs.push(need(white ? P.gutterWhite : P.gutter, run, "m", 4));
  d.needs.push(need(P.union, Math.max(0, lengths - 1), "joints"));
  d.needs.push(need(P.fasciaBracket, ceilWhole(run) + 1, "brackets"));
  d.needs.push(need(P.stopEnd, 2, "ends"));
  d.needs.push(need(P.outlet, downpipes, "outlets"));
  if (angles > 0) d.needs.push(need(P.gutterAngle, angles, "angles"));
  d.needs.push(need(P.downpipe, downpipes * height, "m", 2.5));
  d.needs.push(need(P.downpipeClip, downpipes * (ceilWhole(height / 2) + 1), "clips"));
  d.needs.push(need(P.offsetBend, downpipes * 2, "bends"));
  d.needs.push(need(P.shoe, downpipes, "shoes"));
  d.days += run / GUTTER_M_DAY + downpipes * 0.25;
  d.assumptions.push(
    `${fmt(run)} m of gutter: ${lengths} × 4 m lengths, ${quantityWithUnit(Math.max(0, lengths - 1), "union")}, ${ceilWhole(run) + 1} brackets at 1 m, ${quantityWithUnit(downpipes, "downpipe")}`,
    `${GUTTER_M_DAY} m of gutter per day + 0.25 day per downpipe; scaffold/tower hire not included`,
  );
  if (white)
    d.assumptions.push(
      "White gutter priced; fittings priced in black — match the colour when ordering",
    );
  d.plan.push(
    "Set up safe access (tower or scaffold); take down the old gutter and downpipe",
    "Fix brackets at 1 m centres to a fall of about 1:600 towards the outlet",
    "Clip in gutter lengths, unions, stop ends and outlet; fit downpipe, swan neck and shoe",
    "Water-test the run",
  );
});
