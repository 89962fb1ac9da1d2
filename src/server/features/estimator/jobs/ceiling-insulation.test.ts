import { describe, expect, it } from "vitest";
import { estimate } from "../estimate";
import { parseDescription } from "../parse";
import { JOBS } from "./index";

const BETWEEN_FLOORS = "Soundproof the bedroom ceiling 4m x 3m, floorboards up above";
const UNDER_ROOF =
  "Insulate between the rafters of the loft conversion 5m x 4m, rafters 150mm, PIR and insulated plasterboard";
const takeoff = (text: string) => JOBS["ceiling-insulation"].takeoff(parseDescription(text));
const qty = (text: string) =>
  Object.fromEntries(takeoff(text).materials.map((m) => [m.key, m.quantity]));

describe("ceiling insulation: the worked examples in docs/estimating.md", () => {
  it("between floors: 12 m² of 100 mm acoustic roll from above, 1 roll, a day", () => {
    expect(parseDescription(BETWEEN_FLOORS).jobTypes).toEqual(["ceiling-insulation"]);
    expect(qty(BETWEEN_FLOORS)).toEqual({ acousticRoll: 1 });
    const t = takeoff(BETWEEN_FLOORS);
    expect(t.materials[0]?.reason).toBe(
      "12 m² between the joists ÷ 12.96 m² per roll = 0.93 → 1 roll 100 mm acoustic",
    );
    // 12 m² ÷ 20 m²/day with the floorboards lifted and refixed
    expect(t.labourDays).toBeCloseTo(0.6, 4);
    expect(t.timeEstimateDays).toBe(1);
    expect(t.questions).toEqual([]);
  });

  it("under a roof: 100 mm PIR between 150 mm rafters, 37.5 mm insulated board, skim", () => {
    expect(parseDescription(UNDER_ROOF).jobTypes).toEqual(["ceiling-insulation"]);
    expect(qty(UNDER_ROOF)).toEqual({
      pir100: 8,
      insulatedBoard37: 8,
      screws65: 1,
      boardFinish: 3,
      scrim: 1,
    });
    const t = takeoff(UNDER_ROOF);
    for (const line of t.materials) expect(line.reason).toBeTruthy();
    // 20 / 10 + 20 / 12 + 20 / 25
    expect(t.labourDays).toBeCloseTo(4.4667, 3);
    expect(t.timeEstimateDays).toBe(4.5);
    expect(t.questions).toEqual([]);
    expect(estimate(UNDER_ROOF).timeEstimateDays).toBe(4.5);
  });

  it("50 mm PIR in 100 mm rafters, keeping the ventilation gap", () => {
    const q = qty("insulate the sloping ceiling 4m x 3m, rafters 100mm");
    expect(q.pir50).toBe(5);
    expect(q.pir100).toBeUndefined();
  });
});

describe("ceiling insulation: questions", () => {
  it("asks which case when neither sound nor a roof is said", () => {
    expect(takeoff("insulate the garage ceiling 5m x 2.6m").questions).toEqual([
      "Is it for sound between floors or warmth under a roof, and is the ceiling open or the floor above lifted?",
    ]);
  });

  it("asks how the joists are reached for a soundproofed ceiling, and the size when missing", () => {
    expect(takeoff("soundproof the lounge ceiling").questions).toEqual([
      "How big is the ceiling (length × width)?",
      "Is the ceiling coming down, or will the floorboards above be lifted?",
    ]);
  });
});

describe("ceiling insulation: recognition", () => {
  it.each([
    "soundproof the ceiling",
    "acoustic insulation between floors",
    "insulate the bedroom ceiling",
    "insulate between the joists of the upstairs floor",
    "insulate the room in the roof",
  ])("is ceiling insulation: %s", (text) => {
    expect(parseDescription(text).jobTypes).toContain("ceiling-insulation");
  });

  it.each([
    "insulate the loft",
    "roll out insulation in the loft",
    "top up the loft insulation to 270mm",
    "loft insulation 8m x 5m",
    "acoustic insulation in the stud wall",
  ])("is not ceiling insulation: %s", (text) => {
    expect(parseDescription(text).jobTypes).not.toContain("ceiling-insulation");
  });

  it("loft phrases stay loft insulation", () => {
    expect(parseDescription("roll out insulation in the loft").jobTypes).toEqual([
      "loft-insulation",
    ]);
  });

  it("the rafters of a loft conversion are not rolls over the loft floor", () => {
    expect(parseDescription(UNDER_ROOF).jobTypes).not.toContain("loft-insulation");
  });

  it("re-boarding a soundproofed ceiling is the boarding job beside it", () => {
    expect(
      parseDescription("soundproof the bedroom ceiling 4m x 3m then board and skim the ceiling")
        .jobTypes,
    ).toEqual(["board-ceilings", "skim-ceilings", "ceiling-insulation"]);
  });
});
