/**
 * A base for a shed, summer house or small garden room. Figures (docs/estimating.md, "Shed base"):
 * - Size: the shed's footprint plus 100 mm all round. Sheds are sold in feet, so a bare "8x6"
 *   (whole numbers, the short side 4 or more and the long side 6 or more) is read as feet.
 * - Concrete slab: dig 150 mm (spoil ×1.25 bulking, ./muck-away.ts); MOT Type 1 75 mm compacted
 *   (2.1 t/m³); polythene DPM +10%; concrete 100 mm +5%: ready-mixed in 0.25 m³ steps when 1 m³ or
 *   more (or said), 20 kg bags of concrete mix when said (2300 kg/m³), otherwise 1:5 cement:all-in
 *   ballast mixed on site (dry volume ×1.5; cement 1440 kg/m³ in 25 kg bags, ballast 1.75 t/m³ in
 *   0.85 t bulk bags); formwork 47 × 100 mm in 3.6 m lengths round the edge, pegged every metre.
 * - Paving slabs: whole 600 × 600 slabs covering the base, on 75 mm MOT and a 40 mm 6:1 mortar bed
 *   (as the patio).
 * - Plastic grid: 500 × 500 × 40 mm grids +5% (cut to fit), on weed membrane over 50 mm dug and
 *   levelled, filled with 10 mm gravel (1.7 t/m³).
 * - One labourer (unverified: trade rule of thumb): dig 10 m²/day, formwork 20 m/day, MOT 20
 *   m²/day, concrete mixed and placed 1.5 m³/day (ready-mixed 4 m³/day); slabs dug and sub-based
 *   10 m²/day and laid 8 m²/day; grid ground 15 m²/day, grids laid and filled 20 m²/day. Waits:
 *   concrete sets 2 days before the shed goes on; a slab bed 1 day.
 */

import { cutPlan } from "../geometry";
import { P } from "../materials";
import type { JobDefinition, ParsedDescription } from "../types";
import {
  addWait,
  because,
  ceilWhole,
  type Draft,
  defineJob,
  fmt,
  has,
  need,
  round,
} from "../units";
import { muckAway } from "./muck-away";

export const FT = 0.3048;
export const MARGIN_M = 0.1;
export const DEFAULT_SHED_FT: [number, number] = [8, 6];
export const DIG_M = 0.15;
export const MOT_M = 0.075;
export const SLAB_CONCRETE_M = 0.1;
export const CONCRETE_WASTE = 0.05;
export const MOT_T_PER_M3 = 2.1;
export const BULK_BAG_T = 0.85;
export const DRY_FACTOR = 1.5;
export const CEMENT_KG_PER_M3 = 1440;
export const BALLAST_T_PER_M3 = 1.75;
export const CONCRETE_KG_PER_M3 = 2300;
export const READY_MIX_MIN_M3 = 1;
export const READY_MIX_STEP_M3 = 0.25;
export const FORM_STOCK_M = 3.6;
export const SLAB_SIDE_M = 0.6;
export const BED_M = 0.04;
export const SAND_T_PER_M3 = 1.6;
export const GRID_M2 = 0.25;
export const GRID_DIG_M = 0.05;
export const GRID_FILL_M = 0.04;
export const GRAVEL_T_PER_M3 = 1.7;
export const DIG_M2_DAY = 10;
export const FORM_M_DAY = 20;
export const MOT_M2_DAY = 20;
export const MIX_M3_DAY = 1.5;
export const READY_MIX_M3_DAY = 4;
export const SLAB_LAY_M2_DAY = 8;
export const GRID_PREP_M2_DAY = 15;
export const GRID_LAY_M2_DAY = 20;
export const CONCRETE_SET_DAYS = 2;
export const BED_SET_DAYS = 1;

type BaseKind = "concrete" | "slabs" | "grid";

function kindOf(p: ParsedDescription, d: Draft): BaseKind {
  if (has(p, /\bplastic\b|\bgrids?\b|\beco ?base\b/)) return "grid";
  if (has(p, /\b(?:paving )?slabs?\b|\bpaving\b|\bflags\b/)) return "slabs";
  if (has(p, /\bconcrete\b|\bready[- ]?mix\w*|\bpost ?mix\b|\bballast\b/)) return "concrete";
  d.questions.push("Concrete, slabs or a plastic grid base?");
  d.assumptions.push("Concrete slab assumed");
  return "concrete";
}

/** A bare "8x6" (no unit written) as the text gives it, for the feet rule. */
const BARE_PAIR = /(?<![\d.])(\d+)\s*(?:x|by)\s*(\d+)(?![\d.])(?!\s*(?:m|mm|cm|ft|in|sqm)\b)/;

