/** Whole 600 × 600 paving slabs on MOT and a mortar bed. */
import { P } from "../../materials";
import { addWait, because, ceilWhole, type Draft, fmt, need, round } from "../../units";
import { muckAway } from "../muck-away";
import { BULK_BAG_T, CEMENT_KG_PER_M3, DIG_M, DIG_M2_DAY, MOT_M, MOT_T_PER_M3 } from "./sub-base";

export const SLAB_SIDE_M = 0.6;
export const BED_M = 0.04;
export const SAND_T_PER_M3 = 1.6;
export const SLAB_LAY_M2_DAY = 8;
export const BED_SET_DAYS = 1;

export function slabs(d: Draft, length: number, width: number) {
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
