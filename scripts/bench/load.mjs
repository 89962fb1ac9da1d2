// Load test: the built server under a mixed signed-in workload. 50 demo users (anonymous
// sign-in, each its own cookie and client address), then autocannon for 60 s with 50 connections,
// each connection one user, cycling GET /api/dashboard, GET /api/quotes, GET /api/products?q=…
// and POST /api/quotes (a small quote). Beside it, in the same run: GET /api/quotes alone for 10 s
// and a bare Hono hello world for 10 s (scripts/bench/hono-hello.mjs), for the list/bare ratio.
// Run by `npm run bench` only. 127.0.0.1, temporary DATA_DIR, servers always stopped.
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

const USERS = 50;
const CONNECTIONS = 50;
const MIX_S = 60;
const SOLO_S = 10;
const WARMUP_S = 3;
const HELLO = new URL("./hono-hello.mjs", import.meta.url).pathname;
const FRAGMENTS = ["plaster", "screw", "timber", "board", "cement", "pipe", "paint", "tile"];
const MIX = [
  { label: "GET /api/dashboard", method: "GET", path: "/api/dashboard" },
  { label: "GET /api/quotes", method: "GET", path: "/api/quotes" },
  { label: "GET /api/products?q=…", method: "GET", path: "/api/products?q=plaster" },
  {
    label: "POST /api/quotes",
    method: "POST",
    path: "/api/quotes",
    body: JSON.stringify({
      name: "Bench quote",
      jobDescription: "Skim one wall",
      laborDays: 1,
      dayRatePence: 20000,
    }),
  },
];

const ipOf = (i) => `10.77.${Math.floor(i / 250)}.${(i % 250) + 1}`;

async function signIn(base, i) {
  const res = await fetch(`${base}/api/auth/sign-in/anonymous`, {
    method: "POST",
    headers: { origin: base, "content-type": "application/json", "x-forwarded-for": ipOf(i) },
    body: "{}",
  });
  if (!res.ok) throw new Error(`anonymous sign-in ${i} failed: ${res.status} ${await res.text()}`);
  const cookie = res.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
  const check = await fetch(`${base}/api/dashboard`, {
    headers: { cookie, "x-forwarded-for": ipOf(i) },
  });
  if (!check.ok) throw new Error(`user ${i} is not signed in: GET /api/dashboard ${check.status}`);
  return { cookie, ip: ipOf(i) };
}

/**
 * One autocannon run, stopped 15 s after its duration at the latest. `perRequest` gets the index
 * of each answered request in the connection's cycle (one request in flight per connection, so
 * answers come back in request order).
 */
function cannon(opts, { cycle = 1, users } = {}) {
  const latencies = Array.from({ length: cycle }, () => []);
  const statuses = Array.from({ length: cycle }, () => ({ ok: 0, bad: 0 }));
  const position = new Map();
  let next = 0;
  let timer;
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        connections: CONNECTIONS,
        timeout: 10,
        ...opts,
        ...(users
          ? {
              setupClient: (client) => {
                const user = users[next++ % users.length];
                client.setHeaders({
                  cookie: user.cookie,
                  "x-forwarded-for": user.ip,
                  origin: new URL(opts.url).origin,
                  "content-type": "application/json",
                });
              },
            }
          : {}),
      },
      (error, result) => (error ? reject(error) : resolve({ result, latencies, statuses })),
    );
    instance.on("response", (client, statusCode, _bytes, responseTime) => {
      const n = position.get(client) ?? 0;
      position.set(client, n + 1);
      const k = n % cycle;
      if (statusCode >= 200 && statusCode < 300) {
        latencies[k].push(responseTime);
        statuses[k].ok++;
      } else statuses[k].bad++;
    });
    timer = setTimeout(() => instance.stop(), ((opts.duration ?? 10) + 15) * 1000);
  }).finally(() => clearTimeout(timer));
}

