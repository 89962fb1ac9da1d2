/**
 * Painting a house's outside: masonry paint on its walls, and its fascias, soffits, bargeboards,
 * windows and doors when said. Figures (docs/estimating.md, "Exterior painting"):
 * - Walls: width × height (or m²) less openings (window 1.2 × 1.2 m, door 1.0 × 2.1 m, as
 *   rendering), 2 coats. Masonry paint per coat: smooth render 10 m²/L, brick and textured render
 *   6 m²/L, pebble-dash and roughcast 4 m²/L (Dulux Trade Weathershield Smooth quotes up to
 *   16 m²/L on smooth surfaces and much less on rough ones: practical figures). 10 L tins, or 5 L
 *   when cheaper. Chalky or powdery surfaces take one coat of stabilising primer first, at the
 *   paint's rate (unverified), 5 L tins.
 * - Woodwork when named: fascias, soffits and bargeboards by the metre at 0.3 m girth each (the
 *   length said, or the wall's width; bargeboards 8 m, a gable's two rakes), windows 1.0 m² and
 *   doors 2.0 m² of outside face and frame. Gloss: undercoat + gloss at 14 m²/L each; satin: 2
 *   coats of exterior satin at 14 m²/L; 2.5 L tins.
 * - Access: ladders or a tower assumed and not priced; a scaffold or tower hire priced when said.
 * - One painter (unverified: trade rule of thumb): wash down, fill and mask 60 m²/day; masonry
 *   paint 40 m² per coat per day smooth, 30 brick, 20 pebble-dash; stabiliser 60 m²/day; woodwork
 *   8 m² per coat per day. Waits: stabiliser and undercoat dry overnight (+0.5 day each); masonry
 *   paint recoats in 4 h, so both coats go on the same days. Dry weather above 5 °C.
 */
import { P } from "../materials";
import type { JobDefinition, ParsedDescription } from "../types";
import {
  addWait,
  because,
  ceilWhole,
  type Draft,
  defineJob,
  fmt,
  has,
  need,
  round,
} from "../units";
import { DOOR_H, DOOR_W, WINDOW_H, WINDOW_W } from "./rendering";

export const DEFAULT_WIDTH = 8;
export const DEFAULT_HEIGHT = 5;
/** Front, back and one side of a semi-detached house: (8 + 8 + 7) m × 5 m. */
export const WHOLE_HOUSE_M2 = 115;
export const COATS = 2;
export const PREP_M2_DAY = 60;
export const STABILISER_M2_DAY = 60;
export const WOOD_GIRTH_M = 0.3;
export const BARGEBOARD_DEFAULT_M = 8;
export const WINDOW_WOOD_M2 = 1;
export const DOOR_WOOD_M2 = 2;
export const DEFAULT_WINDOWS = 4;
export const WOOD_M2_PER_L = 14;
export const WOOD_M2_PER_COAT_DAY = 8;
export const OVERNIGHT_DAYS = 0.5;

type Surface = { name: string; m2PerL: number; m2PerCoatDay: number };
export const SURFACES: Record<"smooth" | "brick" | "rough", Surface> = {
  smooth: { name: "smooth render", m2PerL: 10, m2PerCoatDay: 40 },
  brick: { name: "brick or textured render", m2PerL: 6, m2PerCoatDay: 30 },
  rough: { name: "pebble-dash or roughcast", m2PerL: 4, m2PerCoatDay: 20 },
};

function surfaceOf(p: ParsedDescription, d: Draft): Surface {
  if (has(p, /\bpebble-?dash\w*|\broughcast\b|\bspar ?dash\w*|\btyrolean\b|\bdry ?dash\w*/))
    return SURFACES.rough;
  if (has(p, /\bbrick\w*|\btextured\b/)) return SURFACES.brick;
  if (has(p, /\brender\w*|\bsmooth\b|\bk-?rend\b|\bstucco\b|\bconcrete\b/)) return SURFACES.smooth;
  d.questions.push(
    "Smooth render, brick or pebble-dash (rough walls take up to two and a half times the paint)?",
  );
  d.assumptions.push("Smooth render assumed");
  return SURFACES.smooth;
}

