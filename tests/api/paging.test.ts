/**
 * Paged lists (issue 19 Deliver 4): GET /api/quotes answers `limit` quotes (50 unless asked, at
 * most 200) after an opaque `cursor`, `nextCursor` for the next page, and the counts per status
 * over every quote the search matches. Search, status and sort run over all quotes, not a page.
 */

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { QuoteCounts } from "../../src/shared/schemas/quote-list";
import { type Browser, signedInBrowser } from "../support/browser";
import {
  createCustomer,
  createInvoice,
  createJob,
  createOrder,
  createQuote,
  isoDate,
} from "../support/factories";
import { createTestApp, type TestApp } from "../support/test-app";

let t: TestApp;
let b: Browser;
let businessId: string;
const statuses = ["draft", "sent", "accepted", "declined"] as const;
const start = Date.parse("2026-06-01T09:00:00Z");

interface Page {
  quotes: { id: string; name: string; status: string; totalAmountPence: number }[];
  nextCursor: string | null;
  counts: QuoteCounts;
}

async function page(browser: Browser, query: string): Promise<Page> {
  const res = await browser.get(`/api/quotes?${query}`);
  const body = await res.json();
  expect(res.status, JSON.stringify(body)).toBe(200);
  return body as Page;
}

async function refused(query: string, field: string) {
  const res = await b.get(`/api/quotes?${query}`);
  const body = (await res.json()) as { error: { code: string; message: string; fields: object } };
  expect(res.status).toBe(400);
  expect(body.error.code).toBe("invalid_input");
  expect(body.error.fields).toHaveProperty(field);
  return body.error.message;
}

/** Every page of a query, following nextCursor, with a hook between pages. */
async function allPages(query: string, between?: (n: number) => Promise<void>) {
  const pages: Page[] = [];
  let cursor: string | null = null;
  do {
    const next = await page(b, cursor ? `${query}&cursor=${cursor}` : query);
    pages.push(next);
    cursor = next.nextCursor;
    if (between) await between(pages.length);
  } while (cursor);
  return pages;
}

beforeAll(async () => {
  t = await createTestApp();
  b = (await signedInBrowser(t)).browser;
  businessId = (await (await b.get("/api/me")).json()).business.id;
  // 120 quotes a minute apart, except every tenth shares the previous one's time: the id breaks
  // the tie. Every seventh is a loft job, for the search.
  for (let i = 0; i < 120; i++) {
    const minute = i % 10 === 9 ? i - 1 : i;
    await createQuote(t.deps.db, {
      businessId,
      customerId: null,
      customerName: "Sam Client",
      name: i % 7 === 0 ? `Loft board ${i}` : `Kitchen ${i}`,
      status: statuses[i % 4],
      createdAt: new Date(start + minute * 60_000),
      laborDays: 1 + (i % 5),
    });
  }
});
afterAll(() => t.close());

