import { describe, expect, it } from "vitest";
import { estimate } from "../estimate";
import { parseDescription } from "../parse";
import { JOBS } from "./index";

const EXAMPLE =
  "Insulate the solid external walls with insulated plasterboard, 2 walls 4m x 2.4m and 1 window";
const takeoff = (text: string) => JOBS["wall-insulation"].takeoff(parseDescription(text));
const qty = (text: string) =>
  Object.fromEntries(takeoff(text).materials.map((m) => [m.key, m.quantity]));

describe("wall insulation: the worked example in docs/estimating.md", () => {
  it("is recognised as wall insulation and nothing else (no boarding, skim or brick wall)", () => {
    expect(parseDescription(EXAMPLE).jobTypes).toEqual(["wall-insulation"]);
  });

  it("takes off two 4 × 2.4 m walls less a window in 62.5 mm board, with reveals and skim", () => {
    expect(qty(EXAMPLE)).toEqual({
      insulatedBoard62: 7,
      nailablePlugs: 1,
      insulatedBoard37: 1,
      angleBead: 2,
      driWallAdhesive: 4,
      boardFinish: 3,
      scrim: 1,
    });
  });

  it("shows its working on every line", () => {
    const lines = takeoff(EXAMPLE).materials;
    for (const line of lines) expect(line.reason).toBeTruthy();
    const boards = lines.find((m) => m.key === "insulatedBoard62");
    expect(boards?.reason).toBe(
      "17.76 m² + 10% ÷ 2.88 m² = 6.78 → 7 boards 62.5 mm insulated plasterboard",
    );
    const glue = lines.find((m) => m.key === "driWallAdhesive");
    expect(glue?.reason).toBe("8 boards ÷ 2 per 25 kg bag (perimeter bead and dabs) → 4 bags");
    expect(takeoff(EXAMPLE).assumptions).toContain(
      "4 × 2.4 + 4 × 2.4 m − 1.44 m² of openings = 17.76 m² (window 1.2 × 1.2 m)",
    );
  });

  it("takes 2.06 days of labour and the adhesive's overnight set: 3 days", () => {
    const t = takeoff(EXAMPLE);
    // 17.76 / 15 + 1 reveal × 0.25 + (17.76 + 0.9) / 30
    expect(t.labourDays).toBeCloseTo(2.056, 3);
    expect(t.waits.map((w) => [w.key, w.days])).toEqual([["dab-set", 0.5]]);
    expect(t.timeEstimateDays).toBe(3);
  });

  it("says the skim comes with it and asks nothing the description answered", () => {
    const t = takeoff(EXAMPLE);
    expect(t.questions).toEqual([]);
    expect(t.assumptions.some((a) => a.startsWith("Skim included"))).toBe(true);
  });

  it("prices through the estimator", () => {
    const r = estimate(EXAMPLE);
    expect(r.understood).toBe(true);
    expect(r.timeEstimateDays).toBe(3);
    expect(r.materials.map((m) => m.key)).toContain("insulatedBoard62");
  });
});

