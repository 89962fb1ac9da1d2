import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { quotes } from "../../src/server/db/schema";
import type { Insights } from "../../src/shared/schemas/insights";
import { type Browser, signedInBrowser } from "../support/browser";
import { createInvoice, createPayment, createQuote } from "../support/factories";
import { createTestApp, type TestApp } from "../support/test-app";

/* Today is fixed at Thursday 26 November 2026, noon in London, so the months asked for are known. */
const NOW = new Date("2026-11-26T12:00:00Z");

let t: TestApp;
let a: Browser;
let b: Browser;

const businessIdOf = async (browser: Browser): Promise<string> =>
  (await (await browser.get("/api/me")).json()).business.id;

/** A quote of `businessId` with a known total (the factory's maths would otherwise decide it). */
async function quote(
  businessId: string,
  totalAmountPence: number,
  fields: Partial<typeof quotes.$inferInsert>,
) {
  const row = await createQuote(t.deps.db, { businessId, ...fields });
  await t.deps.db.update(quotes).set({ totalAmountPence }).where(eq(quotes.id, row.id));
  return row;
}

const at = (iso: string) => new Date(iso);

/**
 * Business A, counted by hand (see each figure's test):
 * - Q1 sent 30 Sep 23:30 UTC = 00:30 BST on 1 October (October), accepted 5 Oct 10:00 UTC, £1,000;
 *   a variation of it accepted in November is extra work on a quote already won: not counted.
 * - Q2 sent 30 Sep 22:59 UTC = 23:59 BST (September), declined 10 October.
 * - Q3 rev 1 sent 20 Oct 09:00, rev 2 sent 2 Nov and accepted 3 Nov 09:00, £2,500: one quote, sent
 *   in October, won in November after exactly 14 days.
 * - Q5 sent 10 November, still open; Q4 a draft; Q7 sent in June, accepted 15 Sep, £600.
 * - Invoices: I1 £1,200 issued 1 Oct due 15 Oct, part paid £500 on 20 Oct (42 days late: 31-60);
 *   a deposit I2 £300 issued 1 Nov, paid 2 Nov; the final I3 £900 issued 20 Nov, due 4 Dec
 *   (current); I4 £400 issued 1 Aug, due 15 Aug, £100 paid 1 Sep (103 days late: over 60);
 *   I5 £200 issued 10 Nov, due 20 Nov (6 days late: 1-30); a draft £100 handed over on 15 Nov
 *   and part paid £40 on 16 Nov was issued all the same; a draft nobody paid (£999.99) never counts.
 * Business B has its own quotes, invoice and payment in the same months.
 */
