// Cold start to first served request: from spawning `node dist/server/index.js` until
// GET /api/health answers 200, (a) on a fresh empty DATA_DIR (migrations and seeding included) and
// (b) on the same directory started a second time.
import {
  ensureBuild,
  fixed,
  freePort,
  makeTempDir,
  median,
  productEnv,
  removeTempDir,
  SERVER_ENTRY,
  startServer,
  stopChild,
} from "./lib.mjs";

const RUNS = 3;
const POLL_MS = 5;

/** One start of the built server on a free 127.0.0.1 port; returns the time to the first 200. */
async function timedStart(dataDir) {
  const port = await freePort();
  const { child, readyMs } = await startServer({
    script: SERVER_ENTRY,
    env: productEnv({ port, dataDir }),
    readyUrl: `http://127.0.0.1:${port}/api/health`,
    pollMs: POLL_MS,
    label: "dist/server/index.js",
  });
  await stopChild(child);
  return readyMs;
}

export async function run(ctx) {
  const log = ctx?.log ?? console.log;
  const { built } = await (ctx?.ensureBuild ?? ensureBuild)();
  const fresh = [];
  const existing = [];
  for (let i = 1; i <= RUNS; i++) {
    const dataDir = makeTempDir("sole-bench-startup-");
    try {
      fresh.push(await timedStart(dataDir));
      log(`run ${i}/${RUNS}: fresh data dir ${fixed(fresh.at(-1))} ms`);
      existing.push(await timedStart(dataDir));
      log(`run ${i}/${RUNS}: existing data dir ${fixed(existing.at(-1))} ms`);
    } finally {
      removeTempDir(dataDir);
    }
  }
  const row = (scenario, times) => ({
    "Data directory": scenario,
    Runs: times.length,
    "Min (ms)": fixed(Math.min(...times)),
    "Median (ms)": fixed(median(times)),
    "Max (ms)": fixed(Math.max(...times)),
    "Each run (ms)": times.map((t) => fixed(t)).join(", "),
  });
  return {
    title: "Startup: cold start to first served request",
    rows: [
      row("(a) fresh, empty (migrations + seeding)", fresh),
      row("(b) existing (second start of the same dir)", existing),
    ],
    notes: [
      "Measured from spawning `node dist/server/index.js` (HOST=127.0.0.1, free port, LOG_LEVEL=error, NODE_ENV=production, embedded PGlite in a temporary DATA_DIR) until `GET /api/health` answers 200; the health URL is polled every 5 ms, so figures are up to ~5 ms late.",
      `Each of the ${RUNS} runs uses a new temporary directory: start (a), SIGTERM and wait for exit, start (b) on the same directory, SIGTERM, delete the directory.`,
      built
        ? "The build was stale or missing and was rebuilt with `node scripts/build.mjs` first (not timed)."
        : "The existing build in dist/ was up to date.",
    ],
  };
}
