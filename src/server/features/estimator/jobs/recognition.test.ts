import { describe, expect, it } from "vitest";
import { parseDescription } from "../parse";
import type { JobTypeId } from "../types";
import { JOBS } from "./index";
import { RECOGNITION } from "./recognition";

const jobsOf = (text: string) => parseDescription(text).jobTypes;

describe("each job's own examples bring that job and no other trade's", () => {
  for (const [id, r] of Object.entries(RECOGNITION) as [
    JobTypeId,
    (typeof RECOGNITION)[JobTypeId],
  ][]) {
    for (const example of r?.examples ?? []) {
      it(`${id}: "${example}"`, () => {
        const jobs = jobsOf(example);
        expect(jobs).toContain(id);
        const allowed = new Set<JobTypeId>([id, ...(r?.with ?? [])]);
        expect(jobs.filter((j) => !allowed.has(j))).toEqual([]);
      });
    }
  }

  it("every job type with a module has recognition data and at least one example", () => {
    const missing = (Object.keys(JOBS) as JobTypeId[]).filter(
      (id) => (RECOGNITION[id]?.examples.length ?? 0) === 0,
    );
    expect(missing).toEqual([]);
  });
});

describe("keyword contamination", () => {
  const PLASTERING: JobTypeId[] = ["board-walls", "board-ceilings", "skim-walls", "skim-ceilings"];
  const DECORATING: JobTypeId[] = ["paint-walls", "paint-ceilings", "paint-woodwork", "wallpaper"];
  const ROOM_TILING: JobTypeId[] = ["wall-tiling", "floor-tiling", "splashback"];
  const none = (jobs: JobTypeId[], of: JobTypeId[]) => jobs.filter((j) => of.includes(j));

  it.each([
    "close board fence 12m with concrete posts and gravel boards",
    "close-board fencing along the back garden, 15m",
    "closeboard fence, 6 panels, 1.8m high",
    "replace 10m of feather edge boards on the fence",
  ])("a fence is never plasterboard, skim or scrim: %s", (text) => {
    const jobs = jobsOf(text);
    expect(jobs).toContain("fencing");
    expect(none(jobs, PLASTERING)).toEqual([]);
  });

  it("a close-board fence's materials hold no plasterboard, plaster or scrim", async () => {
    const { estimate } = await import("../estimate");
    const names = estimate("close board fence 12m").materials.map((m) => m.name.toLowerCase());
    expect(names.filter((n) => /plasterboard|finish|scrim|pva/.test(n))).toEqual([]);
  });

  it.each([
    "build a deck 4m x 3m",
    "paint the decking",
    "stain the deck and the fence",
    "oil the new decking boards",
    "decorate the decking in the garden",
  ])("a deck is never decorating: %s", (text) => {
    expect(none(jobsOf(text), DECORATING)).toEqual([]);
  });

  it.each(["replace 20 roof tiles", "re-tile the roof", "ridge tiles re-bedded", "roof tiling"])(
    "a roof tile is never wall or floor tiling: %s",
    (text) => {
      expect(none(jobsOf(text), ROOM_TILING)).toEqual([]);
    },
  );

  it.each([
    "replace the board on the shed",
    "new skirting boards in the hall",
    "lift the floorboards in the bedroom",
    "loft boarding 20 m2",
    "board up the windows",
  ])('"board" alone is not plasterboard: %s', (text) => {
    expect(none(jobsOf(text), ["board-walls", "board-ceilings"])).toEqual([]);
  });

  it("plasterboard and board named with its surface still board", () => {
    expect(jobsOf("plasterboard the garage ceiling 5m x 3m")).toContain("board-ceilings");
    expect(jobsOf("board and skim the bedroom ceiling 4m x 3m")).toEqual([
      "board-ceilings",
      "skim-ceilings",
    ]);
  });

  it("a laminate worktop is not laminate flooring, an engineered quartz worktop is not a floor", () => {
    expect(jobsOf("fit a laminate worktop")).not.toContain("laminate-flooring");
    expect(jobsOf("engineered quartz worktop")).not.toContain("engineered-flooring");
  });

  it("brick-effect tiles are tiling, not a brick wall", () => {
    const jobs = jobsOf("tile the kitchen walls in brick effect tiles, 8 m2 of walls");
    expect(jobs).toContain("wall-tiling");
    expect(jobs).not.toContain("brick-wall");
  });

  it("block paving is not a block wall or a patio of slabs", () => {
    const jobs = jobsOf("block paving driveway 6m x 5m");
    expect(jobs).not.toContain("block-wall");
    expect(jobs).not.toContain("patio");
  });
});

describe("work on what stands is not building or buying it new", () => {
  it.each([
    ["repoint the garden wall", "brick-wall"],
    ["paint the brick wall in the garden", "brick-wall"],
    ["paint the brick wall in the garden", "paint-walls"],
    ["paint the radiators in the lounge", "radiators"],
    ["bleed the rads", "radiators"],
    ["regrout the bathroom tiles", "wall-tiling"],
    ["tile the porch roof", "floor-tiling"],
    ["replace the kitchen worktop, laminate", "laminate-flooring"],
  ] as [string, JobTypeId][])("%s is not %s", (text, job) => {
    expect(jobsOf(text)).not.toContain(job);
  });

  it("dot and dab boards the walls", () => {
    expect(jobsOf("dot and dab the lounge walls 5m x 4m")).toContain("board-walls");
  });
});

describe("vague descriptions get no invented job", () => {
  it.each([
    "sort out the back room",
    "quote for some work",
    "paint it",
    "tiling needed",
    "can you do some plastering",
  ])("%s", (text) => {
    expect(jobsOf(text)).toEqual([]);
  });

  it("a room with a verb but no surface still assumes the usual surfaces, flagged as assumed", () => {
    const p = parseDescription("paint the lounge");
    expect(p.jobTypes).toEqual(["paint-ceilings", "paint-walls"]);
    expect(p.assumedSurfaces).toEqual(["paint-ceilings", "paint-walls"]);
  });
});
