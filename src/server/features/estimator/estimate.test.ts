import { describe, expect, it } from "vitest";
import {
  BENCH_DESCRIPTIONS,
  COMPOSITE_BENCH_DESCRIPTIONS,
} from "../../../../tests/fixtures/estimator-descriptions";
import { BASE_PRODUCTS } from "../../db/seed/catalogue-data";
import { estimate, UNKNOWN_JOB_QUESTIONS } from "./estimate";
import { NOT_IN_SEED, P } from "./materials";

const qty = (r: ReturnType<typeof estimate>, name: string) =>
  r.materials.find((m) => m.name === name)?.quantity;

describe("estimate: descriptions it does not understand", () => {
  it.each([
    "",
    "hello",
    "can you give me a price",
    "fix my car",
    "sort out the thing we talked about",
    "need a quote asap for next week",
    "4m x 3m",
  ])("%j → not understood, no materials, clarifying questions", (text) => {
    const r = estimate(text);
    expect(r.understood).toBe(false);
    expect(r.materials).toEqual([]);
    expect(r.jobs).toEqual([]);
    expect(r.workPlan).toEqual([]);
    expect(r.timeEstimateDays).toBe(0);
    expect(r.questions).toEqual(UNKNOWN_JOB_QUESTIONS);
  });
});

describe("estimate: defaults and questions", () => {
  it("uses a typical room size when none is given, and asks for the real one", () => {
    const r = estimate("lay laminate in the double bedroom");
    expect(r.understood).toBe(true);
    expect(r.assumptions).toContain("A typical double bedroom 3.5 m × 3.2 m (11.2 m²) assumed");
    expect(r.questions.some((q) => q.includes("length and width"))).toBe(true);
  });
  it("asks for the ceiling height when walls are involved and it was not given", () => {
    const r = estimate("paint the lounge walls 5m x 4m");
    expect(r.assumptions.some((a) => a.startsWith("Walls 2.4 m high assumed"))).toBe(true);
    expect(r.questions.some((q) => q.includes("ceiling height"))).toBe(true);
  });
  it("does not ask for what it was told", () => {
    const r = estimate("paint the lounge walls 5m x 4m, 2.4m high, 2 coats, 1 door 1 window");
    expect(r.questions.some((q) => q.includes("ceiling height"))).toBe(false);
    expect(r.questions.some((q) => q.includes("length and width"))).toBe(false);
  });
});

describe("estimate: combined jobs", () => {
  it("skim and paint the bedroom: shared plaster bags, mist coat, plan in trade order", () => {
    // walls 28.76 m² × 1.1 = 31.64 + ceiling 11.2 × 1.1 = 12.32 → 43.96 m² ÷ 10 = 4.4 → 5 bags
    // (separately 4 + 2 = 6). Mist coat (28.76 + 11.2) ÷ 12 = 3.33 L → one 10 L contract matt.
    // Finish coats: walls 4.79 L + ceiling 1.87 L = 6.66 L → one 10 L tin.
    const r = estimate("skim and paint the bedroom 3.5m x 3.2m");
    expect(r.jobs).toEqual(["Skim ceilings", "Skim walls", "Paint ceilings", "Paint walls"]);
    expect(qty(r, "British Gypsum Thistle Multi-Finish 25kg")).toBe(5);
    expect(qty(r, "Leyland Trade Contract Matt Mist Coat Brilliant White 10L")).toBe(1);
    expect(qty(r, "Dulux Trade Vinyl Matt Pure Brilliant White 10L")).toBe(1);
    expect(qty(r, "Dulux Trade Vinyl Matt Pure Brilliant White 5L")).toBeUndefined();
    const firstPaint = r.workPlan.findIndex((s) => s.startsWith("Paint"));
    const lastSkim = r.workPlan.map((s) => s.startsWith("Skim")).lastIndexOf(true);
    expect(lastSkim).toBeLessThan(firstPaint);
    // skim 28.76/30 + 11.2/25 = 1.407; paint ceiling 11.2 × 3 / 35 = 0.96; walls 0.25 + 28.76 × 3 / 50
    // = 1.976 → 4.343, + 3 days for the skim to dry before the mist coat → 7.5 days
    expect(r.timeEstimateDays).toBe(7.5);
    expect(r.assumptions).toContain("Taken to include: skim walls");
  });
  it("new bathroom floor and walls, plus radiator", () => {
    const r = estimate("tile the bathroom walls and floor and replace the towel rail");
    expect(r.jobs).toEqual(["Radiators", "Tile walls", "Tile floor"]);
    expect(qty(r, "Chrome Straight Heated Towel Rail 800 x 500mm")).toBe(1);
  });
});

describe("estimate: measurements take precedence over the text", () => {
  it("uses the panel's size for the takeoff", () => {
    const text = "laminate in the lounge 4m x 3m";
    const fromText = estimate(text);
    // 12 × 1.1 = 13.2 ÷ 2.22 = 5.95 → 6 packs
    expect(qty(fromText, "Kronotex 8mm Laminate Flooring Natural Oak (2.22 m² pack)")).toBe(6);
    const fromPanel = estimate(text, [
      { label: "Length", value: 6, unit: "m" },
      { label: "Width", value: 500, unit: "cm" },
    ]);
    // 30 × 1.1 = 33 ÷ 2.22 = 14.86 → 15 packs
    expect(qty(fromPanel, "Kronotex 8mm Laminate Flooring Natural Oak (2.22 m² pack)")).toBe(15);
  });
  it("uses a panel height in feet", () => {
    const r = estimate("paint the bedroom walls 3.5m x 3.2m, 2.4m high", [
      { label: "Height", value: 10, unit: "ft" },
    ]);
    // 13.4 × 3.048 = 40.84 − 3.4 = 37.44 m²
    expect(r.assumptions.some((a) => a.includes("= 37.44 m²"))).toBe(true);
  });
});

describe("materials follow the seeded catalogue", () => {
  it("every material is in the seed with the same unit and price (except the listed extras)", () => {
    const seed = new Map(BASE_PRODUCTS.map((b) => [b.name, b]));
    for (const product of Object.values(P)) {
      if (NOT_IN_SEED.has(product.name)) continue;
      const found = seed.get(product.name);
      expect(found, product.name).toBeDefined();
      expect(found?.unit, product.name).toBe(product.unit);
      expect(found?.pricePence, product.name).toBe(product.pricePence);
    }
  });
});

describe("bench descriptions", () => {
  it("has 100 descriptions, nearly all understood, each estimated deterministically", () => {
    expect(BENCH_DESCRIPTIONS.length).toBe(100);
    let understood = 0;
    for (const d of BENCH_DESCRIPTIONS) {
      const a = estimate(d);
      expect(estimate(d)).toEqual(a);
      if (a.understood) understood++;
    }
    expect(understood).toBeGreaterThanOrEqual(95);
  });

  it("has 100 composite descriptions, each understood as more than one job or room", () => {
    expect(COMPOSITE_BENCH_DESCRIPTIONS.length).toBe(100);
    let several = 0;
    for (const d of COMPOSITE_BENCH_DESCRIPTIONS) {
      const a = estimate(d);
      expect(estimate(d)).toEqual(a);
      if (a.jobs.length > 1 || a.workPlan.length > 1) several++;
    }
    expect(several).toBeGreaterThanOrEqual(90);
  });
});
