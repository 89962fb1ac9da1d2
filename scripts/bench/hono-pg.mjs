// The ceiling of load-pg.mjs: Hono + `pg` and nothing else (no session, no validation, no ORM),
// answering the paged quote list's query on DATABASE_URL: one page of a business's quotes, newest
// first, each with its material and measurement lines and its customer's live name, plus the count
// per status, the two queries run side by side as the product's list runs them. WEB_CONCURRENCY
// processes (node:cluster), each a pool of 10 connections, like the product. 127.0.0.1 only.
import cluster from "node:cluster";
import { serve } from "@hono/node-server";
import { Hono } from "hono";
import pg from "pg";

const PAGE_SQL = `
select json_build_array(q.id, q.number, q.revision, q.revises_quote_id, q.is_variation,
    q.replaced_by_quote_id, q.name, q.customer_id, q.customer_name, q.job_description, q.labor_days,
    q.day_rate_pence, q.vat_included, q.vat_rate, q.margin_percent, q.profit_rule,
    q.total_materials_cost_pence, q.materials_net_pence, q.total_labor_pence, q.subtotal_pence,
    q.vat_amount_pence, q.total_amount_pence, q.profit_pence, q.status, q.image_id, q.sent_at,
    q.sent_to, q.decision_source, q.decision_by_name, q.decision_at, q.decline_reason,
    q.expires_at, q.first_viewed_at, q.last_viewed_at, q.view_count, q.created_at, q.version,
    c.first_name, c.last_name, c.email,
    coalesce((select json_agg(json_build_array(m.id, m.name, m.quantity, m.unit,
        m.net_unit_price_pence, m.unit_price_pence, m.sku, m.merchant_id, m.product_id,
        m.markup_percent, m.total_pence, m.vat_rate) order by m.position)
      from quote_materials m where m.quote_id = q.id), '[]'),
    coalesce((select json_agg(json_build_array(x.id, x.label, x.value, x.unit) order by x.position)
      from quote_measurements x where x.quote_id = q.id), '[]'),
    exists (select 1 from jobs j where j.quote_id = q.id and j.status in ('scheduled', 'in-progress', 'completed'))
  ) as row, q.created_at, q.id
from quotes q
left join customers c on c.id = q.customer_id and c.business_id = q.business_id
where q.business_id = $1
order by q.created_at desc, q.id desc
limit $2`;

const COUNT_SQL =
  "select status, count(*)::int as n from quotes where business_id = $1 group by status";

const workers = Math.max(1, Number(process.env.WEB_CONCURRENCY) || 1);

if (cluster.isPrimary && workers > 1) {
  for (let i = 0; i < workers; i++) cluster.fork();
  process.on("SIGTERM", () => {
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill("SIGTERM");
    setTimeout(() => process.exit(0), 3000).unref();
  });
  cluster.on("exit", () => {
    if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
  });
} else {
  const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
  const app = new Hono();
  app.get("/", (c) => c.text("ok"));
  app.get("/quotes", async (c) => {
    const business = c.req.query("b");
    const limit = 50;
    const [page, counts] = await Promise.all([
      pool.query(PAGE_SQL, [business, limit + 1]),
      pool.query(COUNT_SQL, [business]),
    ]);
    const all = counts.rows.reduce((sum, r) => sum + r.n, 0);
    return c.json({
      quotes: page.rows.slice(0, limit).map((r) => r.row),
      nextCursor: page.rows.length > limit ? String(page.rows[limit - 1].id) : null,
      counts: { all, ...Object.fromEntries(counts.rows.map((r) => [r.status, r.n])) },
    });
  });
  const server = serve({
    fetch: app.fetch,
    port: Number(process.env.PORT ?? 0),
    hostname: "127.0.0.1",
  });
  process.on("SIGTERM", () => {
    server.close(() => pool.end().finally(() => process.exit(0)));
    setTimeout(() => process.exit(0), 2000).unref();
  });
}
