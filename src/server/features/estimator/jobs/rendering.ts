/**
 * External render on an elevation. Figures (docs/estimating.md, "Rendering"):
 * - Area: the elevation's length × height less openings; a window taken as 1.2 × 1.2 m and a door
 *   as 1.0 × 2.1 m when only counted.
 * - Sand and cement: scratch coat 10 mm at 1:4, top coat 8 mm at 1:5, +10% for mixing and
 *   droppings; dry materials = wet volume × 1.3; cement 1440 kg/m³ in 25 kg bags, washed sharp sand
 *   1.6 t/m³ in 0.85 t bulk bags; liquid waterproofer 1 L per 50 kg of cement (unverified).
 * - Monocouche: 15 mm at 1.4 kg/m² per mm (21 kg/m²) +10%, 25 kg bags (unverified).
 * - Beads in 2.5 m lengths +5%: bell cast along the base less door widths; stop bead under the
 *   eaves and along window sills; angle beads on both vertical edges and round each opening's head
 *   and jambs. Mesh: four 500 × 300 mm patches at each opening's corners (0.6 m²) +10%.
 * - Masonry paint: 2 coats at 10 m²/L on new render.
 * - One renderer (unverified rates): beads and mesh 60 m/day, scratch 20 m²/day, top coat
 *   15 m²/day, monocouche 12 m²/day, masonry paint 40 m² per coat per day. Waits: scratch coat
 *   cures 1 day before the top coat; the render dries 7 days before masonry paint.
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

/** A two-storey house front when no size is given. */
export const DEFAULT_LENGTH = 8;
export const DEFAULT_HEIGHT = 5;
export const WINDOW_W = 1.2;
export const WINDOW_H = 1.2;
export const DOOR_W = 1.0;
export const DOOR_H = 2.1;
export const SCRATCH_M = 0.01;
export const TOP_M = 0.008;
export const RENDER_WASTE = 0.1;
/** Dry sand and cement needed per m³ of wet render: the cement fills the sand's voids. */
export const DRY_FACTOR = 1.3;
export const CEMENT_KG_PER_M3 = 1440;
export const SAND_T_PER_M3 = 1.6;
export const BULK_BAG_T = 0.85;
export const WATERPROOFER_L_PER_KG_CEMENT = 1 / 50;
export const MONO_MM = 15;
export const MONO_KG_PER_M2_MM = 1.4;
export const BEAD_LENGTH_M = 2.5;
export const BEAD_WASTE = 0.05;
/** Four 500 × 300 mm diagonal patches at the corners of each opening, where render cracks. */
export const MESH_M2_PER_OPENING = 4 * 0.5 * 0.3;
export const PAINT_M2_PER_L = 10;
export const BEAD_M_DAY = 60;
export const SCRATCH_M2_DAY = 20;
export const TOP_M2_DAY = 15;
export const MONO_M2_DAY = 12;
export const PAINT_M2_DAY = 40;
export const COAT_CURE_DAYS = 1;
export const PAINT_DRY_DAYS = 7;

const isMonocouche = (p: ParsedDescription) =>
  has(p, /\bmonocouche\b|\bone[- ]coat\b|\bk-?rend\b|\bthrough[- ]colou?red\b|\bsilicone render\b/);
const isSandCement = (p: ParsedDescription) =>
  has(p, /\bsand (?:and|&|n) cement\b|\bs ?& ?c\b|\btwo[- ]coat\b|\b2 coats?\b|\bscratch coat\b/);

/** Painted: said so, or not said (sand and cement is usually painted), unless left unpainted. */
function painted(p: ParsedDescription, mono: boolean): boolean | undefined {
  if (has(p, /\b(?:not|un|no|without) ?paint\w*|\bleft (?:as|natural|self)/)) return false;
  if (has(p, /\bpaint(?:ed|ing)?\b|\bmasonry paint\b|\bweathershield\b/)) return true;
  return mono ? false : undefined;
}

/**
 * The elevation: "8m x 5m" is width × height, and so is "7m wide 5.5m high" (a wall's width is its
 * length). Both missing is one question, not two.
 */