describe("GET /api/quotes pages", () => {
  it("answers 50, 50 and 20 with no repeat or gap while a quote is added between pages", async () => {
    const before = new Set((await page(b, "limit=200")).quotes.map((q) => q.id));
    expect(before.size).toBe(120);
    const pages = await allPages("limit=50", async (n) => {
      if (n === 1) await b.post("/api/quotes", { name: "Added meanwhile", jobDescription: "New" });
    });
    expect(pages.map((p) => p.quotes.length)).toEqual([50, 50, 20]);
    const ids = pages.flatMap((p) => p.quotes.map((q) => q.id));
    expect(new Set(ids).size).toBe(120);
    expect(new Set(ids)).toEqual(before);
    expect(pages.at(-1)?.nextCursor).toBeNull();
    // The one added after the first page is the newest: it heads the list on a fresh load.
    expect((await page(b, "limit=1")).quotes[0]?.name).toBe("Added meanwhile");
  });

  it("pages 50 at a time unless asked", async () => {
    const first = await page(b, "");
    expect(first.quotes).toHaveLength(50);
    expect(first.nextCursor).toEqual(expect.any(String));
  });

  it("pages in the order asked: oldest first and highest total, each whole", async () => {
    for (const sort of ["oldest", "total"] as const) {
      const all = (await allPages(`sort=${sort}&limit=30`)).flatMap((p) => p.quotes);
      const single = (await page(b, `sort=${sort}&limit=200`)).quotes;
      expect(all.map((q) => q.id)).toEqual(single.map((q) => q.id));
      expect(all).toHaveLength(121);
    }
    const byTotal = (await page(b, "sort=total&limit=200")).quotes.map((q) => q.totalAmountPence);
    expect(byTotal).toEqual([...byTotal].sort((x, y) => y - x));
  });

  it("counts every status over all quotes, whatever the page or status asked", async () => {
    const { counts } = await page(b, "limit=1&status=sent");
    expect(counts).toEqual({ all: 121, draft: 31, sent: 30, accepted: 30, declined: 30 });
    const sent = (await allPages("status=sent&limit=20")).flatMap((p) => p.quotes);
    expect(sent).toHaveLength(30);
    expect(sent.every((q) => q.status === "sent")).toBe(true);
  });

  it("counts the statuses when the page asked for is empty", async () => {
    const first = (await page(b, "limit=1&sort=oldest")).quotes[0] as unknown as {
      number: number;
      status: Exclude<keyof QuoteCounts, "all">;
    };
    const other = first.status === "declined" ? "draft" : "declined";
    const { quotes, counts } = await page(b, `number=${first.number}&status=${other}`);
    expect(quotes).toEqual([]);
    expect(counts.all).toBeGreaterThan(0);
    expect(counts[first.status]).toBeGreaterThan(0);
    expect(counts[other]).toBe(0);
  });

  it("searches every quote, not the loaded page, and counts what it found", async () => {
    const found = (await allPages("q=loft&limit=5")).flatMap((p) => p.quotes);
    // i = 0, 7, ..., 119: 18 loft quotes, most of them beyond the first page of 50.
    expect(found).toHaveLength(18);
    expect(found.every((q) => q.name.startsWith("Loft board"))).toBe(true);
    const { counts } = await page(b, "q=loft&limit=1");
    expect(counts.all).toBe(18);
    expect(counts.draft + counts.sent + counts.accepted + counts.declined).toBe(18);
  });

  it("finds a quote by its reference", async () => {
    const { quotes } = await page(b, "limit=1&sort=oldest");
    const first = quotes[0] as Page["quotes"][number] & { reference: string };
    const found = await page(b, `q=${encodeURIComponent(first.reference.toLowerCase())}`);
    expect(found.quotes.map((q) => q.id)).toContain(first.id);
  });

  it("refuses a limit of 0, over 200 or not a number, and a cursor it did not give out", async () => {
    const message = "Ask for between 1 and 200 rows a page.";
    expect(await refused("limit=0", "limit")).toBe(message);
    expect(await refused("limit=201", "limit")).toBe(message);
    expect(await refused("limit=lots", "limit")).toBe(message);
    const cursorMessage =
      "This list position is not one the server gave out. Load the list again from the start.";
    expect(await refused("cursor=not!base64", "cursor")).toBe(cursorMessage);
    const forged = Buffer.from(JSON.stringify({ s: "newest", id: "x" })).toString("base64url");
    expect(await refused(`cursor=${forged}`, "cursor")).toBe(cursorMessage);
    // A cursor of one order used with another would skip or repeat rows.
    const { nextCursor } = await page(b, "limit=2");
    expect(await refused(`sort=total&cursor=${nextCursor}`, "cursor")).toBe(cursorMessage);
  });

  it("shows another business nothing of this one's through its cursor", async () => {
    const { nextCursor } = await page(b, "limit=10");
    const other = (await signedInBrowser(t)).browser;
    const theirs = await page(other, `limit=50&cursor=${nextCursor}`);
    expect(theirs.quotes).toEqual([]);
    expect(theirs.nextCursor).toBeNull();
    expect(theirs.counts.all).toBe(0);
  });

  it("lists the versions of one quote number", async () => {
    const { quotes } = await page(b, "limit=1&sort=oldest");
    const first = quotes[0]!;
    const revised = await b.post(`/api/quotes/${first.id}/duplicate`, {});
    expect(revised.status).toBeLessThan(300);
    const { number } = (await (await b.get(`/api/quotes/${first.id}`)).json()) as {
      number: number;
    };
    const versions = await page(b, `number=${number}`);
    expect(versions.quotes.map((q) => q.id)).toEqual([first.id]);
  });
});

