// A big business's aggregate pages: one business on the embedded database (PGlite, in memory) with
// years of history (20,000 quotes of 5 materials, 15,000 invoices with 15,000 payments, 5,000 jobs,
// 20,000 expenses, 2,000 orders, 100,000 activity events), seeded with set-based SQL, then each
// aggregate endpoint asked as that business through the real app. For each: the median response
// time of 5 calls, the response size and the longest event-loop block seen while it ran (PGlite
// has its own thread: its time queues every other business's queries, the block is this thread's).
// Then a small business beside it, and its dashboard while the big one (or one address at its
// customer link) asks for many things at once (`BIG_ONLY="at once"`, `BIG_ONLY="one address"`).
// Figures: docs/BENCHMARKS.md, "A big business's aggregate pages".
//
//   node scripts/bench/big-business.mjs            (about 3 minutes; not part of CI)
//   BIG_SCALE=0.1 node scripts/bench/big-business.mjs   (a tenth of the rows)
//   BIG_ONLY=vat-return node scripts/bench/big-business.mjs   (only the endpoints named so)
import { monitorEventLoopDelay } from "node:perf_hooks";
import { fileURLToPath } from "node:url";
import { tsImport } from "tsx/esm/api";

const SCALE = Number(process.env.BIG_SCALE ?? 1);
const RUNS = 5;
const n = (count) => Math.max(1, Math.round(count * SCALE));

/** The big business's history, all of it `businessId`'s. */
export async function seed(db, sql, businessId, customerId) {
  const quotes = n(20_000);
  // Over three years; a quarter each draft, sent, accepted, declined; every tenth a revision 2.
  await db.execute(sql`insert into quotes (business_id, number, revision, customer_id, customer_name,
      name, status, sent_at, decision_at, total_amount_pence, materials_net_pence, profit_pence,
      labor_days, day_rate_pence, expires_at, created_at, updated_at)
    select ${businessId}, g, 1, ${customerId}, 'Sam Big', 'Job ' || g,
      (array['draft','sent','accepted','declined'])[1 + g % 4],
      case when g % 4 = 0 then null else now() - (g % 1095) * interval '1 day' end,
      case when g % 4 in (2, 3) then now() - (g % 1095) * interval '1 day' + interval '3 days' end,
      100000 + g, 30000, 20000, 3, 25000, now() + interval '30 days',
      now() - (g % 1095) * interval '1 day', now() - (g % 1095) * interval '1 day'
    from generate_series(1, ${quotes}) g`);
  await db.execute(sql`insert into quote_materials (quote_id, business_id, position, name, quantity,
      unit, unit_price_pence, total_pence, net_unit_price_pence)
    select q.id, q.business_id, p, 'Plasterboard 12.5mm', 12, 'sheet', 1264, 15168, 1099
    from quotes q, generate_series(0, 4) p where q.business_id = ${businessId}`);
  const jobs = n(10_000);
  await db.execute(sql`insert into jobs (business_id, quote_id, customer_id, status, start_at, end_at,
      started_at, completed_at, created_at)
    select q.business_id, q.id, q.customer_id,
      (array['scheduled','in-progress','completed','completed'])[1 + q.number % 4],
      q.created_at + interval '7 days', q.created_at + interval '10 days',
      case when q.number % 4 >= 1 then q.created_at + interval '7 days' end,
      case when q.number % 4 >= 2 then q.created_at + interval '10 days' end, q.created_at
    from quotes q where q.business_id = ${businessId} and q.status = 'accepted'
    order by q.number limit ${jobs}`);
  const invoices = n(15_000);
  await db.execute(sql`insert into invoices (business_id, number, customer_id, customer_name, status,
      issue_date, tax_point, due_date, net_pence, vat_pence, amount_due_pence, created_at)
    select ${businessId}, g, ${customerId}, 'Sam Big', (array['draft','sent','sent','sent'])[1 + g % 4],
      current_date - (g % 1095), current_date - (g % 1095), current_date - (g % 1095) + 14,
      100000, 20000, 120000, now() - (g % 1095) * interval '1 day'
    from generate_series(1, ${invoices}) g`);
  await db.execute(sql`insert into invoice_lines (invoice_id, business_id, position, description,
      quantity, unit, unit_price_pence, vat_rate, net_pence, vat_pence, is_labour)
    select i.id, i.business_id, p, 'Labour', 1, 'day', 50000, 20, 50000, 10000, true
    from invoices i, generate_series(0, 1) p where i.business_id = ${businessId}`);
  // Two of three sent invoices paid, in two payments each.
  await db.execute(sql`insert into payments (invoice_id, business_id, amount_pence, paid_on)
    select i.id, i.business_id, 60000, i.issue_date + 7 * s
    from invoices i, generate_series(1, 2) s
    where i.business_id = ${businessId} and i.status = 'sent' and i.number % 3 <> 0`);
  await db.execute(sql`insert into business_expenses (business_id, spent_on, category, supplier,
      description, net_pence, vat_pence)
    select ${businessId}, current_date - (g % 1095),
      (array['costOfGoods','carVanTravelExpenses','premisesRunningCosts','adminCosts'])[1 + g % 4], 'Screwfix', 'Screws ' || g, 2500, 500
    from generate_series(1, ${n(20_000)}) g`);
  const [merchant] = (await db.execute(sql`select id from merchants order by id limit 1`)).rows;
  await db.execute(sql`insert into orders (business_id, number, merchant_id, status,
      delivery_address, total_pence, created_at)
    select ${businessId}, g, ${merchant.id}, 'placed', '1 High Street', 40000,
      now() - (g % 1095) * interval '1 day'
    from generate_series(1, ${n(2_000)}) g`);
  await db.execute(sql`insert into activity_events (business_id, kind, message, entity_type, created_at)
    select ${businessId}, 'quote.sent', 'Quote Q-' || g || ' sent to Sam Big', 'quote',
      now() - (g % 1095) * interval '1 day' - (g % 997) * interval '1 minute'
    from generate_series(1, ${n(100_000)}) g`);
  await db.execute(sql`analyze`);
}

