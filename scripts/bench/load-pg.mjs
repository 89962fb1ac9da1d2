// Issue 19's benchmark: the product as it runs for many businesses. Its own PostgreSQL 15 (as the
// database tests start it: tests/support/postgres.ts), 200 businesses signed in through the API
// and seeded in bulk SQL with 300 customers and 500 quotes each (load-pg-seed.mjs), the built app
// under its supervisor with WEB_CONCURRENCY=2 on DATABASE_URL, and 50 of those businesses' users
// (one per connection) for 60 s through a mix of what a tradesperson's day asks. In the same run:
// the paged quote list alone against a minimal Hono + `pg` server answering the same query
// (hono-pg.mjs, the ceiling), and load.mjs's mix on the embedded database. BENCH_LOAD_PG_MIX_S
// shortens both mixes for a quick check. Everything on 127.0.0.1, bounded, and stopped.
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import pg from "pg";
import { tsImport } from "tsx/esm/api";
import {
  ensureBuild,
  fixed,
  freePort,
  makeTempDir,
  productEnv,
  ROOT,
  removeTempDir,
  startServer,
  stopChild,
} from "./lib.mjs";
import { embeddedMix } from "./load.mjs";
import { cannon, measureMix, signIn, stats, WARMUP_S } from "./load-kit.mjs";
import { report } from "./load-pg-report.mjs";
import { businessData, businessOfCookie, seedBusinesses } from "./load-pg-seed.mjs";

const BUSINESSES = 200;
const USERS = 50;
const MIX_S =
  Number(process.env.BENCH_LOAD_PG_MIX_S) > 0 ? Number(process.env.BENCH_LOAD_PG_MIX_S) : 60;
const SOLO_S = 10;
const PROCESSES = 2;
const SUPERVISOR = join(ROOT, "dist/server/supervisor.js");
const MINIMAL = join(ROOT, "scripts/bench/hono-pg.mjs");
const FRAGMENTS = ["plaster", "screw", "timber", "board", "cement", "pipe", "paint", "tile"];
const pick = (list) => list[Math.floor(Math.random() * list.length)];

const LIST = { label: "GET /api/quotes (page 1 of 50)", method: "GET", path: "/api/quotes" };
/** One user's cycle of 20 requests: the weights are how often each comes up in a working day. */
const MIX = [
  { label: "GET /api/dashboard", method: "GET", path: "/api/dashboard", weight: 2 },
  { ...LIST, weight: 3 },
  {
    label: "GET /api/quotes?status=sent",
    method: "GET",
    path: "/api/quotes?status=sent",
    weight: 1,
  },
  { label: "GET /api/customers (page 1 of 50)", method: "GET", path: "/api/customers", weight: 2 },
  {
    label: "GET /api/quotes/{id}",
    method: "GET",
    path: "/api/quotes",
    pathFor: (user) => `/api/quotes/${pick(user.data.ids)}`,
    weight: 4,
  },
  {
    label: "GET /api/products?q=…",
    method: "GET",
    path: "/api/products?q=plaster",
    setupRequest: (req) => ({ ...req, path: `/api/products?q=${pick(FRAGMENTS)}` }),
    weight: 3,
  },
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
    weight: 2,
  },
  {
    label: "GET /api/public/quotes/{token}",
    method: "GET",
    path: "/api/public/quotes/x",
    pathFor: (user) => `/api/public/quotes/${pick(user.data.tokens)}`,
    weight: 2,
  },
  {
    label: "GET /api/quotes/{id}/pdf",
    method: "GET",
    path: "/api/quotes",
    pathFor: (user) => `/api/quotes/${pick(user.data.printable)}/pdf`,
    weight: 1,
  },
];
/** The cycle: each entry as often as its weight, spread out rather than in runs. */
const CYCLE = (() => {
  const slots = MIX.flatMap((m) =>
    Array.from({ length: m.weight }, (_, i) => ({ m, at: (i + 0.5) / m.weight })),
  );
  return slots.sort((a, b) => a.at - b.at).map((s) => s.m);
})();

async function startApp(databaseUrl, log, processes = PROCESSES) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const dataDir = makeTempDir("sole-bench-load-pg-");
  log(`starting the app: ${processes} process(es) on PostgreSQL`);
  const server = await startServer({
    script: SUPERVISOR,
    env: {
      ...productEnv({ port, dataDir }),
      DATABASE_URL: databaseUrl,
      WEB_CONCURRENCY: String(processes),
      PUBLIC_URL: base,
      TRUSTED_PROXY_IP_HEADER: "x-forwarded-for",
      // BENCH_CPU_PROF=<folder>: each process writes its main thread's CPU profile there on exit.
      ...(process.env.BENCH_CPU_PROF
        ? {
            SOLE_BENCH_CPU_PROF: process.env.BENCH_CPU_PROF,
            NODE_OPTIONS: `--import ${pathToFileURL(join(ROOT, "scripts/bench/cpu-profile.mjs")).href}`,
          }
        : {}),
    },
    readyUrl: `${base}/api/ready`,
    timeoutMs: 180_000,
    label: "dist/server/supervisor.js",
  });
  return {
    base,
    output: server.output,
    stop: async () => {
      await stopChild(server.child, 25_000);
      removeTempDir(dataDir);
    },
  };
}

