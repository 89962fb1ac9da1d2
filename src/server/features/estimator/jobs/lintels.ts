/**
 * Replace or insert a lintel over an opening up to 2.4 m wide. Figures (docs/estimating.md,
 * "Lintels"):
 * - Length: the opening + 150 mm bearing each end (Catnic), rounded up to the next stock length
 *   (150 mm steps from 900 mm, as Catnic and precast makers list them: materials/ LINTEL_MM).
 *   The seed sells the 1200 mm lengths; the others are priced pro rata from them.
 * - Wall: cavity → one steel cavity lintel (Catnic CG90/100); solid 9-inch brick → two 100 × 65
 *   prestressed concrete lintels side by side; an internal wall (a knock-through) → one.
 * - Making good allowance per opening: 3 brick courses rebuilt over the lintel on each brick face
 *   (bricks at 225 mm, +10%), one course of blocks over it in a cavity's inner leaf or an internal
 *   wall; mortar 1:4 cement and building sand at 0.4 L a brick, 0.9 L a block and 5 L bedding a
 *   lintel, dry = wet × 1.3; hardwall and multi-finish on a 600 mm band over the lintel on each
 *   plastered face, +10%.
 * - Props (Acrows and strongboys, needles through a solid wall) and the building notice are
 *   assumptions, not lines. An RSJ, a steel beam or an opening over 2.4 m is a steel to an
 *   engineer's calculation: ./steel-beam.ts.
 * - One builder (unverified): a day an opening (a day and a half for a solid wall's pair), half a
 *   day making good the plaster; the bedding mortar cures a day before the props come out.
 */
import { LINTEL_MM, type MaterialKey, P } from "../materials";
import type { JobDefinition, ParsedDescription, Product } from "../types";
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
import { mortarNeeds } from "./mortar";
import { isSteel, steelBeam } from "./steel-beam";

export const BEARING_M = 0.15;
export const STOCK_STEP_MM = 150;
export const MIN_STOCK_MM = 900;
export const MAX_OPENING_M = 2.4;
export const BRICK_COURSES = 3;
export const BRICK_PITCH_M = 0.225;
export const BLOCK_PITCH_M = 0.45;
export const MORTAR_M3_PER_BRICK = 0.0004;
export const MORTAR_M3_PER_BLOCK = 0.0009;
export const BEDDING_M3_PER_LINTEL = 0.005;

export const PLASTER_BAND_M = 0.6;
export const LINTEL_DAYS = 1;
export const SOLID_LINTEL_DAYS = 1.5;
export const PLASTER_DAYS = 0.5;
export const PROPS_WAIT_DAYS = 1;

type WallKind = "cavity" | "solid" | "internal";

/** Stock length in mm for an opening: + 150 mm each end, up to the next 150 mm from 900 mm. */
export function stockLengthMm(openingM: number): number {
  const needMm = Math.round((openingM + 2 * BEARING_M) * 1000);
  return Math.max(MIN_STOCK_MM, Math.ceil(needMm / STOCK_STEP_MM - 1e-9) * STOCK_STEP_MM);
}

/** The lintel of that kind in that stock length (materials/listing.ts lists every stock length). */
export function lintelProduct(kind: "lintelSteel" | "lintelConcrete", mm: number): Product {
  const stock = LINTEL_MM.find((l) => l >= mm) ?? LINTEL_MM[LINTEL_MM.length - 1];
  return P[`${kind}${stock}` as MaterialKey];
}

function wallKind(p: ParsedDescription): WallKind | undefined {
  if (has(p, /\bcavity\b/)) return "cavity";
  if (has(p, /\bsolid\b|\b9 ?(?:inch|in)\b|\b2[12]5 ?mm wall/)) return "solid";
  if (has(p, /\binternal\b|\bknock\w*[- ]?through\b|\bbetween (?:the )?\w+(?: room)? and\b/))
    return "internal";
  return undefined;
}

function openingWidth(p: ParsedDescription): number | undefined {
  const dims = p.dimensions;
  // "3.2m opening", "a 1.5m lintel" (./parse-dimensions.ts structuralLengths): said of the work.
  if (dims.openingM !== undefined) return dims.openingM;
  if (dims.beamM !== undefined) return Math.max(0.3, round(dims.beamM - 2 * BEARING_M, 4));
  // "new lintel over the lounge window and paint the lounge 5m x 4m": a length × width beside a
  // room's own job is that room's plan, never the opening (once read as a 5 m beam).
  const roomPlan =
    dims.lengthM !== undefined &&
    dims.widthM !== undefined &&
    dims.heightM === undefined &&
    p.jobTypes.some((id) => id !== "lintels");
  if (roomPlan) return dims.runM;
  const w =
    dims.heightM !== undefined ? (dims.widthM ?? dims.lengthM) : (dims.lengthM ?? dims.widthM);
  return w ?? dims.runM;
}

function countOf(p: ParsedDescription): number {
  const m = /\b(\d+)\s+(?:new\s+|steel\s+|concrete\s+)?lintels\b/.exec(p.normalised);
  return m ? Math.max(1, Number(m[1])) : 1;
}

