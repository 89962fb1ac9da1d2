/**
 * Floor tiling, wall tiling and kitchen splashbacks. Figures (docs/estimating.md):
 * - Tiles bought in whole boxes: 600 × 600 floor 1.44 m² per box, 200 × 1200 plank 1.44 m²,
 *   250 × 400 wall 1.5 m², 300 × 600 wall 1.44 m², 100 × 200 metro 1.0 m². Waste 10% (15% diagonal
 *   or herringbone).
 * - Adhesive 20 kg: floors 4 m² (6 mm solid bed), walls 5 m² (about 4 mm bed).
 * - Grout kg/m² = (A + B) / (A × B) × tile thickness × joint width × 1.6 (tile sizes in mm; the
 *   manufacturers' grout calculator formula), bought in 5 kg bags.
 * - Labour by task (docs/estimating.md, "Days"): prepare and set out 0.25 day (splashback 0.125),
 *   lay floors 12 m²/day, walls 9 m²/day, metro and splashbacks 4.5 m²/day; grout 30 m²/day
 *   (small format 15), backer board on timber floors 20 m²/day. Standard-set adhesive cures 24 h before grouting (+1 day elapsed); rapid-set
 *   3 h.
 */
import { planArea, room, roomWalls, wallFace } from "../geometry";
import { P } from "../materials";
import type { JobDefinition, ParsedDescription, Product } from "../types";
import { addWait, boxedNeed, type Draft, defineJob, fmt, has, need, round } from "../units";

export const FLOOR_ADHESIVE_M2_PER_BAG = 4;
export const WALL_ADHESIVE_M2_PER_BAG = 5;
export const PREP_DAYS = 0.25;
export const FLOOR_M2_DAY = 12;
export const WALL_M2_DAY = 9;
export const SMALL_TILE_M2_DAY = 4.5;
export const GROUT_M2_DAY = 30;
/** 10 mm backer board on a timber floor: cut, bedded, screwed and joints taped. */
export const BACKER_M2_DAY = 20;
export const SMALL_GROUT_M2_DAY = 15;
/** Standard-set cementitious adhesive: grout after 24 h, one working day later. */
export const ADHESIVE_CURE_DAYS = 1;
/** Rapid-set adhesive: grout after about 3 h of an 8 h day. */
export const RAPID_CURE_DAYS = 0.375;

export interface Tile {
  product: Product;
  boxM2: number;
  a: number;
  b: number;
  thickness: number;
  joint: number;
  grout: Product;
}

export function groutKgPerM2(t: Pick<Tile, "a" | "b" | "thickness" | "joint">): number {
  return ((t.a + t.b) / (t.a * t.b)) * t.thickness * t.joint * 1.6;
}

export const FLOOR_600: Tile = {
  product: P.floorTile,
  boxM2: 1.44,
  a: 600,
  b: 600,
  thickness: 10,
  joint: 3,
  grout: P.groutGrey,
};
export const FLOOR_DARK: Tile = { ...FLOOR_600, product: P.floorTileDark };
export const PLANK: Tile = {
  product: P.plankTile,
  boxM2: 1.44,
  a: 200,
  b: 1200,
  thickness: 10,
  joint: 3,
  grout: P.groutGrey,
};
export const WALL_WHITE: Tile = {
  product: P.wallTile,
  boxM2: 1.5,
  a: 250,
  b: 400,
  thickness: 8,
  joint: 2,
  grout: P.groutWhite,
};
export const WALL_GREY: Tile = {
  product: P.wallTileGrey,
  boxM2: 1.44,
  a: 300,
  b: 600,
  thickness: 9,
  joint: 2,
  grout: P.groutGrey,
};
export const METRO: Tile = {
  product: P.metroTile,
  boxM2: 1,
  a: 100,
  b: 200,
  thickness: 7,
  joint: 2,
  grout: P.groutWhite,
};

/** Labour to prepare, lay and grout, and the adhesive's cure before grouting. */
export function tileLabour(
  p: ParsedDescription,
  d: Draft,
  t: Tile,
  area: number,
  layRate: number,
  prep = PREP_DAYS,
) {
  const groutRate = t === METRO ? SMALL_GROUT_M2_DAY : GROUT_M2_DAY;
  d.days += prep + area / layRate + area / groutRate;
  d.assumptions.push(
    `Tiler: ${fmt(prep)} day preparing, lays ${layRate} m²/day, grouts ${groutRate} m²/day`,
  );
  if (has(p, /\brapid\b/)) {
    addWait(d, "tile-adhesive", "Rapid-set adhesive, grout after 3 h", RAPID_CURE_DAYS);
  } else {
    addWait(d, "tile-adhesive", "Grout after 24 h", ADHESIVE_CURE_DAYS);
  }
}

export function wasteFor(p: ParsedDescription, d: Draft): number {
  if (has(p, /\bdiagonal\w*|\bherringbone\b|\bdiamond\b/)) {
    d.assumptions.push("15% waste allowed for a diagonal/herringbone layout");
    return 0.15;
  }
  d.assumptions.push("10% waste allowed for cuts and breakages");
  return 0.1;
}

export function tileLines(d: Draft, t: Tile, area: number, waste: number, adhesiveM2: number) {
  const gross = area * (1 + waste);
  d.needs.push(boxedNeed(t.product, gross, t.boxM2));
  // In kg, not m²: a floor's 4 m² bag and a wall's 5 m² bag then add up when both are tiled.
  d.needs.push(need(P.tileAdhesive, (area / adhesiveM2) * 20, "kg", 20));
  const kg = round(groutKgPerM2(t) * gross, 4);
  d.needs.push(need(t.grout, kg, "kg", 5));
  d.assumptions.push(
    `Tiles ${t.a} × ${t.b} mm: ${fmt(area)} m² + ${waste * 100}% = ${fmt(gross)} m² in boxes of ${t.boxM2} m²`,
    `Adhesive 20 kg per ${adhesiveM2} m²; grout ${fmt(groutKgPerM2(t), 3)} kg/m² (${t.thickness} mm tile, ${t.joint} mm joints)`,
  );
}