function elevation(
  p: ParsedDescription,
  d: Draft,
): { area: number; length: number; height: number } {
  const dims = p.dimensions;
  let height = dims.heightM ?? (dims.lengthM !== undefined ? dims.widthM : undefined);
  let length = dims.lengthM ?? dims.runM ?? (dims.heightM !== undefined ? dims.widthM : undefined);
  const stated = dims.wallAreaM2 ?? dims.areaM2;
  if (stated !== undefined && (length === undefined || height === undefined)) {
    // The area sets the render; the width only sets the beads, so a 5 m height is assumed quietly.
    height ??= DEFAULT_HEIGHT;
    return { area: stated, length: round(stated / height, 4), height };
  }
  if (length === undefined && height === undefined) {
    d.questions.push("How wide and how high is the wall to render?");
    d.assumptions.push(
      `A wall ${DEFAULT_LENGTH} m wide and ${DEFAULT_HEIGHT} m high assumed (a two-storey house front)`,
    );
  } else if (length === undefined) {
    d.questions.push("How wide is the wall to render?");
    d.assumptions.push(`Wall ${DEFAULT_LENGTH} m wide assumed`);
  } else if (height === undefined) {
    d.questions.push(
      "How high is the wall to render (about 5 m to the eaves of a two-storey house)?",
    );
    d.assumptions.push(`Wall ${DEFAULT_HEIGHT} m high assumed`);
  }
  length ??= DEFAULT_LENGTH;
  height ??= DEFAULT_HEIGHT;
  return { area: round(length * height, 4), length, height };
}