export const lintels: JobDefinition = defineJob("lintels", "Lintels", (p, d) => {
  const stated = openingWidth(p);
  const kind = wallKind(p);
  if (isSteel(p) || (stated ?? 0) > MAX_OPENING_M + 1e-9) {
    steelBeam(p, d, { openingM: stated, solid: kind === "solid" });
    return;
  }
  if (stated === undefined && kind === undefined)
    d.questions.push("How wide is the opening, and is the wall cavity or solid?");
  else if (stated === undefined) d.questions.push("How wide is the opening?");
  else if (kind === undefined) d.questions.push("Is the wall cavity or solid?");
  const width = stated ?? (has(p, /\bdoor/) ? 0.9 : 1.2);
  const wall = kind ?? "cavity";
  if (stated === undefined)
    d.assumptions.push(`Opening ${fmt(width)} m wide assumed (a ${width < 1 ? "door" : "window"})`);
  if (kind === undefined)
    d.assumptions.push("Cavity wall assumed (most UK houses since the 1930s)");
  const count = countOf(p);
  const mm = stockLengthMm(width);
  const lengthM = mm / 1000;
  const perOpening = wall === "solid" ? 2 : 1;
  const product = lintelProduct(wall === "cavity" ? "lintelSteel" : "lintelConcrete", mm);
  const n = count * perOpening;
  d.needs.push(
    because(
      need(product, n, "each", 1),
      `${fmt(width)} m opening + 2 × ${BEARING_M * 1000} mm bearing = ${fmt(width + 2 * BEARING_M)} m → ${mm} mm stock length${perOpening > 1 ? ", two side by side in a solid wall" : ""} × ${count} = ${n}`,
    ),
  );
  makingGood(d, wall, count, lengthM);
  const each = wall === "solid" ? SOLID_LINTEL_DAYS : LINTEL_DAYS;
  d.days += count * (each + PLASTER_DAYS);
  addWait(
    d,
    "lintel-props",
    "Bedding mortar cures before the props come out (24 h)",
    PROPS_WAIT_DAYS,
  );
  d.assumptions.push(
    wall === "cavity"
      ? "Cavity wall: one steel cavity lintel (Catnic CG90/100 type) carrying both leaves"
      : wall === "solid"
        ? "Solid 9-inch wall: two 100 × 65 mm prestressed concrete lintels side by side"
        : "Internal wall: one 100 × 65 mm prestressed concrete lintel for a 100 mm wall with masonry over it; where floor joists bear on the wall, a heavier lintel or a beam to an engineer's calculation",
    `Two adjustable props (Acrows) with strongboys per opening${wall === "solid" ? ", or needles through the wall" : ""}: the builder's own or hired, not priced`,
    "A lintel in a load-bearing wall is notifiable: a building notice to building control assumed (the council's fee not priced)",
    `One builder: ${each} day${each === 1 ? "" : "s"} per opening to prop, cut out, bed the lintel and rebuild over it, ${PLASTER_DAYS} day making good the plaster`,
  );
  d.plan.push(
    "Fit props and strongboys above the opening; protect the floor",
    "Cut out the old lintel or the brickwork for the new one; bed the lintel level on mortar with 150 mm bearing each end",
    "Rebuild the courses over the lintel and point to match",
    "Once the mortar has cured, remove the props and make good the plaster round the opening",
  );
});

/** Bricks, blocks, mortar and plaster allowed per opening to make good. */
function makingGood(d: Draft, wall: WallKind, count: number, lengthM: number) {
  const brickFaces = wall === "solid" ? 2 : wall === "cavity" ? 1 : 0;
  const perCourse = ceilWhole(lengthM / BRICK_PITCH_M);
  const bricks = ceilWhole(count * brickFaces * BRICK_COURSES * perCourse * 1.1);
  const blocks = wall === "solid" ? 0 : count * ceilWhole(lengthM / BLOCK_PITCH_M);
  if (bricks > 0)
    d.needs.push(
      because(
        need(P.brick, bricks, "bricks", 1),
        `${count} × ${brickFaces} face${brickFaces === 1 ? "" : "s"} × ${BRICK_COURSES} courses × ${perCourse} bricks over ${fmt(lengthM)} m + 10% = ${bricks}`,
      ),
    );
  if (blocks > 0)
    d.needs.push(
      because(
        need(P.block, blocks, "blocks", 1),
        `${count} × one course over ${fmt(lengthM)} m ÷ ${BLOCK_PITCH_M} m = ${blocks} blocks`,
      ),
    );
  const wet = round(
    bricks * MORTAR_M3_PER_BRICK + blocks * MORTAR_M3_PER_BLOCK + count * BEDDING_M3_PER_LINTEL,
    5,
  );
  mortarNeeds(d, wet);
  const faces = wall === "internal" ? 2 : 1;
  const plasterM2 = count * faces * lengthM * PLASTER_BAND_M * 1.1;
  const hardwallCover = P.hardwall.covers?.amount ?? 3.2;
  d.needs.push(
    because(
      need(P.hardwall, plasterM2, "m2", hardwallCover),
      `${count} × ${faces} face${faces === 1 ? "" : "s"} × ${fmt(lengthM)} m × ${PLASTER_BAND_M} m + 10% = ${fmt(plasterM2)} m² ÷ ${hardwallCover} m² per bag → ${ceilWhole(plasterM2 / hardwallCover)}`,
    ),
    because(
      need(P.multiFinish, plasterM2, "m2", 10),
      `${fmt(plasterM2)} m² ÷ 10 m² per bag → ${ceilWhole(plasterM2 / 10)}`,
    ),
  );
  d.assumptions.push(
    `Making good allowance: ${[
      ...(bricks > 0 ? [`${BRICK_COURSES} brick courses over the lintel on each brick face`] : []),
      ...(blocks > 0
        ? [`a course of blocks over it${wall === "cavity" ? " in the inner leaf" : ""}`]
        : []),
    ].join(
      ", ",
    )}, plaster on a ${PLASTER_BAND_M * 1000} mm band each plastered face${bricks > 0 ? "; facing bricks matched to the existing as near as possible" : ""}`,
  );
}
