/**
 * Wall insulation, ceiling insulation and lintels through predict-materials (issue 18); hand
 * takeoffs in docs/estimating.md, "Wall insulation", "Ceiling insulation" and "Lintels".
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInBrowser } from "../support/browser";
import { predictMaterials, quantityOf } from "../support/estimator";
import { createTestApp, type TestApp } from "../support/test-app";

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const predict = async (jobDescription: string) =>
  predictMaterials((await signedInBrowser(t)).browser, jobDescription);

describe("predict-materials: insulation and lintels", () => {
  it("insulates two solid walls with insulated plasterboard, reveals and skim", async () => {
    const r = await predict(
      "Insulate the solid external walls with insulated plasterboard, 2 walls 4m x 2.4m and 1 window",
    );
    expect(r.outcome).toBe("ok");
    // (2 × 4 × 2.4 − 1.44) m² = 17.76 m² + 10% ÷ 2.88 m² = 6.78 → 7 boards.
    expect(quantityOf(r, /PL4060 Insulated Plasterboard 62\.5mm/)).toBe(7);
    expect(quantityOf(r, /PL4037 Insulated Plasterboard 37\.5mm/)).toBe(1);
    expect(quantityOf(r, /Dri-Wall Adhesive/)).toBe(4);
    expect(quantityOf(r, /Board Finish/)).toBe(3);
    expect(quantityOf(r, /Gyproc WallBoard/)).toBe(0);
    expect(r.time_estimate_days).toBe(3);
    expect(r.questions).toEqual([]);
  });

  it("insulates a loft conversion's rafters without buying loft rolls", async () => {
    const r = await predict(
      "Insulate between the rafters of the loft conversion 5m x 4m, rafters 150mm, PIR and insulated plasterboard",
    );
    expect(quantityOf(r, /GA4100 PIR/)).toBe(8);
    expect(quantityOf(r, /PL4037/)).toBe(8);
    expect(quantityOf(r, /Loft Roll/)).toBe(0);
    expect(r.time_estimate_days).toBe(4.5);
  });

  it("replaces a lintel over a back door in a cavity wall", async () => {
    const r = await predict("Replace the lintel over the back door, opening 0.9m, cavity wall");
    expect(quantityOf(r, /Catnic CG90\/100 Steel Cavity Lintel 1200mm/)).toBe(1);
    expect(quantityOf(r, /Facing Brick/)).toBe(20);
    expect(quantityOf(r, /Building Sand Handy Bag/)).toBe(2);
    expect(r.labour_days).toBe(1.5);
    expect(r.time_estimate_days).toBe(2.5);
    expect(r.assumptions.join(" ")).toMatch(/building notice/);
  });

  it("says an RSJ needs an engineer's calculation and prices no beam", async () => {
    const r = await predict("fit an RSJ between the lounge and dining room");
    expect(r.predicted_materials.filter((m) => /lintel|beam|rsj/i.test(m.name))).toEqual([]);
    expect(r.assumptions.join(" ")).toMatch(/structural engineer's calculation/);
  });
});