export const rendering: JobDefinition = defineJob("rendering", "Render a wall", (p, d) => {
  const face = elevation(p, d);
  const windows = p.counts.window ?? 0;
  const doors = p.counts.door ?? 0;
  const blank = has(p, /\bno (?:windows|openings|doors)\b|\bblank\b|\bgable\b/);
  if (p.counts.window === undefined && p.counts.door === undefined && !blank) {
    d.questions.push(
      "How many windows and doors are in the wall (they come off the area and take beads and mesh)?",
    );
    d.assumptions.push("No windows or doors assumed in the wall");
  }
  const openings = windows * WINDOW_W * WINDOW_H + doors * DOOR_W * DOOR_H;
  const area = Math.max(0, face.area - openings);
  const mono = isMonocouche(p);
  if (!mono && !isSandCement(p)) {
    d.questions.push(
      "Sand and cement (two coats, then painted) or monocouche (one coat, through-coloured)?",
    );
    d.assumptions.push("Sand and cement render assumed");
  }
  const working = `${fmt(face.length)} × ${fmt(face.height)} m − ${fmt(openings)} m² of openings = ${fmt(area)} m²`;
  d.assumptions.push(
    `${working}${windows + doors > 0 ? ` (window ${WINDOW_W} × ${WINDOW_H} m, door ${DOOR_W} × ${DOOR_H} m)` : ""}`,
    "Sound bare brick or block: hacking off old render, scaffold hire and making good not included",
  );

  if (mono) {
    const kg = area * MONO_MM * MONO_KG_PER_M2_MM * (1 + RENDER_WASTE);
    d.needs.push(
      because(
        need(P.monocouche, kg, "kg", 25),
        `${fmt(area)} m² × ${MONO_MM} mm × ${MONO_KG_PER_M2_MM} kg/m²/mm + 10% = ${fmt(kg, 1)} kg → ${ceilWhole(kg / 25)} × 25 kg bags`,
      ),
    );
    d.days += area / MONO_M2_DAY;
    addWait(d, "render-scrape", "Scrape the one-coat render once firm (12–24 h)", 0.5);
    d.assumptions.push(
      `Monocouche ${MONO_MM} mm in two passes, wet on wet, scraped next day: ${MONO_M2_DAY} m²/day`,
    );
  } else {
    const scratchWet = area * SCRATCH_M * (1 + RENDER_WASTE);
    const topWet = area * TOP_M * (1 + RENDER_WASTE);
    const cementKg = ((scratchWet * DRY_FACTOR) / 5 + (topWet * DRY_FACTOR) / 6) * CEMENT_KG_PER_M3;
    const sandT =
      ((scratchWet * DRY_FACTOR * 4) / 5 + (topWet * DRY_FACTOR * 5) / 6) * SAND_T_PER_M3;
    const mix = `${fmt(area)} m² × (10 mm at 1:4 + 8 mm at 1:5) + 10% × ${DRY_FACTOR} dry`;
    d.needs.push(
      because(
        need(P.cement, cementKg, "kg", 25),
        `${mix} = ${fmt(cementKg, 1)} kg cement → ${ceilWhole(cementKg / 25)} × 25 kg bags`,
      ),
      because(
        need(P.sharpSand, sandT, "t", BULK_BAG_T),
        `${mix} = ${fmt(sandT)} t washed sharp sand → ${ceilWhole(sandT / BULK_BAG_T)} × 0.85 t bulk bags`,
      ),
    );
    const waterproofer = cementKg * WATERPROOFER_L_PER_KG_CEMENT;
    d.needs.push(
      because(
        need(P.renderWaterproofer, waterproofer, "L", 5),
        `1 L per 50 kg of cement: ${fmt(waterproofer, 1)} L → ${ceilWhole(waterproofer / 5)} × 5 L`,
      ),
    );
    d.days += area / SCRATCH_M2_DAY + area / TOP_M2_DAY;
    addWait(d, "render-scratch", "Scratch coat cures before the top coat (1 day)", COAT_CURE_DAYS);
    d.assumptions.push(
      "Sand and cement in two coats: scratch 10 mm (1:4) combed, top coat 8 mm (1:5) floated",
      `One renderer: scratch coat ${SCRATCH_M2_DAY} m²/day, top coat ${TOP_M2_DAY} m²/day; each coat cures about a day before the next`,
    );
  }

  // Beads: doors reach the base, so the bell cast stops at them; windows sit on their sills.
  const angle =
    2 * face.height + windows * (WINDOW_W + 2 * WINDOW_H) + doors * (DOOR_W + 2 * DOOR_H);
  const stop = face.length + windows * WINDOW_W;
  const bell = Math.max(0, face.length - doors * DOOR_W);
  const beads: [typeof P.renderAngleBead, number, string][] = [
    [
      P.renderBellcast,
      bell,
      `base ${fmt(face.length)} m less ${doors} door${doors === 1 ? "" : "s"}`,
    ],
    [
      P.renderStopBead,
      stop,
      `eaves ${fmt(face.length)} m + ${windows} sill${windows === 1 ? "" : "s"}`,
    ],
    [
      P.renderAngleBead,
      angle,
      `2 corners × ${fmt(face.height)} m + heads and jambs of ${windows + doors} opening${windows + doors === 1 ? "" : "s"}`,
    ],
  ];
  for (const [product, m, what] of beads) {
    const lengths = (m * (1 + BEAD_WASTE)) / BEAD_LENGTH_M;
    d.needs.push(
      because(
        need(product, lengths * BEAD_LENGTH_M, "m", BEAD_LENGTH_M),
        `${what} = ${fmt(m)} m + 5% ÷ ${BEAD_LENGTH_M} m → ${ceilWhole(lengths)} lengths`,
      ),
    );
  }
  const beadM = angle + stop + bell;
  d.days += beadM / BEAD_M_DAY;
  if (windows + doors > 0) {
    const mesh = (windows + doors) * MESH_M2_PER_OPENING * 1.1;
    d.needs.push(
      because(
        need(P.renderMesh, mesh, "m2", 10),
        `${windows + doors} openings × 4 corner patches 500 × 300 mm + 10% = ${fmt(mesh)} m² → ${ceilWhole(mesh / 10)} × 10 m² roll`,
      ),
    );
  }
  d.assumptions.push(
    `Beads in ${BEAD_LENGTH_M} m lengths +5%: bell cast at the base, stop beads under the eaves and on sills, angle beads on both ends (stop beads instead against a neighbour) and round openings; ${BEAD_M_DAY} m/day with the mesh`,
  );

  const paint = painted(p, mono);
  if (paint === undefined) {
    d.questions.push("Painted with masonry paint, or left as finished?");
  }
  if (paint !== false) {
    const litres = (area * 2) / PAINT_M2_PER_L;
    d.needs.push(
      because(
        need(P.masonryPaint10, litres, "L", 10, [{ size: 5, product: P.masonryPaint5 }]),
        `2 coats × ${fmt(area)} m² ÷ ${PAINT_M2_PER_L} m²/L = ${fmt(litres, 1)} L of masonry paint`,
      ),
    );
    d.days += (area * 2) / PAINT_M2_DAY;
    addWait(d, "render-dry", "New render dries before masonry paint (7 days)", PAINT_DRY_DAYS);
    d.assumptions.push(
      `Masonry paint 2 coats at ${PAINT_M2_PER_L} m²/L on new render, ${PAINT_M2_DAY} m² per coat per day${paint === undefined ? " (painted assumed)" : ""}`,
    );
  }
  d.plan.push(
    "Brush down and wet the wall; mask windows and doors",
    "Fix bell cast, stop and angle beads; bed mesh patches at the corners of openings",
    ...(mono
      ? ["Apply the monocouche in two passes to 15 mm, rule flat, scrape to finish when firm"]
      : [
          "Apply a 10 mm scratch coat and comb it; let it cure a day",
          "Apply the 8 mm top coat, rule and float to finish",
        ]),
    ...(paint !== false ? ["Once the render has dried, two coats of masonry paint"] : []),
  );
});