const SHED_WORD = "(?:shed|summer ?house|garden (?:room|office|building)|log cabin|greenhouse)";
const SIZE = String.raw`\d+(?:\.\d+)?(?:m|ft)?\s*(?:x|by)\s*\d+(?:\.\d+)?(?:m|ft)?`;
/** A size written next to the shed: "shed base 3m x 2m", "for an 8x6 shed", "shed 10 x 8". */
const SIZE_BY_SHED = new RegExp(
  String.raw`\b${SHED_WORD}\b(?:\s+(?:base|foundation|pad|slab)s?)?\s*(?:(?:of|is|about|approx\w*|measuring)\s+)?${SIZE}|${SIZE}\s*(?:\w+\s+)?${SHED_WORD}\b|\b(?:base|foundation|pad|slab)\s*(?:of\s+)?${SIZE}`,
);
const OTHER_PLAN_JOBS = new Set(["patio", "block-paving", "decking", "artificial-grass"]);

/**
 * Whether the size in the text is the shed's: alone it is; beside another job with a plan size
 * ("patio 4m x 3m and a shed base", read as one piece) only when written next to the shed.
 */
function ownSize(p: ParsedDescription): boolean {
  if (!p.jobTypes.some((id) => OTHER_PLAN_JOBS.has(id))) return true;
  return SIZE_BY_SHED.test(p.normalised);
}

/** The shed's footprint in metres, from the text, asked for when missing. */
export function shedSize(p: ParsedDescription, d: Draft): { length: number; width: number } {
  const { lengthM, widthM, areaM2 } = ownSize(p) ? p.dimensions : {};
  if (lengthM !== undefined && widthM !== undefined) {
    const bare = BARE_PAIR.exec(p.normalised);
    const a = Number(bare?.[1]);
    const b = Number(bare?.[2]);
    const feet =
      bare &&
      a === lengthM &&
      b === widthM &&
      Math.min(a, b) >= 4 &&
      Math.max(a, b) >= 6 &&
      Math.max(a, b) <= 20;
    if (feet) {
      const length = round(a * FT, 4);
      const width = round(b * FT, 4);
      d.assumptions.push(
        `"${a}x${b}" read as feet, as sheds are sold: ${fmt(length)} × ${fmt(width)} m`,
      );
      return { length, width };
    }
    return { length: lengthM, width: widthM };
  }
  if (areaM2 !== undefined) {
    const side = round(Math.sqrt(areaM2), 4);
    return { length: side, width: side };
  }
  d.questions.push("What size is the shed (e.g. 8 x 6 ft)?");
  const [a, b] = DEFAULT_SHED_FT;
  d.assumptions.push(`An ${a} × ${b} ft shed assumed (${fmt(a * FT)} × ${fmt(b * FT)} m)`);
  return { length: round(a * FT, 4), width: round(b * FT, 4) };
}

