import { describe, expect, it } from "vitest";
import { estimate } from "../estimate";
import { parseDescription } from "../parse";
import { planGrass } from "./artificial-grass";
import { JOBS } from "./index";

const EXAMPLE = "artificial grass 6m x 4m";
const takeoff = (text: string) => JOBS["artificial-grass"].takeoff(parseDescription(text));
const qty = (text: string) =>
  Object.fromEntries(takeoff(text).materials.map((m) => [m.key, m.quantity]));

describe("artificial grass: the worked example in docs/estimating.md", () => {
  it("is recognised as artificial grass and nothing else", () => {
    expect(parseDescription(EXAMPLE).jobTypes).toEqual(["artificial-grass"]);
  });

  it("takes off 6 × 4 m: skip, sub-base, laying course, membrane, one 4 m strip, edging, infill", () => {
    expect(qty(EXAMPLE)).toEqual({
      spoilSkip4: 1,
      mot: 5,
      graniteDust: 2,
      weedMembrane: 1,
      artificialGrass4: 28,
      timberEdging: 12,
      pegBatten: 4,
      grassNails: 1,
      jointingSand: 6,
    });
  });

  it("shows its working on every line", () => {
    const lines = takeoff(EXAMPLE).materials;
    for (const line of lines) expect(line.reason).toBeTruthy();
    const reason = (key: string) => lines.find((m) => m.key === key)?.reason;
    expect(reason("spoilSkip4")).toBe(
      "24 m² × 100 mm = 2.4 m³ × 1.25 bulking = 3 m³ loose → 1 × 4 yd³ skip (3.06 m³)",
    );
    expect(reason("artificialGrass4")).toBe(
      "1 strip 4 m wide × 7 m (6 m + 100 mm trim, cut in whole metres) = 28 m²",
    );
    expect(reason("mot")).toBe("24 m² × 75 mm × 2.1 t/m³ = 3.78 t → 5 × 0.85 t bulk bags");
  });

  it("takes 5.5 days by task with no waits", () => {
    const t = takeoff(EXAMPLE);
    // 24 ÷ 12 + 24 ÷ 20 + 20 ÷ 15 + 24 ÷ 25 = 2 + 1.2 + 1.333 + 0.96
    expect(t.labourDays).toBeCloseTo(5.4933, 4);
    expect(t.waits).toEqual([]);
    expect(t.timeEstimateDays).toBe(5.5);
  });

  it("asks nothing the description answered, and states the pile", () => {
    const t = takeoff(EXAMPLE);
    expect(t.questions).toEqual([]);
    expect(t.assumptions.join(" ")).toContain("Mid-range 35 mm pile");
  });

  it("prices through the estimator", () => {
    const r = estimate(EXAMPLE);
    expect(r.understood).toBe(true);
    expect(r.timeEstimateDays).toBe(5.5);
    expect(r.materials.map((m) => m.key)).toContain("artificialGrass4");
  });
});

describe("artificial grass: rolls, seams and inputs", () => {
  it("plans a 6 m wide lawn as a 4 m and a 2 m strip with one taped and glued seam", () => {
    const plan = planGrass(5, 6);
    expect(plan.strips).toEqual([
      { width: 4, length: 6 },
      { width: 2, length: 6 },
    ]);
    expect(plan.seams).toBe(1);
    expect(plan.seamM).toBe(5);
    const q = qty("artificial grass 5m x 6m");
    expect(q.artificialGrass4).toBe(24);
    expect(q.artificialGrass2).toBe(12);
    // 5 m + 5% ÷ 10 m rolls; 5 m ÷ 3 m a cartridge
    expect(q.grassJoiningTape).toBe(1);
    expect(q.grassAdhesive).toBe(2);
  });

  it("lays the strips the way that buys the least grass", () => {
    // Along the 4 m side: two 4 m strips × 5 m = 40 m²; along 9 m: one 4 m strip × 10 m = 40 m²,
    // the same, and no seam, so that one.
    const plan = planGrass(9, 4);
    expect(plan.boughtM2).toBe(40);
    expect(plan.seams).toBe(0);
  });

  it("asks for the lawn's size when missing, never for the pile", () => {
    const q = takeoff("lay some artificial grass in the garden").questions;
    expect(q).toEqual(["What size is the lawn (length × width)?"]);
  });

  it("asks for the length and width when only an area is given, and plans a square", () => {
    const t = takeoff("artificial grass, about 30m2");
    expect(t.questions).toEqual([
      "What are the lawn's length and width (the rolls are planned to its width)?",
    ]);
    expect(t.assumptions).toContain("Lawn taken as square: 5.48 × 5.48 m");
  });

  it("uses sharp sand when said, composite edging with pins, and existing edges with pins only", () => {
    const sand = qty("artificial grass 6m x 4m on sharp sand");
    // 24 m² × 25 mm × 1.6 t/m³ = 0.96 t → 2 bulk bags
    expect(sand.sharpSand).toBe(2);
    expect(sand.graniteDust).toBeUndefined();
    const composite = qty("artificial grass 6m x 4m with composite edging");
    expect(composite.compositeEdging).toBeGreaterThan(0);
    // 20 m ÷ 0.3 m = 67 pins → 2 packs of 50
    expect(composite.grassPins).toBe(2);
    const none = qty("artificial grass 6m x 4m, existing edging");
    expect(none.timberEdging).toBeUndefined();
    expect(none.grassPins).toBe(2);
  });

  it("takes big spoil away by grab lorry", () => {
    // 80 m² × 0.1 × 1.25 = 10 m³ loose → 2 loads of 8 m³
    expect(qty("artificial grass 10m x 8m").grabLorry).toBe(2);
  });
});

describe("artificial grass: recognition", () => {
  it.each(["astroturf the back garden 5x4", "fake grass 20m2", "synthetic turf for the lawn"])(
    "is artificial grass: %s",
    (text) => {
      expect(parseDescription(text).jobTypes).toEqual(["artificial-grass"]);
    },
  );

  it.each(["clean the artificial grass", "repair the fake lawn"])(
    "is not laying artificial grass: %s",
    (text) => {
      expect(parseDescription(text).jobTypes).not.toContain("artificial-grass");
    },
  );
});
