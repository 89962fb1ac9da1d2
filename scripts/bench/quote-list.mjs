// The quote list's largest page: one business (embedded PGlite, in memory) with 200 quotes of 500
// material lines and 20 measurements each (the most a quote may hold), seeded with set-based SQL,
// then `GET /api/quotes?limit=200` asked through the real app. Prints the median of 5 calls, the
// answer's size and the longest event-loop block seen while they ran.
// Figures: docs/BENCHMARKS.md, "The quote list's largest page".
//
//   node scripts/bench/quote-list.mjs            (about a minute; not part of CI)
import { monitorEventLoopDelay } from "node:perf_hooks";
import { tsImport } from "tsx/esm/api";

const QUOTES = 200;
const LINES = 500;
const RUNS = 5;

const from = import.meta.url;
const { createTestApp } = await tsImport("../../tests/support/test-app.ts", from);
const { signedInBrowser } = await tsImport("../../tests/support/browser.ts", from);
const { sql } = await import("drizzle-orm");
// Five pages and a sign-up: well within the default per-minute limits.
const t = await createTestApp();
try {
  const { browser } = await signedInBrowser(t);
  const businessId = (await (await browser.get("/api/me")).json()).business.id;
  const { db } = t.deps;
  await db.execute(sql`insert into quotes (business_id, number, revision, customer_name, name,
      job_description, status, labor_days, day_rate_pence, expires_at)
    select ${businessId}, g, 1, 'Sam Big', 'Job ' || g, repeat('Rewire the house. ', 250),
      'draft', 3, 25000, now() + interval '30 days'
    from generate_series(1, ${QUOTES}) g`);
  await db.execute(sql`insert into quote_materials (quote_id, business_id, position, name,
      quantity, unit, unit_price_pence, total_pence, net_unit_price_pence, vat_rate)
    select q.id, q.business_id, p, 'Twin and earth cable 2.5mm 100m drum, line ' || p, 12, 'roll',
      1264, 15168, 1099, case when p % 3 = 0 then 5 end
    from quotes q, generate_series(0, ${LINES - 1}) p where q.business_id = ${businessId}`);
  await db.execute(sql`insert into quote_measurements (quote_id, business_id, position, label,
      value, unit)
    select q.id, q.business_id, p, 'Wall ' || p, 2.4, 'm'
    from quotes q, generate_series(0, 19) p where q.business_id = ${businessId}`);
  const times = [];
  let bytes = 0;
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    const res = await browser.get("/api/quotes?limit=200");
    const text = await res.text();
    times.push(performance.now() - started);
    if (res.status !== 200) throw new Error(`GET /api/quotes answered ${res.status}`);
    bytes = text.length;
  }
  loop.disable();
  times.sort((a, b) => a - b);
  console.log(
    `${QUOTES} quotes of ${LINES} lines: median ${Math.round(times[RUNS >> 1])} ms, ` +
      `${(bytes / 1e6).toFixed(2)} MB, longest block ${Math.round(loop.max / 1e6)} ms`,
  );
} finally {
  await t.close();
}
