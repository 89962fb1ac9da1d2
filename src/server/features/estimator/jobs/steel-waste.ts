/**
 * The rubble of a wall section broken out for a steel (./steel-beam.ts): brick or block with its
 * plaster swells by about half once broken (unverified, rule of thumb), weighs about 1,900 kg a
 * solid m³, and goes in the smallest skip that holds it (heavy waste, capped at 6 yd³ as soil
 * is: ./muck-away.ts), or in rubble sacks when the description asks for them. The padstones are
 * bedded and the steel dry packed in 1:4 mortar.
 */
import { P } from "../materials";
import { because, ceilWhole, type Draft, fmt, need, round } from "../units";
import { mortarNeeds } from "./mortar";
import { heavySpoil } from "./muck-away";
import { SACK_KG } from "./strip-out";

export const RUBBLE_BULKING = 1.5;
export const MASONRY_KG_PER_M3 = 1900;
/** Bedding two padstones and dry packing the steel, wet m³ (5 L each). */
export const PADSTONE_MORTAR_M3 = 0.015;

export function masonryWaste(d: Draft, solidM3: number, sacks: boolean): void {
  const loose = round(solidM3 * RUBBLE_BULKING, 4);
  const kg = round(solidM3 * MASONRY_KG_PER_M3, 0);
  const working = `${fmt(solidM3)} m³ of wall × ${RUBBLE_BULKING} bulking = ${fmt(loose)} m³ loose`;
  if (sacks) {
    const n = ceilWhole(kg / SACK_KG);
    d.needs.push({
      ...because(
        need(P.rubbleSacks, n, "sacks", 10),
        `${working}, about ${fmt(kg, 0)} kg ÷ ${SACK_KG} kg a sack = ${n} sacks → ${ceilWhole(n / 10)} × 10`,
      ),
      spoilM3: loose,
    });
    d.assumptions.push(`Rubble in sacks of about ${SACK_KG} kg, taken away by the builder`);
  } else heavySpoil(d, working, loose);
  mortarNeeds(d, PADSTONE_MORTAR_M3, " for the padstones and packing");
}