function concrete(p: ParsedDescription, d: Draft, length: number, width: number, area: number) {
  const perimeter = 2 * (length + width);
  muckAway(d, area, DIG_M);
  const motT = area * MOT_M * MOT_T_PER_M3;
  d.needs.push(
    because(
      need(P.mot, motT, "t", BULK_BAG_T),
      `${fmt(area)} m² × ${MOT_M * 1000} mm × ${MOT_T_PER_M3} t/m³ = ${fmt(motT)} t → ${ceilWhole(motT / BULK_BAG_T)} × 0.85 t bulk bag`,
    ),
    because(
      need(P.dpm, area * 1.1, "m2", 100),
      `${fmt(area)} m² + 10% laps = ${fmt(area * 1.1)} m² → 1 × 4 × 25 m roll`,
    ),
  );
  const vol = area * SLAB_CONCRETE_M * (1 + CONCRETE_WASTE);
  const slab = `${fmt(area)} m² × ${SLAB_CONCRETE_M * 1000} mm + 5% = ${fmt(vol, 3)} m³`;
  const readyMixed =
    has(p, /\bready[- ]?mix\w*|\bmixer lorry\b|\bvolumetric\b/) || vol >= READY_MIX_MIN_M3;
  const bagged =
    !readyMixed &&
    has(p, /\bpost ?mix\b|\bconcrete mix\b|\bbag(?:s|ged)? of concrete\b|\bbagged\b/);
  if (readyMixed) {
    const steps = ceilWhole(vol / READY_MIX_STEP_M3);
    d.needs.push(
      because(
        {
          ...need(P.readyMix, vol, "m3"),
          packs: [
            { size: READY_MIX_STEP_M3, product: P.readyMix, unitsPerPack: READY_MIX_STEP_M3 },
          ],
        },
        `${slab} → ${fmt(steps * READY_MIX_STEP_M3)} m³ ready-mixed (0.25 m³ steps)`,
      ),
    );
    d.days += vol / READY_MIX_M3_DAY;
  } else if (bagged) {
    const kg = vol * CONCRETE_KG_PER_M3;
    d.needs.push(
      because(
        need(P.concreteMix, kg, "kg", 20),
        `${slab} × ${CONCRETE_KG_PER_M3} kg/m³ = ${fmt(kg, 0)} kg → ${ceilWhole(kg / 20)} × 20 kg bags`,
      ),
    );
    d.days += vol / MIX_M3_DAY;
  } else {
    const dry = vol * DRY_FACTOR;
    const cementKg = (dry / 6) * CEMENT_KG_PER_M3;
    const ballastT = ((dry * 5) / 6) * BALLAST_T_PER_M3;
    const mix = `${slab} × ${DRY_FACTOR} dry at 1:5`;
    d.needs.push(
      because(
        need(P.cement, cementKg, "kg", 25),
        `${mix}: cement ${fmt(cementKg, 1)} kg → ${ceilWhole(cementKg / 25)} × 25 kg bags`,
      ),
      because(
        need(P.ballast, ballastT, "t", BULK_BAG_T),
        `${mix}: all-in ballast ${fmt(ballastT)} t → ${ceilWhole(ballastT / BULK_BAG_T)} × 0.85 t bulk bags`,
      ),
    );
    d.days += vol / MIX_M3_DAY;
  }
  const cut = cutPlan([length, length, width, width], FORM_STOCK_M, 0.05);
  const pegs = ceilWhole(perimeter) + 4;
  d.needs.push(
    because(
      need(P.formwork, cut.lengths * FORM_STOCK_M, "m", FORM_STOCK_M),
      `Formwork round ${fmt(perimeter)} m: sides ${fmt(length)}, ${fmt(length)}, ${fmt(width)}, ${fmt(width)} m from ${FORM_STOCK_M} m lengths → ${cut.lengths}`,
    ),
    because(
      need(P.pegBatten, ceilWhole(pegs / 6) * 2.4, "m", 2.4),
      `${pegs} pegs (1 a metre + 4 corners), 6 from a 2.4 m batten → ${ceilWhole(pegs / 6)} battens`,
    ),
  );
  d.days += area / DIG_M2_DAY + perimeter / FORM_M_DAY + area / MOT_M2_DAY;
  addWait(
    d,
    "concrete-set",
    "Concrete sets before the shed goes on (2 days; full strength at 28 days)",
    CONCRETE_SET_DAYS,
  );
  d.assumptions.push(
    `Dig ${DIG_M * 1000} mm; ${MOT_M * 1000} mm MOT Type 1 compacted, DPM, ${SLAB_CONCRETE_M * 1000} mm concrete ${readyMixed ? "ready-mixed" : bagged ? "from 20 kg bags" : "mixed on site 1:5 cement:ballast"}, tamped to a slight fall, 25 mm proud of the ground`,
    `One labourer: dig ${DIG_M2_DAY} m²/day, formwork ${FORM_M_DAY} m/day, sub-base ${MOT_M2_DAY} m²/day, concrete ${readyMixed ? `${READY_MIX_M3_DAY} m³/day placed` : `${MIX_M3_DAY} m³/day mixed and placed`}`,
  );
  d.plan.push(
    "Mark out the base, dig to 150 mm and take the spoil away",
    "Set the formwork level with a slight fall and peg it",
    "Lay and compact 75 mm of MOT Type 1; lay the DPM",
    "Place the concrete, tamp it level with the forms; strike the forms after a day",
    "Let the concrete set 2 days before the shed goes on",
  );
}

