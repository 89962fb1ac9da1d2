/**
 * Geometry per job (issue 18): a partition's two faces, skirting cut from stock lengths with the
 * joints planned, loft insulation as a joist layer plus a cross layer. Each example is worked by
 * hand in docs/estimating.md ("Geometry per job"); the comments repeat the arithmetic.
 */
import { describe, expect, it } from "vitest";
import { estimate } from "../estimate";
import { cutPlan, wallRuns } from "../geometry";
import { parseDescription } from "../parse";
import type { JobTypeId } from "../types";
import { JOBS } from "./index";

const CLS24 = "CLS Studwork Timber 38 x 63mm 2.4m";
const CLS30 = "CLS Studwork Timber 38 x 63mm 3.0m";
const BOARD = "British Gypsum Gyproc WallBoard 12.5mm 2400 x 1200mm";
const BOARD_FINISH = "British Gypsum Thistle Board Finish 25kg";
const EASI_FILL = "British Gypsum Gyproc Easi-Fill 60 10kg";
const SKIRTING = "MDF Torus Skirting Primed 18 x 119mm 4.4m";
const LOFT100 = "Knauf Earthwool Loft Roll 44 100mm";
const LOFT170 = "Knauf Earthwool Loft Roll 44 170mm";
const LOFT200 = "Knauf Earthwool Loft Roll 44 200mm";

function take(id: JobTypeId, text: string) {
  const t = JOBS[id].takeoff(parseDescription(text));
  const qty: Record<string, number> = {};
  const reason: Record<string, string | undefined> = {};
  for (const m of t.materials) {
    qty[m.name] = m.quantity;
    reason[m.name] = m.reason;
  }
  return { t, qty, reason };
}

describe("stud partition: two faces of length × height less doors", () => {
  it("3.6 m × 2.4 m with a door", () => {
    // faces 2 × (3.6 × 2.4 − 1.9) = 13.48 m²; × 1.1 = 14.83 ÷ 2.88 = 5.15 → 6 boards
    // studs 3.6 ÷ 0.6 + 1 + 2 = 9; plates 2 × ceil(3.6 ÷ 2.4) = 4; noggins (3.6 − 0.9) × 1.1
    // = 2.97 ÷ 2.4 → 2; door head 1 → 16 lengths. Screws 6 × 30 = 180 → 1 box; Board Finish
    // 14.83 ÷ 10 → 2 bags; scrim 13.48 × 1.25 = 16.85 m → 1 roll.
    // days 8.64 ÷ 10 + 13.48 ÷ 20 + 13.48 ÷ 25 = 0.864 + 0.674 + 0.539 = 2.08 → 2.5
    const { t, qty, reason } = take(
      "stud-partition",
      "stud partition 3.6m long 2.4m high with a door",
    );
    expect(qty[BOARD]).toBe(6);
    expect(qty[CLS24]).toBe(16);
    expect(qty["Drywall Screws Coarse Thread 3.5 x 38mm (box of 1000)"]).toBe(1);
    expect(qty[BOARD_FINISH]).toBe(2);
    expect(qty["Self-Adhesive Scrim Tape 50mm x 90m"]).toBe(1);
    expect(t.timeEstimateDays).toBe(2.5);
    expect(reason[BOARD]).toBe(
      "2 faces × (3.6 m × 2.4 m less 1 door × 1.9 m²) = 13.48 m² + 10% ÷ 2.88 m² = 5.15 → 6 boards",
    );
    expect(reason[CLS24]).toMatch(/^9 studs .* = 16 × 2\.4 m CLS 38 × 63$/);
  });

  it("its takeoff is the two faces, not a room's walls and ceiling", () => {
    // The same 3.6 × 2.4 m wall described the way a customer would: 6 boards, 2 Board Finish,
    // nothing sized from a room (no Multi-Finish, no PVA, no width asked for).
    const { t, qty } = take(
      "stud-partition",
      "Build a stud partition wall 3.6m long and 2.4m high with a door, boarded and skimmed both sides",
    );
    expect(qty[BOARD]).toBe(6);
    expect(qty[BOARD_FINISH]).toBe(2);
    expect(t.materials.some((m) => /Multi-Finish|PVA/.test(m.name))).toBe(false);
    expect(t.questions).toEqual([]);
    const board = t.materials.find((m) => m.name === BOARD);
    expect(board?.covers).toEqual({ amount: 2.88, unit: "m2" });
  });

  it("the whole estimate prices the partition only, not a room's walls and ceiling", () => {
    const r = estimate(
      "Build a stud partition wall 3.6m long and 2.4m high with a door, boarded and skimmed both sides",
    );
    expect(r.jobs).toEqual(["Stud partition wall"]);
    expect(r.materials.find((m) => m.name === BOARD)?.quantity).toBe(6);
    expect(r.materials.some((m) => /Multi-Finish/.test(m.name))).toBe(false);
    // A room surface named apart from the partition is still its own job.
    expect(estimate("build a stud partition 3m long and skim the lounge ceiling").jobs).toEqual([
      "Stud partition wall",
      "Skim ceilings",
    ]);
  });

  it("carries each line's reason into the estimate", () => {
    const r = estimate("stud partition 3.6m long 2.4m high with a door");
    const board = r.materials.find((m) => m.name === BOARD);
    expect(board?.quantity).toBe(6);
    expect(board?.reason).toContain("→ 6 boards");
    expect(r.materials.every((m) => typeof m.reason === "string" && m.reason.length > 0)).toBe(
      true,
    );
  });

  it("400 mm centres, taped and jointed instead of skimmed", () => {
    // studs 4 ÷ 0.4 + 1 = 11; plates 2 × ceil(4 ÷ 2.4) = 4; noggins 4.4 ÷ 2.4 → 2 → 17 lengths
    // faces 2 × 4 × 2.4 = 19.2 m² × 1.1 = 21.12 ÷ 2.88 = 7.33 → 8 boards;
    // Easi-Fill 19.2 × 0.4 = 7.68 kg → one 10 kg bag; no Board Finish
    const { qty } = take(
      "stud-partition",
      "stud partition 4m x 2.4m at 400mm centres, taped and jointed",
    );
    expect(qty[CLS24]).toBe(17);
    expect(qty[BOARD]).toBe(8);
    expect(qty[EASI_FILL]).toBe(1);
    expect(qty[BOARD_FINISH]).toBeUndefined();
  });

  it("a wall over 2.4 m takes 3.0 m lengths", () => {
    // 2.7 − 0.076 = 2.624 m studs: 3 ÷ 0.6 + 1 = 6; plates 2 × ceil(3 ÷ 3) = 2; noggins 3.3 ÷ 3 → 2
    // → 10 lengths of 3.0 m; faces 2 × 3 × 2.7 = 16.2 × 1.1 = 17.82 ÷ 2.88 = 6.19 → 7 boards
    const { qty } = take("stud-partition", "stud partition 3m long 2.7m high");
    expect(qty[CLS30]).toBe(10);
    expect(qty[CLS24]).toBeUndefined();
    expect(qty[BOARD]).toBe(7);
  });
});