async function seedSmall(db, sql, businessId, customerId) {
  await db.execute(sql`insert into quotes (business_id, number, revision, customer_id, customer_name,
      status, sent_at, decision_at, total_amount_pence, expires_at, created_at)
    select ${businessId}, g, 1, ${customerId}, 'Sam Small', (array['sent','accepted'])[1 + g % 2],
      now() - g * interval '9 days', now() - g * interval '8 days', 90000, now() + interval '30 days',
      now() - g * interval '9 days'
    from generate_series(1, 40) g`);
  await db.execute(sql`insert into invoices (business_id, number, customer_id, customer_name, status,
      issue_date, tax_point, due_date, net_pence, vat_pence, amount_due_pence)
    select ${businessId}, g, ${customerId}, 'Sam Small', 'sent', current_date - g * 12,
      current_date - g * 12, current_date - g * 12 + 14, 50000, 10000, 60000
    from generate_series(1, 30) g`);
  await db.execute(sql`insert into payments (invoice_id, business_id, amount_pence, paid_on)
    select i.id, i.business_id, 30000, i.issue_date + 7 * s
    from invoices i, generate_series(1, 2) s where i.business_id = ${businessId} and i.number <= 20`);
}

function quarterOf(day) {
  const [y, m] = day.split("-").map(Number);
  // The UK tax year starts on 6 April; the quarter holding today.
  const start = m > 4 || (m === 4 && Number(day.slice(8)) >= 6) ? y : y - 1;
  const index = Math.floor(((m - 4 + 12) % 12) / 3) + 1;
  return { taxYear: `${start}-${String((start + 1) % 100).padStart(2, "0")}`, quarter: index };
}