/** BUSINESSES anonymous sign-ins, 10 at a time; the first USERS are the benchmark's users. */
async function signInAll(base, client, log) {
  log(`signing in ${BUSINESSES} businesses through the API`);
  const users = [];
  for (let i = 0; i < BUSINESSES; i += 10) {
    const batch = Array.from({ length: Math.min(10, BUSINESSES - i) }, (_, k) => i + k);
    users.push(...(await Promise.all(batch.map((n) => signIn(base, n)))));
  }
  for (const user of users) user.businessId = await businessOfCookie(client, user.cookie);
  return users;
}

export async function run(ctx) {
  const log = ctx?.log ?? console.log;
  const { built } = await (ctx?.ensureBuild ?? ensureBuild)();
  const { startPostgres } = await tsImport("../../tests/support/postgres.ts", import.meta.url);
  log("starting PostgreSQL 15 in a temporary directory");
  const postgres = await startPostgres();
  const client = new pg.Client({ connectionString: postgres.url });
  let app;
  try {
    await client.connect();
    // One process first sets the empty database up (migrations, catalogue, the job queue's
    // tables): two workers doing that at once on an empty database deadlocked in pg-boss's
    // createQueue (2026-11-26), which is the queue's to fix, not this benchmark's to measure.
    const setup = await startApp(postgres.url, log, 1);
    await setup.stop();
    app = await startApp(postgres.url, log);
    const { base } = app;
    const all = await signInAll(base, client, log).catch((error) => {
      log(app.output.join("").split("\n").slice(-20).join("\n"));
      throw error;
    });
    log(`seeding ${BUSINESSES} × 300 customers and 500 quotes in SQL`);
    const seedStart = performance.now();
    await seedBusinesses(
      client,
      all.map((u) => u.businessId),
    );
    const seedS = (performance.now() - seedStart) / 1000;
    const { rows: size } = await client.query(
      "select (select count(*) from quotes)::int as quotes, (select count(*) from customers)::int as customers, pg_size_pretty(pg_database_size(current_database())) as bytes",
    );
    log(`seeded in ${fixed(seedS, 1)} s: ${JSON.stringify(size[0])}`);
    const users = all.slice(0, USERS);
    const data = await businessData(
      client,
      users.map((u) => u.businessId),
    );
    for (const user of users) user.data = data.get(user.businessId);
    await client.query("select pg_stat_reset()");

    const mix = await measureMix({
      base,
      cycle: CYCLE,
      users,
      seconds: MIX_S,
      label: "PostgreSQL mix",
      log,
    });
    const scans = await sequentialScans(client);
    log(`sequential scans during the mix: ${scans.join("; ") || "none"}`);
    log(`paged quote list alone: warm-up ${WARMUP_S} s, measuring ${SOLO_S} s`);
    await cannon({ url: base, duration: WARMUP_S }, { cycle: [LIST], users });
    const listRun = await cannon({ url: base, duration: SOLO_S }, { cycle: [LIST], users });
    const list = stats(
      "App: GET /api/quotes, page of 50 (session, page, counts)",
      listRun.result,
      listRun.latencies[0],
    );
    await app.stop();
    app = undefined;

    const minimal = await measureMinimal(postgres.url, users, log);
    const ratio = (list.rps / minimal.rps) * 100;
    log(`list/minimal: ${fixed(ratio, 1)} %`);
    await client.end();
    await postgres.stop();

    const embedded = await embeddedMix({ log, seconds: MIX_S });
    return report({
      setup: { BUSINESSES, USERS, MIX_S, SOLO_S, PROCESSES, MIX, CYCLE },
      ...{ mix, list, minimal, ratio, embedded, seedS, size: size[0], scans, built, ctx },
    });
  } finally {
    if (app) await app.stop();
    await client.end().catch(() => {});
    await postgres.stop();
  }
}

/**
 * Tables PostgreSQL read whole since the seed (reset just before the mix), most rows first: a
 * request path reading a big table row by row is a missing index or a query that cannot use one,
 * and a small table read whole a thousand times or more is one read per request.
 */
async function sequentialScans(client) {
  const { rows } = await client.query(
    `select relname, seq_scan, seq_tup_read from pg_stat_user_tables
     where seq_tup_read > 10000 or seq_scan >= 1000 order by seq_tup_read desc limit 8`,
  );
  return rows.map(
    (r) => `${r.relname} ${fixed(Number(r.seq_scan))} scans, ${fixed(Number(r.seq_tup_read))} rows`,
  );
}

async function measureMinimal(databaseUrl, users, log) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const env = {
    ...process.env,
    PORT: String(port),
    NODE_ENV: "production",
    DATABASE_URL: databaseUrl,
    WEB_CONCURRENCY: String(PROCESSES),
  };
  const { child } = await startServer({
    script: MINIMAL,
    env,
    readyUrl: `${url}/`,
    label: "hono-pg",
  });
  try {
    const cycle = [
      {
        label: "minimal",
        method: "GET",
        path: "/quotes",
        pathFor: (u) => `/quotes?b=${u.businessId}`,
      },
    ];
    log(`minimal Hono + pg: warm-up ${WARMUP_S} s, measuring ${SOLO_S} s`);
    await cannon({ url, duration: WARMUP_S }, { cycle, users });
    const run = await cannon({ url, duration: SOLO_S }, { cycle, users });
    return stats(
      "Minimal Hono + pg: the same page and counts (no session)",
      run.result,
      run.latencies[0],
    );
  } finally {
    await stopChild(child);
  }
}
