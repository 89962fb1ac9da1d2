// Issue 22: GET /api/insights' query (the service function, no HTTP) for a business with 5,000
// quotes (a tenth revised), 3,000 invoices and 4,000 payments over three years, beside another
// business of the same size, on a fresh in-memory PGlite. Goal: p95 ≤ 50 ms for months=36.
import { tsImport } from "tsx/esm/api";
import { fixed, median, percentile } from "./lib.mjs";

const GOAL_MS = 50;
const WARM_UP = 20;
const RUNS = 100;

export async function run(ctx) {
  const log = ctx?.log ?? console.log;
  const from = import.meta.url;
  const client = await tsImport("../../src/server/db/client.ts", from);
  const service = await tsImport("../../src/server/features/insights/service.ts", from);
  const factories = await tsImport("../../tests/support/factories.ts", from);
  const { sql } = await import("drizzle-orm");
  const database = await client.openDatabase({ dataDir: "memory://" });
  try {
    await database.migrate();
    const db = database.db;
    const business = await factories.createBusiness(db);
    const other = await factories.createBusiness(db);
    for (const b of [business.id, other.id]) {
      const customer = await factories.createCustomer(db, { businessId: b });
      await db.execute(sql`insert into quotes (business_id, number, revision, customer_id, status,
          sent_at, decision_at, total_amount_pence, expires_at, created_at)
        select ${b}, g, 1, ${customer.id},
          (array['draft','sent','accepted','declined'])[1 + g % 4],
          now() - (g % 1000) * interval '1 day', now() - (g % 1000) * interval '1 day' + interval '3 days',
          10000 + g * 7, now() + interval '30 days', now() - (g % 1000) * interval '1 day'
        from generate_series(1, 4500) g`);
      await db.execute(sql`insert into quotes (business_id, number, revision, customer_id, status,
          sent_at, decision_at, total_amount_pence, expires_at)
        select ${b}, g, 2, ${customer.id}, 'accepted', now() - (g % 900) * interval '1 day',
          now() - (g % 900) * interval '1 day' + interval '5 days', 12000 + g, now() + interval '30 days'
        from generate_series(1, 500) g`);
      await db.execute(sql`insert into invoices (business_id, number, customer_id, status, issue_date,
          tax_point, due_date, amount_due_pence)
        select ${b}, g, ${customer.id}, (array['draft','sent','sent'])[1 + g % 3],
          current_date - (g % 1000), current_date - (g % 1000), current_date - (g % 1000) + 14, 50000 + g
        from generate_series(1, 3000) g`);
      await db.execute(sql`insert into payments (invoice_id, business_id, amount_pence, paid_on)
        select i.id, ${b}, 10000, i.issue_date + 7 from invoices i, generate_series(1, 2) s
        where i.business_id = ${b} and i.number % 3 <> 0 limit 4000`);
    }
    await db.execute(sql`analyze`);
    const times = [];
    for (let i = 0; i < WARM_UP + RUNS; i++) {
      const started = performance.now();
      await service.insights(db, business.id, 36);
      if (i >= WARM_UP) times.push(performance.now() - started);
    }
    const sorted = times.sort((a, b) => a - b);
    const p95 = percentile(sorted, 95);
    log(`insights: p95 ${fixed(p95, 1)} ms`);
    return {
      title: "Insights: the figures behind the charts",
      command: "node scripts/bench.mjs insights",
      rows: [
        {
          Measure: "insights(months=36): 5,000 quotes, 3,000 invoices, 4,000 payments (PGlite)",
          p50: `${fixed(median(sorted), 1)} ms`,
          p95: `${fixed(p95, 1)} ms`,
          max: `${fixed(sorted.at(-1), 1)} ms`,
          Goal: `≤ ${GOAL_MS} ms`,
          Result: p95 <= GOAL_MS ? "met" : "missed",
        },
      ],
      notes: [
        `${RUNS} runs after ${WARM_UP} discarded; a second business of the same size shares the tables (its rows must not be read).`,
        "The service function with no HTTP: one SQL query over the business's quotes, invoices and payments (src/server/features/insights/service.ts).",
      ],
      failed: p95 > GOAL_MS ? `p95 ${fixed(p95, 1)} ms, over the goal of ${GOAL_MS} ms` : undefined,
    };
  } finally {
    await database.close();
  }
}