describe("GET /api/customers pages", () => {
  let c: Browser;
  let owner: string;
  interface CustomerPage {
    customers: { id: string; firstName: string; displayName: string }[];
    nextCursor: string | null;
  }
  const customerPage = async (browser: Browser, query: string) => {
    const res = await browser.get(`/api/customers?${query}`);
    const body = await res.json();
    expect(res.status, JSON.stringify(body)).toBe(200);
    return body as CustomerPage;
  };

  beforeAll(async () => {
    c = (await signedInBrowser(t)).browser;
    owner = (await (await c.get("/api/me")).json()).business.id;
    // 70 customers, every fifth created in the same instant as the one before it.
    for (let i = 0; i < 70; i++) {
      await createCustomer(t.deps.db, {
        businessId: owner,
        firstName: i === 3 ? "Priya" : `Customer${i}`,
        lastName: "Patel",
        email: `c${i}@example.co.uk`,
        createdAt: new Date(start + (i % 5 === 4 ? i - 1 : i) * 60_000),
      });
    }
  });

  it("answers 50 then 20, newest first, with no repeat or gap while one is added", async () => {
    const first = await customerPage(c, "");
    expect(first.customers).toHaveLength(50);
    await c.post("/api/customers", { firstName: "Added", lastName: "Meanwhile" });
    const second = await customerPage(c, `cursor=${first.nextCursor}`);
    expect(second.customers).toHaveLength(20);
    expect(second.nextCursor).toBeNull();
    const ids = [...first.customers, ...second.customers].map((x) => x.id);
    expect(new Set(ids).size).toBe(70);
    // 68 and 69 share their instant: the id decides which comes first.
    expect(["Customer68", "Customer69"]).toContain(first.customers[0]?.firstName);
  });

  it("searches every customer, not the loaded page", async () => {
    const found = await customerPage(c, "q=priya&limit=10");
    expect(found.customers.map((x) => x.displayName)).toEqual(["Priya Patel"]);
    expect((await customerPage(c, "q=c42%40example")).customers).toHaveLength(1);
  });

  it("refuses a limit out of range and a cursor it did not give out", async () => {
    for (const query of ["limit=0", "limit=201", "limit=x", "cursor=bm9wZQ"]) {
      const res = await c.get(`/api/customers?${query}`);
      expect(res.status, query).toBe(400);
    }
  });

  it("shows another business none of these through their cursor", async () => {
    const { nextCursor } = await customerPage(c, "limit=5");
    const other = (await signedInBrowser(t)).browser;
    expect((await customerPage(other, `cursor=${nextCursor}`)).customers).toEqual([]);
  });
});

describe("GET /api/invoices pages", () => {
  let v: Browser;
  interface InvoicePage {
    invoices: { id: string; number: number; status: string }[];
    nextCursor: string | null;
    outstandingPence: number;
  }
  const invoicePage = async (browser: Browser, query: string) => {
    const res = await browser.get(`/api/invoices?${query}`);
    const body = await res.json();
    expect(res.status, JSON.stringify(body)).toBe(200);
    return body as InvoicePage;
  };

  beforeAll(async () => {
    v = (await signedInBrowser(t)).browser;
    const owner = (await (await v.get("/api/me")).json()).business.id;
    // 60 invoices: every third sent and overdue, the rest drafts.
    for (let i = 0; i < 60; i++) {
      await createInvoice(t.deps.db, {
        businessId: owner,
        status: i % 3 === 0 ? "sent" : "draft",
        dueDate: i % 3 === 0 ? isoDate(-5) : isoDate(14),
      });
    }
  });

  it("answers 50 then 10, newest number first, each once", async () => {
    const first = await invoicePage(v, "");
    expect(first.invoices).toHaveLength(50);
    expect(first.invoices[0]?.number).toBe(60);
    const second = await invoicePage(v, `cursor=${first.nextCursor}`);
    expect(second.invoices.map((i) => i.number)).toEqual([10, 9, 8, 7, 6, 5, 4, 3, 2, 1]);
    expect(second.nextCursor).toBeNull();
    expect(second.outstandingPence).toBe(first.outstandingPence);
  });

  it("filters by the derived status over every invoice, not the page", async () => {
    const overdue = [];
    let cursor: string | null = null;
    do {
      const next: InvoicePage = await invoicePage(
        v,
        `status=overdue&limit=7${cursor ? `&cursor=${cursor}` : ""}`,
      );
      overdue.push(...next.invoices);
      cursor = next.nextCursor;
    } while (cursor);
    expect(overdue).toHaveLength(20);
    expect(overdue.every((i) => i.status === "overdue")).toBe(true);
    expect((await invoicePage(v, "status=draft&limit=200")).invoices).toHaveLength(40);
  });

  it("refuses a bad limit or cursor, and shows another business nothing", async () => {
    for (const query of ["limit=0", "limit=201", "cursor=e30"]) {
      expect((await v.get(`/api/invoices?${query}`)).status, query).toBe(400);
    }
    const { nextCursor } = await invoicePage(v, "limit=5");
    const other = (await signedInBrowser(t)).browser;
    expect((await invoicePage(other, `cursor=${nextCursor}`)).invoices).toEqual([]);
  });
});

