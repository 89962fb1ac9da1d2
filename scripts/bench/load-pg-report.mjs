// The section load-pg.mjs writes into docs/BENCHMARKS.md: the goals of issue 19 against what was
// measured, the tables of the run, and how it was run.

import { fixed } from "./lib.mjs";
import { CONNECTIONS, statsRow, WARMUP_S } from "./load-kit.mjs";

export function report({
  setup,
  mix,
  list,
  minimal,
  ratio,
  embedded,
  seedS,
  size,
  scans,
  built,
  ctx,
}) {
  const { BUSINESSES, USERS, MIX_S, SOLO_S, PROCESSES, MIX, CYCLE } = setup;
  const errors = mix.all.non2xx + mix.all.errors;
  const embeddedErrors = embedded.all.non2xx + embedded.all.errors;
  const goal = (ok) => (ok ? "yes" : "no");
  const goals = [
    {
      Goal: "PostgreSQL mix ≥ 1,000 req/s",
      Measured: `${fixed(mix.all.rps)} req/s`,
      Met: goal(mix.all.rps >= 1000),
    },
    {
      Goal: "PostgreSQL mix p95 ≤ 100 ms",
      Measured: `${fixed(mix.all.p95, 1)} ms`,
      Met: goal(mix.all.p95 <= 100),
    },
    { Goal: "PostgreSQL mix 0 errors", Measured: fixed(errors), Met: goal(errors === 0) },
    {
      Goal: "Paged list ≥ 60 % of the minimal server",
      Measured: `${fixed(ratio, 1)} %`,
      Met: goal(ratio >= 60),
    },
    {
      Goal: "Embedded mix ≥ 400 req/s",
      Measured: `${fixed(embedded.all.rps)} req/s`,
      Met: goal(embedded.all.rps >= 400),
    },
    {
      Goal: "Embedded mix p95 ≤ 200 ms",
      Measured: `${fixed(embedded.all.p95, 1)} ms`,
      Met: goal(embedded.all.p95 <= 200),
    },
    {
      Goal: "Embedded mix 0 errors",
      Measured: fixed(embeddedErrors),
      Met: goal(embeddedErrors === 0),
    },
  ];
  const failures = [...mix.failures, ...embedded.failures];
  return {
    title: "Load on PostgreSQL: 200 businesses, 2 processes, 50 users",
    tables: [
      { caption: "Goals (issue 19)", rows: goals },
      {
        caption: `PostgreSQL mix, ${MIX_S} s, ${CONNECTIONS} connections (one user each), WEB_CONCURRENCY=${PROCESSES}`,
        rows: [
          statsRow({ ...mix.all, label: "Mix (all)" }),
          ...mix.perEndpoint.map((s) => statsRow(s, { errorsKnown: false })),
        ],
      },
      {
        caption: `The paged quote list alone against the minimal server, ${SOLO_S} s each`,
        rows: [
          { ...statsRow(list), "vs minimal": `${fixed(ratio, 1)} %` },
          { ...statsRow(minimal), "vs minimal": "100.0 %" },
        ],
      },
      {
        caption: `Embedded database (load.mjs's mix, one process, ${MIX_S} s)`,
        rows: [
          statsRow({ ...embedded.all, label: "Embedded mix (all four)" }),
          ...embedded.perEndpoint.map((s) => statsRow(s, { errorsKnown: false })),
        ],
      },
    ],
    notes: [
      `Data: ${BUSINESSES} businesses signed in through POST /api/auth/sign-in/anonymous (each a copy of the demo business), then seeded in one SQL transaction (${fixed(seedS, 1)} s): ${fixed(size.quotes)} quotes, ${fixed(size.customers)} customers in all, each quote a copy of the demo quote's figures, lines and measurements with its own customer, name, age and status (40 % draft, 50 % sent with a customer link, 10 % declined); database ${size.bytes}. Script: \`scripts/bench/load-pg.mjs\` (seed: \`load-pg-seed.mjs\`, minimal server: \`hono-pg.mjs\`).`,
      `PostgreSQL 15 from /usr/lib/postgresql/15/bin in a temporary directory (tests/support/postgres.ts: fsync, synchronous_commit and full_page_writes off, as the database tests run it), on the same 2 cores as the app and the load generator. App: \`node dist/server/supervisor.js\` (what \`npm start\` runs), WEB_CONCURRENCY=${PROCESSES}, each process a pool of 10 connections, NODE_ENV=production, LOG_LEVEL=error, TRUSTED_PROXY_IP_HEADER=x-forwarded-for.`,
      `Each connection is one of ${USERS} users (cookie, own x-forwarded-for, Origin) cycling ${CYCLE.length} requests: ${MIX.map((m) => `${m.weight} × \`${m.label}\``).join(", ")}; quote ids, PDFs (drafts and sent) and customer links are picked at random among that user's business's. A ${WARMUP_S} s warm-up before each measurement is discarded; non-2xx answers count as errors; latency percentiles are nearest-rank over 2xx answers.`,
      `The minimal server (\`hono-pg.mjs\`, ${PROCESSES} processes, pool of 10 each) runs the list's page query (newest first, each quote with its lines, measurements, live customer name and job flag, as one JSON array) and its count per status side by side, with no session, validation or ORM: it is the ceiling of the app's \`GET /api/quotes\`, which also reads the session. The app is stopped before it runs.`,
      `The embedded run is load.mjs's own mix (dashboard, quote list, product search, quote creation; 50 demo users), started after PostgreSQL is stopped so it runs alone.`,
      `Tables PostgreSQL read whole during the PostgreSQL mix (pg_stat_user_tables: over 10,000 rows, or 1,000 times or more): ${scans.join("; ") || "none"}.`,
      ...(failures.length > 0 ? [`Non-2xx answers: ${failures.join("; ")}`] : []),
      `autocannon runs in the benchmark process and shares the machine's ${ctx?.machine?.cores ?? "?"} cores with everything else; other work on the machine shows in the load averages above. BENCH_CPU_PROF=<folder> writes each app process's CPU profile there.`,
      built
        ? "The build was stale or missing and was rebuilt with `node scripts/build.mjs` first."
        : "The existing build in dist/ was up to date.",
    ],
    failed: errors > 0 ? `${errors} non-2xx/errors in the PostgreSQL mix` : undefined,
  };
}