describe("wall insulation: inputs and systems", () => {
  it("a bare description asks which walls, how big and how many windows", () => {
    const t = takeoff("internal wall insulation please");
    expect(t.questions).toEqual([
      "Which walls and how big (length × height), and how many windows?",
    ]);
    expect(t.assumptions).toContain("One wall 4 m long and 2.4 m high assumed");
  });

  it("a room's plan size is not a wall 3.5 m high: its longest wall is taken and asked about", () => {
    const t = takeoff("insulate the external walls of the lounge 4m x 3.5m, 1 window");
    expect(t.assumptions).toContain(
      "4 × 3.5 m read as the room's plan: one outside wall 4 m long and 2.4 m high assumed",
    );
    expect(t.questions).toEqual([
      "Which walls and how big (length × height), and how many windows?",
    ]);
  });

  it("asks for windows when the walls are sized but the openings are not", () => {
    expect(takeoff("insulate the front wall 5m x 2.4m").questions).toEqual([
      "How many windows and doors are in those walls?",
    ]);
  });

  it("battens when said: CLS at 600 mm, 50 mm PIR, vapour control, plasterboard, skim", () => {
    const q = qty(
      "internal wall insulation on the gable wall 5m x 2.4m, battens and PIR, no windows",
    );
    // (ceil(5 / 0.6) + 1) studs × 2.4 m + head and sole 2 × 5 m = 34 m + 10% → 16 lengths
    expect(q).toEqual({
      cls63x24: 16,
      frameFixings: 2,
      pir50: 5,
      vapourControl: 1,
      foilTape: 1,
      board: 5,
      drywallScrews: 1,
      boardFinish: 2,
      scrim: 1,
    });
  });

  it("tape and joint instead of the skim when said", () => {
    const q = qty("insulated plasterboard on the back wall 4m x 2.4m, no windows, tape and joint");
    expect(q.easiFill).toBe(1);
    expect(q.boardFinish).toBeUndefined();
  });

  it("blown cavity wall insulation is a specialist's: said, not priced", () => {
    const t = takeoff("cavity wall insulation for a 3 bed semi");
    expect(t.materials).toEqual([]);
    expect(t.assumptions[0]).toMatch(/registered installer.*not priced/);
    const jobs = parseDescription("cavity wall insulation for a 3 bed semi").jobTypes;
    expect(jobs).toEqual(["wall-insulation"]);
  });

  it("cavity fill alone shows no days and asks, never a bare half-day minimum", () => {
    // Before: 0.5 days and "One tradesperson: 0 days of labour" with nothing priced or asked.
    const r = estimate("cavity wall insulation for a 3 bed semi");
    expect(r.materials).toEqual([]);
    expect(r.timeEstimateDays).toBe(0);
    expect(r.labourDays).toBe(0);
    expect(r.assumptions).toContain(
      "Nothing priced and no days: the installer surveys and quotes the work themselves",
    );
    expect(r.assumptions.some((a) => /One tradesperson/.test(a))).toBe(false);
    expect(r.questions).toEqual([
      "Is it the specialist's insulation only (not priced here), or are the walls also to be lined inside with insulated plasterboard?",
    ]);
    expect(takeoff("cavity wall insulation for a 3 bed semi").timeEstimateDays).toBe(0);
  });

  it("'fill the cavity walls' is the specialist's cavity fill, never a brick wall to build", () => {
    // Before: "cavity walls" with a size built 40 m² of brick and block (8.4 days).
    const r = estimate("fill the cavity walls, 40m2");
    expect(r.jobs).toEqual(["Wall insulation"]);
    expect(r.materials).toEqual([]);
    expect(r.timeEstimateDays).toBe(0);
  });

  it("cavity fill beside priced work keeps that work's days", () => {
    const r = estimate("cavity wall insulation and paint the lounge 5m x 4m");
    expect(r.timeEstimateDays).toBeGreaterThan(0);
  });
});

describe("wall insulation: recognition", () => {
  it.each([
    "insulate the external walls",
    "internal wall insulation in the back bedroom",
    "insulated plasterboard on the gable wall",
    "insulate 2 solid walls",
    "IWI to the front of the house",
  ])("is wall insulation: %s", (text) => {
    expect(parseDescription(text).jobTypes).toContain("wall-insulation");
  });

  it.each([
    "insulate the stud wall",
    "top up the loft insulation",
    "build a cavity wall 5m long 1m high",
    "dry line the lounge walls 5m x 4m",
  ])("is not wall insulation: %s", (text) => {
    expect(parseDescription(text).jobTypes).not.toContain("wall-insulation");
  });

  it("insulating the front wall is not building a brick wall or boarding a room", () => {
    const jobs = parseDescription("insulate the front wall 4m x 2.4m, dot and dab").jobTypes;
    expect(jobs).toEqual(["wall-insulation"]);
  });

  it("building a cavity wall still builds brick and block", () => {
    expect(parseDescription("build a cavity wall").jobTypes).toEqual(["brick-wall", "block-wall"]);
  });
});
