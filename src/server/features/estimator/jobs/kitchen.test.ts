import { describe, expect, it } from "vitest";
import { essentialQuestions } from "../chat-questions";
import { estimate } from "../estimate";
import { parseDescription } from "../parse";
import type { JobTypeId } from "../types";
import { JOBS } from "./index";
import { unitCounts, worktopLengths, worktopPlan } from "./kitchen";

const FIT =
  "Fit a kitchen: 6 base units, 4 wall units, L-shaped worktop 3.6m + 2.4m, tiled splashback";
const RETILE = "Re-tile the kitchen walls above the worktops, 3m x 0.6m";

const takeoff = (id: JobTypeId, text: string) => JOBS[id].takeoff(parseDescription(text));
const qty = (id: JobTypeId, text: string) =>
  Object.fromEntries(takeoff(id, text).materials.map((m) => [m.key, m.quantity]));
const jobsOf = (text: string) => parseDescription(text).jobTypes;

describe("kitchen fitting: the worked example in docs/estimating.md", () => {
  it("is kitchen fitting alone: the tiled splashback is the kitchen's, not a second job", () => {
    expect(jobsOf(FIT)).toEqual(["kitchen-fitting"]);
  });

  it("takes off units, worktops with one mitred corner, trims, fixings and the splashback", () => {
    expect(qty("kitchen-fitting", FIT)).toEqual({
      kitchenBase600: 6,
      kitchenWall600: 4,
      worktopLaminate41: 1,
      worktopLaminate3: 1,
      worktopBolts: 1,
      worktopEndCaps: 1,
      kitchenPlinth: 2,
      kitchenCornice: 2,
      kitchenPelmet: 2,
      wallUnitBrackets: 4,
      woodscrews: 1,
      kitchenPlugs: 1,
      metroTile: 4,
      tileAdhesive: 1,
      groutWhite: 1,
      spacers: 1,
      tileTrim: 1,
      silicone: 1,
    });
  });

  it("shows its working on every line", () => {
    const lines = takeoff("kitchen-fitting", FIT).materials;
    for (const line of lines) expect(line.reason).toBeTruthy();
    const top = lines.find((m) => m.key === "worktopLaminate41");
    expect(top?.reason).toBe(
      "3.6 + 2.4 m along the walls → pieces 3.6 + 1.8 m (+50 mm each) → 1 × 4.1 m",
    );
    const plinth = lines.find((m) => m.key === "kitchenPlinth");
    expect(plinth?.reason).toBe(
      "Plinth 3.6 m of base units + 2 returns × 0.55 m = 4.7 m, cut from 3 m lengths → 2 lengths",
    );
    const tiles = lines.find((m) => m.key === "metroTile");
    expect(tiles?.reason).toContain("Tiled splashback 6 m × 0.6 m = 3.6 m²");
  });

  it("takes 4.37 days of labour and waits a day for the splashback's grout: 5.5 days", () => {
    const t = takeoff("kitchen-fitting", FIT);
    expect(t.labourDays).toBeCloseTo(4.37, 4);
    expect(t.waits.map((w) => [w.key, w.days])).toEqual([["tile-adhesive", 1]]);
    expect(t.timeEstimateDays).toBe(5.5);
    const said = t.assumptions.join(" ");
    expect(said).toContain("Appliances supplied and fitted by others");
    expect(said).toContain("Plumbing by others");
    expect(said).toContain("Electrics by others");
  });

  it("asks only the worktop material: units and splashback were said, no room size", () => {
    expect(takeoff("kitchen-fitting", FIT).questions).toEqual([
      "Worktop: laminate, solid wood or quartz?",
    ]);
  });

  it("prices through the estimator with the same days", () => {
    const r = estimate(FIT);
    expect(r.understood).toBe(true);
    expect(r.timeEstimateDays).toBe(5.5);
    expect(r.materials.map((m) => m.key)).toContain("worktopLaminate41");
  });
});

