/**
 * Artificial grass on a dug-out lawn. Figures (docs/estimating.md, "Artificial grass"):
 * - Dig out 100 mm (turf and soil), spoil by skip or grab lorry at ×1.25 bulking (./muck-away.ts).
 * - MOT Type 1 75 mm compacted (2.1 t/m³) and a 25 mm laying course of granite dust (1.7 t/m³) or
 *   sharp sand (1.6 t/m³) when said, both in 0.85 t bulk bags; weed membrane +10% for overlaps.
 * - Grass 35 mm pile (mid-range, assumed) from 4 m or 2 m wide rolls cut in whole metres: strips
 *   run one way (the pile must all lie the same way), each cut 100 mm over for trimming; the
 *   direction buying the fewest m² wins, then the shorter seams. Seams: joining tape by the metre
 *   (10 m rolls +5%) and one 310 ml cartridge of adhesive per 3 m (unverified: suppliers' guides).
 * - Edging round the whole perimeter: treated 150 × 22 mm timber in 1.83 m lengths pegged every
 *   metre (pegs cut 400 mm from 2.4 m battens), or composite 2.4 m lengths when said; the grass is
 *   nailed to timber every 200 mm (350 clouts a kg) or pinned every 300 mm (U-pins in 50s).
 * - Kiln-dried sand infill 5 kg/m² (suppliers quote 4–6 kg/m² for a 35 mm pile), 20 kg bags.
 * - One installer (unverified: trade rule of thumb): dig out 12 m²/day, sub-base and laying course
 *   20 m²/day, edging 15 m/day, lay, seam, fix and infill 25 m²/day. No waits: nothing cures.
 */
import { cutPlan, planArea } from "../geometry";
import { P } from "../materials";
import type { JobDefinition, Product } from "../types";
import { because, ceilWhole, type Draft, defineJob, fmt, has, need, round } from "../units";
import { muckAway } from "./muck-away";

export const DIG_M = 0.1;
export const MOT_M = 0.075;
export const LAYING_M = 0.025;
export const MOT_T_PER_M3 = 2.1;
export const GRANITE_T_PER_M3 = 1.7;
export const SAND_T_PER_M3 = 1.6;
export const BULK_BAG_T = 0.85;
export const MEMBRANE_OVERLAP = 0.1;
export const TRIM_M = 0.1;
export const TAPE_ROLL_M = 10;
export const SEAM_M_PER_CARTRIDGE = 3;
export const TIMBER_EDGING_M = 1.83;
export const COMPOSITE_EDGING_M = 2.4;
export const PEG_SPACING_M = 1;
export const PEGS_PER_BATTEN = 6;
export const NAIL_SPACING_M = 0.2;
export const NAILS_PER_KG = 350;
export const PIN_SPACING_M = 0.3;
export const INFILL_KG_M2 = 5;
export const DIG_M2_DAY = 12;
export const BASE_M2_DAY = 20;
export const EDGING_M_DAY = 15;
export const LAY_M2_DAY = 25;

export interface Strip {
  width: 2 | 4;
  /** Cut length bought, whole metres. */
  length: number;
}

export interface GrassPlan {
  strips: Strip[];
  /** The lawn's side the strips run along. */
  along: number;
  /** Seams between strips, each as long as the lawn's side the strips run along. */
  seams: number;
  seamM: number;
  boughtM2: number;
}

/** Strips of 4 m (and one 2 m when the rest fits it) across `across`, each `along` + trim long. */
function stripsFor(along: number, across: number): GrassPlan {
  const length = ceilWhole(along + TRIM_M);
  const strips: Strip[] = [];
  let rest = round(across, 6);
  while (rest > 2 + 1e-9) {
    strips.push({ width: 4, length });
    rest = round(rest - 4, 6);
  }
  if (rest > 1e-9) strips.push({ width: 2, length });
  const seams = Math.max(0, strips.length - 1);
  return {
    strips,
    along,
    seams,
    seamM: round(seams * along, 4),
    boughtM2: strips.reduce((s, x) => s + x.width * x.length, 0),
  };
}

/** The cheaper of the two directions: fewest m² bought, then the least seam. */
export function planGrass(length: number, width: number): GrassPlan {
  const a = stripsFor(length, width);
  const b = stripsFor(width, length);
  if (b.boughtM2 < a.boughtM2 - 1e-9) return b;
  if (a.boughtM2 < b.boughtM2 - 1e-9) return a;
  return b.seamM < a.seamM ? b : a;
}

