/**
 * Issue 15 item 2: input is capped where it enters (job description 5,000 characters; chat 30
 * messages of 4,000; price list 20 MB and 200,000 rows) with a message saying the limit, and a
 * refused request changes nothing. A price-list import is a durable queue job (ADR 0019) with
 * progress: the queue is driven by hand here (manualJobs), so a job's states are seen in turn.
 */
import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../src/server/db/client";
import { priceListImports, products, quotes } from "../../src/server/db/schema";
import {
  importNextBatch,
  runPriceListImport,
} from "../../src/server/features/catalogue/price-list-import-runner";
import {
  IMPORT_STALE_MS,
  importMessages,
} from "../../src/server/features/catalogue/price-list-imports";
import {
  CHAT_MAX_MESSAGES,
  CHAT_MESSAGE_MAX_CHARS,
  JOB_DESCRIPTION_MAX_CHARS,
  limitMessages,
  PRICE_LIST_MAX_ROWS,
} from "../../src/shared/limits";
import { type Browser, signedInBrowser } from "../support/browser";
import { createPriceListImport, importPriceListAndWait } from "../support/price-lists";
import { createTestApp, type TestApp } from "../support/test-app";

let t: TestApp;
let a: Browser;
let b: Browser;
let businessA: string;

const MB = 1024 * 1024;
const businessIdOf = async (browser: Browser) =>
  (await (await browser.get("/api/me")).json()).business.id as string;

beforeAll(async () => {
  t = await createTestApp({}, { manualJobs: true });
  a = (await signedInBrowser(t)).browser;
  b = (await signedInBrowser(t)).browser;
  businessA = await businessIdOf(a);
});
const runJobs = () => t.deps.queue.runDue();

afterAll(async () => {
  await runJobs();
  await t.close();
});

async function refused(res: Response, status: number, message: string) {
  expect(res.status).toBe(status);
  expect((await res.json()).error.message).toBe(message);
}

const count = async (table: typeof quotes | typeof products | typeof priceListImports) => {
  const [row] = await t.deps.db
    .select({ n: sql<number>`count(*)::int` })
    .from(table)
    .where(eq(table.businessId, businessA));
  return row!.n;
};

describe("job descriptions are at most 5,000 characters", () => {
  const over = "Paint the lounge walls. ".repeat(300).slice(0, JOB_DESCRIPTION_MAX_CHARS + 1);
  const megabyte = "1".repeat(MB);

  it("a quote with a longer description is a 400 with the message, and nothing is saved", async () => {
    for (const jobDescription of [over, megabyte]) {
      await refused(
        await a.post("/api/quotes", { jobDescription }),
        400,
        limitMessages.jobDescription,
      );
    }
    expect(await count(quotes)).toBe(0);
    const atCap = over.slice(0, JOB_DESCRIPTION_MAX_CHARS);
    expect((await a.post("/api/quotes", { jobDescription: atCap })).status).toBe(201);
  });

  it("predict-materials and the public estimate refuse a longer description", async () => {
    for (const jobDescription of [over, megabyte]) {
      await refused(
        await a.post("/api/ai/predict-materials", { jobDescription }),
        400,
        limitMessages.jobDescription,
      );
      await refused(
        await t.request("/api/public/estimate", { method: "POST", json: { jobDescription } }),
        400,
        limitMessages.jobDescription,
      );
    }
    const ok = await a.post("/api/ai/predict-materials", {
      jobDescription: over.slice(0, JOB_DESCRIPTION_MAX_CHARS),
    });
    expect(ok.status).toBe(200);
  });
});

