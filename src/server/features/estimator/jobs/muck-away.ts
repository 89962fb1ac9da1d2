/**
 * Spoil from digging out (artificial grass, shed bases): the dug volume bulks by a quarter once it
 * is loose, and goes in the smallest skip that holds it, or by grab lorry when no skip a soil
 * load is allowed in would (docs/estimating.md, "Artificial grass").
 * - Skips for soil: hire firms cap heavy waste at about a 6 yd³ builder's skip (4.59 m³), so more
 *   than that is a grab lorry's work (a load about 8 m³ loose, unverified: firms quote 12–16 t).
 */
import { P } from "../materials";
import type { Product } from "../types";
import { because, ceilWhole, type Draft, fmt, need, round } from "../units";

/** Soil dug out swells by about a quarter once loose (the usual bulking figure for topsoil). */
export const BULKING = 1.25;
export const GRAB_LOAD_M3 = 8;
/** Less loose spoil than this goes on the garden or in a few bags, not in a skip. */
export const SMALL_M3 = 0.5;

/** Skip sizes in m³ (1 yd³ = 0.7646 m³), smallest first. */
export const SPOIL_SKIPS: readonly { m3: number; yards: number; product: Product }[] = [
  { m3: 1.53, yards: 2, product: P.spoilSkip2 },
  { m3: 3.06, yards: 4, product: P.spoilSkip4 },
  { m3: 4.59, yards: 6, product: P.spoilSkip6 },
];

/** Takes away `area` m² dug `depthM` deep; returns the loose volume. */
export function muckAway(d: Draft, area: number, depthM: number): number {
  const dug = area * depthM;
  const loose = round(dug * BULKING, 4);
  if (loose < SMALL_M3) {
    d.assumptions.push(`${fmt(loose)} m³ of spoil spread on the garden or bagged: no skip`);
    return loose;
  }
  const working = `${fmt(area)} m² × ${fmt(depthM * 1000, 0)} mm = ${fmt(dug)} m³ × ${BULKING} bulking = ${fmt(loose)} m³ loose`;
  const skip = SPOIL_SKIPS.find((s) => loose <= s.m3 + 1e-9);
  if (skip) {
    d.needs.push(
      because(
        need(skip.product, 1, "skip"),
        `${working} → 1 × ${skip.yards} yd³ skip (${skip.m3} m³)`,
      ),
    );
    d.assumptions.push(`Spoil in a ${skip.yards} yd³ skip on the drive; a road permit is extra`);
  } else {
    const loads = ceilWhole(loose / GRAB_LOAD_M3);
    d.needs.push(
      because(
        need(P.grabLorry, loads, "loads"),
        `${working} ÷ ${GRAB_LOAD_M3} m³ a load → ${loads} grab lorry load${loads === 1 ? "" : "s"}`,
      ),
    );
    d.assumptions.push(
      `Spoil by grab lorry, about ${GRAB_LOAD_M3} m³ a load (too heavy for a skip over 6 yd³); the lorry needs to reach the heap`,
    );
  }
  return loose;
}
