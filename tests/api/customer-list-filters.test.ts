import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Browser, signedInBrowser } from "../support/browser";
import * as f from "../support/factories";
import { createTestApp, type TestApp } from "../support/test-app";

/* The quotes, jobs and invoices lists filtered to one customer (`?customerId=`): where a
 * customer's page leads with "See all" once they have more than it shows. */

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
const bare = { materials: [], measurements: [], laborDays: 1, dayRatePence: 10000 };

/** Sarah: 3 quotes (2 sent, 1 accepted), 2 jobs, 2 invoices (£120 sent, £60 draft); Tom: 1 of each. */
async function fixture(businessId: string) {
  const { db } = t.deps;
  const sarah = await f.createCustomer(db, { businessId, firstName: "Sarah" });
  const tom = await f.createCustomer(db, { businessId, firstName: "Tom" });
  const quote = (customerId: string, status: "sent" | "accepted") =>
    f.createQuote(db, { businessId, customerId, status, ...bare });
  const sarahQuotes = [
    await quote(sarah.id, "sent"),
    await quote(sarah.id, "sent"),
    await quote(sarah.id, "accepted"),
  ];
  const tomQuote = await quote(tom.id, "accepted");
  const sarahJobs = [
    await f.createJob(db, { quoteId: sarahQuotes[1]!.id, customerId: sarah.id }),
    await f.createJob(db, { quoteId: sarahQuotes[2]!.id, customerId: sarah.id }),
  ];
  await f.createJob(db, { quoteId: tomQuote.id, customerId: tom.id });
  const invoice = (customerId: string, status: "sent" | "draft", pence: number) =>
    f.createInvoice(db, { businessId, customerId, status, lines: labour(pence) });
  const sarahInvoices = [
    await invoice(sarah.id, "sent", 10000),
    await invoice(sarah.id, "draft", 5000),
  ];
  await invoice(tom.id, "sent", 40000);
  return { sarah, tom, sarahQuotes, sarahJobs, sarahInvoices };
}

const ids = (rows: { id: string }[]) => rows.map((r) => r.id).sort();

describe("?customerId= on the quotes, jobs and invoices lists", () => {
  it("lists only that customer's rows, with the counts and the outstanding total theirs", async () => {
    const { browser: b } = await signedInBrowser(t);
    const x = await fixture(await businessIdOf(b));

    const quotes = await (await b.get(`/api/quotes?customerId=${x.sarah.id}`)).json();
    expect(ids(quotes.quotes)).toEqual(ids(x.sarahQuotes));
    expect(quotes.counts).toEqual({ all: 3, draft: 0, sent: 2, accepted: 1, declined: 0 });
    // A status tab within the customer's quotes.
    const sent = await (await b.get(`/api/quotes?customerId=${x.sarah.id}&status=sent`)).json();
    expect(ids(sent.quotes)).toEqual(ids(x.sarahQuotes.slice(0, 2)));
    expect(sent.counts.all).toBe(3);

    const jobs = await (await b.get(`/api/jobs?customerId=${x.sarah.id}`)).json();
    expect(ids(jobs.jobs)).toEqual(ids(x.sarahJobs));

    const invoices = await (await b.get(`/api/invoices?customerId=${x.sarah.id}`)).json();
    expect(ids(invoices.invoices)).toEqual(ids(x.sarahInvoices));
    // Sarah owes her sent £120 (the draft is not owed yet); Tom's £480 is not hers.
    expect(invoices.outstandingPence).toBe(12000);
    const everyone = await (await b.get("/api/invoices")).json();
    expect(everyone.outstandingPence).toBe(12000 + 48000);
  });

  it("pages through one customer's quotes, jobs and invoices", async () => {
    const { browser: b } = await signedInBrowser(t);
    const x = await fixture(await businessIdOf(b));
    for (const [list, expected] of [
      ["quotes", x.sarahQuotes],
      ["jobs", x.sarahJobs],
      ["invoices", x.sarahInvoices],
    ] as const) {
      const seen: { id: string }[] = [];
      let cursor = "";
      do {
        const res = await b.get(
          `/api/${list}?customerId=${x.sarah.id}&limit=1${cursor ? `&cursor=${cursor}` : ""}`,
        );
        expect(res.status).toBe(200);
        const page = await res.json();
        seen.push(...page[list]);
        cursor = page.nextCursor ?? "";
      } while (cursor);
      expect(ids(seen)).toEqual(ids(expected));
    }
  });

  it("lists nothing for another business's customer, an unknown id or one that is no id", async () => {
    const { browser: owner } = await signedInBrowser(t);
    const x = await fixture(await businessIdOf(owner));
    const { browser: other } = await signedInBrowser(t);
    // The other business has rows of its own, which the filter must not fall back to.
    await fixture(await businessIdOf(other));
    for (const customerId of [x.sarah.id, "00000000-0000-4000-8000-000000000000", "not-a-uuid"]) {
      const q = `customerId=${encodeURIComponent(customerId)}`;
      const quotes = await other.get(`/api/quotes?${q}`);
      expect(quotes.status).toBe(200);
      expect(await quotes.json()).toEqual({
        quotes: [],
        nextCursor: null,
        counts: { all: 0, draft: 0, sent: 0, accepted: 0, declined: 0 },
      });
      const jobs = await other.get(`/api/jobs?${q}`);
      expect(jobs.status).toBe(200);
      expect(await jobs.json()).toEqual({ jobs: [], nextCursor: null });
      const invoices = await other.get(`/api/invoices?${q}`);
      expect(invoices.status).toBe(200);
      expect(await invoices.json()).toEqual({
        invoices: [],
        nextCursor: null,
        outstandingPence: 0,
      });
    }
  });

  it("lists no invoices or jobs for a quote id that is no id, or another business's quote", async () => {
    const { browser: owner } = await signedInBrowser(t);
    const x = await fixture(await businessIdOf(owner));
    const { browser: other } = await signedInBrowser(t);
    await fixture(await businessIdOf(other));
    for (const quoteId of [x.sarahQuotes[2]!.id, "not-a-uuid"]) {
      const q = `quoteId=${encodeURIComponent(quoteId)}`;
      expect(await (await other.get(`/api/invoices?${q}`)).json()).toMatchObject({
        invoices: [],
        nextCursor: null,
      });
      expect(await (await other.get(`/api/jobs?${q}`)).json()).toEqual({
        jobs: [],
        nextCursor: null,
      });
    }
    expect((await owner.get(`/api/invoices?quoteId=${"a".repeat(101)}`)).status).toBe(400);
  });

  it("refuses an over-long customer id with a clear message", async () => {
    const { browser: b } = await signedInBrowser(t);
    for (const list of ["quotes", "jobs", "invoices"]) {
      const res = await b.get(`/api/${list}?customerId=${"a".repeat(101)}`);
      expect(res.status).toBe(400);
      const body = await res.json();
      expect(body.error.code).toBe("invalid_input");
      expect(JSON.stringify(body.error)).toContain("A customer id is at most 100 characters");
    }
  });
});