function stats(label, result, latencies) {
  const sorted = Float64Array.from(latencies).sort();
  return {
    label,
    rps: result.requests.average,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    ok: result["2xx"],
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

async function bare(log) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}/`;
  const env = { ...process.env, PORT: String(port), NODE_ENV: "production" };
  const { child } = await startServer({ script: HELLO, env, readyUrl: url, label: "hono-hello" });
  try {
    await cannon({ url, duration: WARMUP_S });
    log(`bare Hono hello world: measuring ${SOLO_S} s`);
    const { result, latencies } = await cannon({ url, duration: SOLO_S });
    return stats("Bare Hono hello world", result, latencies[0]);
  } finally {
    await stopChild(child);
  }
}

export async function run(ctx) {
  const log = ctx?.log ?? console.log;
  const { built } = await (ctx?.ensureBuild ?? ensureBuild)();
  const dataDir = makeTempDir("sole-bench-load-");
  let server;
  try {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    log("starting the server (temporary DATA_DIR: migrations + seeding)");
    server = await startServer({
      script: SERVER_ENTRY,
      env: {
        ...productEnv({ port, dataDir }),
        PUBLIC_URL: base,
        TRUSTED_PROXY_IP_HEADER: "x-forwarded-for",
      },
      readyUrl: `${base}/api/health`,
      timeoutMs: 180_000,
      label: "dist/server/index.js",
    });
    log(`signing in ${USERS} demo users`);
    const users = [];
    for (let i = 0; i < USERS; i++) users.push(await signIn(base, i));

    const requests = MIX.map((m) =>
      m.label.startsWith("GET /api/products")
        ? {
            method: m.method,
            path: m.path,
            setupRequest: (req) => ({
              ...req,
              path: `/api/products?q=${FRAGMENTS[Math.floor(Math.random() * FRAGMENTS.length)]}`,
            }),
          }
        : { method: m.method, path: m.path, ...(m.body ? { body: m.body } : {}) },
    );
    log(`mix: warm-up ${WARMUP_S} s`);
    await cannon({ url: base, requests, duration: WARMUP_S }, { cycle: MIX.length, users });
    log(`mix: measuring ${MIX_S} s with ${CONNECTIONS} connections`);
    const mix = await cannon(
      { url: base, requests, duration: MIX_S },
      { cycle: MIX.length, users },
    );
    const mixAll = stats("Mix (all four)", mix.result, mix.latencies.flat());
    const perEndpoint = MIX.map((m, k) => ({
      ...stats(m.label, mix.result, mix.latencies[k]),
      ok: mix.statuses[k].ok,
      non2xx: mix.statuses[k].bad,
    }));
    log(
      `mix: ${fixed(mixAll.rps)} req/s, p95 ${fixed(mixAll.p95, 2)} ms, ${mixAll.non2xx} non-2xx, ${mixAll.errors} errors`,
    );

    log(`GET /api/quotes alone: measuring ${SOLO_S} s`);
    const listUrl = `${base}/api/quotes`;
    const list = await cannon({ url: listUrl, duration: SOLO_S }, { users });
    const listStats = stats("GET /api/quotes alone", list.result, list.latencies[0]);
    await stopChild(server.child);
    server = undefined;

    const hello = await bare(log);
    const ratio = (listStats.rps / hello.rps) * 100;
    log(`list/bare: ${fixed(ratio, 1)} %`);
    const errors = mixAll.non2xx + mixAll.errors;
    const row = (s, { share = true } = {}) => ({
      Target: s.label,
      "Req/s (mean)": share ? fixed(s.rps) : "(share of mix)",
      "p50 (ms)": fixed(s.p50, 2),
      "p95 (ms)": fixed(s.p95, 2),
      "p99 (ms)": fixed(s.p99, 2),
      "2xx": fixed(s.ok),
      "Non-2xx": fixed(s.non2xx),
      "Errors + timeouts": share ? fixed(s.errors) : "–",
    });
    return {
      title: "Load: 50 signed-in users on a mixed workload",
      tables: [
        {
          caption: `Mixed workload, ${MIX_S} s, ${CONNECTIONS} connections (one user each)`,
          rows: [row(mixAll), ...perEndpoint.map((s) => row(s, { share: false }))],
        },
        {
          caption: `GET /api/quotes alone against a bare Hono hello world, ${SOLO_S} s each`,
          rows: [
            { ...row(listStats), "Req/s vs bare": `${fixed(ratio, 1)} %` },
            { ...row(hello), "Req/s vs bare": "100.0 %" },
          ],
        },
      ],
      notes: [
        `**Mix: ${fixed(mixAll.rps)} req/s, p95 ${fixed(mixAll.p95, 2)} ms, ${errors} errors (goal 0). GET /api/quotes alone reaches ${fixed(ratio, 1)} % of the bare Hono hello world's requests per second (goal ≥ 40 %).**`,
        `${USERS} demo users signed in with POST /api/auth/sign-in/anonymous (Origin = PUBLIC_URL, each its own x-forwarded-for; the server runs with TRUSTED_PROXY_IP_HEADER=x-forwarded-for), each connection one user's cookie. Every connection cycles ${MIX.map((m) => `\`${m.label}\``).join(", ")} (product fragment random among ${FRAGMENTS.length}), one request in flight; a ${WARMUP_S} s warm-up is discarded. Non-2xx answers count as errors.`,
        "Per-endpoint rows split the mix's answers by position in each connection's cycle; their req/s is a quarter of the mix's. Latency percentiles are nearest-rank over 2xx answers. The quote list grows during the run (every fourth request creates a quote).",
        `Server: \`node dist/server/index.js\`, NODE_ENV=production, LOG_LEVEL=error, temporary DATA_DIR (embedded PGlite), 127.0.0.1. autocannon runs in the benchmark process and shares the machine's ${ctx?.machine?.cores ?? "?"} cores with the server.`,
        built
          ? "The build was stale or missing and was rebuilt with `node scripts/build.mjs` first."
          : "The existing build in dist/ was up to date.",
      ],
      failed: errors > 0 ? `${errors} non-2xx/errors in the mix` : undefined,
    };
  } finally {
    if (server) await stopChild(server.child);
    removeTempDir(dataDir);
  }
}
