import { describe, expect, it } from "vitest";
import { essentialQuestions } from "../chat-questions";
import { estimate } from "../estimate";
import { parseDescription } from "../parse";
import { JOBS } from "./index";
import { boardFinishOf } from "./recognition";

const EXAMPLE = "skim the new plasterboard ceiling 4m x 3m, tape the joints";
const takeoff = (text: string) => JOBS["skim-plasterboard"].takeoff(parseDescription(text));
const qty = (text: string) =>
  Object.fromEntries(takeoff(text).materials.map((m) => [m.key, m.quantity]));
const jobsOf = (text: string) => parseDescription(text).jobTypes;

describe("plastering over plasterboard: the worked example in docs/estimating.md", () => {
  it("is recognised as skimming boards already up, not boarding", () => {
    expect(jobsOf(EXAMPLE)).toEqual(["skim-plasterboard"]);
  });

  it("takes off 12 m²: 2 bags of Multi-Finish and a roll of scrim, no PVA on new board", () => {
    expect(qty(EXAMPLE)).toEqual({ multiFinish: 2, scrim: 1 });
    const t = takeoff(EXAMPLE);
    expect(t.assumptions.join(" ")).toContain("No PVA on new paper-faced board");
    expect(t.assumptions.join(" ")).toContain("1.25 m of joint per m²");
  });

  it("shows its working on every line", () => {
    const lines = takeoff(EXAMPLE).materials;
    for (const line of lines) expect(line.reason).toBeTruthy();
    expect(lines.find((m) => m.key === "multiFinish")?.reason).toBe(
      "12 m² ceiling + 10% = 13.2 m² ÷ 10 m² per 25 kg bag (two coats, 2 mm) = 1.32 → 2 bags",
    );
    expect(lines.find((m) => m.key === "scrim")?.reason).toBe(
      "Every board joint: 12 m² × 1.25 m per m² = 15 m → 1 roll of 90 m",
    );
  });

  it("0.48 days of skimming and no drying wait when nothing is decorated: 0.5 days, nothing asked", () => {
    // Before: the 3 days' drying before decorating was added with no decorating to follow (3.5).
    const t = takeoff(EXAMPLE);
    expect(t.labourDays).toBeCloseTo(0.48, 4);
    expect(t.waits).toEqual([]);
    expect(t.timeEstimateDays).toBe(0.5);
    expect(t.questions).toEqual([]);
    expect(estimate(EXAMPLE).timeEstimateDays).toBe(0.5);
    expect(estimate(EXAMPLE).assumptions).toContain(
      "No decorating in this job: the skim's 3 days' drying before paint is not added to the days",
    );
  });

  it("waits the 3 days' drying when the same job paints the ceiling", () => {
    const r = estimate(`${EXAMPLE}, then paint the ceiling`);
    expect(r.jobs).toContain("Paint ceilings");
    expect(r.waits.map((w) => [w.key, w.days])).toEqual([["plaster-dry", 3]]);
  });
});

describe("plastering over plasterboard: inputs", () => {
  it("old boards take PVA; external corners and a said stop bead take beads", () => {
    // Walls 18 × 2.4 − 1.9 − 1.5 = 39.8 m² × 1.1 ÷ 10 = 4.38 → 5 bags; 39.8 ÷ 40 → 1 PVA;
    // 2 corners × 2.4 m → 2 angle beads; 6 m of stop bead → 2 lengths.
    const text =
      "skim over the old plasterboard walls in the lounge 5m x 4m, 2 external corners, 6m of stop bead";
    expect(qty(text)).toEqual({
      multiFinish: 5,
      scrim: 1,
      pva: 1,
      angleBead: 2,
      plasterStopBead: 2,
    });
    // 39.8 ÷ 30 + 39.8 ÷ 80 PVA + (4.8 + 6) ÷ 30 beads
    expect(takeoff(text).labourDays).toBeCloseTo(39.8 / 30 + 39.8 / 80 + 10.8 / 30, 4);
  });

  it("asks the size, and whether the boards are new, when neither is said", () => {
    const t = takeoff("tape and skim the landing ceiling");
    expect(t.questions).toEqual([
      "What are the landing's length and width (or floor area in m²)?",
      "Are the boards new (bare paper face) or old and painted or skimmed before (they take PVA first)?",
    ]);
    expect(t.assumptions).toContain("New, bare boards assumed");
  });

  it("asks which surfaces when none is named, assuming the ceiling", () => {
    const t = takeoff("plaster over the new boards in the bedroom 3.5m x 3m");
    expect(t.questions).toContain(
      "Which boarded surfaces are to be skimmed: the ceiling, the walls or both?",
    );
    expect(qty("plaster over the new boards in the bedroom 3.5m x 3m")).toEqual({
      multiFinish: 2,
      scrim: 1,
    });
  });
});

