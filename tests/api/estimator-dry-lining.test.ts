/**
 * Dry lining through predict-materials (issue 18): dot and dab buys Dri-Wall adhesive, not screws,
 * and a skim said for the ceiling leaves the dry-lined walls taped and jointed. Hand takeoff in
 * docs/estimating.md (7/8 boarding), pinned also in jobs/dry-lining.test.ts.
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

describe("predict-materials: dry lining", () => {
  it("dot and dab: 16 sheets on 8 bags of Dri-Wall adhesive, no screws, 4.5 days with the jointing", async () => {
    const r = await predict(
      "Dot and dab the walls of the lounge 5m x 4m, 2.4m high, tape and joint",
    );
    expect(quantityOf(r, /Dri-Wall Adhesive/)).toBe(8);
    expect(quantityOf(r, /Drywall Screws/)).toBe(0);
    expect(quantityOf(r, /Easi-Fill/)).toBe(2);
    expect(r.time_estimate_days).toBe(4.5);
  });

  it("'dry line the walls and skim the ceiling': the walls are jointed, only the ceiling skimmed", async () => {
    const r = await predict("Dry line the walls of the lounge 5m x 4m and skim the ceiling");
    expect(quantityOf(r, /Easi-Fill/)).toBe(2);
    expect(quantityOf(r, /Board Finish/)).toBe(0);
    expect(quantityOf(r, /Multi-Finish/)).toBe(3);
  });
});