async function seed() {
  const db = t.deps.db;
  const aId = await businessIdOf(a);
  const bId = await businessIdOf(b);
  const q1 = await quote(aId, 100_000, {
    status: "accepted",
    sentAt: at("2026-09-30T23:30:00Z"),
    decisionAt: at("2026-10-05T10:00:00Z"),
  });
  await quote(aId, 40_000, {
    number: q1.number,
    revision: 2,
    revisesQuoteId: q1.id,
    isVariation: true,
    status: "accepted",
    sentAt: at("2026-11-05T10:00:00Z"),
    decisionAt: at("2026-11-06T10:00:00Z"),
  });
  await quote(aId, 70_000, {
    status: "declined",
    sentAt: at("2026-09-30T22:59:00Z"),
    decisionAt: at("2026-10-10T12:00:00Z"),
  });
  const q3 = await quote(aId, 200_000, { status: "sent", sentAt: at("2026-10-20T09:00:00Z") });
  await quote(aId, 250_000, {
    number: q3.number,
    revision: 2,
    revisesQuoteId: q3.id,
    status: "accepted",
    sentAt: at("2026-11-02T09:00:00Z"),
    decisionAt: at("2026-11-03T09:00:00Z"),
  });
  await quote(aId, 30_000, { status: "draft" });
  await quote(aId, 55_000, { status: "sent", sentAt: at("2026-11-10T09:00:00Z") });
  await quote(aId, 60_000, {
    status: "accepted",
    sentAt: at("2026-06-01T09:00:00Z"),
    decisionAt: at("2026-09-15T09:00:00Z"),
  });

  const sent = { businessId: aId, status: "sent" as const };
  const i1 = await createInvoice(db, {
    ...sent,
    issueDate: "2026-10-01",
    taxPoint: "2026-10-01",
    dueDate: "2026-10-15",
    amountDuePence: 120_000,
  });
  await createPayment(db, { invoiceId: i1.id, amountPence: 50_000, paidOn: "2026-10-20" });
  const i2 = await createInvoice(db, {
    ...sent,
    kind: "deposit",
    issueDate: "2026-11-01",
    taxPoint: "2026-11-01",
    dueDate: "2026-11-08",
    amountDuePence: 30_000,
  });
  await createPayment(db, { invoiceId: i2.id, amountPence: 30_000, paidOn: "2026-11-02" });
  await createInvoice(db, {
    ...sent,
    kind: "final",
    issueDate: "2026-11-20",
    taxPoint: "2026-11-20",
    dueDate: "2026-12-04",
    depositsDeductedPence: 30_000,
    amountDuePence: 90_000,
  });
  const i4 = await createInvoice(db, {
    ...sent,
    issueDate: "2026-08-01",
    taxPoint: "2026-08-01",
    dueDate: "2026-08-15",
    amountDuePence: 40_000,
  });
  await createPayment(db, { invoiceId: i4.id, amountPence: 10_000, paidOn: "2026-09-01" });
  await createInvoice(db, {
    ...sent,
    issueDate: "2026-11-10",
    taxPoint: "2026-11-10",
    dueDate: "2026-11-20",
    amountDuePence: 20_000,
  });
  const handedOver = await createInvoice(db, {
    businessId: aId,
    status: "draft",
    issueDate: "2026-11-15",
    taxPoint: "2026-11-15",
    dueDate: "2026-11-29",
    amountDuePence: 10_000,
  });
  await createPayment(db, { invoiceId: handedOver.id, amountPence: 4_000, paidOn: "2026-11-16" });
  await createInvoice(db, {
    businessId: aId,
    status: "draft",
    issueDate: "2026-11-05",
    taxPoint: "2026-11-05",
    dueDate: "2026-11-05",
    amountDuePence: 99_999,
  });

  await quote(bId, 500_000, {
    status: "accepted",
    sentAt: at("2026-10-02T09:00:00Z"),
    decisionAt: at("2026-10-03T09:00:00Z"),
  });
  await quote(bId, 80_000, {
    status: "declined",
    sentAt: at("2026-11-02T09:00:00Z"),
    decisionAt: at("2026-11-04T09:00:00Z"),
  });
  const bInvoice = await createInvoice(db, {
    businessId: bId,
    status: "sent",
    issueDate: "2026-11-03",
    taxPoint: "2026-11-03",
    dueDate: "2026-09-01",
    amountDuePence: 777_700,
  });
  await createPayment(db, { invoiceId: bInvoice.id, amountPence: 7_700, paidOn: "2026-11-04" });
}

async function insightsOf(browser: Browser, months: number): Promise<Insights> {
  const res = await browser.get(`/api/insights?months=${months}`);
  expect(res.status).toBe(200);
  return res.json();
}

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ["Date"], now: NOW });
  t = await createTestApp();
  a = (await signedInBrowser(t, { name: "Pat A" })).browser;
  b = (await signedInBrowser(t, { name: "Bo B" })).browser;
  await seed();
});

afterAll(async () => {
  await t.close();
  vi.useRealTimers();
});

