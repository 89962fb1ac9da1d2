/**
 * Issue 18, geometry per job: each estimator line reaches the API with what one unit covers and
 * the one-line working behind its quantity (docs/estimating.md, "Lines carry their working").
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PredictMaterialsResult, PublicEstimate } from "../../src/shared/schemas/assistant";
import { type Browser, signedInBrowser } from "../support/browser";
import { createTestApp, type TestApp } from "../support/test-app";

const BOARD = "British Gypsum Gyproc WallBoard 12.5mm 2400 x 1200mm";
const LOFT100 = "Knauf Earthwool Loft Roll 44 100mm";

let t: TestApp;
let b: Browser;

beforeAll(async () => {
  t = await createTestApp();
  b = (await signedInBrowser(t)).browser;
});
afterAll(() => t.close());

describe("estimator lines carry covers and reason", () => {
  it("predict-materials: a partition's boards show the two-face working", async () => {
    const res = await b.post("/api/ai/predict-materials", {
      jobDescription: "stud partition 3.6m long 2.4m high with a door",
    });
    expect(res.status).toBe(200);
    const r = (await res.json()) as PredictMaterialsResult;
    const board = r.predicted_materials.find((m) => m.name === BOARD);
    expect(board).toMatchObject({
      quantity: 6,
      covers: { amount: 2.88, unit: "m2" },
      reason:
        "2 faces × (3.6 m × 2.4 m less 1 door × 1.9 m²) = 13.48 m² + 10% ÷ 2.88 m² = 5.15 → 6 boards",
    });
  });

  it("public estimate: loft rolls by the catalogue's coverage per thickness", async () => {
    const res = await t.request("/api/public/estimate", {
      method: "POST",
      json: { jobDescription: "insulate the loft, 44 square metres" },
      ip: "192.0.2.118",
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as PublicEstimate;
    const roll = body.materials.find((m) => m.name === LOFT100);
    expect(roll).toMatchObject({
      quantity: 4,
      covers: { amount: 13.9, unit: "m2" },
      reason: "100 mm between the 100 mm joists: 44 m² ÷ 13.9 m² per roll = 3.17 → 4 rolls",
    });
  });
});
