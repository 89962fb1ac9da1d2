import { and, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../src/server/db/client";
import { queryRows } from "../../src/server/db/client";
import {
  activityEvents,
  businessCounters,
  businesses,
  customers,
  invoices,
  jobs,
  orders,
  quotes,
} from "../../src/server/db/schema";
import { seedDatabase } from "../../src/server/db/seed";
import { DEMO_TEMPLATE_VERSION, DEMO_VERSION_COUNTER } from "../../src/server/db/seed/demo/data";
import { linesFromQuote } from "../../src/server/features/invoices/from-quote";
import { isoDay } from "../../src/shared/dates";
import { computeQuoteTotals } from "../../src/shared/quote-math";
import { invoiceTotals } from "../../src/shared/uk-tax";
import { isWorkingDay } from "../../src/shared/working-days";
import { type Browser, demoBrowser } from "../support/browser";
import { createTestApp, type TestApp } from "../support/test-app";

/*
 * Try Demo's business (auth/demo-copy, from the template of db/seed/demo): every visitor's own copy
 * of a business a few weeks into its work, its figures the product's own, its dates moved to the
 * day of the copy, its numbering going on from the template's.
 */

interface QuoteJson {
  id: string;
  number: number;
  reference: string;
  name: string;
  status: string;
  createdAt: string;
  expiresAt: string;
  laborDays: number;
  dayRatePence: number;
  vatIncluded: boolean;
  vatRate: number;
  marginPercent: number;
  totalMaterialsCostPence: number;
  materialsNetPence: number;
  totalLaborPence: number;
  subtotalPence: number;
  vatAmountPence: number;
  totalAmountPence: number;
  profitPence: number;
  materials: {
    name: string;
    unit: string;
    productId: number | null;
    quantity: number;
    netUnitPricePence: number;
    markupPercent: number | null;
    vatRate: number | null;
    sku: string | null;
    merchantId: number | null;
  }[];
}
interface JobJson {
  id: string;
  quoteId: string;
  status: "scheduled" | "in-progress" | "completed";
  startAt: string | null;
  endAt: string | null;
  startedAt: string | null;
  completedAt: string | null;
}
interface InvoiceJson {
  id: string;
  number: number;
  reference: string;
  quoteId: string;
  kind: "deposit" | "final" | "standard";
  status: string;
  issueDate: string;
  dueDate: string;
  totalPence: number;
  cisDeductionPence: number;
  depositsDeductedPence: number;
  amountDuePence: number;
  paidPence: number;
  balancePence: number;
  lines: {
    id: string;
    unit: string;
    description: string;
    quantity: number;
    unitPricePence: number;
    vatRate: number;
    netPence: number;
    vatPence: number;
    isLabour: boolean;
  }[];
  payments: { amountPence: number; paidOn: string }[];
}

let address = 0;
const freshIp = () => `192.0.2.${++address}`;

/** Everything a demo visitor's business holds, read through the API as the web app reads it. */
async function contents(b: Browser) {
  const list = (await (await b.get("/api/quotes?limit=50")).json()).quotes as { id: string }[];
  const quotes = await Promise.all(
    list.map(async (q) => (await (await b.get(`/api/quotes/${q.id}`)).json()) as QuoteJson),
  );
  const jobs = (await (await b.get("/api/jobs")).json()).jobs as JobJson[];
  const invoices = (await (await b.get("/api/invoices")).json()).invoices as InvoiceJson[];
  const orders = (await (await b.get("/api/orders")).json()).orders as { id: string }[];
  const customers = (await (await b.get("/api/customers")).json()).customers as { id: string }[];
  return { quotes, jobs, invoices, orders, customers };
}

const jobOf = (jobs: JobJson[], status: JobJson["status"]) => {
  const job = jobs.find((j) => j.status === status);
  if (!job) throw new Error(`no ${status} job`);
  return job;
};

async function templateId(db: Db) {
  const [row] = await db
    .select({ id: businesses.id })
    .from(businesses)
    .where(eq(businesses.isDemoTemplate, true));
  return row?.id;
}

/** A copy's dates, as any day's visitor must see them, relative to `now`. */
function expectDatesAround(
  now: number,
  { quotes, jobs, invoices }: Awaited<ReturnType<typeof contents>>,
) {
  const today = isoDay(new Date(now));
  const scheduled = jobOf(jobs, "scheduled");
  const started = jobOf(jobs, "in-progress");
  const completed = jobOf(jobs, "completed");
  // The coming week's job, the one begun on the last working day, the one finished a while ago.
  expect(Date.parse(scheduled.startAt!)).toBeGreaterThan(now);
  expect(Date.parse(scheduled.startAt!)).toBeLessThan(now + 10 * 86_400_000);
  expect(Date.parse(started.startAt!)).toBeLessThan(now);
  expect(Date.parse(started.startedAt!)).toBeLessThan(now);
  expect(Date.parse(started.startAt!)).toBeGreaterThan(now - 6 * 86_400_000);
  expect(Date.parse(completed.completedAt!)).toBeLessThan(now);
  for (const job of [scheduled, started, completed]) {
    expect(isWorkingDay(new Date(job.startAt!)), job.startAt!).toBe(true);
    expect(Date.parse(job.endAt!)).toBeGreaterThan(Date.parse(job.startAt!));
  }
  // Nothing happened in the future: quotes made, invoices raised and payments made by today.
  for (const q of quotes) expect(Date.parse(q.createdAt)).toBeLessThanOrEqual(now);
  for (const i of invoices) {
    expect(i.issueDate <= today).toBe(true);
    for (const p of i.payments) expect(p.paidOn <= today).toBe(true);
  }
  // The final invoice follows the work it bills; the sent quote is still open; the draft is new.
  const final = invoices.find((i) => i.kind === "final")!;
  expect(final.issueDate >= isoDay(new Date(completed.completedAt!))).toBe(true);
  expect(final.dueDate > today).toBe(true);
  const sent = quotes.find((q) => q.status === "sent")!;
  expect(Date.parse(sent.expiresAt)).toBeGreaterThan(now);
  const draft = quotes.find((q) => q.status === "draft")!;
  expect(now - Date.parse(draft.createdAt)).toBeLessThan(2 * 3_600_000);
}

describe("Try Demo's business", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("shows the product at work: customers, quotes in every state, jobs, invoices, orders, activity", async () => {
    const { b } = await demoBrowser(t, freshIp());
    const { quotes, jobs, invoices, orders, customers } = await contents(b);
    expect(customers).toHaveLength(4);
    expect(quotes.map((q) => q.status).sort()).toEqual([
      "accepted",
      "accepted",
      "accepted",
      "declined",
      "draft",
      "sent",
    ]);
    // The draft every demo has had is still there, and the newest quote (lists open on it).
    expect(quotes[0]?.name).toBe("Loft room stud wall and boarding");
    expect(quotes[0]?.status).toBe("draft");
    expect(jobs.map((j) => j.status).sort()).toEqual(["completed", "in-progress", "scheduled"]);
    expect(invoices.map((i) => `${i.reference} ${i.kind} ${i.status}`).sort()).toEqual([
      "INV-0001 deposit paid",
      "INV-0002 deposit paid",
      "INV-0003 final part-paid",
      "INV-0004 deposit sent",
    ]);
    expect(orders).toHaveLength(2);
    // The quotes of the story are priced from the catalogue, so their materials can be ordered.
    for (const q of quotes.filter((q) => q.status !== "draft")) {
      expect(q.materials.length).toBeGreaterThan(0);
      expect(q.materials.every((m) => m.sku && m.merchantId === 1)).toBe(true);
    }

    const board = await (await b.get("/api/board")).json();
    const columns = new Set(board.items.map((i: { column: string }) => i.column));
    expect([...columns].sort()).toEqual(["completed", "draft", "in-progress", "scheduled", "sent"]);

    const dashboard = await (await b.get("/api/dashboard")).json();
    expect(dashboard.activity).toHaveLength(8);
    expect(dashboard.activity[0].message).toBe("Quote Loft room stud wall and boarding created");
    expect(dashboard).toMatchObject({ activeQuotes: 1, acceptedQuotes: 3, jobsInProgress: 1 });
    expect(dashboard.clients).toBe(4);
  });

  it("has every total as the product works it out", async () => {
    const { b, businessId } = await demoBrowser(t, freshIp());
    const { quotes: quoteList, invoices: invoiceList } = await contents(b);
    for (const q of quoteList) {
      const totals = computeQuoteTotals({ ...q, materials: q.materials });
      expect(totals, q.name).toEqual({
        totalMaterialsCostPence: q.totalMaterialsCostPence,
        materialsNetPence: q.materialsNetPence,
        totalLaborPence: q.totalLaborPence,
        subtotalPence: q.subtotalPence,
        vatAmountPence: q.vatAmountPence,
        totalAmountPence: q.totalAmountPence,
        profitPence: q.profitPence,
      });
    }
    // Each invoice is what raising it from its quote gives now, lines and amount due alike.
    const db = t.deps.db;
    for (const invoice of invoiceList) {
      const [quote] = await db.select().from(quotes).where(eq(quotes.id, invoice.quoteId));
      const earlier = await db
        .select()
        .from(invoices)
        .where(
          and(
            eq(invoices.businessId, businessId),
            eq(invoices.quoteId, invoice.quoteId),
            sql`${invoices.number} < ${invoice.number}`,
          ),
        );
      const { lines, depositsDeductedPence } = await linesFromQuote(db, quote!, {
        kind: invoice.kind,
        vatRegistered: true,
        depositPercent: 50,
        existing: earlier,
      });
      expect(
        invoice.lines.map(({ id: _id, ...line }) => line),
        invoice.reference,
      ).toEqual(lines);
      const totals = invoiceTotals({
        lines,
        reverseCharge: false,
        cisRatePercent: null,
        depositsDeductedPence,
      });
      expect(invoice.amountDuePence).toBe(totals.amountDuePence);
      expect(invoice.depositsDeductedPence).toBe(depositsDeductedPence);
      // The balance is the total less what was paid.
      const paid = invoice.payments.reduce((sum, p) => sum + p.amountPence, 0);
      expect(invoice.balancePence).toBe(invoice.totalPence - invoice.cisDeductionPence - paid);
    }
    // The deposit and the final invoice of the finished job bill its quote's total, to the penny
    // (VAT is rounded once per invoice).
    const final = invoiceList.find((i) => i.kind === "final")!;
    const deposit = invoiceList.find((i) => i.kind === "deposit" && i.quoteId === final.quoteId)!;
    const quote = quoteList.find((q) => q.id === final.quoteId)!;
    expect(
      Math.abs(final.amountDuePence + deposit.amountDuePence - quote.totalAmountPence),
    ).toBeLessThanOrEqual(1);
    expect(final.paidPence).toBeGreaterThan(0);
    expect(final.balancePence).toBeGreaterThan(0);
  });

  it("gives two visitors separate copies: one's records are 404 to the other", async () => {
    const first = await demoBrowser(t, freshIp());
    const second = await demoBrowser(t, freshIp());
    expect(first.businessId).not.toBe(second.businessId);
    const mine = await contents(first.b);
    const theirs = await contents(second.b);
    const ids = (c: typeof mine) =>
      [c.quotes, c.jobs, c.invoices, c.orders, c.customers].flat().map((r) => r.id);
    const theirIds = new Set(ids(theirs));
    expect(ids(mine).filter((id) => theirIds.has(id))).toEqual([]);
    const paths = [
      ...mine.quotes.map((q) => `/api/quotes/${q.id}`),
      ...mine.jobs.map((j) => `/api/jobs/${j.id}`),
      ...mine.invoices.map((i) => `/api/invoices/${i.id}`),
      ...mine.orders.map((o) => `/api/orders/${o.id}`),
      ...mine.customers.map((c) => `/api/customers/${c.id}`),
    ];
    for (const path of paths) {
      expect((await second.b.get(path)).status, path).toBe(404);
      expect((await first.b.get(path)).status, path).toBe(200);
    }
    // A change in one copy is not seen in the other, nor in the template.
    const paid = mine.invoices.find((i) => i.status === "part-paid")!;
    const res = await first.b.post(`/api/invoices/${paid.id}/payments`, {
      amountPence: paid.balancePence,
      paidOn: isoDay(new Date()),
      method: "bank transfer",
    });
    expect(res.status).toBe(201);
    const after = await contents(second.b);
    expect(after.invoices.find((i) => i.kind === "final")?.status).toBe("part-paid");
  });

  it("has its dates moved to the day it is made", async () => {
    const before = Date.now();
    const { b } = await demoBrowser(t, freshIp());
    expectDatesAround(before, await contents(b));
  });

  it("numbers on from the template: the next quote, invoice and purchase order", async () => {
    const { b } = await demoBrowser(t, freshIp());
    const { quotes, jobs } = await contents(b);
    const created = await b.post("/api/quotes", {
      name: "Porch ceiling",
      jobDescription: "Board and skim the porch ceiling",
    });
    expect(created.status).toBe(201);
    expect((await created.json()).reference).toBe("Q-0007");

    // The job under way is finished and billed: its final invoice deducts the deposit paid.
    const started = jobOf(jobs, "in-progress");
    const invoice = await b.post("/api/invoices", { quoteId: started.quoteId, kind: "final" });
    expect(invoice.status).toBe(201);
    const raised = (await invoice.json()) as InvoiceJson;
    expect(raised.reference).toBe("INV-0005");
    expect(raised.depositsDeductedPence).toBeGreaterThan(0);
    const quote = quotes.find((q) => q.id === started.quoteId)!;
    expect(
      Math.abs(raised.amountDuePence + raised.depositsDeductedPence - quote.totalAmountPence),
    ).toBeLessThanOrEqual(1);

    // The coming week's job's materials are ordered from its quote's lines.
    const scheduled = quotes.find((q) => q.id === jobOf(jobs, "scheduled").quoteId)!;
    const { accounts } = await (await b.get("/api/trade-accounts")).json();
    const account = accounts.find((a: { merchantId: number }) => a.merchantId === 1);
    const ordered = await b.post("/api/orders", {
      tradeAccountId: account.id,
      deliveryAddress: "14 Acreman Street, Sherborne DT9 3NX",
      quoteId: scheduled.id,
      lines: scheduled.materials.map((m) => ({
        name: m.name,
        sku: m.sku,
        merchantId: m.merchantId,
        productId: m.productId,
        quantity: m.quantity,
        unit: m.unit,
        unitPricePence: m.netUnitPricePence,
      })),
    });
    expect(ordered.status).toBe(200);
    const { results } = await ordered.json();
    expect(results).toMatchObject([{ success: true, number: "PO-0003" }]);
  });
});

