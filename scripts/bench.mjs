// `npm run bench`: runs the benchmark modules in scripts/bench/ and writes docs/BENCHMARKS.md.
// `node scripts/bench.mjs bundles http` runs a subset; the sections of the others are kept.
//
// A module is scripts/bench/<name>.mjs (or the `module` path of its entry) exporting
// `async function run(ctx)` that returns `{ title, rows, notes?, tables?, command?, failed? }` or a
// markdown string (see renderBody).
// Adding one is a line in BENCHMARKS below.
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import { join } from "node:path";
import { ensureBuild, machineInfo, ROOT, stopAllChildren } from "./bench/lib.mjs";

/** Name (scripts/bench/<name>.mjs) and time limit of each benchmark, in the order of the file. */
const BENCHMARKS = [
  { name: "startup", timeoutMs: 5 * 60_000 },
  { name: "bundles", timeoutMs: 5 * 60_000 },
  { name: "http", timeoutMs: 5 * 60_000 },
  { name: "pdf", timeoutMs: 2 * 60_000 },
  { name: "products", timeoutMs: 20 * 60_000 },
  { name: "estimator", timeoutMs: 5 * 60_000 },
  // Issue 22: the insights query for a business with 5,000 quotes.
  { name: "insights", timeoutMs: 5 * 60_000 },
  { name: "load", timeoutMs: 15 * 60_000 },
  // Issue 19: its own PostgreSQL, 200 seeded businesses, 2 processes; the embedded mix beside it.
  { name: "load-pg", timeoutMs: 20 * 60_000 },
  // Issue 15: health and event-loop delay while other businesses render PDFs and import a price list.
  { name: "isolation", timeoutMs: 30 * 60_000 },
  // GET /api/export of a ~350 MB business streamed to a slow client: time, memory, event loop.
  { name: "export", timeoutMs: 60 * 60_000 },
  // Its own package (npm ci --prefix tools/lighthouse when missing) and Debian's Chromium.
  { name: "lighthouse", timeoutMs: 20 * 60_000, module: "../tools/lighthouse/run.mjs" },
];

const OUTPUT = join(ROOT, "docs/BENCHMARKS.md");

const args = process.argv.slice(2);
const unknown = args.filter((name) => !BENCHMARKS.some((b) => b.name === name));
if (unknown.length > 0) {
  console.error(
    `Unknown benchmark ${unknown.join(", ")}: choose from ${BENCHMARKS.map((b) => b.name).join(", ")}`,
  );
  process.exit(2);
}
const selected = args.length > 0 ? BENCHMARKS.filter((b) => args.includes(b.name)) : BENCHMARKS;

const viaNpm =
  process.env.npm_lifecycle_event === "bench" &&
  (process.env.npm_lifecycle_script ?? "").includes("scripts/bench.mjs");
const command = viaNpm
  ? `npm run bench${args.length ? ` -- ${args.join(" ")}` : ""}`
  : ["node scripts/bench.mjs", ...args].join(" ");

const machine = machineInfo();
console.log(
  `Benchmarks: ${selected.map((b) => b.name).join(", ")}\n` +
    `Machine: ${machine.cpu}, ${machine.cores} cores, ${machine.ramGiB.toFixed(1)} GiB RAM, Node ${machine.node}`,
);

