/** Base, wall and tall units: counted, filled from a run length, or assumed and asked. */
import { P } from "../../materials";
import type { ParsedDescription, Product } from "../../types";
import { because, type Draft, fmt, has, need, round } from "../../units";
import { addHours, HOURS } from "./labour";

export const UNIT_W = 0.6;
export const DEFAULT_BASE = 6;
export const DEFAULT_WALL = 4;

export type Kind = "base" | "wall" | "tall";

const UNIT_PRODUCTS: Record<Kind, Record<number, Product>> = {
  base: {
    0.3: P.kitchenBase300,
    0.5: P.kitchenBase500,
    0.6: P.kitchenBase600,
    1: P.kitchenBase1000,
  },
  wall: {
    0.3: P.kitchenWall300,
    0.5: P.kitchenWall500,
    0.6: P.kitchenWall600,
    1: P.kitchenWall1000,
  },
  tall: { 0.6: P.kitchenTall600 },
};

const KIND: Record<string, Kind> = {
  base: "base",
  floor: "base",
  wall: "wall",
  tall: "tall",
  larder: "tall",
};

/** "6 base units", "2 x 1000mm base units", "6 base and 4 wall units": widths in metres per kind. */
export function unitCounts(s: string): Record<Kind, number[]> {
  const out: Record<Kind, number[]> = { base: [], wall: [], tall: [] };
  const re =
    /\b(\d{1,2})\s*(?:x\s*)?(?:(300|500|600|1000)mm\s*)?(base|floor|wall|tall|larder)\b(?=\s*(?:units?|cupboards?|cabinets?|and\b|&|,))/g;
  for (const m of s.matchAll(re)) {
    const kind = KIND[m[3] ?? ""];
    const n = Number(m[1]);
    if (!kind || !(n > 0)) continue;
    const w = m[2] ? Number(m[2]) / 1000 : UNIT_W;
    const width = UNIT_PRODUCTS[kind][w] ? w : UNIT_W;
    for (let i = 0; i < n; i++) out[kind].push(width);
  }
  return out;
}

export function unitsFor(p: ParsedDescription, d: Draft): Record<Kind, number[]> {
  const counted = unitCounts(p.normalised);
  const said = counted.base.length + counted.wall.length > 0;
  const run =
    /(?<![\d.])(\d+(?:\.\d+)?)m\s*(?:long\s*)?run\b|\brun of (?:units\s*)?(?:of\s*)?(\d+(?:\.\d+)?)m\b/.exec(
      p.normalised,
    );
  const runM = run ? Number(run[1] ?? run[2]) : undefined;
  const total = /\b(\d{1,2}) (?:new )?(?:kitchen )?(?:units|cupboards|cabinets)\b/.exec(
    p.normalised,
  );
  if (!said && runM !== undefined) {
    const n = Math.floor(round(runM / UNIT_W, 6));
    const filler = round(runM - n * UNIT_W, 4);
    counted.base = Array(n).fill(UNIT_W);
    const walls = has(p, /\bwall (?:units?|cupboards?)\b/);
    if (walls) counted.wall = Array(n).fill(UNIT_W);
    d.assumptions.push(
      `${fmt(runM)} m run ÷ 600 mm = ${n} base units${walls ? ` and ${n} wall units` : ""}${filler > 0 ? `, ${fmt(filler * 1000, 0)} mm made up with a filler` : ""}`,
    );
    if (filler > 0)
      d.needs.push(
        because(
          need(P.kitchenFiller, 1, "panel"),
          `${fmt(filler * 1000, 0)} mm gap at the end of the ${fmt(runM)} m run → 1 filler cut to width`,
        ),
      );
  } else if (!said && total) {
    // "10 kitchen units" with no split: the usual 60/40 of base to wall units, asked.
    const n = Number(total[1]);
    const base = Math.ceil(n * 0.6);
    counted.base = Array(base).fill(UNIT_W);
    counted.wall = Array(n - base).fill(UNIT_W);
    d.questions.push(`How many of the ${n} units are base units and how many wall units?`);
    d.assumptions.push(`${n} units taken as ${base} base and ${n - base} wall units (600 mm)`);
  } else if (!said) {
    counted.base = Array(DEFAULT_BASE).fill(UNIT_W);
    counted.wall = Array(DEFAULT_WALL).fill(UNIT_W);
    d.questions.push("How many base and wall units, or how long is the run of units?");
    d.assumptions.push(`${DEFAULT_BASE} base and ${DEFAULT_WALL} wall units (600 mm) assumed`);
  } else if (counted.wall.length === 0) {
    d.assumptions.push("No wall units said: none priced");
  }
  return counted;
}

export function buyUnits(d: Draft, kind: Kind, widths: number[]): void {
  const byWidth = new Map<number, number>();
  for (const w of widths) byWidth.set(w, (byWidth.get(w) ?? 0) + 1);
  for (const [w, n] of byWidth) {
    const product = UNIT_PRODUCTS[kind][w] ?? UNIT_PRODUCTS[kind][UNIT_W];
    if (!product) continue;
    d.needs.push(
      because(
        need(product, n, "units"),
        `${n} ${kind} unit${n === 1 ? "" : "s"} × ${fmt(w * 1000, 0)} mm, as said or assumed`,
      ),
    );
  }
  addHours(d, widths.length * HOURS[kind]);
}
