/**
 * "Paint the fence and the shed" priced the fence only: a shed that stands had no job. Worked
 * example in docs/estimating.md, "Shed painting".
 */
import { describe, expect, it } from "vitest";
import { estimate } from "../estimate";
import { parseDescription } from "../parse";
import { JOBS } from "./index";

const takeoff = (text: string) => JOBS["shed-painting"].takeoff(parseDescription(text));

describe("shed painting: the worked example in docs/estimating.md", () => {
  it("an 8 × 6 ft shed: 2 coats × (8.53 m × 1.8 m + 0.55 m² of gables) ÷ 5 m²/L → 2 × 6 L tins", () => {
    const t = takeoff("treat the garden shed 8x6");
    expect(t.materials.map((m) => [m.name, m.quantity])).toEqual([
      ["Cuprinol Less Mess Fence Care Autumn Gold 6L", 2],
    ]);
    expect(t.materials[0]?.reason).toBe(
      "2 coats × (8.53 m × 1.8 m + gables 0.55 m²) = 31.82 m² ÷ 5 m²/L = 6.4 L → 2 × 6 L tins",
    );
    // 0.125 + 31.82 ÷ 30 = 1.186 days → 1.5 days; the size was said, nothing asked.
    expect(t.labourDays).toBeCloseTo(1.186, 3);
    expect(t.timeEstimateDays).toBe(1.5);
    expect(t.questions).toEqual([]);
  });

  it("with no size, an 8 × 6 ft shed is assumed and the size asked", () => {
    const r = estimate("paint the shed");
    expect(r.jobs).toEqual(["Paint or treat a shed"]);
    expect(r.questions).toEqual(["What size is the shed (e.g. 8 x 6 ft)?"]);
  });

  it("a shed base is never painted, and painting a shed builds no base", () => {
    expect(parseDescription("concrete shed base for an 8x6 shed").jobTypes).toEqual(["shed-base"]);
    expect(parseDescription("stain the shed").jobTypes).toEqual(["shed-painting"]);
  });
});