describe("kitchen fitting: inputs", () => {
  it("reads units by count and width, worktop lengths before or after the word", () => {
    const u = unitCounts("fit 6 base and 4 wall units 2 x 1000mm base units 1 tall unit");
    expect(u.base).toEqual([0.6, 0.6, 0.6, 0.6, 0.6, 0.6, 1, 1]);
    expect(u.wall).toHaveLength(4);
    expect(u.tall).toEqual([0.6]);
    expect(worktopLengths("l-shaped worktop 3.6m + 2.4m tiled splashback")).toEqual([3.6, 2.4]);
    expect(worktopLengths("a 3m oak worktop")).toEqual([3]);
    expect(worktopLengths("worktops 3000mm and 2400mm")).toEqual([3, 2.4]);
  });

  it("cuts worktops from 3 m and 4.1 m lengths, offcuts used, a long run jointed", () => {
    expect(worktopPlan([3.6, 1.8])).toEqual({ l3: 1, l41: 1, joints: 0 });
    expect(worktopPlan([3])).toEqual({ l3: 1, l41: 0, joints: 0 });
    expect(worktopPlan([2, 1.2])).toEqual({ l3: 0, l41: 1, joints: 0 });
    expect(worktopPlan([5.2])).toEqual({ l3: 1, l41: 1, joints: 1 });
  });

  it("units counted without a split are taken 60/40 base to wall, and the split is asked", () => {
    const t = takeoff("kitchen-fitting", "fit 10 kitchen units and a laminate worktop 4m, upstand");
    const q = Object.fromEntries(t.materials.map((m) => [m.key, m.quantity]));
    expect([q.kitchenBase600, q.kitchenWall600, q.worktopLaminate41]).toEqual([6, 4, 1]);
    expect(t.questions).toEqual([
      "How many of the 10 units are base units and how many wall units?",
    ]);
  });

  it("a run length fills with 600 mm units and a filler", () => {
    const q = qty("kitchen-fitting", "supply and fit a new kitchen, 4m run of base and wall units");
    expect(q.kitchenBase600).toBe(6);
    expect(q.kitchenWall600).toBe(6);
    expect(q.kitchenFiller).toBe(1);
  });

  it("asks for the units, worktop and splashback when nothing is said, never the room size", () => {
    const qs = takeoff("kitchen-fitting", "fit a kitchen").questions;
    expect(qs).toEqual([
      "How many base and wall units, or how long is the run of units?",
      "Worktop: laminate, solid wood or quartz?",
      "Behind the worktop: an upstand, a tiled splashback or a glass/acrylic panel?",
    ]);
    expect(qs.join(" ")).not.toMatch(/room|length × width|ceiling/i);
  });

  it("the chat asks them, each saying what it sets, and nothing of another trade", () => {
    const qs = essentialQuestions("fit a kitchen");
    expect(qs).toHaveLength(3);
    for (const q of qs) expect(q).toContain("Sets the units, worktop, plinth and splashback");
    expect(qs.join(" ")).not.toMatch(/paint|plaster|ceiling|room/i);
  });

  it("quartz is templated by the metre; oak takes an oak upstand and no end caps", () => {
    const quartz = qty(
      "kitchen-fitting",
      "fit a kitchen, 6 base units, quartz worktop 3.6m + 2.4m",
    );
    expect(quartz.worktopQuartz).toBe(6);
    expect(quartz.worktopBolts).toBeUndefined();
    const oak = qty("kitchen-fitting", "fit a kitchen, 6 base units, oak worktop 3m, upstand");
    expect(oak.worktopOak3).toBe(1);
    expect(oak.worktopUpstandOak).toBe(1);
    expect(oak.worktopEndCaps).toBeUndefined();
  });

  it("appliances, plumbing and electrics are labour only, and only when said", () => {
    const plain = takeoff("kitchen-fitting", "fit a kitchen, 6 base units, upstand, laminate");
    const more = takeoff(
      "kitchen-fitting",
      "fit a kitchen, 6 base units, upstand, laminate, fit the oven and extractor, plumbing and electrics",
    );
    // Oven 2 h + extractor 4 h + plumbing 8 h + electrics 8 h = 22 h = 2.75 days.
    expect(more.labourDays - plain.labourDays).toBeCloseTo(2.75, 4);
    expect(more.materials).toEqual(plain.materials);
  });

  it('"tiles behind the hob" is a place, not a hob to fit; a quartz upstand is the fabricator\'s', () => {
    const t = takeoff(
      "kitchen-fitting",
      "fit a kitchen, 6 base units, quartz worktop 3.6m, upstand, tiled splashback behind the hob",
    );
    expect(t.assumptions.join(" ")).toContain("Appliances supplied and fitted by others");
    const q = Object.fromEntries(t.materials.map((m) => [m.key, m.quantity]));
    expect(q.worktopQuartz).toBe(4);
    expect(q.worktopUpstand).toBeUndefined();
  });

  it("ripping out the old kitchen is a day and a midi skip", () => {
    const text = "rip out the old kitchen and fit 6 base units, laminate worktop 3.6m, upstand";
    const plain = takeoff("kitchen-fitting", "fit 6 base units, laminate worktop 3.6m, upstand");
    const t = takeoff("kitchen-fitting", text);
    expect(t.labourDays - plain.labourDays).toBeCloseTo(1, 4);
    const skip = t.materials.find((m) => m.key === "spoilSkip4");
    expect(skip?.reason).toBe("the old units and worktops → 1 midi skip (4 yd³)");
    expect(t.workPlan[0]).toBe("Strip out the old kitchen and take it away");
  });

  it("a worktop alone buys no units, plinth or splashback", () => {
    const q = qty("kitchen-fitting", "replace the kitchen worktop, 3m laminate");
    expect(q).toEqual({ worktopLaminate3: 1, worktopEndCaps: 1 });
  });
});

