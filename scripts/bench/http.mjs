// Requests per second and p50/p95/p99 latency of GET /api/health on the built server (existing data
// dir), beside a bare Hono hello world (scripts/bench/hono-hello.mjs), measured in the same run with
// autocannon: 127.0.0.1 only, 50 connections, 2 s warm-up then 10 s, one server at a time.
import autocannon from "autocannon";
import {
  ensureBuild,
  fixed,
  freePort,
  makeTempDir,
  percentile,
  productEnv,
  removeTempDir,
  SERVER_ENTRY,
  startServer,
  stopChild,
} from "./lib.mjs";

const CONNECTIONS = 50;
const WARMUP_S = 2;
const DURATION_S = 10;
const HELLO = new URL("./hono-hello.mjs", import.meta.url).pathname;

/** One autocannon run; stops by itself after `durationS`, and is stopped 15 s later at the latest. */
function cannon(url, durationS) {
  const latencies = [];
  let timer;
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      { url, connections: CONNECTIONS, duration: durationS, timeout: 10 },
      (error, result) => (error ? reject(error) : resolve({ result, latencies })),
    );
    instance.on("response", (_client, statusCode, _bytes, responseTime) => {
      if (statusCode >= 200 && statusCode < 300) latencies.push(responseTime);
    });
    timer = setTimeout(() => instance.stop(), (durationS + 15) * 1000);
  }).finally(() => clearTimeout(timer));
}

/** Warm-up, then the measured run, against an already started server. */
async function measure(label, url, log) {
  log(`${label}: warm-up ${WARMUP_S} s`);
  await cannon(url, WARMUP_S);
  log(`${label}: measuring ${DURATION_S} s with ${CONNECTIONS} connections`);
  const { result, latencies } = await cannon(url, DURATION_S);
  const sorted = Float64Array.from(latencies).sort();
  const stats = {
    label,
    url,
    rps: result.requests.average,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    ok: result["2xx"],
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
  log(
    `${label}: ${fixed(stats.rps)} req/s, p50 ${fixed(stats.p50, 2)} ms, p95 ${fixed(stats.p95, 2)} ms, p99 ${fixed(stats.p99, 2)} ms, ${stats.non2xx} non-2xx, ${stats.errors} errors`,
  );
  return stats;
}

async function benchBare(log) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}/`;
  const env = { ...process.env, PORT: String(port), NODE_ENV: "production" };
  const { child } = await startServer({ script: HELLO, env, readyUrl: url, label: "hono-hello" });
  try {
    return await measure("bare Hono hello world", url, log);
  } finally {
    await stopChild(child);
  }
}

async function benchHealth(log) {
  const dataDir = makeTempDir("sole-bench-http-");
  try {
    // First start creates, migrates and seeds the data dir; the measured server is the second start.
    const first = await freePort();
    log("preparing the data dir (first start: migrations + seeding)");
    const prepared = await startServer({
      script: SERVER_ENTRY,
      env: productEnv({ port: first, dataDir }),
      readyUrl: `http://127.0.0.1:${first}/api/health`,
      label: "dist/server/index.js",
    });
    await stopChild(prepared.child);

    const port = await freePort();
    const url = `http://127.0.0.1:${port}/api/health`;
    const { child } = await startServer({
      script: SERVER_ENTRY,
      env: productEnv({ port, dataDir }),
      readyUrl: url,
      label: "dist/server/index.js",
    });
    try {
      return await measure("Sole GET /api/health", url, log);
    } finally {
      await stopChild(child);
    }
  } finally {
    removeTempDir(dataDir);
  }
}

export async function run(ctx) {
  const log = ctx?.log ?? console.log;
  const { built } = await (ctx?.ensureBuild ?? ensureBuild)();
  const bare = await benchBare(log);
  const health = await benchHealth(log);
  const ratio = (health.rps / bare.rps) * 100;
  log(`health/bare: ${fixed(ratio, 1)} %`);
  const row = (target, s) => ({
    Target: target,
    "Req/s (mean)": fixed(s.rps),
    "p50 (ms)": fixed(s.p50, 2),
    "p95 (ms)": fixed(s.p95, 2),
    "p99 (ms)": fixed(s.p99, 2),
    "2xx responses": fixed(s.ok),
    "Non-2xx": fixed(s.non2xx),
    "Errors + timeouts": fixed(s.errors),
    "Req/s vs bare": `${fixed((s.rps / bare.rps) * 100, 1)} %`,
  });
  return {
    title: "HTTP: GET /api/health against a bare Hono hello world",
    rows: [
      row("Sole `GET /api/health` (built server, existing data dir)", health),
      row("Bare Hono hello world (`@hono/node-server`)", bare),
    ],
    notes: [
      `**GET /api/health reaches ${fixed(ratio, 1)} % of the bare Hono hello world's requests per second.**`,
      `autocannon (programmatic API) from the benchmark process, ${CONNECTIONS} connections, no pipelining, a ${WARMUP_S} s warm-up (discarded) then ${DURATION_S} s per target; each server is a child process on 127.0.0.1 and runs alone. Req/s is autocannon's mean of per-second counts; latency percentiles are nearest-rank over every 2xx response of the measured ${DURATION_S} s.`,
      "The product server runs `node dist/server/index.js` with NODE_ENV=production, LOG_LEVEL=error and a temporary DATA_DIR created, migrated and seeded by a first start; the measured server is the second start of that dir. `/api/health` runs the full middleware stack and a `select 1` on the embedded PGlite database.",
      `Load generator and server share the machine's ${ctx?.machine?.cores ?? "?"} cores, so absolute figures are lower than on a dedicated client; the ratio is the figure to watch. Bare baseline: \`scripts/bench/hono-hello.mjs\` (\`app.get("/", c => c.text("ok"))\`).`,
      built
        ? "The build was stale or missing and was rebuilt with `node scripts/build.mjs` first."
        : "The existing build in dist/ was up to date.",
    ],
  };
}
