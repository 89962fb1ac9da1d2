import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CUSTOMER_SUMMARY_LIST_LIMIT } from "../../src/shared/schemas/customers";
import { Browser, signedInBrowser } from "../support/browser";
import * as f from "../support/factories";
import { createTestApp, type TestApp } from "../support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function businessIdOf(b: Browser): Promise<string> {
  return (await (await b.get("/api/me")).json()).business.id;
}

const labour = (pence: number) => [
  { description: "Labour", quantity: 1, unit: "day", unitPricePence: pence, isLabour: true },
];

/** Two quotes, a job, two issued invoices (one part-paid, one paid) and a draft invoice. */
async function fixture(businessId: string) {
  const { db } = t.deps;
  const customer = await f.createCustomer(db, {
    businessId,
    firstName: "Sarah",
    lastName: "Thompson",
    email: "sarah@example.co.uk",
    phone: "07700 900123",
    address: "12 High Street, Leeds LS1 4AB",
    comments: "Side gate code 1234.",
  });
  const noMaterials = { materials: [], measurements: [], dayRatePence: 25000, vatRate: 20 };
  const accepted = await f.createQuote(db, {
    businessId,
    customerId: customer.id,
    name: "Kitchen re-plaster",
    status: "accepted",
    laborDays: 2,
    ...noMaterials,
  });
  const sent = await f.createQuote(db, {
    businessId,
    customerId: customer.id,
    name: "Hall ceiling",
    status: "sent",
    laborDays: 1,
    ...noMaterials,
  });
  const job = await f.createJob(db, {
    quoteId: accepted.id,
    customerId: customer.id,
    status: "scheduled",
    startAt: new Date("2026-12-07T08:00:00Z"),
    endAt: new Date("2026-12-08T17:00:00Z"),
  });
  const partPaid = await f.createInvoice(db, {
    businessId,
    customerId: customer.id,
    quoteId: accepted.id,
    status: "sent",
    lines: labour(25000),
  });
  await f.createPayment(db, { invoiceId: partPaid.id, amountPence: 10000 });
  const paid = await f.createInvoice(db, {
    businessId,
    customerId: customer.id,
    status: "sent",
    lines: labour(25000),
  });
  await f.createPayment(db, { invoiceId: paid.id, amountPence: 30000 });
  const draft = await f.createInvoice(db, {
    businessId,
    customerId: customer.id,
    status: "draft",
    lines: labour(10000),
  });
  // Someone else's quote and invoice in the same business stay off Sarah's page.
  const other = await f.createCustomer(db, { businessId, firstName: "Tom" });
  await f.createQuote(db, { businessId, customerId: other.id, status: "sent" });
  await f.createInvoice(db, { businessId, customerId: other.id, status: "sent" });
  return { customer, accepted, sent, job, partPaid, paid, draft };
}