describe("boards put up in the job stay with boarding; boards already up are this job", () => {
  it.each([
    ["board and skim the bedroom ceiling 4m x 3m", ["board-ceilings", "skim-ceilings"]],
    ["plasterboard the ceiling and skim the plasterboard", ["board-ceilings", "skim-ceilings"]],
    ["skim the boarded ceiling in the kitchen 4m x 3m", ["skim-plasterboard"]],
    ["skim over plasterboard walls in the lounge 5m x 4m", ["skim-plasterboard"]],
    ["the boards are already up, tape and skim the ceiling", ["skim-plasterboard"]],
  ])("%s", (text, jobs) => {
    expect(jobsOf(text)).toEqual(jobs);
  });
});

describe("dry lining: one rule for whether boards are skimmed (recognition.ts boardFinishOf)", () => {
  it.each([
    ["dry line the walls", { taped: true, stated: false }],
    ["dot and dab the lounge walls", { taped: true, stated: false }],
    ["dry line the study walls tape and joint", { taped: true, stated: true }],
    ["dry line and skim the walls", { taped: false, stated: true }],
    ["board the ceiling", { taped: false, stated: false }],
  ])("%s", (text, finish) => {
    expect(boardFinishOf(text)).toEqual(finish);
  });

  it("dry lining with no finish said: boarded, taped and jointed (assumed and asked), not skimmed", () => {
    const p = parseDescription("dry line the walls of the lounge 5m x 4m");
    expect(p.jobTypes).toEqual(["board-walls"]);
    const t = JOBS["board-walls"].takeoff(p);
    // Before: detection read "dry line" as taped (no skim job) while the takeoff read it as
    // skimmed ("see skim takeoff"), so neither the jointing nor a skim was priced.
    expect(t.materials.map((m) => m.key)).toContain("easiFill");
    expect(t.assumptions).not.toContain("Board finished with a skim coat (see skim takeoff)");
    expect(t.questions).toContain(
      "Dry lining taped and jointed ready to paint, or skimmed (2 mm of plaster, 3 days' drying)?",
    );
  });

  it("the chat asks the dry lining's finish, saying what it sets", () => {
    expect(essentialQuestions("dry line the walls of the lounge 5m x 4m")).toContain(
      "[REQUIRED] Dry lining taped and jointed ready to paint, or skimmed (2 mm of plaster, 3 days' drying)? Sets the plasterboard sheets, screws and their jointing or skim, and the days.",
    );
    expect(
      essentialQuestions("dry line the lounge walls 5m x 4m 2.4m high on battens, tape and joint"),
    ).toEqual([]);
  });

  it("dry lining with a skim said: boarded and skimmed, no jointing compound", () => {
    const p = parseDescription("dry line and skim the lounge walls 5m x 4m");
    expect(p.jobTypes).toEqual(["board-walls", "skim-walls"]);
    const keys = JOBS["board-walls"].takeoff(p).materials.map((m) => m.key);
    expect(keys).not.toContain("easiFill");
    expect(JOBS["board-walls"].takeoff(p).questions.join(" ")).not.toMatch(/taped and jointed/);
  });

  it("dot and dab is read as dry lining", () => {
    const p = parseDescription("dot and dab the lounge walls 5m x 4m");
    expect(p.jobTypes).toEqual(["board-walls"]);
    expect(JOBS["board-walls"].takeoff(p).materials.map((m) => m.key)).toContain("easiFill");
  });
});