async function main() {
  const from = import.meta.url;
  const { createTestApp } = await tsImport("../../tests/support/test-app.ts", from);
  const { signedInBrowser } = await tsImport("../../tests/support/browser.ts", from);
  const factories = await tsImport("../../tests/support/factories.ts", from);
  const reminders = await tsImport("../../src/server/features/reminders/index.ts", from);
  const { sql } = await import("drizzle-orm");
  const t = await createTestApp({
    requestLimits: {
      writes: 1e6,
      documents: 1e6,
      lists: 1e6,
      linkViews: 1e6,
      linkDecisions: 1e6,
      publicPerAddress: 1e6,
      opened: 1e6,
      publicImagesPerAddress: 1e6,
    },
  });
  try {
    const { browser } = await signedInBrowser(t);
    const businessId = (await (await browser.get("/api/me")).json()).business.id;
    const { db } = t.deps;
    await factories.ensureMerchant(db);
    const customer = await factories.createCustomer(db, { businessId, email: "sam@example.test" });
    const seeding = performance.now();
    await seed(db, sql, businessId, customer.id);
    console.log(
      `seeded at scale ${SCALE} in ${((performance.now() - seeding) / 1000).toFixed(1)} s`,
    );

    const today = new Date().toISOString().slice(0, 10);
    const yearAgo = new Date(Date.now() - 364 * 86_400_000).toISOString().slice(0, 10);
    const twoYears = new Date(Date.now() - 730 * 86_400_000).toISOString().slice(0, 10);
    const q = quarterOf(today);
    const http = (path) => async () => {
      const res = await browser.get(path);
      const body = await res.text();
      if (!res.ok) throw new Error(`${path}: ${res.status} ${body.slice(0, 200)}`);
      return body.length;
    };
    const deps = { ...t.deps, queue: undefined };
    const call = (fn) => async () => {
      await fn();
      return 0;
    };
    const probes = [
      ["GET /api/dashboard", http("/api/dashboard")],
      ["GET /api/setup-progress", http("/api/setup-progress")],
      ["GET /api/insights?months=12", http("/api/insights?months=12")],
      ["GET /api/insights?months=36", http("/api/insights?months=36")],
      ["GET /api/insights/jobs?limit=50", http("/api/insights/jobs?limit=50")],
      ["GET /api/board", http("/api/board")],
      ["GET /api/expenses", http("/api/expenses")],
      [
        "GET /api/reports/vat-return (this month)",
        http(`/api/reports/vat-return?from=${today.slice(0, 8)}01&to=${today}`),
      ],
      [
        "GET /api/reports/vat-return (a year)",
        http(`/api/reports/vat-return?from=${yearAgo}&to=${today}`),
      ],
      [
        "GET /api/reports/vat-return (2 years)",
        http(`/api/reports/vat-return?from=${twoYears}&to=${today}`),
      ],
      [
        "GET /api/reports/mtd-quarter",
        http(`/api/reports/mtd-quarter?taxYear=${q.taxYear}&quarter=${q.quarter}`),
      ],
      [
        "GET /api/reports/mtd-quarter (csv)",
        http(`/api/reports/mtd-quarter?taxYear=${q.taxYear}&quarter=${q.quarter}&format=csv`),
      ],
      [
        "GET /api/exports/accounting (a year, Xero)",
        http(`/api/exports/accounting?format=xero&from=${yearAgo}&to=${today}`),
      ],
      [
        "reminders: morning summaries (all businesses)",
        call(() => reminders.sendMorningSummaries?.(deps, new Date(`${today}T08:00:00Z`))),
      ],
      [
        "reminders: overdue invoices (all businesses)",
        call(() => reminders.sendOverdueReminders?.(deps, new Date(`${today}T10:00:00Z`))),
      ],
      [
        "reminders: quote follow-ups (all businesses)",
        call(() => reminders.sendQuoteFollowUps?.(deps, new Date(`${today}T10:00:00Z`))),
      ],
    ];
    // A small business beside it (a year of a sole trader: 40 quotes, 30 invoices, 40 payments):
    // what the big one's rows cost it.
    const { browser: small } = await signedInBrowser(t);
    const smallId = (await (await small.get("/api/me")).json()).business.id;
    const smallCustomer = await factories.createCustomer(db, { businessId: smallId });
    await seedSmall(db, sql, smallId, smallCustomer.id);
    const smallHttp = (path) => async () => {
      const res = await small.get(path);
      const body = await res.text();
      if (!res.ok) throw new Error(`${path}: ${res.status} ${body.slice(0, 200)}`);
      return body.length;
    };
    probes.push(
      ["small beside it: GET /api/dashboard", smallHttp("/api/dashboard")],
      ["small beside it: GET /api/insights?months=12", smallHttp("/api/insights?months=12")],
      ["small beside it: GET /api/board", smallHttp("/api/board")],
      [
        "small beside it: GET /api/reports/vat-return (a year)",
        smallHttp(`/api/reports/vat-return?from=${yearAgo}&to=${today}`),
      ],
      [
        "small beside it: GET /api/reports/mtd-quarter",
        smallHttp(`/api/reports/mtd-quarter?taxYear=${q.taxYear}&quarter=${q.quarter}`),
      ],
    );
    // A business asking for many heavy things at once (a script, or a double-clicking user on a
    // slow line): how long the small one's dashboard waits meanwhile. The probe's own time is the
    // whole burst; the line it prints gives the small one's slowest of 10 dashboards asked one after
    // another during it, and the statuses the burst was answered with.
    const beside = (what, count, path, asker = browser, who = "the big one") => [
      `small beside it: GET /api/dashboard while ${who} asks for ${count} ${what} at once`,
      async () => {
        const burst = Array.from({ length: count }, () => asker.get(path));
        let slowest = 0;
        for (let i = 0; i < 10; i++) {
          const started = performance.now();
          await (await small.get("/api/dashboard")).text();
          slowest = Math.max(slowest, performance.now() - started);
        }
        const statuses = new Map();
        for (const r of await Promise.all(burst))
          statuses.set(r.status, (statuses.get(r.status) ?? 0) + 1);
        console.log(
          `  small's slowest dashboard ${slowest.toFixed(0)} ms; the burst: ${[...statuses].map(([k, v]) => `${v} × ${k}`).join(", ")}`,
        );
        return 0;
      },
    ];
    probes.push(
      beside(
        "accounting exports",
        8,
        `/api/exports/accounting?format=xero&from=${yearAgo}&to=${today}`,
      ),
      beside("boards", 40, "/api/board"),
    );
    // The big business's sent quote as its customer sees it, asked for by one address at once
    // (the link's per-minute limits are lifted above, so each burst reaches the routes).
    const token = `bench-link-${Date.now()}`;
    await db.execute(sql`update quotes set public_token = ${token}
      where id = (select id from quotes where business_id = ${businessId} and status = 'sent'
        order by number limit 1)`);
    const { Browser } = await tsImport("../../tests/support/browser.ts", from);
    const stranger = new Browser(t, "203.0.113.99");
    probes.push(
      beside("customer pages", 100, `/q/${token}`, stranger, "one address"),
      beside("customer PDFs", 100, `/api/public/quotes/${token}/pdf`, stranger, "one address"),
    );
    await db.execute(sql`analyze`);
    const only = process.env.BIG_ONLY;
    const rows = [];
    for (const [name, probe] of probes) {
      if (only && !name.includes(only)) continue;
      const times = [];
      let bytes = 0;
      let block = 0;
      for (let i = 0; i < RUNS; i++) {
        const histogram = monitorEventLoopDelay({ resolution: 1 });
        histogram.enable();
        const started = performance.now();
        try {
          bytes = await probe();
        } catch (error) {
          bytes = -1;
          console.error(String(error));
        }
        times.push(performance.now() - started);
        // One more turn of the loop, so the histogram sees the last block.
        await new Promise((resolve) => setImmediate(resolve));
        histogram.disable();
        block = Math.max(block, histogram.max / 1e6);
      }
      times.sort((a, b) => a - b);
      const row = {
        Endpoint: name,
        median: `${times[Math.floor(RUNS / 2)].toFixed(0)} ms`,
        max: `${times.at(-1).toFixed(0)} ms`,
        size: bytes < 0 ? "error" : `${(bytes / 1024).toFixed(1)} KB`,
        "longest block": `${block.toFixed(0)} ms`,
      };
      rows.push(row);
      console.log(Object.values(row).join(" | "));
    }
    console.log(
      "\n| Endpoint | median | max | size | longest block |\n| --- | ---: | ---: | ---: | ---: |",
    );
    for (const r of rows) console.log(`| ${Object.values(r).join(" | ")} |`);
  } finally {
    await t.close();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
