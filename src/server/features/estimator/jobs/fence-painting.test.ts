/**
 * "Paint the fence" was dropped silently: the painting verbs stepped aside for the fence and the
 * fence job for the paint. Worked example in docs/estimating.md, "Fence painting".
 */
import { describe, expect, it } from "vitest";
import { estimate } from "../estimate";
import { parseDescription } from "../parse";
import { JOBS } from "./index";

const EXAMPLE = "stain the garden fence 12m long both sides";
const takeoff = (text: string) => JOBS["fence-painting"].takeoff(parseDescription(text));

describe("fence painting: the worked example in docs/estimating.md", () => {
  it("12 m × 1.83 m × 2 sides × 2 coats ÷ 5 m²/L = 17.6 L → 3 × 6 L tins", () => {
    const t = takeoff(EXAMPLE);
    expect(t.materials.map((m) => [m.name, m.quantity])).toEqual([
      ["Cuprinol Less Mess Fence Care Autumn Gold 6L", 3],
    ]);
    expect(t.materials[0]?.reason).toBe(
      "2 coats × 12 m × 1.83 m × 2 sides = 87.84 m² ÷ 5 m²/L = 17.6 L → 3 × 6 L tins",
    );
  });

  it("0.125 + 87.84 ÷ 30 = 3.053 days of labour → 3.5 days, no wait; only the height asked", () => {
    const t = takeoff(EXAMPLE);
    expect(t.labourDays).toBeCloseTo(3.053, 3);
    expect(t.waits).toEqual([]);
    expect(t.timeEstimateDays).toBe(3.5);
    expect(t.questions).toEqual(["How high is the fence (6 ft assumed)?"]);
  });
});

describe("fence painting: never dropped", () => {
  it("'paint the fence' is priced at a stated 10 m × 6 ft and asks the length and height", () => {
    // Before: no job, "What work needs doing?"
    const r = estimate("paint the fence");
    expect(r.understood).toBe(true);
    expect(r.jobs).toEqual(["Paint or stain a fence"]);
    // 10 × 1.83 × 2 coats = 36.6 m² ÷ 5 = 7.3 L → 2 tins; 0.125 + 36.6 ÷ 30 = 1.345 → 1.5 days.
    expect(r.materials.map((m) => [m.name, m.quantity])).toEqual([
      ["Cuprinol Less Mess Fence Care Autumn Gold 6L", 2],
    ]);
    expect(r.timeEstimateDays).toBe(1.5);
    expect(r.questions).toEqual(["How long is the fence, and how high (6 ft panels assumed)?"]);
    expect(r.assumptions).toContain("A fence 10 m long assumed");
  });

  it.each([
    ["paint the fence", ["fence-painting"]],
    ["fence paint for 20m of fence, 1.8m high", ["fence-painting"]],
    ["treat the old fence panels, 15m run", ["fence-painting"]],
    ["put up a new fence 10m and paint the fence", ["fencing", "fence-painting"]],
    ["close board fence 12m with concrete posts", ["fencing"]],
    ["paint the lounge 5m x 4m", ["paint-ceilings", "paint-walls"]],
  ])("%s → %j", (text, jobs) => {
    expect(parseDescription(text).jobTypes).toEqual(jobs);
  });

  it("a fence's size as run × height: 20 m × 1.8 m", () => {
    const t = takeoff("fence paint for 20m of fence, 1.8m high");
    // 2 × 20 × 1.8 = 72 m² ÷ 5 = 14.4 L → 3 tins.
    expect(t.materials[0]?.quantity).toBe(3);
    expect(t.questions).toEqual([]);
  });

  it("beside a room, each is priced: the fence outside, the lounge inside", () => {
    const r = estimate("paint the lounge 5m x 4m and paint the fence");
    expect(r.jobs).toEqual(["Paint ceilings", "Paint walls", "Paint or stain a fence"]);
  });
});
