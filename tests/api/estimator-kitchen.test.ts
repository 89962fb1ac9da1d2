/**
 * Kitchen fitting and a kitchen re-tile through predict-materials (issue 18): the worked examples
 * of docs/estimating.md sections 29 and 30, priced for a signed-in business.
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

describe("predict-materials fits a kitchen", () => {
  it("prices units, worktops, trims and the tiled splashback in 5.5 days", async () => {
    const r = await predict(
      "Fit a kitchen: 6 base units, 4 wall units, L-shaped worktop 3.6m + 2.4m, tiled splashback",
    );
    expect(r.outcome).toBe("ok");
    expect(quantityOf(r, /^Kitchen Base Unit 600mm/)).toBe(6);
    expect(quantityOf(r, /^Kitchen Wall Unit 600/)).toBe(4);
    expect(quantityOf(r, /^Laminate Worktop .* x 4\.1m$/)).toBe(1);
    expect(quantityOf(r, /^Laminate Worktop .* x 3m$/)).toBe(1);
    expect(quantityOf(r, /^Kitchen Plinth/)).toBe(2);
    expect(quantityOf(r, /^Worktop Connector Bolts/)).toBe(1);
    expect(quantityOf(r, /^Metro Bevelled Wall Tile/)).toBe(4);
    // 4.37 days of fitting and tiling + 1 day before grouting.
    expect(r.time_estimate_days).toBe(5.5);
    expect(r.labour_days).toBe(4.5);
    expect(r.work_plan.some((s) => /set out and level the base units/.test(s))).toBe(true);
    expect(r.assumptions.some((a) => /Appliances supplied and fitted by others/.test(a))).toBe(
      true,
    );
    expect(r.questions.join(" ")).toMatch(/laminate, solid wood or quartz/);
    expect(r.questions.join(" ")).not.toMatch(/room|ceiling height|length × width/i);
  });

  it("re-tiles the kitchen walls: strip, make good, sacks, tiles, grout, 2 days", async () => {
    const r = await predict("Re-tile the kitchen walls above the worktops, 3m x 0.6m");
    expect(quantityOf(r, /Rubble Sacks/)).toBe(1);
    expect(quantityOf(r, /Thistle Bonding Coat/)).toBe(1);
    expect(quantityOf(r, /^Metro Bevelled Wall Tile/)).toBe(2);
    expect(quantityOf(r, /^Kitchen (?:Base|Wall) Unit/)).toBe(0);
    expect(r.time_estimate_days).toBe(2);
    expect(r.questions).toEqual([]);
  });
});