function buyGrass(d: Draft, plan: GrassPlan): void {
  for (const [width, product] of [
    [4, P.artificialGrass4],
    [2, P.artificialGrass2],
  ] as [2 | 4, Product][]) {
    const strips = plan.strips.filter((s) => s.width === width);
    if (strips.length === 0) continue;
    const m2 = strips.reduce((s, x) => s + x.width * x.length, 0);
    const len = strips[0]?.length ?? 0;
    d.needs.push(
      because(
        need(product, m2, "m2"),
        `${strips.length} strip${strips.length === 1 ? "" : "s"} ${width} m wide × ${len} m (${fmt(plan.along)} m + ${TRIM_M * 1000} mm trim, cut in whole metres) = ${fmt(m2)} m²`,
      ),
    );
  }
}

export const artificialGrass: JobDefinition = defineJob(
  "artificial-grass",
  "Artificial grass",
  (p, d) => {
    const { area, length, width } = planArea(p, d, {
      length: 6,
      width: 4,
      label: "lawn",
      ask: "What size is the lawn (length × width)?",
    });
    if (p.dimensions.lengthM === undefined && p.dimensions.areaM2 !== undefined) {
      // The rolls are planned across the lawn's width, so an area alone is not enough.
      d.questions.push(
        "What are the lawn's length and width (the rolls are planned to its width)?",
      );
      d.assumptions.push(`Lawn taken as square: ${fmt(length)} × ${fmt(width)} m`);
    }
    const perimeter = round(p.dimensions.perimeterM ?? 2 * (length + width), 4);
    d.assumptions.push(
      "Mid-range 35 mm pile grass assumed (pile and type change the price, not the quantities)",
    );

    muckAway(d, area, DIG_M);
    const motT = area * MOT_M * MOT_T_PER_M3;
    d.needs.push(
      because(
        need(P.mot, motT, "t", BULK_BAG_T),
        `${fmt(area)} m² × ${MOT_M * 1000} mm × ${MOT_T_PER_M3} t/m³ = ${fmt(motT)} t → ${ceilWhole(motT / BULK_BAG_T)} × 0.85 t bulk bags`,
      ),
    );
    const sand = has(p, /\bsharp sand\b/);
    const density = sand ? SAND_T_PER_M3 : GRANITE_T_PER_M3;
    const layT = area * LAYING_M * density;
    d.needs.push(
      because(
        need(sand ? P.sharpSand : P.graniteDust, layT, "t", BULK_BAG_T),
        `${fmt(area)} m² × ${LAYING_M * 1000} mm × ${density} t/m³ = ${fmt(layT)} t → ${ceilWhole(layT / BULK_BAG_T)} × 0.85 t bulk bag`,
      ),
    );
    const membrane = area * (1 + MEMBRANE_OVERLAP);
    d.needs.push(
      because(
        need(P.weedMembrane, membrane, "m2", 28),
        `${fmt(area)} m² + 10% overlaps = ${fmt(membrane)} m² → ${ceilWhole(membrane / 28)} × 28 m² roll`,
      ),
    );

    const plan = planGrass(length, width);
    buyGrass(d, plan);
    if (plan.seams > 0) {
      const tape = plan.seamM * 1.05;
      d.needs.push(
        because(
          need(P.grassJoiningTape, tape, "m", TAPE_ROLL_M),
          `${plan.seams} seam${plan.seams === 1 ? "" : "s"} × ${fmt(plan.along)} m = ${fmt(plan.seamM)} m + 5% → ${ceilWhole(tape / TAPE_ROLL_M)} × ${TAPE_ROLL_M} m roll`,
        ),
        because(
          need(P.grassAdhesive, plan.seamM / SEAM_M_PER_CARTRIDGE, "tubes"),
          `${fmt(plan.seamM)} m of seam ÷ ${SEAM_M_PER_CARTRIDGE} m a cartridge → ${ceilWhole(plan.seamM / SEAM_M_PER_CARTRIDGE)} × 310 ml`,
        ),
      );
    }
    d.assumptions.push(
      `Grass from 4 m and 2 m wide rolls, all strips the same way: ${plan.strips.map((s) => `${s.width} × ${s.length} m`).join(" + ")} = ${fmt(plan.boughtM2)} m² for ${fmt(area)} m²${plan.seams > 0 ? `, ${plan.seams} seam${plan.seams === 1 ? "" : "s"} of ${fmt(plan.along)} m taped and glued` : ", one piece: no seams"}`,
    );

    const edging = edge(p, d, length, width, perimeter);
    const infill = area * INFILL_KG_M2;
    d.needs.push(
      because(
        need(P.jointingSand, infill, "kg", 20),
        `${fmt(area)} m² × ${INFILL_KG_M2} kg/m² = ${fmt(infill, 1)} kg → ${ceilWhole(infill / 20)} × 20 kg bags`,
      ),
    );

    d.days +=
      area / DIG_M2_DAY +
      area / BASE_M2_DAY +
      (edging ? perimeter / EDGING_M_DAY : 0) +
      area / LAY_M2_DAY;
    d.assumptions.push(
      `Dig out ${DIG_M * 1000} mm; MOT Type 1 ${MOT_M * 1000} mm and a ${LAYING_M * 1000} mm ${sand ? "sharp sand" : "granite dust"} laying course, each compacted with a plate`,
      `One installer: dig out ${DIG_M2_DAY} m²/day, sub-base and laying course ${BASE_M2_DAY} m²/day,${edging ? ` edging ${EDGING_M_DAY} m/day,` : ""} lay, seam, fix and infill ${LAY_M2_DAY} m²/day; nothing to cure, so no waits`,
    );
    d.plan.push(
      "Cut out the turf and dig to 100 mm below the finished level; barrow the spoil to the skip",
      ...(edging ? ["Set the edging to level round the perimeter and peg it"] : []),
      "Lay and compact 75 mm of MOT Type 1, then screed and compact the laying course",
      "Lay the weed membrane; roll out the grass with the pile all one way and let it settle",
      ...(plan.seams > 0 ? ["Trim the selvedges, tape and glue the seams"] : []),
      "Cut in at the edges and fix; brush in the kiln-dried sand and brush the pile up",
    );
  },
);

