import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../src/server/db/client";
import {
  accountingExports,
  emailDeliveries,
  priceListImportBatches,
  priceListImports,
  reminderSends,
  scrapingJobs,
} from "../../src/server/db/schema";
import { importMessages } from "../../src/server/features/catalogue/price-list-imports";
import { jobHandlers } from "../../src/server/queue/handlers";
import { JOB_POLICIES } from "../../src/server/queue/jobs";
import { PRUNE_BATCH_ROWS, pruneLogTables } from "../../src/server/retention";
import { isoDay } from "../../src/shared/dates";
import { type Browser, signedInBrowser } from "../support/browser";
import {
  createBusiness,
  createInvoice,
  createQuote,
  daysFromNow,
  ensureMerchant,
} from "../support/factories";
import { createTestApp, type TestApp } from "../support/test-app";

/*
 * The daily "prune-logs" job (src/server/retention.ts, ADR 0029): each log-like table loses only
 * rows nothing reads any more, for every business alike, and what a user sees stays the same.
 */

let t: TestApp;
let owner: { browser: Browser; businessId: string };

beforeAll(async () => {
  t = await createTestApp();
  const { browser } = await signedInBrowser(t);
  const businessId = (await (await browser.get("/api/me")).json()).business.id as string;
  owner = { browser, businessId };
});
afterAll(() => t.close());

const ago = (days: number) => daysFromNow(-days);
const range = (n: number, from = 0) => Array.from({ length: n }, (_, i) => from + i);

type LogTable = "scraping_jobs" | "price_list_imports" | "accounting_exports" | "email_deliveries";

/** The ids the business has left in the table, sorted. */
async function idsOf(table: LogTable, businessId: string) {
  const rows = await queryRows<{ id: string }>(
    t.deps.db,
    sql`select id from ${sql.raw(table)} where business_id = ${businessId}`,
  );
  return rows.map((r) => r.id).sort();
}

describe("finished scrapes", () => {
  /** 3 from yesterday, 60 completed 40 to 99 days ago, one stuck running for 200 days. */
  async function scrapes(businessId: string) {
    await ensureMerchant(t.deps.db);
    const row = (days: number, status: "completed" | "failed" | "running") => ({
      businessId,
      url: "https://merchant.example/c/plaster",
      status,
      startTime: ago(days),
      endTime: status === "running" ? null : ago(days),
    });
    const recent = range(3).map(() => row(1, "failed"));
    const old = range(60, 40).map((d) => row(d, "completed"));
    const inserted = await t.deps.db
      .insert(scrapingJobs)
      .values([...recent, ...old, row(200, "running")])
      .returning({ id: scrapingJobs.id, startTime: scrapingJobs.startTime });
    return inserted;
  }

  it("keeps the newest 50, the last 30 days and running ones; the list is unchanged", async () => {
    const other = (await createBusiness(t.deps.db)).id;
    const mine = await scrapes(owner.businessId);
    const theirs = await scrapes(other);
    const listed = async () => (await owner.browser.get("/api/scraper/jobs?limit=50")).json();
    const before = await listed();

    await pruneLogTables(t.deps.db);

    for (const [businessId, rows] of [
      [owner.businessId, mine],
      [other, theirs],
    ] as const) {
      // Newest first: 3 recent and 47 old make the 50; days 87 to 99 go; the running one stays.
      const kept = [...rows.slice(0, 50), rows[63]!].map((r) => r.id);
      expect(await idsOf("scraping_jobs", businessId)).toEqual(kept.sort());
    }
    expect(await listed()).toEqual(before);
    const oldestKept = mine[49]!.id;
    expect((await owner.browser.get(`/api/scraper/jobs/${oldestKept}`)).status).toBe(200);
  });

  it("keeps every scrape from the last 30 days, however many", async () => {
    const businessId = (await createBusiness(t.deps.db)).id;
    await t.deps.db.insert(scrapingJobs).values(
      range(70).map((i) => ({
        businessId,
        url: "https://merchant.example/c/sand",
        status: "completed" as const,
        startTime: ago(29 - i / 10),
      })),
    );
    await pruneLogTables(t.deps.db);
    expect(await idsOf("scraping_jobs", businessId)).toHaveLength(70);
  });
});