describe("the demo template", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("made weeks before the copy: the copy's dates are still the copy's", async () => {
    const db = t.deps.db;
    const id = await templateId(db);
    await db.delete(businesses).where(eq(businesses.id, id!));
    // Made 40 days ago, then copied today: the jobs still start next week and yesterday.
    await seedDatabase(db, new Date(Date.now() - 40 * 86_400_000));
    const before = Date.now();
    const { b } = await demoBrowser(t, freshIp());
    expectDatesAround(before, await contents(b));
    // The starter templates came back with the template.
    expect((await (await b.get("/api/templates")).json()).templates).toHaveLength(3);
  });

  it("of an older version is made again, and the copies already made stay as they were", async () => {
    const db = t.deps.db;
    const oldId = (await templateId(db))!;
    // A template as the first version seeded it: one customer and the draft, no version mark.
    await db
      .delete(businessCounters)
      .where(
        and(
          eq(businessCounters.businessId, oldId),
          eq(businessCounters.name, DEMO_VERSION_COUNTER),
        ),
      );
    await db.delete(activityEvents).where(eq(activityEvents.businessId, oldId));
    await db.delete(invoices).where(eq(invoices.businessId, oldId));
    await db.delete(orders).where(eq(orders.businessId, oldId));
    await db.delete(quotes).where(and(eq(quotes.businessId, oldId), sql`status <> 'draft'`));
    await db
      .delete(customers)
      .where(and(eq(customers.businessId, oldId), sql`last_name <> 'Thompson'`));
    const visitor = await demoBrowser(t, freshIp());
    const kept = await contents(visitor.b);
    expect(kept.quotes).toHaveLength(1);

    await seedDatabase(db);
    const newId = (await templateId(db))!;
    expect(newId).not.toBe(oldId);
    const [mark] = await db
      .select({ value: businessCounters.value })
      .from(businessCounters)
      .where(
        and(
          eq(businessCounters.businessId, newId),
          eq(businessCounters.name, DEMO_VERSION_COUNTER),
        ),
      );
    expect(mark?.value).toBe(DEMO_TEMPLATE_VERSION);
    // Seeding again changes nothing.
    await seedDatabase(db);
    expect(await templateId(db)).toBe(newId);

    // The earlier visitor's copy is as it was; a new visitor gets the whole demo.
    expect(await contents(visitor.b)).toEqual(kept);
    const next = await demoBrowser(t, freshIp());
    const fresh = await contents(next.b);
    expect(fresh.quotes).toHaveLength(6);
    expect(fresh.jobs).toHaveLength(3);
    // A copy carries no version mark of its own.
    const marks = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from business_counters where name = ${DEMO_VERSION_COUNTER}`,
    );
    expect(marks[0]?.n).toBe(1);
    const copied = await db
      .select({ id: jobs.id })
      .from(jobs)
      .where(inArray(jobs.businessId, [next.businessId]));
    expect(copied).toHaveLength(3);
  });
});
