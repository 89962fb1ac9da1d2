/**
 * Painting and wallpapering takeoffs. Figures (see docs/estimating.md):
 * - Emulsion: 12 m² per litre per coat (practical figure; Dulux Trade Vinyl Matt quotes up to
 *   ~16–17 m²/L on smooth, sealed surfaces). 2 coats by default; a mist coat first on new plaster.
 *   Bought as 10 L tins with a 5 L tin when that is cheaper for the remainder.
 * - Satinwood: 14 m²/L per coat (Dulux Trade Satinwood quotes up to ~16 m²/L), 2.5 L tins.
 * - Wallpaper: standard roll 10.05 m × 0.53 m; drop = wall height + pattern repeat + 100 mm trim;
 *   drops per roll = floor(10.05 / drop); no deduction for openings.
 * - Productivity: walls 50 m² per coat per day, ceilings 35 m², trim (skirting) 10 m², doors 18 m²
 *   (a flat leaf is quicker than narrow trim: docs/estimating.md, "Labour rates"), wallpaper 7 rolls.
 * - Waits: new plaster dries 3 days before the mist coat; satinwood recoats after 16 h (+0.5 day
 *   per extra coat); lining paper dries overnight (+0.5 day). Emulsion recoats within the day.
 */

import { quantityWithUnit } from "../../../../shared/quantities";
import { DOORWAY_WIDTH_M, room, roomName, roomWalls } from "../geometry";
import { P } from "../materials";
import type { JobDefinition, ParsedDescription, Product } from "../types";
import { addWait, ceilWhole, type Draft, defineJob, fmt, has, need, round } from "../units";

export const EMULSION_M2_PER_L = 12;
export const SATINWOOD_M2_PER_L = 14;
export const WALLS_M2_PER_COAT_DAY = 50;
export const CEILINGS_M2_PER_COAT_DAY = 35;
export const WOODWORK_M2_PER_COAT_DAY = 10;
export const DOOR_M2_PER_COAT_DAY = 18;
export const WALL_PREP_DAYS = 0.25;
export const ROLL_LENGTH_M = 10.05;
export const ROLL_WIDTH_M = 0.53;
export const ROLLS_PER_DAY = 7;
/** A skim on board or plaster dries to an even pale pink in about 3 days in a warm, aired room. */
export const PLASTER_DRY_DAYS = 3;

function emulsion(p: ParsedDescription): { ten: Product; five: Product; note?: string } {
  if (p.finishes.includes("magnolia"))
    return { ten: P.emulsionMagnolia10, five: P.emulsionMagnolia5 };
  const coloured = p.finishes.some((f) => ["grey", "colour", "anthracite"].includes(f));
  return {
    ten: P.emulsionWhite10,
    five: P.emulsionWhite5,
    ...(coloured
      ? { note: "Priced as brilliant white; a tinted colour may cost a little more" }
      : {}),
  };
}

/** Adds mist coat (if any) and finish coats for `area` m²; returns the number of coats applied. */
function paintSurface(
  p: ParsedDescription,
  d: Draft,
  area: number,
  surface: "walls" | "ceiling",
): number {
  const coats = p.coats ?? 2;
  const skimmed = p.jobTypes.includes(surface === "walls" ? "skim-walls" : "skim-ceilings");
  const mist = p.newPlaster || skimmed;
  const paint = emulsion(p);
  if (skimmed) {
    // Plaster done earlier by others is dry by now; only a skim in this job holds the painter up.
    addWait(d, "plaster-dry", "Mist coat once the new plaster is dry (3 days)", PLASTER_DRY_DAYS);
  }
  if (mist) {
    d.needs.push(need(P.mistCoat10, area / EMULSION_M2_PER_L, "L", 10));
    d.assumptions.push(
      `Mist coat of contract matt on the new plaster (${fmt(area)} m² ÷ ${EMULSION_M2_PER_L} m²/L = ${fmt(area / EMULSION_M2_PER_L)} L; thinning with 10–20% water gives a margin)`,
    );
  }
  const litres = (area * coats) / EMULSION_M2_PER_L;
  d.needs.push(need(paint.ten, litres, "L", 10, [{ size: 5, product: paint.five }]));
  d.assumptions.push(
    `${quantityWithUnit(coats, "coat")} of vinyl matt on ${fmt(area)} m² of ${surface} at ${EMULSION_M2_PER_L} m²/L per coat = ${fmt(litres)} L`,
  );
  if (p.coats === undefined) d.assumptions.push("2 finish coats assumed");
  if (paint.note) d.assumptions.push(paint.note);
  return coats + (mist ? 1 : 0);
}

