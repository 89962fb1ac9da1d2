// `npm test` (and, with --no-e2e, `npm run check`): Biome, the type-check and dependency-cruiser,
// Vitest, then the end-to-end suite and the bundle budgets. The production build runs beside
// Biome, and it is the one build both the durability tests (which start dist/server/index.js) and
// the end-to-end suite use. Vitest starts as soon as the build and Biome are done, beside the
// type-check and dependency-cruiser: the type-check keeps one core busy for most of a minute,
// which left the other idle once the build was done. A failed check still fails the run: Vitest is
// stopped and the check's output printed.
import { spawn } from "node:child_process";

const endToEnd = !process.argv.includes("--no-e2e");

/** The commands running now. */
const running = new Set();

/** Stops a command and every process it started (npx's children do not hear npx's SIGTERM). */
function stop(child) {
  try {
    process.kill(-child.pid, "SIGTERM");
  } catch {
    // already gone
  }
}

// Each command runs in a process group of its own, which does not hear the terminal's Ctrl-C:
// stopped (Ctrl-C, or CI's SIGTERM), this stops them.
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    for (const child of running) stop(child);
    process.exit(130);
  });
}

/**
 * Runs a command; `quiet` holds its output back and returns it, so two at once do not interleave.
 * The promise carries the running `child` (for `stop`).
 */
function run(command, args, { quiet = false } = {}) {
  const child = spawn(command, args, {
    // No stdin: a process group other than the terminal's would be stopped for reading it.
    stdio: ["ignore", quiet ? "pipe" : "inherit", quiet ? "pipe" : "inherit"],
    detached: true,
  });
  running.add(child);
  child.on("close", () => running.delete(child));
  const done = new Promise((resolve) => {
    let output = "";
    if (quiet) {
      child.stdout.on("data", (chunk) => {
        output += chunk;
      });
      child.stderr.on("data", (chunk) => {
        output += chunk;
      });
    }
    child.on("close", (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), output }));
  });
  return Object.assign(done, { child });
}

/** The checks in order, each one's output held back; stops at the first that fails. */
async function runChecks(checks) {
  let output = "";
  for (const [command, ...args] of checks) {
    const result = await run(command, args, { quiet: true });
    output += `==> ${command} ${args.join(" ")}\n${result.output}`;
    if (result.code !== 0) return { code: result.code, output };
  }
  return { code: 0, output };
}

function finish(code) {
  if (code !== 0) process.exit(code);
}

const started = Date.now();
const seconds = () => `${Math.round((Date.now() - started) / 1000)} s`;
const build = run(process.execPath, ["scripts/build.mjs"], { quiet: true });
// Biome first, alone: Vitest writes files (bundles of its threads, reports) that it need not see.
const biome = await runChecks([["npx", "biome", "check", "."]]);
process.stdout.write(biome.output);
const built = await build;
process.stdout.write(built.output);
if (built.code !== 0) console.error("The production build (scripts/build.mjs) failed.");
finish(biome.code || built.code);
console.log(`==> build and Biome: ${seconds()}`);

const checks = runChecks([
  ["npx", "tsc", "--noEmit"],
  ["npx", "depcruise", "src", "--output-type", "err"],
]);
console.log("==> vitest run (the type-check and dependency-cruiser run beside it)");
const vitest = run("npx", ["vitest", "run"]);
const checked = await checks;
console.log(`${checked.output}==> type-check and dependency-cruiser: ${seconds()}`);
if (checked.code !== 0) {
  stop(vitest.child);
  await vitest;
  finish(checked.code);
}
finish((await vitest).code);

if (endToEnd) {
  console.log("==> end-to-end suite on dist/, then the bundle budgets");
  finish(
    (await run(process.execPath, ["scripts/e2e.mjs", "--check-bundles", "--dist", "dist"])).code,
  );
}
