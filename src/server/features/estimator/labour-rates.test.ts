/**
 * docs/estimating.md, "Labour rates and their sources": the rates the table says are checked
 * against a published constant (within ±25 %) or were adjusted to one must still match it, and the
 * table must show the rates the code uses, so a rate changed in a job module without the table (or
 * the other way round) fails here.
 */
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { COVE_M_DAY } from "./jobs/coving";
import { ROLLS_PER_DAY } from "./jobs/decorating";
import { LAMINATE_M2_DAY } from "./jobs/flooring";
import { JOBS } from "./jobs/index";
import { LOFT_M2_PER_LAYER_DAY } from "./jobs/insulation";
import { ARCHITRAVE_DOORS_DAY, DOOR_HANG_H, DOORS_PER_DAY } from "./jobs/joinery";
import { EDGING_M_DAY, PAVING_COMPACT_M2_DAY, PAVING_LAY_M2_DAY } from "./jobs/landscaping";
import { BRICKS_PER_DAY, BRICKS_PER_M2_HALF } from "./jobs/masonry";
import { SKIM_CEILINGS_M2_DAY } from "./jobs/plastering";
import { MAKE_GOOD_M2_DAY, STRIP_WALL_TILE_M2_DAY } from "./jobs/strip-out";
import { BACKER_M2_DAY, FLOOR_M2_DAY, GROUT_M2_DAY, WALL_M2_DAY } from "./jobs/tiling";
import { parseDescription } from "./parse";

const DAY_H = 8;
const hours = (perDay: number) => DAY_H / perDay;
/** Signed difference of our hours from the published hours, as a fraction. */
const off = (ours: number, published: number) => (ours - published) / published;
/** RSMeans prints labour-hours a square foot; a square metre is 10.764 of them. */
const SF_PER_M2 = 10.764;
const CHECKED = 0.25;

const docs = readFileSync(resolve(process.cwd(), "docs/estimating.md"), "utf8");
const section = docs.slice(
  docs.indexOf("## Labour rates and their sources"),
  docs.indexOf("\n### The kept rates"),
);
/** "The kept rates: one domestic factor": each kept rate beside its source, as ours ÷ theirs. */
const kept = docs
  .slice(docs.indexOf("\n### The kept rates"), docs.indexOf("\n## Days\n"))
  .split("\n")
  .filter((l) => l.startsWith("| ") && !l.startsWith("| Kept rate") && !l.startsWith("| ---"))
  .map((l) =>
    l
      .slice(1, -1)
      .split("|")
      .map((cell) => cell.trim()),
  );
const rows = section
  .split("\n")
  .filter((line) => line.startsWith("| ") && !line.startsWith("| Job") && !line.startsWith("| ---"))
  .map((line) =>
    line
      .slice(1, -1)
      .split("|")
      .map((cell) => cell.trim()),
  );
const row = (job: string, task: string) => {
  const found = rows.filter((r) => r[0] === job && r[1] === task);
  expect(found, `${job} / ${task}`).toHaveLength(1);
  const [, , codeRate = "", perUnit = "", , verdict = ""] = found[0] ?? [];
  return { codeRate, perUnit, verdict };
};

