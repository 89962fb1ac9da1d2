// The request limits' cost (ADR 0022): a database upsert per request (takeWindow alone) against
// the per-process count in front of it (RequestLimiter), on the embedded database in memory (or PostgreSQL), for
// writes spread over 200 businesses as in load-pg's mix. Prints per-request cost and upserts made.
import { tsImport } from "tsx/esm/api";

const { openDatabase } = await tsImport("../../src/server/db/client.ts", import.meta.url);
const { takeWindow } = await tsImport("../../src/server/http/rate-limit.ts", import.meta.url);
const { RequestLimiter } = await tsImport(
  "../../src/server/http/request-limiter.ts",
  import.meta.url,
);

const N = Number(process.env.BENCH_LIMITS_N) || 20_000;
const BUSINESSES = 200;
// BENCH_LIMITS_PG=1: on a PostgreSQL 15 server of its own (as the database tests start it).
const postgres = process.env.BENCH_LIMITS_PG
  ? await (await tsImport("../../tests/support/postgres.ts", import.meta.url)).startPostgres()
  : null;
console.log(`database: ${postgres ? "PostgreSQL" : "embedded (PGlite, in memory)"}`);
const database = await openDatabase({ dataDir: "memory://", databaseUrl: postgres?.url });
await database.migrate();
const db = database.db;

async function timed(label, fn) {
  for (let i = 0; i < 500; i++) await fn(i); // warm-up
  const start = performance.now();
  for (let i = 0; i < N; i++) await fn(i);
  const us = ((performance.now() - start) * 1000) / N;
  console.log(`${label}: ${us.toFixed(1)} µs per request over ${N}`);
  return us;
}

let upserts = 0;
const counted = (key, options) => {
  upserts++;
  return takeWindow(db, key, options);
};
const limiter = new RequestLimiter(counted);
await timed("takeWindow upsert on every write", (i) =>
  takeWindow(db, `writes:b${i % BUSINESSES}`, { limit: 600, windowMs: 60_000 }),
);
upserts = 0;
await timed("RequestLimiter (batch of 20 per business)", (i) =>
  limiter.take(`w:b${i % BUSINESSES}`, 600, 60_000),
);
console.log(`upserts made by RequestLimiter: ${upserts} for ${N + 500} requests`);
await database.close();
await postgres?.stop();
