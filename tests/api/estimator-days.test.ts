/**
 * Days through the API (issue 18): the quote is charged on the work (labour_days), while
 * time_estimate_days also counts the waits the materials impose (grout after 24 h).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PredictMaterialsResult, PublicEstimate } from "../../src/shared/schemas/assistant";
import { type Browser, signedInBrowser } from "../support/browser";
import { createTestApp, type TestApp } from "../support/test-app";

let t: TestApp;
let b: Browser;

beforeAll(async () => {
  t = await createTestApp();
  b = (await signedInBrowser(t)).browser;
});
afterAll(() => t.close());

describe("days on predict-materials", () => {
  it("a small tiled floor: 1 day of work, 2 days on site with the adhesive's cure", async () => {
    // 0.25 prep + 4 ÷ 12 lay + 4 ÷ 30 grout = 0.717 → 1 day charged; + grout after 24 h → 2 days
    const res = await b.post("/api/ai/predict-materials", {
      jobDescription: "Tile the 4m2 bathroom floor",
    });
    expect(res.status).toBe(200);
    const r = (await res.json()) as PredictMaterialsResult;
    expect(r.time_estimate_days).toBe(2);
    expect(r.labour_days).toBe(1);
    expect(r.assumptions).toContain("Grout after 24 h: +1 day");
  });

  it("a description it does not understand carries no labour days", async () => {
    const res = await b.post("/api/ai/predict-materials", {
      jobDescription: "Quote for some work",
    });
    expect(res.status).toBe(200);
    const r = (await res.json()) as PredictMaterialsResult;
    expect(r.labour_days).toBeUndefined();
  });
});

describe("days on the public estimate", () => {
  it("returns the elapsed days and the labour days apart", async () => {
    const res = await t.request("/api/public/estimate", {
      method: "POST",
      json: { jobDescription: "Lay a patio 4m x 3m" },
      ip: "203.0.113.181",
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as PublicEstimate;
    // 3.1 days of work → 3.5 charged; + the bed sets 24 h before pointing → 4.5 on site
    expect(body.labourDays).toBe(3.5);
    expect(body.timeEstimateDays).toBe(4.5);
  });
});
