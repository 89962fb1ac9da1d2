// Issue 22's figure: GET /api/insights' query for a business with 5,000 quotes (a tenth revised),
// 3,000 invoices and 4,000 payments, beside another business of the same size, on the embedded
// database. Run: `npx tsx scripts/bench/insights.ts` (the target is p95 <= 50 ms).
import { sql } from "drizzle-orm";
import { openDatabase } from "../../src/server/db/client";
import { insights } from "../../src/server/features/insights/service";
import { createBusiness, createCustomer } from "../../tests/support/factories";

const database = await openDatabase({ dataDir: "memory://", databaseUrl: undefined as never });
await database.migrate();
const db = database.db;
const business = await createBusiness(db);
const other = await createBusiness(db);
for (const b of [business.id, other.id]) {
  const customer = await createCustomer(db, { businessId: b });
  // 5,000 quotes over 3 years, a tenth revised, mixed statuses; 3,000 invoices, 4,000 payments.
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
const times: number[] = [];
for (let i = 0; i < 120; i++) {
  const start = performance.now();
  const r = await insights(db, business.id, 36);
  times.push(performance.now() - start);
  if (i === 0) console.log(JSON.stringify({ ...r, months: r.months.slice(-2) }));
}
const warm = times.slice(20).sort((a, b) => a - b);
const at = (q: number) => warm[Math.min(warm.length - 1, Math.floor(q * warm.length))]!.toFixed(1);
console.log(
  `insights(36 months), 5,000 quotes, 3,000 invoices, 4,000 payments (PGlite): p50 ${at(0.5)} ms p95 ${at(0.95)} ms max ${at(0.999)} ms (100 runs after 20 warm-up)`,
);
await database.close?.();
process.exit(0);
