// `node scripts/bench/db-thread.mjs`: how long the server's thread is busy for the same SQL with
// PGlite in that thread (before issue 16) and in its own thread (src/server/db/embedded/, ADR 0011).
// Work: 1,000 × `select 1`, then 20 upserts of 500 rows (the price-list import's statement shape).
// Busy time is the main thread's event-loop utilisation (`performance.eventLoopUtilization`), so
// it holds up better than wall time on a shared machine. Runs each side twice, alternating.
import { performance } from "node:perf_hooks";
import { PGlite } from "@electric-sql/pglite";
import { tsImport } from "tsx/esm/api";

const { openEmbedded } = await tsImport("../../src/server/db/embedded/client.ts", import.meta.url);

async function work(client) {
  await client.exec("create table if not exists p (id int primary key, name text, price int)");
  const before = performance.eventLoopUtilization();
  const started = performance.now();
  for (let i = 0; i < 1000; i++) await client.query("select 1");
  for (let batch = 0; batch < 20; batch++) {
    const params = [];
    const values = [];
    for (let r = 0; r < 500; r++) {
      params.push(batch * 500 + r, `product ${r}`, r);
      values.push(`($${r * 3 + 1}, $${r * 3 + 2}, $${r * 3 + 3})`);
    }
    await client.query(
      `insert into p values ${values.join(",")} on conflict (id) do update set name = excluded.name`,
      params,
    );
  }
  const elu = performance.eventLoopUtilization(before);
  return { wallMs: Math.round(performance.now() - started), mainBusyMs: Math.round(elu.active) };
}

for (let round = 1; round <= 2; round++) {
  const inThread = await PGlite.create();
  console.log(`round ${round}, PGlite in the main thread:`, await work(inThread));
  await inThread.close();
  const own = await openEmbedded({ dataDir: undefined, extensions: [] });
  console.log(`round ${round}, PGlite in its own thread:`, await work(own));
  await own.close();
}
