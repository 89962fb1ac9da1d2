import { describe, expect, it } from "vitest";
import { essentialQuestions } from "../chat-questions";
import { estimate } from "../estimate";
import { parseDescription } from "../parse";
import { JOBS } from "./index";

const EXAMPLE = "cove the lounge ceiling 5m x 4m";
const takeoff = (text: string) => JOBS.coving.takeoff(parseDescription(text));
const qty = (text: string) =>
  Object.fromEntries(takeoff(text).materials.map((m) => [m.key, m.quantity]));
const jobsOf = (text: string) => parseDescription(text).jobTypes;

describe("coving: the worked example in docs/estimating.md", () => {
  it("is recognised as coving and nothing else", () => {
    expect(jobsOf(EXAMPLE)).toEqual(["coving"]);
  });

  it("cuts 18 m with four mitres from seven 3 m lengths, 2 bags of adhesive, 2 tubes of caulk", () => {
    expect(qty(EXAMPLE)).toEqual({ cove127: 7, coveAdhesive: 2, caulk: 2 });
  });

  it("shows its working on every line", () => {
    const lines = takeoff(EXAMPLE).materials;
    for (const line of lines) expect(line.reason).toBeTruthy();
    expect(lines.find((m) => m.key === "cove127")?.reason).toBe(
      "18 m in 8 pieces (+0.1 m each for the mitres, 4 joints) cut from 3 m lengths → 7 lengths, 2.2 m offcut",
    );
    expect(lines.find((m) => m.key === "coveAdhesive")?.reason).toBe(
      "18 m ÷ 12 m per 5 kg bag = 1.5 → 2 bags",
    );
  });

  it("takes 0.575 days of labour (metres and mitres), a day once rounded, and asks nothing", () => {
    const t = takeoff(EXAMPLE);
    expect(t.labourDays).toBeCloseTo(0.575, 4);
    expect(t.timeEstimateDays).toBe(1);
    expect(t.waits).toEqual([]);
    expect(t.questions).toEqual([]);
    expect(t.assumptions.join(" ")).toContain("4 internal and 0 external mitres");
    expect(t.assumptions.join(" ")).toContain("127 mm Gyproc plaster cove");
  });

  it("prices through the estimator", () => {
    const r = estimate(EXAMPLE);
    expect(r.understood).toBe(true);
    expect(r.jobs).toEqual(["Coving"]);
    expect(r.timeEstimateDays).toBe(1);
  });
});

describe("coving: inputs", () => {
  it("asks for the room's size or the run when neither is given, and assumes a typical room", () => {
    const t = takeoff("put up some coving");
    expect(t.questions).toEqual([
      "How big is the room (length × width), or how many metres of coving go round it?",
    ]);
    expect(essentialQuestions("put up some coving")).toHaveLength(1);
  });

  it("a stated run is the run: 15 m of polystyrene in 2 m lengths, glued from tubes", () => {
    // 15 m as 4 walls of 3.75 m: each a 2 m length + 1.85 m → 8 pieces, 8 lengths.
    expect(qty("15m of polystyrene coving")).toEqual({
      covePolystyrene: 8,
      covingAdhesiveTube: 4,
      caulk: 1,
    });
  });

  it("a chimney breast adds two external and two internal mitres and its two returns", () => {
    const t = takeoff("coving round the bedroom 4m x 3.5m with a chimney breast");
    expect(t.assumptions.join(" ")).toContain("6 internal and 2 external mitres");
    expect(t.materials.find((m) => m.key === "cove127")?.reason).toMatch(
      /^15 m \+ 2 chimney returns × 0.35 m = 15.7 m/,
    );
    // 15.7 ÷ 40 + 8 ÷ 32
    expect(t.labourDays).toBeCloseTo(0.6425, 4);
  });
});

describe("coving: recognition", () => {
  it.each([
    "fit the kitchen with 6 wall units, cornice and pelmet",
    "kitchen cornice to the wall units",
    "paint the coving in the lounge",
    "LED cove lighting in the lounge",
  ])("is not coving: %s", (text) => {
    expect(jobsOf(text)).not.toContain("coving");
  });

  it("plaster cornice is coving, not skimming", () => {
    expect(jobsOf("plaster cornice round the dining room 4m x 3.5m")).toEqual(["coving"]);
  });
});