describe("GET /api/customers/{id}/summary", () => {
  it("shows the customer's details, quotes, jobs, invoices and what they still owe", async () => {
    const { browser: b } = await signedInBrowser(t);
    const x = await fixture(await businessIdOf(b));
    const res = await b.get(`/api/customers/${x.customer.id}/summary`);
    expect(res.status).toBe(200);
    const body = await res.json();

    expect(body.customer).toMatchObject({
      id: x.customer.id,
      displayName: "Sarah Thompson",
      email: "sarah@example.co.uk",
      phone: "07700 900123",
      address: "12 High Street, Leeds LS1 4AB",
      comments: "Side gate code 1234.",
      quoteCount: 2,
    });

    const ref = (n: number) => `Q-${String(n).padStart(4, "0")}`;
    expect(body.quotes).toHaveLength(2);
    expect(body.quotes).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          id: x.accepted.id,
          reference: ref(x.accepted.number),
          name: "Kitchen re-plaster",
          status: "accepted",
          // Two days at £250 with 20 % VAT.
          totalAmountPence: 60000,
        }),
        expect.objectContaining({
          id: x.sent.id,
          reference: ref(x.sent.number),
          name: "Hall ceiling",
          status: "sent",
          totalAmountPence: 30000,
        }),
      ]),
    );

    expect(body.jobs).toEqual([
      {
        id: x.job.id,
        quoteId: x.accepted.id,
        title: "Kitchen re-plaster",
        status: "scheduled",
        startAt: "2026-12-07T08:00:00.000Z",
        endAt: "2026-12-08T17:00:00.000Z",
        completedAt: null,
      },
    ]);

    const inv = (n: number) => `INV-${String(n).padStart(4, "0")}`;
    expect(body.invoices).toEqual([
      expect.objectContaining({
        id: x.draft.id,
        reference: inv(x.draft.number),
        status: "draft",
        amountDuePence: 12000,
        paidPence: 0,
        outstandingPence: 12000,
      }),
      expect.objectContaining({
        id: x.paid.id,
        reference: inv(x.paid.number),
        status: "paid",
        amountDuePence: 30000,
        paidPence: 30000,
        outstandingPence: 0,
      }),
      expect.objectContaining({
        id: x.partPaid.id,
        reference: inv(x.partPaid.number),
        status: "part-paid",
        amountDuePence: 30000,
        paidPence: 10000,
        outstandingPence: 20000,
        issueDate: f.isoDate(0),
        dueDate: f.isoDate(14),
      }),
    ]);
    // The draft invoice is not owed yet: £600 invoiced, £400 paid, £200 owed.
    expect(body.balance).toEqual({ invoicedPence: 60000, paidPence: 40000, owedPence: 20000 });
  });

  // Issued as the VAT return and the invoices page count it (reports/records.ts): a draft handed
  // over as a PDF and paid in part is owed like a sent one.
  it("a draft paid in part is owed like an issued invoice", async () => {
    const { browser: b } = await signedInBrowser(t);
    const x = await fixture(await businessIdOf(b));
    await f.createPayment(t.deps.db, { invoiceId: x.draft.id, amountPence: 4000 });
    const body = await (await b.get(`/api/customers/${x.customer.id}/summary`)).json();
    expect(body.balance).toEqual({ invoicedPence: 72000, paidPence: 44000, owedPence: 28000 });
  });

  it("a customer with nothing yet owes nothing", async () => {
    const { browser: b } = await signedInBrowser(t);
    const customer = await f.createCustomer(t.deps.db, { businessId: await businessIdOf(b) });
    const body = await (await b.get(`/api/customers/${customer.id}/summary`)).json();
    expect(body).toMatchObject({
      quotes: [],
      jobs: [],
      invoices: [],
      quotesTotal: 0,
      jobsTotal: 0,
      invoicesTotal: 0,
    });
    expect(body.balance).toEqual({ invoicedPence: 0, paidPence: 0, owedPence: 0 });
  });

  it("lists the latest 20 of each, newest first, with counts and the balance over every row", async () => {
    expect(CUSTOMER_SUMMARY_LIST_LIMIT).toBe(20);
    const { browser: b } = await signedInBrowser(t);
    const businessId = await businessIdOf(b);
    const { db } = t.deps;
    const customer = await f.createCustomer(db, { businessId, firstName: "Lettings" });
    const day = (n: number) => new Date(Date.UTC(2026, 0, 1 + n, 9));
    const bare = { materials: [], measurements: [], laborDays: 1, dayRatePence: 10000 };
    // 25 quotes made a day apart, 22 of them with a job a day apart, 25 invoices of £120.
    const quotes = [];
    for (let n = 0; n < 25; n++) {
      quotes.push(
        await f.createQuote(db, {
          businessId,
          customerId: customer.id,
          name: `Flat ${n}`,
          status: "accepted",
          createdAt: day(n),
          ...bare,
        }),
      );
    }
    const jobs = [];
    for (const [n, quote] of quotes.slice(0, 22).entries()) {
      jobs.push(
        await f.createJob(db, {
          quoteId: quote.id,
          customerId: customer.id,
          startAt: day(40 + n),
          endAt: day(40 + n),
        }),
      );
    }
    const invoices = [];
    for (let n = 0; n < 25; n++) {
      invoices.push(
        await f.createInvoice(db, {
          businessId,
          customerId: customer.id,
          status: "sent",
          lines: labour(10000),
        }),
      );
    }
    // Only the five oldest invoices, none of them in the list, are paid: £600 of £3,000.
    for (const invoice of invoices.slice(0, 5)) {
      await f.createPayment(db, { invoiceId: invoice.id, amountPence: 12000 });
    }
    // Another customer's and another business's rows count for neither.
    const other = await f.createCustomer(db, { businessId, firstName: "Tom" });
    await f.createQuote(db, { businessId, customerId: other.id, ...bare });
    await f.createInvoice(db, { businessId, customerId: other.id, status: "sent" });
    const elsewhere = await f.createCustomer(db, {});
    await f.createInvoice(db, {
      businessId: elsewhere.businessId,
      customerId: elsewhere.id,
      status: "sent",
    });

    const res = await b.get(`/api/customers/${customer.id}/summary`);
    expect(res.status).toBe(200);
    const body = await res.json();
    const newest = <T extends { id: string }>(rows: T[]) =>
      rows
        .slice(-20)
        .reverse()
        .map((r) => r.id);
    expect(body.quotes.map((q: { id: string }) => q.id)).toEqual(newest(quotes));
    expect(body.jobs.map((j: { id: string }) => j.id)).toEqual(newest(jobs));
    expect(body.invoices.map((i: { id: string }) => i.id)).toEqual(newest(invoices));
    expect(body.invoices.every((i: { paidPence: number }) => i.paidPence === 0)).toBe(true);
    expect(body).toMatchObject({ quotesTotal: 25, jobsTotal: 22, invoicesTotal: 25 });
    expect(body.customer.quoteCount).toBe(25);
    expect(body.balance).toEqual({ invoicedPence: 300000, paidPence: 60000, owedPence: 240000 });
  });

  it("counts a short list in full", async () => {
    const { browser: b } = await signedInBrowser(t);
    const x = await fixture(await businessIdOf(b));
    const body = await (await b.get(`/api/customers/${x.customer.id}/summary`)).json();
    expect(body).toMatchObject({ quotesTotal: 2, jobsTotal: 1, invoicesTotal: 3 });
  });

  it("is 404 for another business's customer, an unknown id and a malformed id", async () => {
    const { browser: owner } = await signedInBrowser(t);
    const x = await fixture(await businessIdOf(owner));
    const { browser: other } = await signedInBrowser(t);
    for (const path of [
      `/api/customers/${x.customer.id}/summary`,
      "/api/customers/00000000-0000-4000-8000-000000000000/summary",
      "/api/customers/not-a-uuid/summary",
    ]) {
      const res = await other.get(path);
      expect(res.status).toBe(404);
      expect((await res.json()).error.code).toBe("not_found");
    }
  });

  it("is 401 when signed out", async () => {
    const res = await new Browser(t).get("/api/customers/not-a-uuid/summary");
    expect(res.status).toBe(401);
  });
});