describe("skirting: perimeter less doorways, cut from 4.4 m lengths", () => {
  it("plans the cuts: offcuts serve short walls, long walls are scarf-jointed", () => {
    // 4.5 × 1.2 hall, 1 door on a long wall: runs 4.5, 3.6, 1.2, 1.2.
    // 4.5 → one 4.4 m length + 0.15 m (+ 0.05 scarf) = 0.2; pieces 4.4, 3.65, 1.25, 1.25, 0.2
    // first fit: [4.4] [3.65 + 0.2] [1.25 + 1.25] → 3 lengths, 1 joint, 13.2 − 10.75 = 2.45 m offcut
    expect(wallRuns(4.5, 1.2, 1)).toEqual([3.6, 4.5, 1.2, 1.2]);
    expect(cutPlan([4.5, 3.6, 1.2, 1.2], 4.4)).toEqual({
      lengths: 3,
      pieces: 5,
      joints: 1,
      offcutM: 2.45,
    });
  });

  it("a hall's skirting is bought close to the wall length, never twice it", () => {
    // 11.4 − 0.9 = 10.5 m → 3 lengths = 13.2 m (1.26 × the run); Gripfill 10.5 ÷ 8 → 2;
    // caulk 10.5 ÷ 12 → 1; days 10.5 ÷ 15 = 0.7 → 1
    const { t, qty, reason } = take("skirting", "new skirting in the hallway 4.5m x 1.2m");
    expect(qty[SKIRTING]).toBe(3);
    expect(qty["Gripfill Original Gap Filling Adhesive 350ml"]).toBe(2);
    expect(qty["Everbuild Decorators Caulk White 380ml"]).toBe(1);
    expect(t.timeEstimateDays).toBe(1);
    expect(reason[SKIRTING]).toBe(
      "Perimeter 11.4 m − 1 doorway × 0.9 m = 10.5 m in 5 pieces, 1 scarf joint → 3 × 4.4 m lengths",
    );
    expect((qty[SKIRTING] ?? 0) * 4.4).toBeLessThanOrEqual(2 * 10.5);
  });

  it("a hall with four doors", () => {
    // 6 × 1.1, 4 doors, one per wall: 6 − 0.9 = 5.1 (×2) → 4.4 + 0.8; 1.1 − 0.9 = 0.2 (×2) → 0.25
    // first fit: [4.4] [4.4] [0.8 + 0.8 + 0.25 + 0.25] → 3 lengths for 10.6 m
    const { qty } = take("skirting", "new skirting in the hallway 6m x 1.1m with 4 doors");
    expect(qty[SKIRTING]).toBe(3);
  });

  it("bedroom 3.5 × 3.2: no two walls share a length", () => {
    // runs 3.5, 2.6 (door), 3.2, 3.2 → pieces 3.55, 3.25, 3.25, 2.65: none pair within 4.4 → 4
    const { qty } = take("skirting", "new skirting in the bedroom 3.5m x 3.2m");
    expect(qty[SKIRTING]).toBe(4);
  });

  it("a stated perimeter loses its doorways before the +10%", () => {
    // 11 − 3 × 0.9 = 8.3 m × 1.1 = 9.13 ÷ 4.4 = 2.08 → 3 lengths; Gripfill 8.3 ÷ 8 → 2
    const { qty, reason } = take(
      "skirting",
      "replace the skirting in the hall, perimeter 11m, 3 doors",
    );
    expect(qty[SKIRTING]).toBe(3);
    expect(qty["Gripfill Original Gap Filling Adhesive 350ml"]).toBe(2);
    expect(reason[SKIRTING]).toBe("8.3 m + 10% for mitres ÷ 4.4 m = 2.08 → 3 lengths");
  });

  it("a stated run with no walls: +10% for mitres", () => {
    // 20 × 1.1 = 22 ÷ 4.4 = 5 lengths
    const { qty, reason } = take("skirting", "20m of skirting");
    expect(qty[SKIRTING]).toBe(5);
    expect(reason[SKIRTING]).toBe("20 m + 10% for mitres ÷ 4.4 m = 5 → 5 lengths");
  });
});