const WHOLE_HOUSE =
  /\b(?:outside|exterior) of (?:the |my |our )?(?:house|home|property|bungalow)\b|\b(?:whole|entire) (?:house|outside|exterior)\b|\ball (?:the )?(?:outside walls|elevations|(?:the )?way round)\b|\ball (?:four|4) sides\b/;

/** The wall area before openings: width × height, a stated area, or asked for. */
function wallArea(
  p: ParsedDescription,
  d: Draft,
): { gross: number; width: number; height: number } {
  const dims = p.dimensions;
  const stated = dims.wallAreaM2 ?? dims.areaM2;
  let height = dims.heightM ?? (dims.lengthM !== undefined ? dims.widthM : undefined);
  let width = dims.lengthM ?? dims.runM ?? (dims.heightM !== undefined ? dims.widthM : undefined);
  if (stated !== undefined && (width === undefined || height === undefined)) {
    height ??= DEFAULT_HEIGHT;
    return { gross: stated, width: round(stated / height, 4), height };
  }
  if (width === undefined && height === undefined && has(p, WHOLE_HOUSE)) {
    d.questions.push("How much wall is there to paint (each wall's width and height, or the m²)?");
    d.assumptions.push(
      `The front, back and one side of a semi-detached house assumed: (8 + 8 + 7) m × 5 m = ${WHOLE_HOUSE_M2} m²`,
    );
    return { gross: WHOLE_HOUSE_M2, width: 23, height: DEFAULT_HEIGHT };
  }
  if (width === undefined && height === undefined) {
    d.questions.push("How wide and how high is the wall to paint?");
    d.assumptions.push(
      `A wall ${DEFAULT_WIDTH} m wide and ${DEFAULT_HEIGHT} m high assumed (a two-storey house front)`,
    );
  } else if (width === undefined) {
    d.questions.push("How wide is the wall to paint?");
    d.assumptions.push(`Wall ${DEFAULT_WIDTH} m wide assumed`);
  } else if (height === undefined) {
    d.questions.push(
      "How high is the wall to paint (about 5 m to the eaves of a two-storey house)?",
    );
    d.assumptions.push(`Wall ${DEFAULT_HEIGHT} m high assumed`);
  }
  width ??= DEFAULT_WIDTH;
  height ??= DEFAULT_HEIGHT;
  return { gross: round(width * height, 4), width, height };
}

function masonry(p: ParsedDescription, d: Draft): { width: number; height: number } {
  const wall = wallArea(p, d);
  const windows = p.counts.window ?? 0;
  const doors = p.counts.door ?? 0;
  const blank = has(
    p,
    /\bno (?:windows|openings|doors)\b|\bblank\b|\bgable\b|\bgarden wall|\bboundary wall/,
  );
  if (p.counts.window === undefined && p.counts.door === undefined && !blank) {
    d.questions.push("How many windows and doors are in the walls (they come off the area)?");
    d.assumptions.push("No windows or doors taken off the area");
  }
  const openings = windows * WINDOW_W * WINDOW_H + doors * DOOR_W * DOOR_H;
  const area = round(Math.max(0, wall.gross - openings), 4);
  const sizes = [
    windows > 0 ? `${windows} window${windows === 1 ? "" : "s"} ${WINDOW_W} × ${WINDOW_H} m` : "",
    doors > 0 ? `${doors} door${doors === 1 ? "" : "s"} ${DOOR_W} × ${DOOR_H} m` : "",
  ].filter(Boolean);
  const surface = surfaceOf(p, d);
  const coats = p.coats ?? COATS;
  d.assumptions.push(
    `${fmt(wall.gross)} m² − ${fmt(openings)} m² of openings = ${fmt(area)} m²${sizes.length > 0 ? ` (${sizes.join(", ")})` : ""}`,
  );
  if (has(p, /\bchalk\w*|\bpowder\w*|\bfriable\b|\bflak\w*|\bstabilis\w*/)) {
    const litres = area / surface.m2PerL;
    d.needs.push(
      because(
        need(P.stabiliser, litres, "L", 5),
        `1 coat × ${fmt(area)} m² ÷ ${surface.m2PerL} m²/L = ${fmt(litres, 1)} L → ${ceilWhole(litres / 5)} × 5 L`,
      ),
    );
    d.days += area / STABILISER_M2_DAY;
    addWait(
      d,
      "stabiliser-dry",
      "Stabilising primer dries overnight before painting",
      OVERNIGHT_DAYS,
    );
    d.plan.push("Brush on a coat of stabilising primer to bind the chalky surface");
  } else {
    d.assumptions.push(
      "Sound surface, not chalky (rub a hand on it): no stabilising primer priced",
    );
  }
  const litres = (area * coats) / surface.m2PerL;
  d.needs.push(
    because(
      need(P.masonryPaint10, litres, "L", 10, [{ size: 5, product: P.masonryPaint5 }]),
      `${coats} coats × ${fmt(area)} m² ÷ ${surface.m2PerL} m²/L (${surface.name}) = ${fmt(litres, 1)} L of masonry paint`,
    ),
  );
  d.days += area / PREP_M2_DAY + (area * coats) / surface.m2PerCoatDay;
  d.assumptions.push(
    `One painter: wash down, fill and mask ${PREP_M2_DAY} m²/day; masonry paint on ${surface.name} ${surface.m2PerCoatDay} m² per coat per day; recoat after 4 h, so no wait between coats`,
  );
  d.plan.unshift(
    "Wash or brush down the walls, rake out and fill cracks, mask windows, doors and sills",
  );
  d.plan.push(`${coats} coats of masonry paint, cutting in round openings first`);
  return { width: wall.width, height: wall.height };
}

