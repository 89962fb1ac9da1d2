/**
 * Floating floors: laminate, LVT and engineered wood. Figures (docs/estimating.md):
 * - Packs: laminate 2.22 m², rigid-core LVT 2.2 m², herringbone LVT 1.3 m², engineered oak
 *   1.98 m²; waste 10% (15% herringbone).
 * - Underlay 15 m² rolls, laid butt-jointed on the floor area (no waste).
 * - One threshold (door bar) per doorway; scotia = (perimeter − 0.9 m per doorway) + 10%, in 2.4 m
 *   lengths, one tube of grab adhesive per 20 m — unless new skirting is going in.
 * - Productivity: laminate 12.4 m²/day, LVT 18 m²/day, engineered 15 m²/day, herringbone 8 m²/day.
 */
import { quantityWithUnit } from "../../../../shared/quantities";
import { DOORWAY_WIDTH_M, room } from "../geometry";
import { P } from "../materials";
import type { JobDefinition, JobTypeId, ParsedDescription, Product } from "../types";
import { type Draft, defineJob, fmt, has, need } from "../units";

/**
 * RSMeans 2022's floating laminate floor, complete: 133 S.F. a day = 12.4 m² (docs/estimating.md,
 * "Labour rates and their sources"; the 20 m² a day used before was 38 % quicker than the book).
 */
export const LAMINATE_M2_DAY = 12.4;

interface Floor {
  product: Product;
  underlay?: Product;
  rate: number;
  waste: number;
  label: string;
}

function laminate(p: ParsedDescription): Floor {
  return {
    product: p.finishes.includes("grey") ? P.laminateGrey : P.laminate,
    underlay: P.laminateUnderlay,
    rate: LAMINATE_M2_DAY,
    waste: 0.1,
    label: "laminate",
  };
}

function lvt(p: ParsedDescription): Floor {
  const herring = has(p, /\bherringbone\b/);
  const integrated = has(p, /\b(?:integrated|built-in|attached|pre-?attached) underlay\b/);
  return {
    product: herring ? P.lvtHerringbone : has(p, /\bnatural\b/) ? P.lvtNatural : P.lvt,
    ...(integrated ? {} : { underlay: P.lvtUnderlay }),
    rate: herring ? 8 : 18,
    waste: herring ? 0.15 : 0.1,
    label: herring ? "herringbone LVT" : "LVT",
  };
}

function engineered(_p: ParsedDescription): Floor {
  return {
    product: P.engineered,
    underlay: P.laminateUnderlay,
    rate: 15,
    waste: 0.1,
    label: "engineered oak",
  };
}

function floating(p: ParsedDescription, d: Draft, f: Floor) {
  const g = room(p, d);
  const packSize = f.product.covers?.amount ?? 1;
  const gross = g.floorArea * (1 + f.waste);
  d.needs.push(need(f.product, gross, "m2", packSize));
  d.assumptions.push(
    `${fmt(g.floorArea)} m² of ${f.label} + ${f.waste * 100}% waste = ${fmt(gross)} m² in ${packSize} m² packs`,
  );
  if (f.underlay) {
    d.needs.push(need(f.underlay, g.floorArea, "m2", 15));
    d.assumptions.push("Underlay 15 m² per roll");
  }
  d.needs.push(need(P.threshold, g.doors, "doorways"));
  if (!p.jobTypes.includes("skirting")) {
    const run = Math.max(0, g.perimeter - g.doors * DOORWAY_WIDTH_M);
    d.needs.push(need(P.scotia, run * 1.1, "m", 2.4));
    d.needs.push(need(P.gripfill, run, "m", 20));
    d.assumptions.push(
      `Scotia to hide the expansion gap: ${fmt(run)} m + 10% in 2.4 m lengths; skirting stays`,
    );
  }
  d.days += g.floorArea / f.rate;
  d.assumptions.push(
    `Floor fitter lays ${f.rate} m² of ${f.label} per day`,
    `${quantityWithUnit(g.doors, "door bar")}, one per doorway`,
  );
  d.plan.push(
    "Lift the old floor covering; check the subfloor is flat (within 3 mm over 2 m) and dry",
    `Lay underlay and ${f.label}, staggering joints, with a 10 mm expansion gap; undercut door linings`,
    "Fit door bars and scotia; clean down",
  );
}

const def = (id: JobTypeId, label: string, pick: (p: ParsedDescription) => Floor) =>
  defineJob(id, label, (p, d) => floating(p, d, pick(p)));

export const laminateFlooring: JobDefinition = def(
  "laminate-flooring",
  "Lay laminate flooring",
  laminate,
);
export const lvtFlooring: JobDefinition = def("lvt-flooring", "Lay LVT flooring", lvt);
export const engineeredFlooring: JobDefinition = def(
  "engineered-flooring",
  "Lay engineered wood flooring",
  engineered,
);