describe("price-list imports", () => {
  it("removes old finished imports beyond the newest 10 and fails abandoned ones", async () => {
    const merchantId = await ensureMerchant(t.deps.db);
    const businessId = owner.businessId;
    const job = (days: number, status: "queued" | "running" | "done" | "failed") => ({
      businessId,
      merchantId,
      status,
      rowsTotal: 100,
      createdAt: ago(days),
      updatedAt: ago(days),
    });
    const insert = (rows: ReturnType<typeof job>[]) =>
      t.deps.db.insert(priceListImports).values(rows).returning({ id: priceListImports.id });
    const [running] = await insert([job(0, "running")]);
    const recent = await insert([job(1, "done"), job(1, "failed")]);
    const [abandoned] = await insert([job(2, "queued")]);
    const old = await insert(range(16, 40).map((d) => job(d, d % 5 ? "done" : "failed")));
    await t.deps.db.insert(priceListImportBatches).values([
      { importId: running!.id, seq: 0, rows: "[]" },
      { importId: abandoned!.id, seq: 0, rows: "[]" },
    ]);

    await pruneLogTables(t.deps.db);

    const kept = [running!, ...recent, abandoned!, ...old.slice(0, 6)].map((r) => r.id);
    expect(await idsOf("price_list_imports", businessId)).toEqual(kept.sort());
    // Failed as its next poll would have; its parsed rows are gone, the running one's stay.
    const poll = await owner.browser.get(`/api/price-lists/imports/${abandoned!.id}`);
    expect((await poll.json()).job).toMatchObject({
      status: "failed",
      error: importMessages.interrupted,
    });
    const batches = await t.deps.db
      .select({ importId: priceListImportBatches.importId })
      .from(priceListImportBatches)
      .where(sql`${priceListImportBatches.importId} in (${running!.id}, ${abandoned!.id})`);
    expect(batches).toEqual([{ importId: running!.id }]);
    const stillRunning = await owner.browser.get(`/api/price-lists/imports/${running!.id}`);
    expect((await stillRunning.json()).job.status).toBe("running");
  });
});

describe("accounting exports", () => {
  /** 55 exports made 400+ days ago, and one older still whose period ended 2 days ago. */
  async function exportsOf(businessId: string) {
    const row = (days: number, toDate: string) => ({
      businessId,
      format: "xero" as const,
      fromDate: "2024-01-01",
      toDate,
      createdAt: ago(days),
    });
    const made = await t.deps.db
      .insert(accountingExports)
      .values(range(55, 400).map((d) => row(d, "2024-06-30")))
      .returning({ id: accountingExports.id });
    const [latestPeriod] = await t.deps.db
      .insert(accountingExports)
      .values(row(900, isoDay(ago(2))))
      .returning({ id: accountingExports.id });
    return [...made, latestPeriod!].map((r) => r.id);
  }

  it("keeps the listed 50 and the latest period's; since=last still follows on", async () => {
    const other = (await createBusiness(t.deps.db)).id;
    const mine = await exportsOf(owner.businessId);
    const theirs = await exportsOf(other);
    const listed = async () => (await owner.browser.get("/api/exports")).json();
    const before = await listed();

    await pruneLogTables(t.deps.db);

    expect(await idsOf("accounting_exports", owner.businessId)).toEqual(
      [...mine.slice(0, 50), mine[55]!].sort(),
    );
    expect(await idsOf("accounting_exports", other)).toEqual(
      [...theirs.slice(0, 50), theirs[55]!].sort(),
    );
    expect(await listed()).toEqual(before);
    const next = await owner.browser.get("/api/exports/accounting?format=xero&since=last");
    expect(next.headers.get("content-disposition")).toContain(
      `sole-xero-${isoDay(ago(1))}-to-${isoDay(new Date())}.zip`,
    );
  });

  it("keeps a year of exports, however many", async () => {
    const businessId = (await createBusiness(t.deps.db)).id;
    const rows = range(60, 300).map((d) => ({
      businessId,
      format: "quickbooks" as const,
      fromDate: "2025-01-01",
      toDate: "2025-01-31",
      createdAt: ago(d),
    }));
    await t.deps.db.insert(accountingExports).values(rows);
    await pruneLogTables(t.deps.db);
    expect(await idsOf("accounting_exports", businessId)).toHaveLength(60);
  });
});