describe("kitchen recognition", () => {
  it.each([
    ["fit a kitchen", ["kitchen-fitting"]],
    ["kitchen worktop", ["kitchen-fitting"]],
    ["fit a kitchen with a tiled splashback", ["kitchen-fitting"]],
    ["supply and fit 4 wall units", ["kitchen-fitting"]],
    ["skim the kitchen ceiling", ["skim-ceilings"]],
    ["tile a kitchen splashback 3m long", ["splashback"]],
    ["Fit a tiled splashback behind the hob and sink, about 3m of worktop", ["splashback"]],
    ["re-tile the kitchen floor 4m x 3m", ["floor-tiling"]],
    ["re-tile the kitchen", ["kitchen-tiling-refresh"]],
    ["replace the kitchen tiles", ["kitchen-tiling-refresh"]],
    ["paint the kitchen walls 4m x 3m", ["paint-walls"]],
    [
      "Strip out the old kitchen, re-plaster two walls, fit new base and wall units, worktops and a sink, and tile the splashback behind the hob.",
      ["skim-walls", "kitchen-fitting"],
    ],
    [
      "fit a kitchen: 5 base units, worktop 3m, tiled splashback, and paint the walls 4m x 3m",
      ["paint-walls", "kitchen-fitting"],
    ],
    ["replace the kitchen worktops and tile the splashback", ["splashback", "kitchen-fitting"]],
  ] as [string, JobTypeId[]][])("%s → %j", (text, jobs) => {
    expect(jobsOf(text)).toEqual(jobs);
  });

  it('"fit a kitchen" never brings a splashback job; its own tiled splashback is in its lines', () => {
    expect(jobsOf("fit a kitchen, 6 base units, upstands")).not.toContain("splashback");
    // Six 600 mm base units assumed: 3.6 m × 0.6 m = 2.16 m² + 10% → 3 boxes of 1 m².
    expect(qty("kitchen-fitting", "fit a kitchen with a tiled splashback").metroTile).toBe(3);
  });

  it("a splashback tiled as its own job is not tiled again by the worktop fit", () => {
    const q = qty("kitchen-fitting", "replace the kitchen worktops and tile the splashback");
    expect(q.metroTile).toBeUndefined();
  });

  it("wall units are cupboards, not a wall surface to paint", () => {
    const p = parseDescription(
      "fit a kitchen with 6 base units and 4 wall units, paint the lounge",
    );
    expect(p.jobTypes).toContain("kitchen-fitting");
    expect(p.assumedSurfaces).toEqual(["paint-ceilings", "paint-walls"]);
  });
});

describe("kitchen tiling refresh: the worked example in docs/estimating.md", () => {
  it("is the refresh alone, not wall tiling or kitchen fitting", () => {
    expect(jobsOf(RETILE)).toEqual(["kitchen-tiling-refresh"]);
  });

  it("strips, makes good, sacks the rubble and tiles with the splashback's maths", () => {
    expect(qty("kitchen-tiling-refresh", RETILE)).toEqual({
      bondingCoat: 1,
      rubbleSacks: 1,
      metroTile: 2,
      tileAdhesive: 1,
      groutWhite: 1,
      spacers: 1,
      tileTrim: 1,
      silicone: 1,
    });
    const sacks = takeoff("kitchen-tiling-refresh", RETILE).materials.find(
      (m) => m.key === "rubbleSacks",
    );
    expect(sacks?.reason).toBe("36 kg of rubble ÷ 25 kg a sack = 2 sacks → 1 × 10");
  });

  it("takes 0.825 days of labour and a day for the grout: 2 days", () => {
    const t = takeoff("kitchen-tiling-refresh", RETILE);
    expect(t.labourDays).toBeCloseTo(0.825, 4);
    expect(t.timeEstimateDays).toBe(2);
    expect(t.questions).toEqual([]);
  });

  it("asks the tiled area when no size is given", () => {
    expect(takeoff("kitchen-tiling-refresh", "re-tile the kitchen").questions).toEqual([
      "How long and how high is the tiled area above the worktops?",
    ]);
  });
});

describe("kitchen tiling: a band of wall above the worktops is never a floor", () => {
  it.each(["kitchen tiling refresh 3m x 0.6m", "refresh the kitchen tiles 3m x 0.6m"])(
    "%s is the kitchen re-tile, with strip-out",
    (text) => {
      // Before: "kitchen tiling refresh" was read as floor tiling of 1.8 m² in 600 mm floor tiles.
      expect(jobsOf(text)).toEqual(["kitchen-tiling-refresh"]);
      expect(estimate(text).materials.some((m) => /Floor Tile/.test(m.name))).toBe(false);
    },
  );

  it("'tile the kitchen 3m x 0.6m' tiles the wall band, not a floor 0.6 m wide", () => {
    // 3 × 0.6 = 1.8 m², the splashback's worked example: 0.125 + 1.8 ÷ 4.5 + 1.8 ÷ 15 = 0.645.
    expect(jobsOf("tile the kitchen 3m x 0.6m")).toEqual(["splashback"]);
    const r = estimate("tile the kitchen 3m x 0.6m");
    expect(r.labourDays).toBeCloseTo(0.645, 4);
    expect(r.questions).toEqual([]);
  });

  it("a kitchen floor's size or a named floor stays floor tiling", () => {
    expect(jobsOf("tile the kitchen 4m x 3m")).toEqual(["floor-tiling"]);
    expect(jobsOf("tile the kitchen floor 3m x 0.9m")).toEqual(["floor-tiling"]);
  });
});
