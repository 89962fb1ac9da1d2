/**
 * The rubble of a wall section broken out for a steel (./steel-beam.ts): brick or block with its
 * plaster swells by about half once broken (unverified, rule of thumb), weighs about 1,900 kg a
 * solid m³, and goes in the smallest skip that holds it (heavy waste, capped at 6 yd³ as soil
 * is: ./muck-away.ts), or in rubble sacks when the description asks for them. The padstones are
 * bedded and the steel dry packed in 1:4 mortar.
 */
import { P } from "../materials";
import { because, ceilWhole, type Draft, fmt, need, round } from "../units";
import { GRAB_LOAD_M3, SPOIL_SKIPS } from "./muck-away";
import { SACK_KG } from "./strip-out";

export const RUBBLE_BULKING = 1.5;
export const MASONRY_KG_PER_M3 = 1900;
/** Bedding two padstones and dry packing the steel, wet m³ (5 L each). */
export const PADSTONE_MORTAR_M3 = 0.015;

export function masonryWaste(d: Draft, solidM3: number, sacks: boolean): void {
  const loose = round(solidM3 * RUBBLE_BULKING, 4);
  const kg = round(solidM3 * MASONRY_KG_PER_M3, 0);
  const working = `${fmt(solidM3)} m³ of wall × ${RUBBLE_BULKING} bulking = ${fmt(loose)} m³ loose`;
  const skip = SPOIL_SKIPS.find((s) => loose <= s.m3 + 1e-9);
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
  } else if (skip) {
    d.needs.push({
      ...because(
        need(skip.product, 1, "skip"),
        `${working} → 1 × ${skip.yards} yd³ skip (${skip.m3} m³)`,
      ),
      spoilM3: loose,
    });
    d.assumptions.push(`Spoil in a ${skip.yards} yd³ skip on the drive; a road permit is extra`);
  } else {
    const loads = ceilWhole(loose / GRAB_LOAD_M3);
    d.needs.push({
      ...because(need(P.grabLorry, loads, "loads"), `${working} → ${loads} grab lorry load(s)`),
      spoilM3: loose,
    });
    d.assumptions.push(`Spoil by grab lorry, about ${GRAB_LOAD_M3} m³ a load`);
  }
  const dry = PADSTONE_MORTAR_M3 * 1.3;
  const cementKg = (dry / 5) * 1440;
  const sandKg = ((dry * 4) / 5) * 1600;
  const mortar = `${fmt(PADSTONE_MORTAR_M3 * 1000, 1)} L of 1:4 mortar for the padstones and packing × 1.3 dry`;
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
