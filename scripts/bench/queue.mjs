// `node scripts/bench/queue.mjs`: the durable queue (src/server/queue/, ADR 0019) on the embedded
// database (pg-boss over PGlite's thread) and on PostgreSQL 15 (started like the database tests).
// Latency: 50 jobs one at a time, enqueue to handler done, in the process that enqueued (its
// worker is woken at once). Throughput: 300 jobs enqueued together, until the last is done.
import { performance } from "node:perf_hooks";
import { tsImport } from "tsx/esm/api";

const { openDatabase } = await tsImport("../../src/server/db/client.ts", import.meta.url);
const { createJobQueue } = await tsImport("../../src/server/queue/queue.ts", import.meta.url);
const { startPostgres } = await tsImport("../../tests/support/postgres.ts", import.meta.url);

const silent = { info() {}, error: console.error, debug() {} };
const pct = (xs, p) =>
  xs.toSorted((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))];

async function measure(kind, databaseUrl) {
  const database = await openDatabase({ dataDir: "memory://", databaseUrl });
  await database.migrate();
  const queue = createJobQueue({
    db: database.db,
    kind: database.kind,
    log: silent,
    workers: true,
  });
  const waiting = new Map();
  const done = (id) => waiting.get(id)?.();
  const noop = async () => {};
  const t0 = performance.now();
  await queue.start({
    "send-email": async (data) => done(data.deliveryId),
    "remove-old-demos": noop,
    "prune-limits": noop,
    reminders: noop,
  });
  const startMs = Math.round(performance.now() - t0);
  const finished = (id) => new Promise((resolve) => waiting.set(id, resolve));
  const latencies = [];
  for (let i = 0; i < 50; i++) {
    const id = `l${i}`;
    const started = performance.now();
    const end = finished(id);
    await queue.enqueue("send-email", { deliveryId: id });
    await end;
    latencies.push(performance.now() - started);
  }
  const N = 300;
  const ends = [];
  const started = performance.now();
  for (let i = 0; i < N; i++) {
    ends.push(finished(`t${i}`));
    await queue.enqueue("send-email", { deliveryId: `t${i}` });
  }
  const enqueuedMs = performance.now() - started;
  await Promise.all(ends);
  const seconds = (performance.now() - started) / 1000;
  console.log(kind, {
    startMs,
    latencyP50Ms: Math.round(pct(latencies, 0.5)),
    latencyP95Ms: Math.round(pct(latencies, 0.95)),
    enqueuePerSec: Math.round(N / (enqueuedMs / 1000)),
    jobsPerSec: Math.round(N / seconds),
  });
  await queue.stop();
  await database.close();
}

await measure("embedded (PGlite)");
const pg = await startPostgres();
try {
  await measure("PostgreSQL 15", pg.url);
} finally {
  await pg.stop();
}
