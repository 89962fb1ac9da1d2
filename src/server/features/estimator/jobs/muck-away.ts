/**
 * Spoil from digging out (artificial grass, shed bases): the dug volume bulks by a quarter once it
 * is loose, and goes in the smallest skip that holds it, or by grab lorry when no skip a soil
 * load is allowed in would (docs/estimating.md, "Artificial grass").
 * - Skips for soil: hire firms cap heavy waste at about a 6 yd³ builder's skip (4.59 m³), so more
 *   than that is a grab lorry's work (a load about 8 m³ loose, unverified: firms quote 12–16 t).
 */
import { P } from "../materials";
import type { MaterialNeed, Product } from "../types";
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
  heavySpoil(d, working, loose);
  return loose;
}

/**
 * Heavy spoil (soil, rubble) of `loose` m³ taken away: the smallest skip that holds it, else by
 * grab lorry. `working` is how the volume was reached, for the line's reason.
 */
export function heavySpoil(d: Draft, working: string, loose: number): void {
  const skip = SPOIL_SKIPS.find((s) => loose <= s.m3 + 1e-9);
  if (skip) {
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
      ...because(
        need(P.grabLorry, loads, "loads"),
        `${working} ÷ ${GRAB_LOAD_M3} m³ a load → ${loads} grab lorry load${loads === 1 ? "" : "s"}`,
      ),
      spoilM3: loose,
    });
    d.assumptions.push(
      `Spoil by grab lorry, about ${GRAB_LOAD_M3} m³ a load (too heavy for a skip over 6 yd³); the lorry needs to reach the heap`,
    );
  }
}

/** Light waste (old suites, units, tiles) with no soil may go in an 8 yd³ builder's skip. */
const WASTE_SKIPS = [...SPOIL_SKIPS, { m3: 6.12, yards: 8, product: P.wasteSkip8 }];

const SKIP_NAMES: ReadonlySet<string> = new Set([
  ...WASTE_SKIPS.map((s) => s.product.name),
  P.grabLorry.name,
]);
/** A job's own note on where its spoil goes; in a composite the shared skip's note replaces it. */
export const SKIP_NOTE =
  /(?:^|: )(?:Spoil in a \d yd³ skip|Spoil by grab lorry|A midi skip \(4 yd³\)|Rubble in sacks)/;

const isSkip = (n: MaterialNeed) => SKIP_NAMES.has(n.key) && n.spoilM3 !== undefined;

/**
 * One job site has one skip: every job's spoil and rubble (sacks too, once there is a skip to tip
 * them in) summed into the smallest skip that holds the total and is no smaller than any one job
 * chose (a bulky old suite wants a midi however little rubble comes with it), else by grab lorry.
 * Needs are returned unchanged when fewer than two jobs take waste away or none needs a skip.
 */
export function shareSkip(
  needs: readonly MaterialNeed[],
  keepSacks = false,
): { needs: MaterialNeed[]; note?: string } {
  const spoil = needs.filter(
    (n) => n.spoilM3 !== undefined && (isSkip(n) || (!keepSacks && n.key === P.rubbleSacks.name)),
  );
  if (spoil.length < 2 || !spoil.some(isSkip)) return { needs: [...needs] };
  const total = round(
    spoil.reduce((sum, n) => sum + (n.spoilM3 ?? 0), 0),
    4,
  );
  // Dug soil's working says "bulking" (muckAway): soil is too heavy for a skip over 6 yd³.
  const soil = spoil.some((n) => /\bbulking\b/.test(n.reason ?? ""));
  const sizes = soil ? SPOIL_SKIPS : WASTE_SKIPS;
  const floor = Math.max(
    ...spoil.filter(isSkip).map((n) => sizes.findIndex((s) => s.product.name === n.key)),
  );
  const grab = floor < 0 || spoil.some((n) => n.key === P.grabLorry.name);
  const skip = grab ? undefined : sizes.find((s, i) => i >= floor && total <= s.m3 + 1e-9);
  // Each part named by its room or job ("Artificial grass 6 × 4 m: …" in the composite's reasons).
  const parts = spoil
    .map((n) => {
      const at = n.reason?.match(/^([^:]+): /)?.[1];
      return `${fmt(n.spoilM3 ?? 0)} m³${at ? ` (${at})` : ""}`;
    })
    .join(" + ");
  const working = `one skip for the site: ${parts} = ${fmt(total)} m³ loose`;
  let shared: MaterialNeed;
  let note: string;
  if (skip) {
    shared = {
      ...because(
        need(skip.product, 1, "skip"),
        `${working} → 1 × ${skip.yards} yd³ skip (${skip.m3} m³)`,
      ),
      spoilM3: total,
    };
    note = `Spoil and rubble of every job in one ${skip.yards} yd³ skip on the drive; a road permit is extra`;
  } else {
    const loads = ceilWhole(total / GRAB_LOAD_M3);
    shared = {
      ...because(
        need(P.grabLorry, loads, "loads"),
        `${working} ÷ ${GRAB_LOAD_M3} m³ a load → ${loads} grab lorry load${loads === 1 ? "" : "s"}`,
      ),
      spoilM3: total,
    };
    note = `Spoil and rubble of every job by grab lorry, about ${GRAB_LOAD_M3} m³ a load; the lorry needs to reach the heap`;
  }
  const first = needs.indexOf(spoil[0] as MaterialNeed);
  const out = needs.filter((n) => !spoil.includes(n));
  out.splice(Math.min(first, out.length), 0, shared);
  return { needs: out, note };
}
