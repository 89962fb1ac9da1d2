/**
 * Brick and block walls. Figures (docs/estimating.md):
 * - Bricks 215 × 102.5 × 65 mm with 10 mm joints: 225 × 75 mm per face → 59.26, taken as 60 per m²
 *   of half-brick wall; 120 per m² of one-brick (double skin) wall; 5% waste.
 * - Blocks 440 × 215 with 10 mm joints: 450 × 225 → 9.88, taken as 10 per m²; 5% waste.
 * - Mortar: 0.5 m³ per 1,000 bricks; 0.01 m³ per m² of 100 mm blockwork. 1:4 mix per m³: 1.5 t
 *   building sand (0.85 t bulk bags) and 360 kg cement (25 kg bags); one 5 L plasticiser per job.
 * - Cavity walls: ties at 900 mm horizontal × 450 mm vertical = 2.5 per m² (Approved Document A),
 *   boxes of 250.
 * - Productivity: 300 bricks or 100 blocks per bricklayer-day.
 */
import { wallFace } from "../geometry";
import { P } from "../materials";
import type { JobDefinition, ParsedDescription } from "../types";
import { type Draft, defineJob, fmt, has, need } from "../units";

export const BRICKS_PER_M2_HALF = 60;
export const BLOCKS_PER_M2 = 10;
export const MORTAR_M3_PER_1000_BRICKS = 0.5;
export const MORTAR_M3_PER_M2_BLOCK = 0.01;
export const SAND_T_PER_M3_MORTAR = 1.5;
export const CEMENT_KG_PER_M3_MORTAR = 360;
export const BRICKS_PER_DAY = 300;
export const BLOCKS_PER_DAY = 100;

function mortar(d: Draft, m3: number) {
  d.needs.push(need(P.buildingSand, m3 * SAND_T_PER_M3_MORTAR, "t", 0.85));
  d.needs.push(need(P.cement, m3 * CEMENT_KG_PER_M3_MORTAR, "kg", 25));
  d.needs.push(need(P.plasticiser, 1, "job"));
  d.assumptions.push(
    `Mortar ${fmt(m3, 3)} m³ at 1:4: ${fmt(m3 * SAND_T_PER_M3_MORTAR, 3)} t building sand, ${fmt(m3 * CEMENT_KG_PER_M3_MORTAR, 1)} kg cement`,
  );
}

const isCavity = (p: ParsedDescription) => has(p, /\bcavity\b/);

export const brickWall: JobDefinition = defineJob("brick-wall", "Build a brick wall", (p, d) => {
  const cavity = isCavity(p);
  const face = wallFace(p, d, {
    length: 5,
    height: cavity ? 2.4 : 1,
    label: cavity ? "Wall" : "Garden wall",
    ask: "How long is the wall?",
  });
  const oneBrick =
    !cavity &&
    !has(p, /\bhalf[- ]brick\b|\bsingle skin\b/) &&
    has(
      p,
      /\bone[- ]brick\b|\b1 brick\b|\b9 ?in(?:ch)?\b|\bdouble skin\b|\b215\b|\bgarden\b|\bboundary\b|\bretaining\b|\bfront wall\b/,
    );
  const perM2 = oneBrick ? BRICKS_PER_M2_HALF * 2 : BRICKS_PER_M2_HALF;
  const bricks = face.area * perM2 * 1.05;
  d.needs.push(need(P.brick, bricks, "bricks", 1, [{ size: 500, product: P.brickPack }]));
  mortar(d, (bricks / 1000) * MORTAR_M3_PER_1000_BRICKS);
  d.needs.push(need(P.dpc, face.length * (oneBrick ? 2 : 1), "m", 30));
  if (cavity) {
    d.needs.push(need(P.wallTies, face.area * 2.5, "ties", 250));
    d.assumptions.push(`Cavity wall ties 2.5 per m² (900 × 450 mm): ${fmt(face.area * 2.5)} ties`);
  }
  d.days += bricks / BRICKS_PER_DAY;
  d.assumptions.push(
    `${fmt(face.length)} m × ${fmt(face.height)} m = ${fmt(face.area)} m² of ${oneBrick ? "one-brick (double skin)" : "half-brick"} wall at ${perM2} bricks/m² + 5% = ${fmt(bricks, 1)} bricks`,
    "Foundations/footings assumed in place (not priced)",
    `Bricklayer lays ${BRICKS_PER_DAY} bricks per day`,
  );
  if (!cavity && !oneBrick)
    d.questions.push("Is the wall half-brick (single skin) or one-brick (double skin)?");
  d.plan.push(
    "Check the footing; set out and lay the DPC",
    "Build up the corners/ends with gauge rod, then run the courses to a line",
    "Tool the joints; finish with coping or a brick-on-edge top",
  );
});

export const blockWall: JobDefinition = defineJob("block-wall", "Build a block wall", (p, d) => {
  const face = wallFace(p, d, {
    length: 5,
    height: 2.4,
    label: "Block wall",
    ask: "How long is the block wall?",
  });
  const block = has(p, /\baircrete|thermalite|celcon|lightweight\b/)
    ? P.aircrete
    : has(p, /\b140(?:mm)?\b/)
      ? { ...P.block, name: "Dense Concrete Block 7.3N 440 x 215 x 140mm", pricePence: 345 }
      : P.block;
  const blocks = face.area * BLOCKS_PER_M2 * 1.05;
  d.needs.push(need(block, blocks, "blocks"));
  mortar(d, face.area * MORTAR_M3_PER_M2_BLOCK);
  if (isCavity(p) && !p.jobTypes.includes("brick-wall")) {
    d.needs.push(need(P.wallTies, face.area * 2.5, "ties", 250));
  }
  d.days += blocks / BLOCKS_PER_DAY;
  d.assumptions.push(
    `${fmt(face.length)} m × ${fmt(face.height)} m = ${fmt(face.area)} m² at ${BLOCKS_PER_M2} blocks/m² + 5% = ${fmt(blocks, 1)} blocks`,
    "Foundations/footings assumed in place (not priced)",
    `Bricklayer lays ${BLOCKS_PER_DAY} blocks per day`,
  );
  d.plan.push(
    "Set out and lay the DPC",
    "Lay blocks stretcher bond to a line, tying into existing walls",
  );
});