function slabs(d: Draft, length: number, width: number) {
  const across = ceilWhole(length / SLAB_SIDE_M);
  const down = ceilWhole(width / SLAB_SIDE_M);
  const count = across * down;
  const area = round(count * SLAB_SIDE_M * SLAB_SIDE_M, 4);
  muckAway(d, area, DIG_M);
  d.needs.push(
    because(
      need(P.slab, area, "m2", SLAB_SIDE_M * SLAB_SIDE_M),
      `${across} × ${down} whole 600 × 600 slabs over ${fmt(length)} × ${fmt(width)} m = ${count} slabs (${fmt(area)} m²)`,
    ),
  );
  const motT = area * MOT_M * MOT_T_PER_M3;
  const bed = area * BED_M;
  const sandT = bed * SAND_T_PER_M3;
  const cementKg = (bed / 6) * CEMENT_KG_PER_M3;
  d.needs.push(
    because(
      need(P.mot, motT, "t", BULK_BAG_T),
      `${fmt(area)} m² × ${MOT_M * 1000} mm × ${MOT_T_PER_M3} t/m³ = ${fmt(motT)} t → ${ceilWhole(motT / BULK_BAG_T)} × 0.85 t bulk bags`,
    ),
    because(
      need(P.sharpSand, sandT, "t", BULK_BAG_T),
      `${BED_M * 1000} mm bed 6:1: ${fmt(bed, 3)} m³ × ${SAND_T_PER_M3} t/m³ = ${fmt(sandT)} t → ${ceilWhole(sandT / BULK_BAG_T)} × 0.85 t bulk bag`,
    ),
    because(
      need(P.cement, cementKg, "kg", 25),
      `${fmt(bed, 3)} m³ ÷ 6 × ${CEMENT_KG_PER_M3} kg/m³ = ${fmt(cementKg, 1)} kg → ${ceilWhole(cementKg / 25)} × 25 kg bags`,
    ),
  );
  d.days += area / DIG_M2_DAY + area / SLAB_LAY_M2_DAY;
  addWait(d, "shed-slab-bed", "Slab bed sets before the shed goes on (24 h)", BED_SET_DAYS);
  d.assumptions.push(
    "Whole slabs, no cuts: the base is the slab grid that covers the shed and margin",
    `Dig ${DIG_M * 1000} mm; ${MOT_M * 1000} mm MOT Type 1 compacted; slabs on a full ${BED_M * 1000} mm 6:1 mortar bed, butt-jointed`,
    `One labourer: dig and sub-base ${DIG_M2_DAY} m²/day, lay ${SLAB_LAY_M2_DAY} m²/day`,
  );
  d.plan.push(
    "Mark out the slab grid, dig to 150 mm and take the spoil away",
    "Lay and compact 75 mm of MOT Type 1",
    "Bed the slabs on mortar, level with a slight fall",
  );
}

function grid(d: Draft, area: number) {
  muckAway(d, area, GRID_DIG_M);
  const grids = (area * 1.05) / GRID_M2;
  const gravelT = area * GRID_FILL_M * GRAVEL_T_PER_M3;
  d.needs.push(
    because(
      need(P.shedGrid, grids * GRID_M2, "m2", GRID_M2),
      `${fmt(area)} m² + 5% cutting ÷ ${GRID_M2} m² a grid → ${ceilWhole(grids)} grids`,
    ),
    because(
      need(P.weedMembrane, area * 1.1, "m2", 28),
      `${fmt(area)} m² + 10% overlaps → ${ceilWhole((area * 1.1) / 28)} × 28 m² roll`,
    ),
    because(
      need(P.gravel, gravelT, "t", BULK_BAG_T),
      `${fmt(area)} m² × ${GRID_FILL_M * 1000} mm × ${GRAVEL_T_PER_M3} t/m³ = ${fmt(gravelT)} t → ${ceilWhole(gravelT / BULK_BAG_T)} × 0.85 t bulk bag`,
    ),
  );
  d.days += area / GRID_PREP_M2_DAY + area / GRID_LAY_M2_DAY;
  d.assumptions.push(
    `Turf off and ground levelled ${GRID_DIG_M * 1000} mm down, membrane, grids clipped together and filled with 10 mm gravel; nothing to set`,
    `One labourer: ground ${GRID_PREP_M2_DAY} m²/day, grids laid and filled ${GRID_LAY_M2_DAY} m²/day`,
  );
  d.plan.push(
    "Take the turf off, level and firm the ground",
    "Lay the weed membrane, clip the grids together and cut to size",
    "Fill the grids with gravel",
  );
}

export const shedBase: JobDefinition = defineJob("shed-base", "Shed base", (p, d) => {
  const shed = shedSize(p, d);
  const length = round(shed.length + 2 * MARGIN_M, 4);
  const width = round(shed.width + 2 * MARGIN_M, 4);
  const area = round(length * width, 4);
  d.assumptions.push(
    `Base ${fmt(shed.length)} × ${fmt(shed.width)} m shed + ${MARGIN_M * 1000} mm all round = ${fmt(length)} × ${fmt(width)} m (${fmt(area)} m²)`,
  );
  const kind = kindOf(p, d);
  if (kind === "concrete") concrete(p, d, length, width, area);
  else if (kind === "slabs") slabs(d, length, width);
  else grid(d, area);
  d.assumptions.push("The shed itself and putting it up are not included");
});
