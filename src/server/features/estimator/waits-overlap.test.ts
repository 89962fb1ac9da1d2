/**
 * Waits that other work fills (issue 18 Deliver 4): in a composite job, one room's or job's wait
 * (plaster drying, adhesive curing, a mortar bed setting) overlaps the labour on another room or
 * job that does not depend on it. Elapsed days = the longer of the labour path and each chain's
 * own labour + waits, rounded up to half days. Worked in docs/estimating.md, "Days".
 */
import { describe, expect, it } from "vitest";
import { estimate } from "./estimate";
import { elapsedDays, overlappedDays } from "./units";

const plaster = { key: "plaster-dry", what: "Mist coat once the new plaster is dry", days: 3 };
const grout = { key: "tile-adhesive", what: "Grout after 24 h", days: 1 };

describe("overlappedDays", () => {
  it("one chain is labour plus its waits, exactly as before", () => {
    expect(overlappedDays([{ labourDays: 2, waits: [grout, plaster] }])).toBe(
      elapsedDays(2, [grout, plaster]),
    );
    expect(overlappedDays([{ labourDays: 3.1, waits: [grout] }], 2)).toBe(2.55);
  });

  it("a wait is filled by another chain's labour, up to the longer path", () => {
    // Labour path 4.58 + 0.6 = 5.18; kitchen path 4.58 + 3 = 7.58; bathroom 0.6 + 1 = 1.6.
    const chains = [
      { labourDays: 4.58, waits: [plaster] },
      { labourDays: 0.6, waits: [grout] },
    ];
    expect(overlappedDays(chains)).toBe(7.58);
    // Enough other work swallows the wait: 1 + 5 of labour, the 1-day wait inside it.
    expect(
      overlappedDays([
        { labourDays: 1, waits: [grout] },
        { labourDays: 5, waits: [] },
      ]),
    ).toBe(6);
  });
});

