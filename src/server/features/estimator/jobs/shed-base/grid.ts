/** Plastic grids on weed membrane, filled with gravel. */
import { P } from "../../materials";
import { because, ceilWhole, type Draft, fmt, need } from "../../units";
import { muckAway } from "../muck-away";
import { BULK_BAG_T } from "./sub-base";

export const GRID_M2 = 0.25;
export const GRID_DIG_M = 0.05;
export const GRID_FILL_M = 0.04;
export const GRAVEL_T_PER_M3 = 1.7;
export const GRID_PREP_M2_DAY = 15;
export const GRID_LAY_M2_DAY = 20;

export function grid(d: Draft, area: number) {
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
