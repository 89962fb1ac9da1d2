/**
 * Coving and skimming plasterboard through predict-materials (issue 18 Deliver 2): the hand
 * takeoffs of docs/estimating.md "Coving" and "Plastering over plasterboard".
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

describe("predict-materials: coving", () => {
  it("coves a 5 × 4 m lounge: 7 lengths of 127 mm cove, 2 bags of adhesive, 2 caulk, 1 day", async () => {
    const r = await predict("Cove the lounge ceiling 5m x 4m");
    expect(quantityOf(r, /Gyproc Cove 127mm 3m/)).toBe(7);
    expect(quantityOf(r, /Gyproc Cove Adhesive/)).toBe(2);
    expect(quantityOf(r, /Decorators Caulk/)).toBe(2);
    const cove = r.predicted_materials.find((m) => /Gyproc Cove 127mm/.test(m.name));
    expect(cove?.reason).toContain("18 m in 8 pieces");
    expect(r.predicted_materials.some((m) => /plasterboard|Multi-Finish/i.test(m.name))).toBe(
      false,
    );
    expect(r.time_estimate_days).toBe(1);
  });
});

describe("predict-materials: plastering over plasterboard", () => {
  it("skims a new 4 × 3 m board ceiling: 2 bags, 1 scrim, no boards, no PVA, 0.5 days (no decorating to wait for)", async () => {
    const r = await predict("Skim the new plasterboard ceiling 4m x 3m, tape the joints");
    expect(quantityOf(r, /Thistle Multi-Finish/)).toBe(2);
    expect(quantityOf(r, /Scrim Tape/)).toBe(1);
    expect(quantityOf(r, /Gyproc WallBoard|Drywall Screws|PVA/)).toBe(0);
    expect(r.time_estimate_days).toBe(0.5);
  });

  it("dry lining with no finish said is taped and jointed, and the finish is asked", async () => {
    const r = await predict("Dry line the walls of the lounge 5m x 4m");
    expect(quantityOf(r, /Easi-Fill/)).toBe(2);
    expect(quantityOf(r, /Thistle/)).toBe(0);
    expect(r.questions.join(" ")).toContain(
      "Dry lining taped and jointed ready to paint, or skimmed",
    );
  });
});