describe("labour rates checked against published constants", () => {
  it("has a row for every one of the forty job sections", () => {
    const numbers = new Set(
      rows.flatMap((r) => {
        const m = /^(\d+)(?:–(\d+))?/.exec(r[0] ?? "");
        if (!m) return [];
        const from = Number(m[1]);
        const to = Number(m[2] ?? m[1]);
        return Array.from({ length: to - from + 1 }, (_, i) => from + i);
      }),
    );
    for (let n = 1; n <= 40; n++) expect(numbers.has(n), `job ${n}`).toBe(true);
  });

  it("gives every row one of the four verdicts", () => {
    for (const r of rows) {
      const verdict = r[5] ?? "";
      expect(verdict, r.join(" | ")).toMatch(/^(?:checked|adjusted|kept|unverified)\b/);
    }
  });

  it("block paving: screed, lay, compact and joint within 25 % of Spon's External Works", () => {
    const ours = hours(PAVING_LAY_M2_DAY) + hours(PAVING_COMPACT_M2_DAY);
    expect(ours).toBeCloseTo(1.12, 2);
    expect(Math.abs(off(ours, 1.2))).toBeLessThanOrEqual(CHECKED);
    const r = row("27 Block paving", "screed and lay + cut in, compact and joint");
    expect(r.codeRate).toBe(`${PAVING_LAY_M2_DAY} + ${PAVING_COMPACT_M2_DAY} m²/day`);
    expect(r.verdict).toBe("checked");
  });

  it("block paving: edging within 25 % of a kerb plus its foundation", () => {
    expect(Math.abs(off(hours(EDGING_M_DAY), 0.4 + 0.17))).toBeLessThanOrEqual(CHECKED);
    const r = row("27 Block paving", "edging, bedded and haunched");
    expect(r.codeRate).toBe(`${EDGING_M_DAY} m/day`);
    expect(r.perUnit).toBe(`${hours(EDGING_M_DAY).toFixed(3)} h/m`);
  });

  it("doors: hanging adjusted to the compendium's 5 h × 0.75", () => {
    expect(DOOR_HANG_H).toBe(5 * 0.75);
    expect(hours(DOORS_PER_DAY)).toBeCloseTo(DOOR_HANG_H, 9);
    const r = row("18 Internal doors", "hang on an existing lining");
    expect(r.codeRate).toBe(`${DOOR_HANG_H} h a door (was 3 a day)`);
    expect(r.verdict).toBe("adjusted");
  });

  it("laminate: adjusted to RSMeans' 133 S.F. a day (0.060 labour-hours a S.F.)", () => {
    expect(Math.abs(off(hours(LAMINATE_M2_DAY), 0.06 * SF_PER_M2))).toBeLessThanOrEqual(0.01);
    const r = row("13 Laminate", "lay");
    expect(r.codeRate).toBe(`${LAMINATE_M2_DAY} m²/day (was 20)`);
    expect(r.verdict).toBe("adjusted");
  });

  it("the rates checked against methvin's UK production tables and RSMeans stay within 25 %", () => {
    // methvin "Ave" figures, m² (or m) an hour → hours a unit.
    const tiles = 1 / 1.7 + 1 / 2.5;
    const checked: [string, string, number, number][] = [
      ["6 Skim ceilings", "skim", hours(SKIM_CEILINGS_M2_DAY), 1 / 3.2],
      ["4 Wallpaper", "hang", hours(ROLLS_PER_DAY), (10.05 * 0.53) / 5],
      ["10 Floor tiling", "lay + grout", hours(FLOOR_M2_DAY) + hours(GROUT_M2_DAY), tiles],
      ["11 Wall tiling", "lay + grout", hours(WALL_M2_DAY) + hours(GROUT_M2_DAY), tiles],
      ["10 Floor tiling", "backer board on timber", hours(BACKER_M2_DAY), 0.03 * SF_PER_M2],
      ["17 Architrave", "both sides of a door", hours(ARCHITRAVE_DOORS_DAY), 0.18 * 2 * 5.2],
      ["20 Loft insulation", "a layer", hours(LOFT_M2_PER_LAYER_DAY), 0.011 * SF_PER_M2],
      ["36 Coving", "fix / a mitre", hours(COVE_M_DAY), 1 / 5],
      [
        "31–32 Strip-out",
        "wall tiles + make good",
        hours(STRIP_WALL_TILE_M2_DAY) + hours(MAKE_GOOD_M2_DAY),
        1,
      ],
    ];
    for (const [job, task, ours, published] of checked) {
      expect(Math.abs(off(ours, published)), `${job} / ${task}`).toBeLessThanOrEqual(CHECKED);
      expect(row(job, task).verdict).toMatch(/^checked\b/);
    }
  });

  it("bricks: inside 300–400 face bricks a 10-hour day and within 25 % of 2 h/m²", () => {
    const per1000 = (1000 * DAY_H) / BRICKS_PER_DAY;
    expect(per1000).toBeGreaterThanOrEqual((1000 * 10) / 400);
    expect(per1000).toBeLessThanOrEqual((1000 * 10) / 300);
    const perM2 = (BRICKS_PER_M2_HALF * DAY_H) / BRICKS_PER_DAY;
    expect(Math.abs(off(perM2, 2))).toBeLessThanOrEqual(CHECKED);
    expect(row("24 Brick wall", "lay").codeRate).toBe(`${BRICKS_PER_DAY} bricks/day`);
  });

  it("guttering: a second downpipe adds the 2 h Spain's constants give a 5 m downpipe", () => {
    const labour = (text: string) =>
      JOBS.guttering.takeoff(parseDescription(text)).labourDays * DAY_H;
    const one = labour("Replace 10m of guttering with 1 downpipe");
    const two = labour("Replace 10m of guttering with 2 downpipes");
    expect(two - one).toBeCloseTo(5 * 0.25 + 3 * 0.25, 6);
  });
});

describe("the kept rates follow one domestic factor", () => {
  it("lists each of the 31 kept rates with its ratio to the source", () => {
    // "What it comes to" counts 31 kept verdicts.
    expect(kept).toHaveLength(31);
  });

  it("a ratio outside 1.25 to 3 says why", () => {
    for (const r of kept) {
      const ratio = Number(/^\**([\d.]+)/.exec(r[3] ?? "")?.[1]);
      expect(Number.isFinite(ratio), r[0]).toBe(true);
      if (ratio < 1.25 || ratio > 3) expect(r[4], r[0]).not.toBe("");
    }
  });
});
