// `npm test` (and, with --no-e2e, `npm run check`): Biome, the type-check and dependency-cruiser,
// then Vitest, then the end-to-end suite and the bundle budgets. The production build runs beside
// the checks (the type-check keeps one core busy for most of a minute; the build is mostly one
// core too), and it is the one build both the durability tests (which start dist/server/index.js)
// and the end-to-end suite use: the suite used to build a second copy of its own.
import { spawn } from "node:child_process";

const endToEnd = !process.argv.includes("--no-e2e");

/** Runs a command; `quiet` holds its output back and returns it, so two at once do not interleave. */
function run(command, args, { quiet = false } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: quiet ? ["ignore", "pipe", "pipe"] : "inherit" });
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
}

function finish(code) {
  if (code !== 0) process.exit(code);
}

const started = Date.now();
const build = run(process.execPath, ["scripts/build.mjs"], { quiet: true });
for (const [command, ...args] of [
  ["npx", "biome", "check", "."],
  ["npx", "tsc", "--noEmit"],
  ["npx", "depcruise", "src", "--output-type", "err"],
]) {
  console.log(`==> ${command} ${args.join(" ")}`);
  const { code } = await run(command, args);
  if (code !== 0) {
    await build;
    finish(code);
  }
}
const built = await build;
process.stdout.write(built.output);
if (built.code !== 0) console.error("The production build (scripts/build.mjs) failed.");
finish(built.code);
console.log(`==> checks and build: ${Math.round((Date.now() - started) / 1000)} s`);

console.log("==> vitest run");
finish((await run("npx", ["vitest", "run"])).code);

if (endToEnd) {
  console.log("==> end-to-end suite on dist/, then the bundle budgets");
  finish(
    (await run(process.execPath, ["scripts/e2e.mjs", "--check-bundles", "--dist", "dist"])).code,
  );
}