/** A length said next to the word ("12m of fascia", "fascias 12m"), if any. */
function lengthOf(p: ParsedDescription, word: string): number | undefined {
  const m =
    new RegExp(String.raw`(\d+(?:\.\d+)?)m (?:of )?(?:the )?${word}`).exec(p.normalised) ??
    new RegExp(String.raw`${word}\w*(?: and \w+)? (\d+(?:\.\d+)?)m\b`).exec(p.normalised);
  return m ? Number(m[1]) : undefined;
}

function woodwork(p: ParsedDescription, d: Draft, eaves: number, wallsToo: boolean): void {
  const parts: string[] = [];
  let area = 0;
  const runs: [RegExp, string, string, number][] = [
    [/\bfascias?\b/, "fascia", "fascias", eaves],
    [/\bsoffits?\b/, "soffit", "soffits", eaves],
    [/\bbarge ?boards?\b/, "barge ?board", "bargeboards", BARGEBOARD_DEFAULT_M],
  ];
  for (const [re, word, name, fallback] of runs) {
    if (!has(p, re)) continue;
    const said = lengthOf(p, word);
    const m = said ?? fallback;
    if (said === undefined)
      d.assumptions.push(
        `${name[0]?.toUpperCase()}${name.slice(1)} ${fmt(m)} m assumed${name === "bargeboards" ? " (a gable's two rakes)" : " (the wall's width)"}`,
      );
    area += m * WOOD_GIRTH_M;
    parts.push(`${name} ${fmt(m)} m × ${WOOD_GIRTH_M} m`);
  }
  const frames =
    has(
      p,
      /\b(?:paint\w*|gloss\w*|satin\w*|repaint\w*)\s+(?:(?:the|all|and|outside|exterior|of|front|back)\s+)*(?:window|door|frame)\w*|\b(?:windows?|window frames?|doors?|frames?)\s+(?:painted|glossed|too|as well)\b|\band (?:the )?(?:windows|window frames|front door|doors) (?:painted|glossed)\b|\bwoodwork\b/,
    ) || !wallsToo;
  let windows = frames ? (p.counts.window ?? 0) : 0;
  // "Gloss the front door": one door, though not counted.
  const doors = frames ? (p.counts.door ?? (has(p, /\bdoor\b/) ? 1 : 0)) : 0;
  if (frames && p.counts.window === undefined && has(p, /\bwindows\b/)) {
    windows = DEFAULT_WINDOWS;
    d.questions.push("How many windows are to be painted?");
    d.assumptions.push(`${DEFAULT_WINDOWS} windows assumed (a typical house front)`);
  }
  if (windows > 0)
    parts.push(`${windows} window${windows === 1 ? "" : "s"} × ${WINDOW_WOOD_M2} m²`);
  if (doors > 0) parts.push(`${doors} door${doors === 1 ? "" : "s"} × ${DOOR_WOOD_M2} m²`);
  area += windows * WINDOW_WOOD_M2 + doors * DOOR_WOOD_M2;
  if (area <= 0) return;
  const satin = has(p, /\bsatin\w*/);
  const working = `${parts.join(" + ")} = ${fmt(area)} m²`;
  if (satin) {
    const litres = (area * 2) / WOOD_M2_PER_L;
    d.needs.push(
      because(
        need(P.exteriorSatin, litres, "L", 2.5),
        `2 coats × (${working}) ÷ ${WOOD_M2_PER_L} m²/L = ${fmt(litres, 1)} L → ${ceilWhole(litres / 2.5)} × 2.5 L`,
      ),
    );
  } else {
    const litres = area / WOOD_M2_PER_L;
    for (const product of [P.exteriorUndercoat, P.exteriorGloss])
      d.needs.push(
        because(
          need(product, litres, "L", 2.5),
          `1 coat × (${working}) ÷ ${WOOD_M2_PER_L} m²/L = ${fmt(litres, 1)} L → ${ceilWhole(litres / 2.5)} × 2.5 L`,
        ),
      );
  }
  d.days += (area * 2) / WOOD_M2_PER_COAT_DAY;
  addWait(d, "undercoat-dry", "Each woodwork coat dries overnight before the next", OVERNIGHT_DAYS);
  d.assumptions.push(
    `Woodwork ${satin ? "2 coats of exterior satin" : "undercoat and gloss"} at ${WOOD_M2_PER_L} m²/L, ${WOOD_M2_PER_COAT_DAY} m² per coat per day; fascias, soffits and bargeboards ${WOOD_GIRTH_M} m girth, a window ${WINDOW_WOOD_M2} m², a door ${DOOR_WOOD_M2} m²`,
  );
  d.plan.push(
    satin
      ? "Sand and prime bare timber; two coats of exterior satin on the woodwork"
      : "Sand and prime bare timber; undercoat the woodwork, gloss it next day",
  );
}