describe("loft insulation: joist layer plus cross layer, roll coverage by thickness", () => {
  it("empty loft 44 m²: 100 mm between joists + 170 mm across = 270 mm", () => {
    // 44 ÷ 13.9 = 3.17 → 4 rolls of 100 mm; 44 ÷ 8.3 = 5.3 → 6 rolls of 170 mm;
    // days 2 layers × 44 ÷ 60 = 1.47 → 1.5
    const { t, qty, reason } = take("loft-insulation", "insulate the loft, 44 square metres");
    expect(qty[LOFT100]).toBe(4);
    expect(qty[LOFT170]).toBe(6);
    expect(t.materials).toHaveLength(2);
    expect(t.timeEstimateDays).toBe(1.5);
    expect(reason[LOFT100]).toBe(
      "100 mm between the 100 mm joists: 44 m² ÷ 13.9 m² per roll = 3.17 → 4 rolls",
    );
    expect(reason[LOFT170]).toBe(
      "170 mm cross-laid over the joists: 44 m² ÷ 8.3 m² per roll = 5.3 → 6 rolls",
    );
  });

  it("asks only what the description left out", () => {
    // Empty loft and joist depth both said: nothing to ask. 40 ÷ 13.9 → 3; 40 ÷ 8.3 → 5.
    const told = take("loft-insulation", "insulate an empty loft 40m2 with 100mm joists");
    expect(told.t.questions).toEqual([]);
    expect(told.qty).toEqual({ [LOFT100]: 3, [LOFT170]: 5 });
    expect(take("loft-insulation", "insulate an empty loft 40m2").t.questions).toEqual([
      "How deep are the ceiling joists? Sets the first layer",
    ]);
  });

  it("top-up over 100 mm: the cross layer only", () => {
    const { qty } = take("loft-insulation", "top up the loft insulation, 44m2, existing 100mm");
    expect(qty[LOFT100]).toBeUndefined();
    expect(qty[LOFT170]).toBe(6);
  });

  it("deeper target: 100 mm between 150 mm joists + 200 mm across for 300 mm", () => {
    // 8 × 5 = 40 m²: 40 ÷ 13.9 = 2.88 → 3 rolls of 100 mm; 300 − 100 = 200 mm: 40 ÷ 6.9 = 5.8 → 6
    const { qty } = take("loft-insulation", "loft insulation 8m x 5m, 150mm joists, up to 300mm");
    expect(qty[LOFT100]).toBe(3);
    expect(qty[LOFT200]).toBe(6);
    expect(qty[LOFT170]).toBeUndefined();
  });

  it("each layer covers the loft once in the whole estimate", () => {
    const r = estimate("Insulate the loft to 270mm, it's 8m x 5m with 100mm joists");
    expect(r.jobs).toEqual(["Loft insulation"]);
    const rolls = Object.fromEntries(r.materials.map((m) => [m.name, m.quantity]));
    expect(rolls).toEqual({ [LOFT100]: 3, [LOFT170]: 5 });
  });
});
