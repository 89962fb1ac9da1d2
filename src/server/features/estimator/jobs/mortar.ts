/**
 * 1:4 mortar for bedding lintels, padstones and packing: cement and building sand from its wet
 * volume (./lintels.ts, ./steel-waste.ts).
 */
import { P } from "../materials";
import { because, ceilWhole, type Draft, fmt, need } from "../units";

export const DRY_FACTOR = 1.3;
export const CEMENT_KG_PER_M3 = 1440;
export const SAND_KG_PER_M3 = 1600;

/** The cement and sand of `wet` m³ of 1:4 mortar (`what` it is for, in the line's working). */
export function mortarNeeds(d: Draft, wet: number, what = ""): void {
  const dry = wet * DRY_FACTOR;
  const cementKg = (dry / 5) * CEMENT_KG_PER_M3;
  const sandKg = ((dry * 4) / 5) * SAND_KG_PER_M3;
  const mortar = `${fmt(wet * 1000, 1)} L of 1:4 mortar${what} × ${DRY_FACTOR} dry`;
  d.needs.push(
    because(
      need(P.cement, cementKg, "kg", 25),
      `${mortar} = ${fmt(cementKg, 1)} kg cement → ${ceilWhole(cementKg / 25)} × 25 kg`,
    ),
    because(
      need(P.sandHandyBag, sandKg, "kg", 25),
      `${mortar} = ${fmt(sandKg, 1)} kg building sand → ${ceilWhole(sandKg / 25)} × 25 kg bags`,
    ),
  );
}
