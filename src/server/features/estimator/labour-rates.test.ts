/**
 * docs/estimating.md, "Labour rates and their sources": the rates the table says agree with a
 * published constant must still agree, and the table must show the rates the code uses, so a
 * rate changed in a job module without the table (or the other way round) fails here.
 */
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { JOBS } from "./jobs/index";
import { DOORS_PER_DAY } from "./jobs/joinery";
import { EDGING_M_DAY, PAVING_COMPACT_M2_DAY, PAVING_LAY_M2_DAY } from "./jobs/landscaping";
import { BRICKS_PER_DAY, BRICKS_PER_M2_HALF } from "./jobs/masonry";
import { parseDescription } from "./parse";

const DAY_H = 8;
const hours = (perDay: number) => DAY_H / perDay;
/** Signed difference of our hours from the published hours, as a fraction. */
const off = (ours: number, published: number) => (ours - published) / published;

const docs = readFileSync(resolve(process.cwd(), "docs/estimating.md"), "utf8");
const section = docs.slice(
  docs.indexOf("## Labour rates and their sources"),
  docs.indexOf("\n## Days\n"),
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

  it("block paving: screed, lay, compact and joint within 30 % of Spon's External Works", () => {
    const ours = hours(PAVING_LAY_M2_DAY) + hours(PAVING_COMPACT_M2_DAY);
    expect(ours).toBeCloseTo(1.12, 2);
    expect(Math.abs(off(ours, 1.2))).toBeLessThanOrEqual(0.3);
    expect(Math.abs(off(ours, 1.5))).toBeLessThanOrEqual(0.3);
    const r = row("27 Block paving", "screed and lay + cut in, compact and joint");
    expect(r.codeRate).toBe(`${PAVING_LAY_M2_DAY} + ${PAVING_COMPACT_M2_DAY} m²/day`);
    expect(r.verdict).toBe("agrees");
  });

  it("block paving: edging within 30 % of a kerb plus its foundation", () => {
    expect(Math.abs(off(hours(EDGING_M_DAY), 0.4 + 0.17))).toBeLessThanOrEqual(0.3);
    const r = row("27 Block paving", "edging, bedded and haunched");
    expect(r.codeRate).toBe(`${EDGING_M_DAY} m/day`);
    expect(r.perUnit).toBe(`${hours(EDGING_M_DAY).toFixed(3)} h/m`);
  });

  it("doors: hanging within 30 % of the compendium's 5 h × 0.75", () => {
    expect(Math.abs(off(hours(DOORS_PER_DAY), 5 * 0.75))).toBeLessThanOrEqual(0.3);
    const r = row("18 Internal doors", "hang on an existing lining");
    expect(r.codeRate).toBe(`${DOORS_PER_DAY} doors/day`);
    expect(r.perUnit).toBe(`${hours(DOORS_PER_DAY).toFixed(2)} h`);
  });

  it("bricks: inside 300–400 face bricks a 10-hour day and within 30 % of 2 h/m²", () => {
    const per1000 = (1000 * DAY_H) / BRICKS_PER_DAY;
    expect(per1000).toBeGreaterThanOrEqual((1000 * 10) / 400);
    expect(per1000).toBeLessThanOrEqual((1000 * 10) / 300);
    const perM2 = (BRICKS_PER_M2_HALF * DAY_H) / BRICKS_PER_DAY;
    expect(Math.abs(off(perM2, 2))).toBeLessThanOrEqual(0.3);
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
