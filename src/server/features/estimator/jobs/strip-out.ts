/**
 * Stripping out before a refit or a re-tile, shared by the bathroom and kitchen jobs
 * (docs/estimating.md, "Bathroom refit"): labour by task and where the rubble goes.
 * - Old tiles come off with their adhesive at about 20 kg/m² (8 mm ceramic about 17 kg/m² plus the
 *   bed); a heavy-duty rubble sack is filled to about 25 kg so it can be carried: one sack a m².
 * - A midi skip (4 yd³, about 3 m³) takes an old suite or a run of units with the tiles and boxes;
 *   rubble sacks when the description asks for them or has no room for a skip.
 * - Labour (one tradesperson, unverified: trade rule of thumb to check against Spon's "take off
 *   wall tiling" items): wall tiles 15 m²/day, floor tiles 10 m²/day, making good the wall behind
 *   30 m²/day.
 */
import { P } from "../materials";
import type { ParsedDescription } from "../types";
import { because, ceilWhole, type Draft, fmt, has, need, round } from "../units";

export const RUBBLE_KG_PER_M2 = 20;
export const SACK_KG = 25;
export const STRIP_WALL_TILE_M2_DAY = 15;
export const STRIP_FLOOR_TILE_M2_DAY = 10;
export const MAKE_GOOD_M2_DAY = 30;
/** More sacks than this is a skip's worth of carrying. */
export const MAX_SACKS = 30;
/**
 * Loose volume for sizing one shared skip (unverified, rule of thumb): broken tile and adhesive
 * about 1,500 kg a m³; an old suite or a run of units broken down about 2.5 m³, most of a midi.
 */
export const RUBBLE_KG_PER_M3 = 1500;
export const BULKY_M3 = 2.5;

/** Labour to hack off old wall and floor tiles; returns the rubble's weight in kg. */
export function stripTiles(d: Draft, wallM2: number, floorM2: number): number {
  d.days += wallM2 / STRIP_WALL_TILE_M2_DAY + floorM2 / STRIP_FLOOR_TILE_M2_DAY;
  const parts = [
    wallM2 > 0 ? `${fmt(wallM2)} m² of wall tiles at ${STRIP_WALL_TILE_M2_DAY} m²/day` : "",
    floorM2 > 0 ? `${fmt(floorM2)} m² of floor tiles at ${STRIP_FLOOR_TILE_M2_DAY} m²/day` : "",
  ].filter(Boolean);
  if (parts.length > 0) d.assumptions.push(`Old tiles stripped: ${parts.join(", ")}`);
  return (wallM2 + floorM2) * RUBBLE_KG_PER_M2;
}

/** Making good the plaster behind stripped tiles: labour and bonding coat for the patches. */
export function makeGood(d: Draft, wallM2: number): void {
  if (wallM2 <= 0) return;
  d.days += wallM2 / MAKE_GOOD_M2_DAY;
  // Patches where the plaster comes away with the tiles: a bag of bonding coat per 10 m² stripped.
  const bags = wallM2 / 10;
  d.needs.push(
    because(
      need(P.bondingCoat, bags * 25, "kg", 25),
      `${fmt(wallM2)} m² stripped ÷ 10 m² a bag for patches → ${ceilWhole(bags)} × 25 kg`,
    ),
  );
  d.assumptions.push(
    `Walls made good where the plaster comes away: ${MAKE_GOOD_M2_DAY} m²/day, a bag of bonding coat per 10 m²`,
  );
}

export const wantsSacks = (p: ParsedDescription) =>
  has(p, /\brubble (?:sacks?|bags?)\b|\bno (?:room for a )?skip\b|\bwithout a skip\b/);

/**
 * Where the rubble goes: a skip when there is bulky waste (an old suite, units) or more than
 * `MAX_SACKS` sacks, unless the description asks for sacks; otherwise rubble sacks by weight.
 */
export function disposal(
  p: ParsedDescription,
  d: Draft,
  rubbleKg: number,
  bulky: string | undefined,
): void {
  const sacks = rubbleKg / SACK_KG;
  if ((bulky || sacks > MAX_SACKS) && !wantsSacks(p)) {
    d.needs.push({
      ...because(
        need(P.spoilSkip4, 1, "skip"),
        `${[bulky, rubbleKg > 0 ? `${fmt(rubbleKg, 0)} kg of tiles and adhesive` : ""].filter(Boolean).join(" and ")} → 1 midi skip (4 yd³)`,
      ),
      spoilM3: round((bulky ? BULKY_M3 : 0) + rubbleKg / RUBBLE_KG_PER_M3, 4),
    });
    d.assumptions.push("A midi skip (4 yd³) on the drive; a permit for the road is extra");
    return;
  }
  const n = Math.max(1, sacks);
  d.needs.push({
    ...because(
      need(P.rubbleSacks, n, "sacks", 10),
      `${fmt(rubbleKg, 0)} kg of rubble ÷ ${SACK_KG} kg a sack = ${ceilWhole(n)} sacks → ${ceilWhole(n / 10)} × 10`,
    ),
    spoilM3: round(rubbleKg / RUBBLE_KG_PER_M3, 4),
  });
  d.assumptions.push(
    `Rubble in sacks of about ${SACK_KG} kg (old tiles and adhesive about ${RUBBLE_KG_PER_M2} kg/m²), taken away by the tradesperson`,
  );
}