function access(p: ParsedDescription, d: Draft, height: number): void {
  if (has(p, /\bscaffold(?:ing)?\b(?! tower)/)) {
    d.needs.push(
      because(
        need(P.scaffoldHire, 1, "hire"),
        "Scaffold to one elevation, said in the description",
      ),
    );
    d.assumptions.push("Scaffold hire priced for one elevation up to two storeys, 4 weeks");
    return;
  }
  if (has(p, /\btower\b/)) {
    d.needs.push(
      because(need(P.towerHire, 1, "hire"), "Tower hire for a week, said in the description"),
    );
    return;
  }
  d.assumptions.push(
    `Access by ladders and a tower for a ${fmt(height)} m wall assumed and not priced; say if a scaffold is needed`,
  );
}

export const exteriorPainting: JobDefinition = defineJob(
  "exterior-painting",
  "Exterior painting",
  (p, d) => {
    // Fascias or soffits alone ("paint the fascias and soffits 12m") are no wall painting.
    const timber = /\b(?:fascias?|soffits?|barge ?boards?|window frames?)\b/;
    const walls =
      !has(p, timber) ||
      has(
        p,
        /\b(?:walls?|render\w*|k-?rend|pebble-?dash\w*|roughcast|brick\w*|masonry|elevations?|house|bungalow|property)\b/,
      );
    let eaves = DEFAULT_WIDTH;
    let height = DEFAULT_HEIGHT;
    if (walls) ({ width: eaves, height } = masonry(p, d));
    woodwork(p, d, eaves, walls);
    access(p, d, height);
    d.assumptions.push(
      "Dry weather above 5 °C: rain days not counted, and paint not applied in rain, frost or before dew has dried",
    );
  },
);
