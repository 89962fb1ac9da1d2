/**
 * Issue 16: no test can skip itself or sleep. Every test file under tests/ (and its support code)
 * and every *.test.ts(x) under src/ is scanned for skips, focused or unfinished tests, fixed waits
 * and promise sleeps. A test waits for a condition instead: Playwright's web-first assertions,
 * `expect.poll`, `expect(...).toPass()`, Vitest's `vi.waitFor`, or an event.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

interface Rule {
  name: string;
  pattern: RegExp;
}

const rules: Rule[] = [
  // test.skip(, describe.skip(, ctx.skip(), it.only(, test.fixme(, it.todo(, test.describe.only(
  { name: "skip, only, todo or fixme", pattern: /\.(skip|only|todo|fixme)\s*\(/ },
  { name: "conditional skip or run", pattern: /\b(skipIf|runIf)\b/ },
  { name: "fixed wait", pattern: /\bwaitForTimeout\s*\(/ },
  // new Promise((r) => setTimeout(r, 100)), new Promise<void>(resolve => { setTimeout(resolve, 5) })
  {
    name: "promise sleep",
    pattern:
      /new Promise\s*(?:<[^>]*>)?\(\s*\(?\s*(\w+)\s*\)?\s*=>\s*\{?\s*setTimeout\(\s*\1\s*[,)]/,
  },
  {
    name: "timers/promises sleep",
    pattern: /["']node:timers\/promises["']|["']timers\/promises["']/,
  },
  { name: "sleep helper", pattern: /\bsleep\s*\(/ },
];

/** A file and rule that may break the rule, each with the reason it has to. */
const allowed: { file: string; rules: string[]; reason: string }[] = [
  {
    file: "tests/support/postgres.ts",
    rules: ["promise sleep", "sleep helper"],
    reason:
      "stop() polls the postmaster's pid until it is gone (at most 5 s) before removing its folder: " +
      "under runuser the postmaster is not our child, so there is no exit event to wait for",
  },
];

interface Violation {
  file: string;
  line: number;
  rule: string;
  text: string;
}

/** Every line of `source` that breaks a rule. */
function findViolations(source: string, file: string): Violation[] {
  const found: Violation[] = [];
  source.split("\n").forEach((text, i) => {
    for (const rule of rules) {
      if (rule.pattern.test(text))
        found.push({ file, line: i + 1, rule: rule.name, text: text.trim() });
    }
  });
  return found;
}

const root = join(import.meta.dirname, "../..");
const self = relative(root, import.meta.filename);

function filesUnder(dir: string, keep: (path: string) => boolean): string[] {
  return readdirSync(join(root, dir), { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => relative(root, join(e.parentPath, e.name)))
    .filter(keep);
}

/** The files scanned: everything TypeScript under tests/ but this one, and src/'s test files. */
function scannedFiles(): string[] {
  return [
    ...filesUnder("tests", (p) => /\.tsx?$/.test(p) && p !== self),
    ...filesUnder("src", (p) => /\.test\.tsx?$/.test(p)),
  ].sort();
}

const isAllowed = (v: Violation) =>
  allowed.some((a) => a.file === v.file && a.rules.includes(v.rule));

describe("no test skips itself or sleeps", () => {
  it("finds each kind of violation, and nothing in waits that poll a condition", () => {
    const bad = [
      'test.skip(!created.ok(), "the quotes API is not available");',
      'describe.skipIf(!server)("on PostgreSQL", () => {});',
      "if (!pg) ctx.skip();",
      'it.only("just this one", () => {});',
      'test.fixme("later", async () => {});',
      'it.todo("some day");',
      'describe.runIf(process.env.CI)("in CI", () => {});',
      "await page.waitForTimeout(50);",
      "await new Promise((r) => setTimeout(r, 100));",
      "await new Promise<void>((resolve) => { setTimeout(resolve, 5); });",
      'import { setTimeout as wait } from "node:timers/promises";',
      "await sleep(250);",
    ];
    for (const line of bad) {
      expect(findViolations(line, "x.test.ts"), line).toHaveLength(1);
    }
    const good = [
      "test.setTimeout(120_000);",
      'await expect.poll(() => status(), { intervals: [50] }).toBe("done");',
      "await vi.waitFor(() => expect(seen).toBe(true));",
      'else if (mode === "slow") setTimeout(() => reply("{}"), 1500);',
      "const timer = setTimeout(() => done(false), ms);",
      'await expect(page.getByText("Saved")).toBeVisible();',
    ];
    for (const line of good) {
      expect(findViolations(line, "x.test.ts"), line).toEqual([]);
    }
  });

  it("scans the test files", () => {
    const files = scannedFiles();
    expect(files).toContain("tests/e2e/fixtures.ts");
    expect(files).toContain("tests/e2e/accessibility.spec.ts");
    expect(files).toContain("tests/api/quotes.test.ts");
    expect(files.some((f) => f.startsWith("src/") && f.endsWith(".test.ts"))).toBe(true);
    expect(files).not.toContain(self);
  });

  it("no test file skips, focuses, leaves a test unfinished or sleeps", () => {
    const violations = scannedFiles()
      .flatMap((file) => findViolations(readFileSync(join(root, file), "utf8"), file))
      .filter((v) => !isAllowed(v))
      .map((v) => `${v.file}:${v.line} ${v.rule}: ${v.text}`);
    expect(violations).toEqual([]);
  });

  it("every allow-list entry is still needed and says why", () => {
    const files = scannedFiles();
    for (const entry of allowed) {
      expect(entry.reason.length, entry.file).toBeGreaterThan(20);
      expect(files).toContain(entry.file);
      const hits = findViolations(readFileSync(join(root, entry.file), "utf8"), entry.file);
      for (const rule of entry.rules) {
        expect(
          hits.some((v) => v.rule === rule),
          `${entry.file} no longer breaks "${rule}": remove it from its entry`,
        ).toBe(true);
      }
    }
  });
});