describe("a chat is at most 30 messages of 4,000 characters", () => {
  const long = "4m x 3m ".repeat(600).slice(0, CHAT_MESSAGE_MAX_CHARS);
  const message = (i: number) => ({ role: i % 2 ? "assistant" : "user", content: long });

  it("refuses a longer prompt or message, or more messages, with the limit's message", async () => {
    await refused(
      await a.post("/api/ai/chat", { prompt: `${long}x` }),
      400,
      limitMessages.chatMessage,
    );
    await refused(
      await a.post("/api/ai/chat", { prompt: "x".repeat(MB) }),
      400,
      limitMessages.chatMessage,
    );
    await refused(
      await a.post("/api/ai/chat", {
        prompt: "Paint the lounge",
        context: [{ role: "user", content: `${long}x` }],
      }),
      400,
      limitMessages.chatMessage,
    );
    await refused(
      await a.post("/api/ai/chat", {
        prompt: "Paint the lounge",
        context: Array.from({ length: CHAT_MAX_MESSAGES + 1 }, (_, i) => message(i)),
      }),
      400,
      limitMessages.chatMessages,
    );
  });

  it("answers the largest conversation the caps allow", async () => {
    const res = await a.post("/api/ai/chat", {
      prompt: long,
      context: Array.from({ length: CHAT_MAX_MESSAGES }, (_, i) => message(i)),
    });
    expect(res.status).toBe(200);
    expect((await res.json()).message.length).toBeGreaterThan(0);
  });
});

const HEADER = "Name,SKU,Price,Unit\n";
const rows = (n: number, prefix = "Zarnok") =>
  HEADER +
  Array.from(
    { length: n },
    (_, i) => `${prefix} Item ${i},${prefix}-${i},${(i % 90) + 1}.50,each`,
  ).join("\n");

describe("a price list is at most 20 MB and 200,000 rows", () => {
  it("refuses a larger file with the message before parsing it, and imports nothing", async () => {
    // 21 MB in UTF-8 (£ is two bytes) in a body under the route's limit.
    const wide = `${HEADER}${"£".repeat(10.5 * MB)}`;
    await refused(
      await a.post("/api/price-lists/import", { csv: wide, merchantId: 1 }),
      400,
      limitMessages.priceListBytes,
    );
    await refused(
      await a.post("/api/price-lists/preview", { csv: wide, merchantId: 1 }),
      400,
      limitMessages.priceListBytes,
    );
    const tooMany = HEADER + "Zarnok,Z,1\n".repeat(PRICE_LIST_MAX_ROWS + 1);
    await refused(
      await a.post("/api/price-lists/import", { csv: tooMany, merchantId: 1 }),
      400,
      limitMessages.priceListRows,
    );
    expect(await count(priceListImports)).toBe(0);
    expect(await count(products)).toBe(0);
  });

  it("refuses a body over the price list's limit with a 413 before reading it", async () => {
    const huge = JSON.stringify({ csv: "a".repeat(42 * MB), merchantId: 1 });
    const res = await a.request("/api/price-lists/import", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: huge,
    });
    await refused(res, 413, limitMessages.priceListBytes);
    // A body that size is refused elsewhere as before (the default limit is 4 MB).
    const elsewhere = await a.request("/api/quotes", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ jobDescription: "a".repeat(5 * MB) }),
    });
    expect(elsewhere.status).toBe(413);
    expect(await count(priceListImports)).toBe(0);
  });
});

