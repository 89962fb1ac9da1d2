/**
 * Several rooms through predict-materials (issue 18 Deliver 3): every room is priced and named in
 * the plan, the paint is bought once for the total; hand takeoff in docs/estimating.md.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PredictMaterialsResult } from "../../src/shared/schemas/assistant";
import { signedInBrowser } from "../support/browser";
import { createTestApp, type TestApp } from "../support/test-app";

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("predict-materials prices every room of a composite description", () => {
  it("paints the living room and both bedrooms, paint bought once", async () => {
    const { browser } = await signedInBrowser(t);
    const res = await browser.post("/api/ai/predict-materials", {
      jobDescription: "Paint the living room 5m x 4m and two bedrooms 3.5m x 3m.",
    });
    expect(res.status).toBe(200);
    const r = (await res.json()) as PredictMaterialsResult;
    const qty = (re: RegExp) =>
      r.predicted_materials.filter((m) => re.test(m.name)).reduce((s, m) => s + m.quantity, 0);
    // 2 coats × (95.4 m² walls + 41 m² ceilings) ÷ 12 m²/L = 22.73 L → 2 × 10 L + 1 × 5 L.
    expect(qty(/Vinyl Matt.*10L/)).toBe(2);
    expect(qty(/Vinyl Matt.*5L/)).toBe(1);
    expect(r.work_plan.some((s) => s.startsWith("Living room 5 × 4 m: Paint walls"))).toBe(true);
    expect(r.work_plan.some((s) => s.startsWith("Bedrooms (2) 3.5 × 3 m: Paint walls"))).toBe(true);
    expect(r.time_estimate_days).toBe(7);
    expect(r.labour_days).toBe(7);
  });
});