const sections = readSections();
const failures = [];
for (const bench of selected) {
  const log = (...parts) => console.log(`[${bench.name}]`, ...parts);
  const ctx = {
    name: bench.name,
    root: ROOT,
    command,
    machine,
    log,
    ensureBuild: () => ensureBuild(log),
  };
  const started = Date.now();
  const load = { start: loadavg()[0] };
  log(`running (load average ${load.start.toFixed(2)})`);
  try {
    const module = await import(bench.module ?? `./bench/${bench.name}.mjs`);
    const result = await withTimeout(module.run(ctx), bench.timeoutMs, bench.name);
    const date = new Date();
    load.end = loadavg()[0];
    sections.set(bench.name, renderSection(bench.name, result, { command, machine, date, load }));
    writeFileSync(OUTPUT, renderFile(sections));
    if (typeof result === "object" && result.failed) {
      failures.push(`${bench.name}: ${result.failed}`);
      log(`FAILED: ${result.failed}`);
    }
    log(`done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  } catch (error) {
    failures.push(`${bench.name}: ${error instanceof Error ? error.message : error}`);
    console.error(`[${bench.name}] error:`, error instanceof Error ? error.stack : error);
    await stopAllChildren();
  }
}

writeFileSync(OUTPUT, renderFile(sections));
console.log(`\nWrote ${OUTPUT}`);
if (failures.length > 0) {
  console.error(`\n${failures.length} benchmark(s) failed:\n- ${failures.join("\n- ")}`);
  process.exitCode = 1;
}

function withTimeout(promise, ms, name) {
  let timer;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${name} took longer than ${ms / 1000} s`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** The sections already in docs/BENCHMARKS.md, by name, in file order. */
function readSections() {
  const found = new Map();
  if (!existsSync(OUTPUT)) return found;
  const text = readFileSync(OUTPUT, "utf8");
  for (const match of text.matchAll(/<!-- bench:([\w-]+) -->[\s\S]*?<!-- \/bench:\1 -->/g)) {
    found.set(match[1], match[0]);
  }
  return found;
}

/**
 * The file with each section replaced where it stands, so notes written between sections (before
 * and after figures, what a profile showed) survive a run; sections new to the file go at its end.
 */
function renderFile(sectionsByName) {
  if (!existsSync(OUTPUT)) return renderNewFile(sectionsByName);
  let text = readFileSync(OUTPUT, "utf8");
  for (const [name, section] of sectionsByName) {
    const pattern = new RegExp(`<!-- bench:${name} -->[\\s\\S]*?<!-- \\/bench:${name} -->`);
    text = pattern.test(text)
      ? text.replace(pattern, () => section)
      : `${text.trimEnd()}\n\n${section}\n`;
  }
  return text;
}

function renderNewFile(sectionsByName) {
  const known = BENCHMARKS.map((b) => b.name).filter((name) => sectionsByName.has(name));
  const others = [...sectionsByName.keys()].filter((name) => !known.includes(name));
  const body = [...known, ...others].map((name) => sectionsByName.get(name)).join("\n\n");
  return `# Benchmarks

Generated by \`npm run bench\` (\`scripts/bench.mjs\`, modules in \`scripts/bench/\`): do not edit
by hand. A subset can be run, e.g. \`node scripts/bench.mjs bundles http\` (benchmarks:
${BENCHMARKS.map((b) => `\`${b.name}\``).join(", ")}); the sections of the others are kept as they were.
Each section states the machine, date and command that produced its figures: compare figures only
between runs on the same machine.

${body}
`;
}

function renderSection(name, result, { command, machine, date, load }) {
  const title = typeof result === "string" ? name : result.title;
  const stamp = date
    .toISOString()
    .replace("T", " ")
    .replace(/:\d\d\.\d+Z$/, " UTC");
  const meta = [
    `- **Machine:** ${machine.cpu}, ${machine.cores} cores, ${machine.ramGiB.toFixed(1)} GiB RAM, ${machine.os}; load average (1 min) ${load.start.toFixed(2)} at start, ${load.end.toFixed(2)} at end`,
    `- **Node:** ${machine.node}`,
    `- **Date:** ${stamp}`,
    `- **Command:** \`${(typeof result === "object" && result.command) || command}\``,
  ].join("\n");
  return `<!-- bench:${name} -->
## ${title}

${meta}

${renderBody(result).trim()}
<!-- /bench:${name} -->`;
}

/**
 * A module's result as markdown: a string is used as is; an object gives `intro` (text),
 * `rows` (array of objects, one table), `tables` ([{ caption, rows }]) and `notes` (string or list).
 */
function renderBody(result) {
  if (typeof result === "string") return result;
  const parts = [];
  if (result.intro) parts.push(result.intro);
  if (result.rows) parts.push(table(result.rows));
  for (const t of result.tables ?? []) {
    parts.push(t.caption ? `**${t.caption}**\n\n${table(t.rows)}` : table(t.rows));
  }
  if (result.failed) parts.push(`**Failed:** ${result.failed}`);
  const notes = typeof result.notes === "string" ? [result.notes] : (result.notes ?? []);
  if (notes.length > 0) parts.push(notes.map((n) => `- ${n}`).join("\n"));
  return parts.join("\n\n");
}

function table(rows) {
  if (rows.length === 0) return "_(no rows)_";
  const columns = Object.keys(rows[0]);
  const numeric = columns.map((c) => rows.every((r) => /^[-–\d.,% ]*$/.test(String(r[c] ?? ""))));
  const cell = (v) => String(v ?? "").replaceAll("|", "\\|");
  return [
    `| ${columns.map(cell).join(" | ")} |`,
    `| ${numeric.map((n) => (n ? "---:" : "---")).join(" | ")} |`,
    ...rows.map((r) => `| ${columns.map((c) => cell(r[c])).join(" | ")} |`),
  ].join("\n");
}