describe("a price-list import is a background job", () => {
  it("answers 202 with the queued job at once, then reports its progress to its own business only", async () => {
    const res = await a.post("/api/price-lists/import", { csv: rows(1_000), merchantId: 1 });
    expect(res.status).toBe(202);
    const { job } = await res.json();
    // The answer comes before the rows are written: none are done yet.
    expect(job).toEqual({
      id: expect.any(String),
      status: "queued",
      rowsDone: 0,
      rowsTotal: 1_000,
      inserted: 0,
      updated: 0,
      skipped: 0,
    });
    // One import at a time per business: a second one meanwhile is a 409 and changes nothing.
    const second = await a.post("/api/price-lists/import", {
      csv: rows(10, "Other"),
      merchantId: 1,
    });
    await refused(second, 409, importMessages.busy);
    // Another business is served meanwhile, and cannot see this business's job.
    expect((await b.get(`/api/price-lists/imports/${job.id}`)).status).toBe(404);

    expect(await runJobs()).toBe(1);
    const done = await (await a.get(`/api/price-lists/imports/${job.id}`)).json();
    expect(done.job).toEqual({ ...job, status: "done", rowsDone: 1_000, inserted: 1_000 });
    expect(await count(products)).toBe(1_000);
    expect((await b.get(`/api/price-lists/imports/${job.id}`)).status).toBe(404);
    expect((await a.get(`/api/price-lists/imports/${randomUUID()}`)).status).toBe(404);
    expect((await a.get("/api/price-lists/imports/not-an-id")).status).toBe(404);

    // Importing the same file again updates every row and inserts none, and takes no ids from
    // the product id sequence every business shares (an upsert took one a row, updated or not).
    const sequence = async () =>
      (
        await queryRows<{ n: string }>(
          t.deps.db,
          sql`select last_value::text as n from products_id_seq`,
        )
      )[0]?.n;
    const before = await sequence();
    const again = await importPriceListAndWait(a, { csv: rows(1_000), merchantId: 1 }, runJobs);
    expect(again).toMatchObject({ status: "done", inserted: 0, updated: 1_000, rowsDone: 1_000 });
    expect(await sequence()).toBe(before);
  }, 120_000);

  it("a retried import carries on from the batches left, and two runners import each row once", async () => {
    const businessId = await businessIdOf(b);
    const res = await b.post("/api/price-lists/import", { csv: rows(250, "Retry"), merchantId: 1 });
    expect(res.status).toBe(202);
    const { job } = await res.json();
    // The first worker imported one batch of 100, then died; the queue's retry finishes it.
    expect(
      await importNextBatch(t.deps.db, job.id, { businessId, merchantId: 1, tradePrices: false }),
    ).toBe(true);
    expect(await runJobs()).toBe(1);
    const done = await (await b.get(`/api/price-lists/imports/${job.id}`)).json();
    expect(done.job).toMatchObject({ status: "done", rowsDone: 250, inserted: 250, updated: 0 });
    // Run again (a retry after it finished): nothing is imported twice.
    await runPriceListImport(t.deps, job.id, { lastAttempt: false });
    const [n] = await t.deps.db
      .select({ n: sql<number>`count(*)::int` })
      .from(products)
      .where(eq(products.businessId, businessId));
    expect(n!.n).toBe(250);

    // A retry while the first runner still runs (its expiry passed): they share the batches.
    const twice = await b.post("/api/price-lists/import", {
      csv: rows(350, "Twice"),
      merchantId: 1,
    });
    const { job: second } = await twice.json();
    await Promise.all([
      runPriceListImport(t.deps, second.id, { lastAttempt: false }),
      runPriceListImport(t.deps, second.id, { lastAttempt: false }),
    ]);
    const both = await (await b.get(`/api/price-lists/imports/${second.id}`)).json();
    expect(both.job).toMatchObject({ status: "done", rowsDone: 350, inserted: 350, updated: 0 });
    await runJobs();
  });

  it("reports a running job nobody has touched for 15 minutes as failed, and allows a new import", async () => {
    const businessId = await businessIdOf(b);
    const stale = await createPriceListImport(t.deps.db, {
      businessId,
      status: "running",
      updatedAt: new Date(Date.now() - IMPORT_STALE_MS - 1000),
    });
    const { job } = await (await b.get(`/api/price-lists/imports/${stale.id}`)).json();
    expect(job).toMatchObject({ status: "failed", error: importMessages.interrupted });
    const next = await importPriceListAndWait(b, { csv: rows(3, "Stale"), merchantId: 1 }, runJobs);
    expect(next).toMatchObject({ status: "done", inserted: 3 });
    const [row] = await t.deps.db
      .select({ status: priceListImports.status })
      .from(priceListImports)
      .where(and(eq(priceListImports.id, stale.id), eq(priceListImports.businessId, businessId)));
    expect(row!.status).toBe("failed");
  });
});