describe("composite jobs", () => {
  it("the kitchen's plaster dries while the bathroom floor is tiled", () => {
    // Kitchen 4 × 3 m skim + paint: 1.487 + 2.062 + 1.029 = 4.577; + 3 days drying = 7.577.
    // Bathroom floor 3 m²: 0.25 + 3 ÷ 12 + 3 ÷ 30 = 0.6; its grout wait is inside the kitchen's work.
    // Labour 5.177; elapsed max(5.177, 7.577, 1.6) = 7.577 → 8 (before: 5.177 + 3 + 1 → 9.5).
    const r = estimate("skim and paint the kitchen 4m x 3m and tile the bathroom floor 2m x 1.5m");
    expect(r.labourDays).toBe(5.1773);
    expect(r.timeEstimateDays).toBe(8);
    expect(r.assumptions).toContain(
      "Bathroom 2 × 1.5 m (tile floor): Grout after 24 h, 1 day's wait while Kitchen 4 × 3 m (skim ceilings, skim walls, paint ceilings, paint walls) is worked on (4.58 days): no extra days",
    );
    expect(r.assumptions).toContain(
      "Kitchen 4 × 3 m (skim ceilings, skim walls, paint ceilings, paint walls): Mist coat once the new plaster is dry (3 days), 3 days' wait while Bathroom 2 × 1.5 m (tile floor) is worked on (0.6 days): +2.4 days",
    );
    expect(r.waits.map((w) => [w.what, w.days])).toEqual([
      [
        "Kitchen 4 × 3 m (skim ceilings, skim walls, paint ceilings, paint walls): Mist coat once the new plaster is dry (3 days)",
        3,
      ],
      ["Bathroom 2 × 1.5 m (tile floor): Grout after 24 h", 1],
    ]);
  });

  it("a crew shares the labour, never the drying", () => {
    // Labour path 5.177 ÷ 2 = 2.589; kitchen 4.577 ÷ 2 + 3 = 5.289 → 5.5.
    const r = estimate(
      "skim and paint the kitchen 4m x 3m and tile the bathroom floor 2m x 1.5m, two of us",
    );
    expect(r.crew).toBe(2);
    expect(r.timeEstimateDays).toBe(5.5);
  });

  it("a kitchen ceiling is skimmed while the bathroom floor's adhesive cures", () => {
    // Ceiling 12 ÷ 25 = 0.48; bathroom 0.6 + 1 = 1.6 > labour 1.08 → 2 (before 2.08 → 2.5).
    const r = estimate("skim the kitchen ceiling 4m x 3m and tile the bathroom floor 2m x 1.5m");
    expect(r.labourDays).toBe(1.08);
    expect(r.timeEstimateDays).toBe(2);
    expect(r.assumptions).toContain(
      "Bathroom 2 × 1.5 m (tile floor): Grout after 24 h, 1 day's wait while Kitchen 4 × 3 m (skim ceilings) is worked on (0.48 days): +0.52 days",
    );
  });

  it("a patio's bed sets while the driveway is laid, and the other way round", () => {
    // Patio 3.1 + 1, driveway 9.367 + 1; labour 12.467 covers both waits → 12.5 (before 14.5).
    const r = estimate("patio 4m x 3m and a block paved driveway 6m x 5m");
    expect(r.labourDays).toBe(12.4667);
    expect(r.timeEstimateDays).toBe(12.5);
    expect(r.assumptions.filter((a) => a.endsWith(": no extra days"))).toHaveLength(2);
  });

  it("'skim and paint the kitchen ceiling' after the bathroom: the kitchen is skimmed, not the bathroom", () => {
    // Kitchen ceiling 12 m²: skim 12 ÷ 25 = 0.48, paint 3 coats × 12 ÷ 35 = 1.029, + 3 days drying
    // = 4.509; bathroom 0.6 + 1; labour 2.109 → 4.509 → 5 (before: "skim" went to the bathroom).
    const r = estimate(
      "Tile the bathroom floor 2m x 1.5m and skim and paint the kitchen ceiling 4m x 3m",
    );
    expect(r.workPlan.filter((s) => s.startsWith("Bathroom")).join(" ")).not.toMatch(/Skim/);
    expect(r.jobs).toEqual(["Tile floor", "Skim ceilings", "Paint ceilings"]);
    expect(r.labourDays).toBe(2.1086);
    expect(r.timeEstimateDays).toBe(5);
    expect(r.questions).toEqual([]);
  });

  it("one elevation's render cures while the other is rendered", () => {
    // Front 8 × 5 m 7.1 days, back 6 × 5 m 5.367 (before: the back wall was dropped, 7.1 days of
    // labour). Each waits 1 (scratch coat) + 7 (dry before paint); front path 15.1, back 13.367,
    // labour 12.467 → 15.1 → 15.5 (the two in a row: 12.467 + 8 → 20.5).
    const r = estimate("render the front wall 8m x 5m and the back wall 6m x 5m");
    expect(r.labourDays).toBe(12.4667);
    expect(r.timeEstimateDays).toBe(15.5);
    expect(r.assumptions.filter((a) => a.endsWith(": no extra days"))).toHaveLength(1);
    expect(r.assumptions.some((a) => a.endsWith(": +2.63 days"))).toBe(true);
  });

  it("one room keeps its waits in line: skim then paint waits for the plaster", () => {
    // Same room: the paint depends on the plaster, nothing fills the wait (days.test.ts pins 7.5).
    const r = estimate("skim and paint the bedroom 3.5m x 3.2m");
    expect(r.timeEstimateDays).toBe(7.5);
    expect(r.assumptions.some((a) => a.includes("wait while"))).toBe(false);
    expect(r.waits).toEqual([
      {
        key: "plaster-dry",
        what: "Mist coat once the new plaster is dry (3 days)",
        days: 3,
      },
    ]);
  });
});