describe("GET /api/orders pages", () => {
  it("answers 50 then 5, newest number first, refuses a bad cursor and shows another business nothing", async () => {
    const o = (await signedInBrowser(t)).browser;
    const owner = (await (await o.get("/api/me")).json()).business.id;
    for (let i = 0; i < 55; i++) await createOrder(t.deps.db, { businessId: owner });
    const first = (await (await o.get("/api/orders")).json()) as {
      orders: { number: string }[];
      nextCursor: string;
    };
    expect(first.orders).toHaveLength(50);
    const second = (await (await o.get(`/api/orders?cursor=${first.nextCursor}`)).json()) as {
      orders: { number: string }[];
      nextCursor: string | null;
    };
    expect(second.orders.map((x) => x.number)).toEqual([
      "PO-0005",
      "PO-0004",
      "PO-0003",
      "PO-0002",
      "PO-0001",
    ]);
    expect(second.nextCursor).toBeNull();
    expect((await o.get("/api/orders?cursor=e30")).status).toBe(400);
    expect((await o.get("/api/orders?limit=201")).status).toBe(400);
    const other = (await signedInBrowser(t)).browser;
    const theirs = await (await other.get(`/api/orders?cursor=${first.nextCursor}`)).json();
    expect(theirs.orders).toEqual([]);
  });
});

describe("GET /api/jobs pages", () => {
  it("pages finished jobs newest first and scheduled ones soonest first, each once", async () => {
    const j = (await signedInBrowser(t)).browser;
    const owner = (await (await j.get("/api/me")).json()).business.id;
    // 55 finished a minute apart (two pairs at the same instant) and 3 still scheduled.
    for (let i = 0; i < 55; i++) {
      await createJob(t.deps.db, {
        businessId: owner,
        status: "completed",
        completedAt: new Date(start + (i % 20 === 19 ? i - 1 : i) * 60_000),
        notes: i === 2 ? "Loft hatch fitted" : "",
      });
    }
    for (let i = 0; i < 3; i++) await createJob(t.deps.db, { businessId: owner });
    type JobPage = {
      jobs: { id: string; completedAt: string | null }[];
      nextCursor: string | null;
    };
    const jobPage = async (query: string) => {
      const res = await j.get(`/api/jobs?${query}`);
      expect(res.status).toBe(200);
      return (await res.json()) as JobPage;
    };

    const first = await jobPage("status=completed");
    const second = await jobPage(`status=completed&cursor=${first.nextCursor}`);
    expect([first.jobs.length, second.jobs.length]).toEqual([50, 5]);
    expect(second.nextCursor).toBeNull();
    const all = [...first.jobs, ...second.jobs];
    expect(new Set(all.map((x) => x.id)).size).toBe(55);
    const times = all.map((x) => x.completedAt ?? "");
    expect(times).toEqual([...times].sort().reverse());

    const everything = [];
    let cursor: string | null = null;
    do {
      const next: JobPage = await jobPage(`limit=7${cursor ? `&cursor=${cursor}` : ""}`);
      everything.push(...next.jobs);
      cursor = next.nextCursor;
    } while (cursor);
    expect(new Set(everything.map((x) => x.id)).size).toBe(58);

    expect((await jobPage("status=completed&q=loft%20hatch")).jobs).toHaveLength(1);
    // A cursor of the history's order used on the scheduled list would skip jobs: refused.
    expect((await j.get(`/api/jobs?cursor=${first.nextCursor}`)).status).toBe(400);
    expect((await j.get("/api/jobs?limit=0")).status).toBe(400);
    const other = (await signedInBrowser(t)).browser;
    const theirs = await other.get(`/api/jobs?status=completed&cursor=${first.nextCursor}`);
    expect((await theirs.json()).jobs).toEqual([]);
  });
});
