/** The tiled walls (wet zones, or every wall when said) and floor, with the tiling jobs' maths. */
import { DOOR_OPENING_M2, WINDOW_OPENING_M2 } from "../../geometry";
import type { ParsedDescription } from "../../types";
import { because, ceilWhole, type Draft, fmt, has, round } from "../../units";
import {
  FLOOR_ADHESIVE_M2_PER_BAG,
  FLOOR_M2_DAY,
  groutKgPerM2,
  METRO,
  SMALL_TILE_M2_DAY,
  type Tile,
  tileLabour,
  tileLines,
  WALL_ADHESIVE_M2_PER_BAG,
  WALL_M2_DAY,
  wasteFor,
} from "../tiling";
import type { BathroomSize } from "./room";
import { BATH_L, BATH_W, type Suite, TRAY_L, TRAY_W } from "./suite";

export const BATH_RIM = 0.55;
export const SPLASHBACK_M2 = 0.6 * 0.6;

/** The walls tiled and the part of them where someone showers (boarded and tanked). */
export function wallZones(
  p: ParsedDescription,
  d: Draft,
  s: Suite,
  r: BathroomSize,
): { area: number; wet: number; parts: string[] } {
  const bathWalls = BATH_L + 2 * BATH_W;
  const bathM2 = s.bath ? round(bathWalls * (r.height - BATH_RIM), 4) : 0;
  const showerM2 = s.shower ? round((TRAY_L + TRAY_W) * r.height, 4) : 0;
  const wet = round((s.showerOver ? bathM2 : 0) + showerM2, 4);
  const all = has(
    p,
    /\bfull(?:y)? tiled\b|\bfully tile\w*|\bfloor to ceiling\b|\b(?:all|every) (?:the )?walls\b|\bfull height all (?:round|around)\b|\btiled? throughout\b/,
  );
  if (all) {
    const gross = r.perimeter * r.height;
    const hidden = s.bath ? bathWalls * BATH_RIM : 0;
    const area = round(gross - DOOR_OPENING_M2 - WINDOW_OPENING_M2 - hidden, 4);
    return {
      area,
      wet,
      parts: [
        `every wall full height ${fmt(r.perimeter)} m × ${fmt(r.height)} m − door ${DOOR_OPENING_M2} m² − window ${WINDOW_OPENING_M2} m²${s.bath ? ` − ${fmt(hidden)} m² behind the bath` : ""} = ${fmt(area)} m²`,
      ],
    };
  }
  const parts: string[] = [];
  if (s.bath)
    parts.push(
      `round the bath ${fmt(bathWalls)} m × (${fmt(r.height)} − ${BATH_RIM} m rim) = ${fmt(bathM2)} m²`,
    );
  if (s.shower)
    parts.push(
      `round the shower ${fmt(TRAY_L + TRAY_W)} m × ${fmt(r.height)} m = ${fmt(showerM2)} m²`,
    );
  const splash = s.basin ? SPLASHBACK_M2 : 0;
  if (s.basin) parts.push(`splashback behind the basin 0.6 × 0.6 m = ${fmt(splash)} m²`);
  d.assumptions.push("Walls tiled in the wet zones only (every wall full height when said)");
  return { area: round(bathM2 + showerM2 + splash, 4), wet, parts };
}

/** Tiles, adhesive and grout from the tiling jobs' maths, each line with its working. */
export function tiled(
  p: ParsedDescription,
  d: Draft,
  t: Tile,
  area: number,
  wall: boolean,
  what: string,
): void {
  if (area <= 0) return;
  const waste = wasteFor(p, d);
  const from = d.needs.length;
  const bagM2 = wall ? WALL_ADHESIVE_M2_PER_BAG : FLOOR_ADHESIVE_M2_PER_BAG;
  tileLines(d, t, area, waste, bagM2);
  const gross = area * (1 + waste);
  const grout = groutKgPerM2(t) * gross;
  const reasons = [
    `${what} ${fmt(area)} m² + ${waste * 100}% = ${fmt(gross)} m² ÷ ${t.boxM2} m² a box → ${ceilWhole(gross / t.boxM2)} boxes`,
    `${what} ${fmt(area)} m² ÷ ${bagM2} m² a 20 kg bag = ${fmt(area / bagM2)} bags`,
    `${what} ${fmt(gross)} m² × ${fmt(groutKgPerM2(t), 3)} kg/m² = ${fmt(grout)} kg of grout`,
  ];
  d.needs.splice(
    from,
    3,
    ...d.needs.slice(from, from + 3).map((n, i) => because(n, reasons[i] ?? "")),
  );
  const rate = wall ? (t === METRO ? SMALL_TILE_M2_DAY : WALL_M2_DAY) : FLOOR_M2_DAY;
  tileLabour(p, d, t, area, rate);
}

/** Floor tiled: said, or not said in a refit (a tiled floor is the usual finish). */
export function floorArea(p: ParsedDescription, d: Draft, s: Suite, r: BathroomSize): number {
  if (
    has(
      p,
      /\b(?:vinyl|lvt|laminate|karndean|amtico|carpet)\b|\b(?:keep|existing)\b[^.,;]{0,15}\bfloor\b/,
    )
  ) {
    d.assumptions.push("Floor not tiled: another finish or the existing floor");
    return 0;
  }
  const under = (s.bath ? BATH_L * BATH_W : 0) + (s.shower ? TRAY_L * TRAY_W : 0);
  const area = round(Math.max(0, r.floor - under), 4);
  d.assumptions.push(
    `Floor tiled: ${fmt(r.length)} × ${fmt(r.width)} m = ${fmt(r.floor)} m²${under > 0 ? ` less ${fmt(under)} m² under the ${s.bath && s.shower ? "bath and tray" : s.bath ? "bath" : "tray"} = ${fmt(area)} m²` : ""}`,
  );
  return area;
}