export const paintWalls: JobDefinition = defineJob("paint-walls", "Paint walls", (p, d) => {
  const { area } = roomWalls(p, d);
  const coats = paintSurface(p, d, area, "walls");
  d.needs.push(need(P.filler, 1, "tub"));
  d.needs.push(need(P.maskingTape, 1, "roll"));
  d.needs.push(need(P.caulk, 1, "tube"));
  d.days += WALL_PREP_DAYS + (area * coats) / WALLS_M2_PER_COAT_DAY;
  d.assumptions.push(
    `Painter ${WALLS_M2_PER_COAT_DAY} m² per coat per day on walls, plus ${WALL_PREP_DAYS} day preparation`,
  );
  d.plan.push(
    "Protect floors and furniture; fill cracks and holes, sand, caulk gaps at skirtings and frames",
    `Apply ${coats > (p.coats ?? 2) ? "mist coat then " : ""}${p.coats ?? 2} coats of emulsion to the walls, cutting in at ceiling and skirting`,
  );
});

export const paintCeilings: JobDefinition = defineJob(
  "paint-ceilings",
  "Paint ceilings",
  (p, d) => {
    const g = room(p, d);
    const coats = paintSurface(p, d, g.floorArea, "ceiling");
    d.days += (g.floorArea * coats) / CEILINGS_M2_PER_COAT_DAY;
    d.assumptions.push(`Ceiling area = floor area ${fmt(g.floorArea)} m²`);
    d.assumptions.push(`Painter ${CEILINGS_M2_PER_COAT_DAY} m² per coat per day on ceilings`);
    d.plan.push(`Paint the ceiling (${quantityWithUnit(coats, "coat")}), ceilings before walls`);
  },
);

/** The doors' count when only doors are painted: no room, skirting or architrave named. */
function doorsOnly(p: ParsedDescription): number | undefined {
  if (p.rooms.length > 0 || has(p, /\b(?:skirting|architrave|woodwork|banister|spindle)/))
    return undefined;
  if (!has(p, /\bdoors?\b/)) return undefined;
  return p.counts.door ?? 1;
}

export const paintWoodwork: JobDefinition = defineJob(
  "paint-woodwork",
  "Paint woodwork",
  (p, d) => {
    // "hang 4 doors and paint them": the doors alone, no room to measure.
    const door = doorsOnly(p);
    const g = door === undefined ? room(p, d) : undefined;
    const doors = door ?? g?.doors ?? 1;
    const skirtingM = g ? Math.max(0, g.perimeter - doors * DOORWAY_WIDTH_M) : 0;
    const area = round(skirtingM * 0.15 + doors * 4, 4);
    const coats = p.coats ?? 2;
    d.needs.push(need(P.satinwood, (area * coats) / SATINWOOD_M2_PER_L, "L", 2.5));
    d.needs.push(need(P.sandpaper, 1, "pack"));
    d.needs.push(need(P.caulk, 1, "tube"));
    const trim = round(skirtingM * 0.15, 4);
    d.days +=
      (trim * coats) / WOODWORK_M2_PER_COAT_DAY + (doors * 4 * coats) / DOOR_M2_PER_COAT_DAY;
    if (coats > 1) {
      addWait(d, "satinwood-recoat", "Each satinwood coat recoated after 16 h", (coats - 1) / 2);
    }
    d.assumptions.push(
      g
        ? `Woodwork ${fmt(area)} m²: skirting ${fmt(skirtingM)} m × 0.15 m girth plus ${quantityWithUnit(doors, "door")} at 4 m² (both faces, lining and architraves)`
        : `Woodwork ${fmt(area)} m²: ${quantityWithUnit(doors, "door")} at 4 m² (both faces, lining and architraves)`,
      `${coats} coats of satinwood at ${SATINWOOD_M2_PER_L} m²/L; ${g ? `skirting ${WOODWORK_M2_PER_COAT_DAY} m², ` : ""}doors ${DOOR_M2_PER_COAT_DAY} m² per coat per day`,
    );
    d.plan.push(
      "Sand, fill and caulk woodwork; wipe down",
      `Apply ${coats} coats of satinwood to skirting, doors and frames`,
    );
  },
);