/** Edging by the perimeter and what holds the grass's edge; returns whether edging is laid. */
function edge(
  p: Parameters<JobDefinition["takeoff"]>[0],
  d: Draft,
  length: number,
  width: number,
  perimeter: number,
): boolean {
  const none = has(
    p,
    /\bno (?:new )?edging\b|\bexisting edg\w*|\b(?:already|is) edged\b|\bwithout edging\b/,
  );
  const composite = has(p, /\bcomposite\b|\bplastic edging\b/);
  if (none) {
    const pins = perimeter / PIN_SPACING_M;
    d.needs.push(
      because(
        need(P.grassPins, pins, "pins", 50),
        `${fmt(perimeter)} m perimeter ÷ ${PIN_SPACING_M} m = ${ceilWhole(pins)} pins → ${ceilWhole(pins / 50)} × 50`,
      ),
    );
    d.assumptions.push("Existing edges kept: no new edging; the grass pinned every 300 mm");
    return false;
  }
  const stock = composite ? COMPOSITE_EDGING_M : TIMBER_EDGING_M;
  const cut = cutPlan([length, length, width, width], stock, 0.02);
  d.needs.push(
    because(
      need(composite ? P.compositeEdging : P.timberEdging, cut.lengths * stock, "m", stock),
      `Perimeter 2 × (${fmt(length)} + ${fmt(width)}) = ${fmt(perimeter)} m cut from ${stock} m lengths → ${cut.lengths} lengths`,
    ),
  );
  const pegs = ceilWhole(perimeter / PEG_SPACING_M) + 4;
  d.needs.push(
    because(
      need(P.pegBatten, ceilWhole(pegs / PEGS_PER_BATTEN) * 2.4, "m", 2.4),
      `${pegs} pegs (1 a metre + 4 corners) at ${PEGS_PER_BATTEN} from a 2.4 m batten → ${ceilWhole(pegs / PEGS_PER_BATTEN)} battens`,
    ),
  );
  if (composite) {
    const pins = perimeter / PIN_SPACING_M;
    d.needs.push(
      because(
        need(P.grassPins, pins, "pins", 50),
        `${fmt(perimeter)} m perimeter ÷ ${PIN_SPACING_M} m = ${ceilWhole(pins)} pins → ${ceilWhole(pins / 50)} × 50`,
      ),
    );
  } else {
    const nails = perimeter / NAIL_SPACING_M;
    d.needs.push(
      because(
        need(P.grassNails, nails, "nails", NAILS_PER_KG),
        `${fmt(perimeter)} m of edge ÷ ${NAIL_SPACING_M} m = ${ceilWhole(nails)} nails into the timber → ${ceilWhole(nails / NAILS_PER_KG)} kg of 40 mm galvanised clouts`,
      ),
    );
  }
  d.assumptions.push(
    `${composite ? "Composite" : "Treated timber 150 × 22 mm"} edging round the whole ${fmt(perimeter)} m perimeter, pegged every metre (say if a side is against a patio or wall)`,
  );
  return true;
}
