/**
 * Artificial grass, shed bases and exterior painting through predict-materials (issue 18): the
 * hand takeoffs of docs/estimating.md sections 33–35 reach the API answer with their working.
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

describe("predict-materials prices outdoor jobs from their own takeoffs", () => {
  it("artificial grass 6 × 4 m: one 4 m strip of 28 m², sub-base, edging, infill, 5.5 days", async () => {
    const r = await predict("artificial grass 6m x 4m");
    expect(quantityOf(r, /^Artificial Grass 35mm Pile 4m/)).toBe(28);
    expect(quantityOf(r, /^MOT Type 1/)).toBe(5);
    expect(quantityOf(r, /^Granite Dust/)).toBe(2);
    expect(quantityOf(r, /^Kiln Dried/)).toBe(6);
    expect(quantityOf(r, /Skip Hire 4 Yard/)).toBe(1);
    expect(r.time_estimate_days).toBe(5.5);
    expect(r.questions).toEqual([]);
    const grass = r.predicted_materials.find((m) => m.name.startsWith("Artificial Grass"));
    expect(grass?.reason).toContain("1 strip 4 m wide × 7 m");
  });

  it("concrete shed base for an 8x6 shed: slab mixed on site, 2 days' set, 4 days", async () => {
    const r = await predict("concrete shed base for an 8x6 shed");
    expect(quantityOf(r, /Mastercrete Cement/)).toBe(9);
    expect(quantityOf(r, /^All-in Ballast/)).toBe(2);
    expect(quantityOf(r, /^C24 Treated Regularised Timber 47 x 100mm/)).toBe(4);
    expect(quantityOf(r, /Damp Proof Membrane/)).toBe(1);
    expect(r.time_estimate_days).toBe(4);
    expect(r.assumptions.join(" ")).toContain("Concrete sets before the shed goes on");
  });

  it("paints the front of the house less its openings: one 10 L tin, 2.5 days, no other trade", async () => {
    const r = await predict(
      "paint the front of the house, rendered, 8m x 5m, 3 windows and a door",
    );
    expect(r.predicted_materials.map((m) => [m.name, m.quantity])).toEqual([
      ["Dulux Trade Weathershield Smooth Masonry Paint Pure Brilliant White 10L", 1],
    ]);
    expect(r.time_estimate_days).toBe(2.5);
    expect(r.questions).toEqual([]);
  });

  it("asks a bare shed base for the shed's size and the kind of base", async () => {
    const r = await predict("base for a shed");
    expect(r.questions.length).toBe(2);
    expect(r.questions[0]).toContain("What size is the shed");
    expect(r.questions[1]).toContain("Concrete, slabs or a plastic grid base?");
  });
});