describe("GET /api/insights", () => {
  it("counts each London month's quotes, money invoiced and money received", async () => {
    const body = await insightsOf(a, 3);
    expect(body.months).toEqual([
      {
        month: "2026-09",
        quotesSent: 1,
        quotesAccepted: 1,
        acceptedValuePence: 60_000,
        invoicedPence: 0,
        paidPence: 10_000,
      },
      {
        month: "2026-10",
        quotesSent: 2,
        quotesAccepted: 1,
        acceptedValuePence: 100_000,
        invoicedPence: 120_000,
        paidPence: 50_000,
      },
      {
        month: "2026-11",
        quotesSent: 1,
        quotesAccepted: 1,
        acceptedValuePence: 250_000,
        invoicedPence: 150_000,
        paidPence: 34_000,
      },
    ]);
  });

  it("works out the win rate, the average won and the median days to accept", async () => {
    const body = await insightsOf(a, 3);
    // Decided in Sep-Nov: Q1, Q3 and Q7 accepted, Q2 declined; Q5 is still open.
    expect(body.winRate).toBe(0.75);
    expect(body.averageAcceptedPence).toBe(Math.round((100_000 + 250_000 + 60_000) / 3));
    // 4.4 days (Q1), 14 days (Q3), 106 days (Q7).
    expect(body.medianDaysToAccept).toBe(14);
  });

  it("sorts what is owed by how late it is", async () => {
    const body = await insightsOf(a, 3);
    expect(body.outstandingPence).toBe(70_000 + 90_000 + 30_000 + 20_000 + 6_000);
    expect(body.overduePence).toBe(70_000 + 30_000 + 20_000);
    expect(body.owedByAge).toEqual({
      currentPence: 96_000,
      days1To30Pence: 20_000,
      days31To60Pence: 70_000,
      over60DaysPence: 30_000,
    });
  });

  it("reads one month at the window's edge: October alone leaves September's quote out", async () => {
    const body = await insightsOf(a, 2);
    expect(body.months.map((m) => m.month)).toEqual(["2026-10", "2026-11"]);
    expect(body.winRate).toBe(2 / 3);
    expect(body.medianDaysToAccept).toBe(9.2);
  });

  it("gives 12 months by default, this one last", async () => {
    const res = await a.get("/api/insights");
    expect(res.status).toBe(200);
    const body: Insights = await res.json();
    expect(body.months).toHaveLength(12);
    expect(body.months[0]?.month).toBe("2025-12");
    expect(body.months.at(-1)?.month).toBe("2026-11");
  });

  it("never counts another business's rows", async () => {
    const body = await insightsOf(b, 3);
    expect(body.months.map((m) => m.quotesSent)).toEqual([0, 1, 1]);
    expect(body.months.map((m) => m.acceptedValuePence)).toEqual([0, 500_000, 0]);
    expect(body.months.map((m) => m.paidPence)).toEqual([0, 0, 7_700]);
    expect(body.winRate).toBe(0.5);
    expect(body.outstandingPence).toBe(770_000);
    expect(body.owedByAge.over60DaysPence).toBe(770_000);
  });

  it("answers null rates for a business with nothing decided", async () => {
    const fresh = (await signedInBrowser(t, { name: "New N" })).browser;
    const body = await insightsOf(fresh, 1);
    expect(body.months).toEqual([
      {
        month: "2026-11",
        quotesSent: 0,
        quotesAccepted: 0,
        acceptedValuePence: 0,
        invoicedPence: 0,
        paidPence: 0,
      },
    ]);
    expect(body.winRate).toBeNull();
    expect(body.averageAcceptedPence).toBeNull();
    expect(body.medianDaysToAccept).toBeNull();
    expect(body.outstandingPence).toBe(0);
  });

  it.each(["0", "37", "abc", "1.5", "-3"])("answers 400 for months=%s", async (months) => {
    const res = await a.get(`/api/insights?months=${months}`);
    expect(res.status).toBe(400);
    expect((await res.json()).error.message).toBe("Choose between 1 and 36 months");
  });

  it("answers 401 when signed out", async () => {
    expect((await t.request("/api/insights")).status).toBe(401);
  });
});