describe("email deliveries", () => {
  const mail = { to: "c@customer.example", subject: "Quote", text: "", html: "", attachments: [] };

  /** A quote and an invoice of the business, each with emails of several ages and states. */
  async function emails(businessId: string) {
    const quote = await createQuote(t.deps.db, { businessId });
    const invoice = await createInvoice(t.deps.db, { businessId });
    const recentInvoice = await createInvoice(t.deps.db, { businessId });
    const add = async (
      days: number,
      about: { kind: string; quoteId?: string; invoiceId?: string },
      state: "queued" | "sent" | "failed" = "sent",
    ) => {
      const [row] = await t.deps.db
        .insert(emailDeliveries)
        .values({
          businessId,
          ...about,
          to: mail.to,
          subject: mail.subject,
          message: mail,
          state,
          createdAt: ago(days),
        })
        .returning({ id: emailDeliveries.id });
      return row!.id;
    };
    const quoteEmail = { kind: "quote", quoteId: quote.id };
    const ids = {
      quoteOldest: await add(140, quoteEmail),
      quoteFailed: await add(120, quoteEmail, "failed"),
      quoteNewest: await add(100, quoteEmail),
      quoteQueued: await add(200, quoteEmail, "queued"),
      decision: await add(130, { kind: "decision", quoteId: quote.id }),
      invoiceOnly: await add(150, { kind: "invoice", invoiceId: invoice.id }),
      reminder: await add(120, { kind: "reminder", invoiceId: invoice.id }),
      summaryOld: await add(100, { kind: "reminder" }),
      summaryRecent: await add(10, { kind: "reminder" }),
      recentSuperseded: await add(20, { kind: "invoice", invoiceId: recentInvoice.id }),
      recentNewest: await add(5, { kind: "invoice", invoiceId: recentInvoice.id }),
    };
    return { quote, invoice, recentInvoice, ids };
  }

  it("removes old superseded and documentless emails; each document's newest stays", async () => {
    const other = (await createBusiness(t.deps.db)).id;
    const mine = await emails(owner.businessId);
    const theirs = await emails(other);
    const shown = async () =>
      Promise.all(
        [
          `/api/quotes/${mine.quote.id}/email-delivery`,
          `/api/invoices/${mine.invoice.id}/email-delivery`,
          `/api/invoices/${mine.recentInvoice.id}/email-delivery`,
        ].map(async (path) => (await owner.browser.get(path)).json()),
      );
    const before = await shown();

    await pruneLogTables(t.deps.db);

    for (const [businessId, { ids }] of [
      [owner.businessId, mine],
      [other, theirs],
    ] as const) {
      const { quoteOldest, quoteFailed, summaryOld, ...kept } = ids;
      expect(await idsOf("email_deliveries", businessId)).toEqual(Object.values(kept).sort());
    }
    expect(await shown()).toEqual(before);
    expect(before.map((b) => b.delivery.id)).toEqual([
      mine.ids.quoteNewest,
      mine.ids.invoiceOnly,
      mine.ids.recentNewest,
    ]);
  });
});

describe("reminder claims", () => {
  const claims = (businessId: string) =>
    t.deps.db
      .select({ kind: reminderSends.kind, step: reminderSends.step })
      .from(reminderSends)
      .where(eq(reminderSends.businessId, businessId));

  it("forgets morning summaries after a week and keeps every other claim", async () => {
    const businessId = (await createBusiness(t.deps.db)).id;
    const claim = (kind: string, step: string, days: number) => ({
      kind,
      recordId: kind === "morning-summary" ? businessId : randomUUID(),
      step,
      businessId,
      sentTo: "owner@business.example",
      createdAt: ago(days),
    });
    await t.deps.db
      .insert(reminderSends)
      .values([
        claim("morning-summary", isoDay(ago(10)), 10),
        claim("morning-summary", isoDay(ago(1)), 1),
        claim("quote-follow-up", "follow-up", 400),
        claim("invoice-overdue", "14", 400),
      ]);

    await pruneLogTables(t.deps.db);

    expect(await claims(businessId)).toEqual(
      expect.arrayContaining([
        { kind: "morning-summary", step: isoDay(ago(1)) },
        { kind: "quote-follow-up", step: "follow-up" },
        { kind: "invoice-overdue", step: "14" },
      ]),
    );
    expect(await claims(businessId)).toHaveLength(3);
  });

  it("deletes a backlog bigger than one batch, a batch at a time, in one run", async () => {
    const businessId = (await createBusiness(t.deps.db)).id;
    const backlog = PRUNE_BATCH_ROWS + 50;
    await t.deps.db.execute(sql`
      insert into reminder_sends (kind, record_id, step, business_id, sent_to, created_at)
      select 'morning-summary', gen_random_uuid(), 'day-' || n, ${businessId}::uuid, 'o@b.example',
        now() - interval '30 days'
      from generate_series(1, ${backlog}) as n`);

    const removed = await pruneLogTables(t.deps.db);

    expect(removed.morningSummaryClaims).toBeGreaterThanOrEqual(backlog);
    expect(await claims(businessId)).toHaveLength(0);
  });
});

describe("the prune-logs job", () => {
  it("runs daily through the queue's handler", async () => {
    expect(JOB_POLICIES["prune-logs"].cron).toBe("45 3 * * *");
    const businessId = (await createBusiness(t.deps.db)).id;
    await t.deps.db.insert(scrapingJobs).values(
      range(51).map((i) => ({
        businessId,
        url: "https://merchant.example/c/cement",
        status: "completed" as const,
        startTime: ago(40 + i),
      })),
    );
    await jobHandlers(t.deps)["prune-logs"]({}, { jobId: "j", attempt: 1, lastAttempt: true });
    expect(await idsOf("scraping_jobs", businessId)).toHaveLength(50);
  });
});