/** The floor tile the description names: plank, dark or the 600 × 600 light grey. */
export function floorTileFor(p: ParsedDescription): Tile {
  if (has(p, /\bplank|wood effect|wood-effect/)) return PLANK;
  return has(p, /\banthracite|\bdark|\bblack/) ? FLOOR_DARK : FLOOR_600;
}

/** The wall tile the description names: metro, grey 300 × 600 or the white 250 × 400. */
export function wallTileFor(p: ParsedDescription): Tile {
  if (has(p, /\bmetro\b|\bsubway\b/)) return METRO;
  return has(p, /\bgrey\b|300 ?x ?600/) ? WALL_GREY : WALL_WHITE;
}

export const floorTiling: JobDefinition = defineJob("floor-tiling", "Tile floor", (p, d) => {
  const area =
    p.rooms.length > 0 || p.dimensions.areaM2 !== undefined || p.dimensions.lengthM !== undefined
      ? room(p, d).floorArea
      : planArea(p, d, {
          length: 3,
          width: 2.5,
          label: "floor",
          ask: "What is the floor area to tile?",
        }).area;
  const tile = floorTileFor(p);
  const waste = wasteFor(p, d);
  tileLines(d, tile, area, waste, FLOOR_ADHESIVE_M2_PER_BAG);
  d.needs.push(need(P.levellingClips, area * 12, "clips", 100));
  if (has(p, /\b(?:floorboards?|timber floor|wooden floor|suspended|backer ?board)\b/)) {
    d.needs.push(need(P.backerBoard, area * 1.1, "m2", 0.75));
    d.days += area / BACKER_M2_DAY;
    d.assumptions.push(
      "Timber floor overlaid with 10 mm tile backer board (0.75 m² per sheet, +10%)",
      `Backer board screwed and taped at ${BACKER_M2_DAY} m²/day`,
    );
  } else {
    d.assumptions.push("Sound, level screed or concrete floor assumed");
  }
  tileLabour(p, d, tile, area, FLOOR_M2_DAY);
  d.plan.push(
    "Prepare and prime the floor; set out from the centre so cuts at the edges are at least half a tile",
    "Lay tiles on a solid bed of flexible adhesive with levelling clips; grout when set",
  );
});

export const wallTiling: JobDefinition = defineJob("wall-tiling", "Tile walls", (p, d) => {
  const explicit = p.dimensions.wallAreaM2 !== undefined;
  let area: number;
  let windows = 0;
  if (!explicit && p.rooms.length === 0 && p.dimensions.lengthM !== undefined) {
    area = wallFace(p, d, {
      length: 2.5,
      height: 2.4,
      label: "Tiled wall",
      ask: "How long is the wall to tile?",
    }).area;
  } else {
    const w = roomWalls(p, d);
    area = w.area;
    windows = w.geometry.windows;
    if (!explicit && p.dimensions.heightM === undefined) {
      d.questions.push("Are the walls tiled full height, or only around the bath and shower?");
    }
  }
  const tile = wallTileFor(p);
  const waste = wasteFor(p, d);
  tileLines(d, tile, area, waste, WALL_ADHESIVE_M2_PER_BAG);
  d.needs.push(need(P.spacers, area * 40, "spacers", 1000));
  d.needs.push(need(P.tileTrim, windows * 5 + 5, "m", 2.5));
  const wet = p.rooms.some((r) => r === "bathroom" || r === "en-suite");
  d.needs.push(need(P.silicone, wet ? 2 : 1, "tubes"));
  tileLabour(p, d, tile, area, tile === METRO ? SMALL_TILE_M2_DAY : WALL_M2_DAY);
  d.assumptions.push(`Trims: 5 m per window reveal plus 5 m for external edges`);
  d.plan.push(
    "Remove old tiles, make good and prime the walls (tank shower areas)",
    "Fix a batten for the first full row; tile upwards with spacers and trims at edges",
    "Grout, then silicone the bath/shower/worktop junctions",
  );
});

export const splashback: JobDefinition = defineJob(
  "splashback",
  "Tile kitchen splashback",
  (p, d) => {
    const face = wallFace(p, d, {
      length: 3,
      height: 0.6,
      label: "Splashback",
      ask: "How long is the splashback run along the worktop?",
    });
    const tile = has(p, /\b250 ?x ?400\b/)
      ? WALL_WHITE
      : has(p, /\bgrey\b|300 ?x ?600/)
        ? WALL_GREY
        : METRO;
    tileLines(d, tile, face.area, 0.1, WALL_ADHESIVE_M2_PER_BAG);
    d.assumptions.push("10% waste allowed for cuts and breakages");
    d.needs.push(need(P.spacers, face.area * 40, "spacers", 1000));
    d.needs.push(need(P.tileTrim, face.height * 2, "m", 2.5));
    d.needs.push(need(P.silicone, 1, "tube"));
    tileLabour(p, d, tile, face.area, SMALL_TILE_M2_DAY, PREP_DAYS / 2);
    d.assumptions.push(
      `Splashback ${fmt(face.length)} m × ${fmt(face.height)} m = ${fmt(face.area)} m²; trims on both ends`,
    );
    d.plan.push(
      "Mark out above the worktop, mask and protect the worktop",
      "Tile the splashback with trims at the ends; grout and silicone the worktop joint",
    );
  },
);