export const wallpaper: JobDefinition = defineJob("wallpaper", "Hang wallpaper", (p, d) => {
  const g = room(p, d, { height: true });
  const feature = has(p, /\bfeature wall\b|\b1 wall\b|\bone wall\b|\bchimney breast\b/);
  const width = feature ? Math.max(g.length, g.width) : g.perimeter;
  const patterned = p.patternRepeatM !== undefined || has(p, /\bpattern(?:ed)?\b/);
  const repeat = p.patternRepeatM ?? (patterned ? 0.53 : 0);
  const drop = round(g.height + repeat + 0.1, 4);
  const dropsPerRoll = Math.max(1, Math.floor(ROLL_LENGTH_M / drop + 1e-9));
  const strips = ceilWhole(width / ROLL_WIDTH_M);
  const rolls = ceilWhole(strips / dropsPerRoll);
  d.needs.push(need(P.wallpaper, rolls, "rolls"));
  d.needs.push(need(P.paste, rolls, "rolls", 10));
  d.assumptions.push(
    feature
      ? `Feature wall ${fmt(width)} m wide (the longer wall of the ${roomName(p)})`
      : `All walls papered: ${fmt(width)} m around the room, no deduction for openings`,
    `Drop ${fmt(g.height)} m + ${fmt(repeat)} m pattern repeat + 0.1 m trim = ${fmt(drop)} m; ${dropsPerRoll} drops per 10.05 m roll; ${strips} drops of 0.53 m → ${rolls} rolls`,
    "Priced as a paintable paper until the customer chooses one; buy all rolls from one batch",
  );
  if (patterned && p.patternRepeatM === undefined) {
    d.assumptions.push("Pattern repeat 0.53 m assumed");
    d.questions.push("What is the wallpaper's pattern repeat?");
  }
  let days = rolls / ROLLS_PER_DAY;
  if (has(p, /\blining paper\b/)) {
    const liningDrops = Math.max(1, Math.floor(20 / (g.height + 0.1) + 1e-9));
    const liningRolls = ceilWhole(ceilWhole(width / 0.56) / liningDrops);
    d.needs.push(need(P.liningPaper, liningRolls, "rolls"));
    d.needs.push(need(P.paste, liningRolls, "rolls", 10));
    d.assumptions.push(
      `Lining paper: 20 m × 0.56 m rolls, ${liningDrops} drops per roll → ${liningRolls} rolls`,
    );
    days += liningRolls / ROLLS_PER_DAY;
    addWait(d, "lining-dry", "Paper over the lining once it is dry (overnight)", 0.5);
    d.plan.push("Hang lining paper horizontally and let it dry");
  }
  d.days += days;
  d.assumptions.push(`Paperhanger ${ROLLS_PER_DAY} rolls per day`);
  d.plan.push(
    "Strip old paper, fill and sand, size the walls",
    "Hang paper from a plumb line, matching the pattern; trim at ceiling and skirting",
  );
});
