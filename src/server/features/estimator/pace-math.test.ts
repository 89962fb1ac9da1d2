import { describe, expect, it } from "vitest";
import { estimate } from "./estimate";
import { median, type PaceSample, paceFactors, paceNote } from "./pace-math";

const skim = (quotedDays: number, actualDays: number): PaceSample => ({
  jobType: "skim-walls",
  quotedDays,
  actualDays,
});

describe("pace maths", () => {
  it("takes the middle value, or the mean of the middle two", () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 2, 3])).toBe(2.5);
    expect(median([])).toBeNaN();
  });

  it("needs 3 jobs of a type before it learns anything", () => {
    expect(paceFactors([skim(5, 6), skim(5, 6)])).toEqual({});
    expect(paceFactors([skim(5, 6), skim(5, 6), skim(5, 6)])).toEqual({
      "skim-walls": { factor: 1.2, jobs: 3 },
    });
  });

  it("uses the median, so one bad job does not swing it", () => {
    expect(paceFactors([skim(2, 2), skim(2, 3), skim(2, 10), skim(2, 3)])).toEqual({
      "skim-walls": { factor: 1.5, jobs: 4 },
    });
  });

  it("bounds the factor to between half and double", () => {
    expect(paceFactors([skim(1, 5), skim(1, 5), skim(1, 5)])["skim-walls"]?.factor).toBe(2);
    expect(paceFactors([skim(10, 1), skim(10, 1), skim(10, 1)])["skim-walls"]?.factor).toBe(0.5);
  });

  it("counts only the latest 10 jobs, skips jobs with no days and leaves on-quote types out", () => {
    const latest = Array.from({ length: 10 }, () => skim(2, 3));
    const older = Array.from({ length: 20 }, () => skim(2, 1));
    expect(paceFactors([...latest, ...older])).toEqual({
      "skim-walls": { factor: 1.5, jobs: 10 },
    });
    expect(paceFactors([skim(0, 3), skim(2, 3), skim(2, 3)])).toEqual({});
    expect(paceFactors([skim(2, 2), skim(2, 2), skim(2, 2)])).toEqual({});
  });

  it("says how the jobs went", () => {
    expect(paceNote("Skim walls", { factor: 1.2, jobs: 4 })).toBe(
      "Your last 4 skim walls jobs took 20 % longer than quoted: days adjusted.",
    );
    expect(paceNote("Skim walls", { factor: 0.85, jobs: 3 })).toBe(
      "Your last 3 skim walls jobs took 15 % less time than quoted: days adjusted.",
    );
  });
});

describe("the estimate at the business's pace", () => {
  const d = "Skim and paint the lounge walls, 4.5m x 3.6m";

  it("scales only the paced job's labour and keeps the plaster's drying wait", () => {
    const base = estimate(d);
    const paced = estimate(d, [], { pace: { "skim-walls": { factor: 1.5, jobs: 4 } } });
    const skim = estimate("Skim the lounge walls, 4.5m x 3.6m").labourDays;
    expect(paced.labourDays).toBeCloseTo(base.labourDays + skim * 0.5, 3);
    expect(paced.waits).toEqual(base.waits);
    expect(paced.assumptions).toContain(
      "Your last 4 skim walls jobs took 50 % longer than quoted: days adjusted.",
    );
  });

  it("is the plain estimate without a pace for its jobs", () => {
    expect(estimate(d, [], { pace: { "floor-tiling": { factor: 2, jobs: 3 } } })).toEqual(
      estimate(d),
    );
  });
});
