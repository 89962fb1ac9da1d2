import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { quotes } from "../../src/server/db/schema";
import type { JobProfit } from "../../src/shared/schemas/insights";
import { type Browser, signedInBrowser } from "../support/browser";
import { createJob, createOrder, createQuote } from "../support/factories";
import { createTestApp, type TestApp } from "../support/test-app";

let t: TestApp;
let a: Browser;
let b: Browser;
const ids: Record<string, string> = {};

const businessIdOf = async (browser: Browser): Promise<string> =>
  (await (await browser.get("/api/me")).json()).business.id;

/** An accepted quote with known figures: £400 of materials at net, 2 days at £250, £600 profit. */
async function acceptedQuote(businessId: string, name: string) {
  const q = await createQuote(t.deps.db, { businessId, name, status: "accepted" });
  await t.deps.db
    .update(quotes)
    .set({ materialsNetPence: 40_000, laborDays: 2, dayRatePence: 25_000, profitPence: 60_000 })
    .where(eq(quotes.id, q.id));
  return q;
}

/**
 * Business A: the "Over" job ran Mon 9 to Wed 11 Nov (3 working days against 2 quoted: £250 less)
 * and its orders cost £450 against £400 quoted (£50 less; a cancelled £999 order aside): £300 off.
 * The "On time" job ran Fri 13 to Mon 16 Nov (the weekend is not worked: 2 days) with no orders
 * placed in Sole: exactly as quoted. A job still in progress is not listed; B's job is B's.
 */
async function seed() {
  const db = t.deps.db;
  const aId = await businessIdOf(a);
  const bId = await businessIdOf(b);
  const over = await acceptedQuote(aId, "Over");
  ids.over = over.id;
  await createJob(db, {
    quoteId: over.id,
    status: "completed",
    startedAt: new Date("2026-11-09T08:00:00Z"),
    completedAt: new Date("2026-11-11T16:00:00Z"),
  });
  await createOrder(db, {
    businessId: aId,
    quoteId: over.id,
    lines: [{ name: "Board", sku: "B", quantity: 1, unitPricePence: 30_000 }],
  });
  await createOrder(db, {
    businessId: aId,
    quoteId: over.id,
    lines: [{ name: "Plaster", sku: "P", quantity: 1, unitPricePence: 15_000 }],
  });
  await createOrder(db, {
    businessId: aId,
    quoteId: over.id,
    status: "cancelled",
    lines: [{ name: "Wrong board", sku: "W", quantity: 1, unitPricePence: 99_900 }],
  });
  const onTime = await acceptedQuote(aId, "On time");
  await createJob(db, {
    quoteId: onTime.id,
    status: "completed",
    startedAt: new Date("2026-11-13T08:00:00Z"),
    completedAt: new Date("2026-11-16T15:00:00Z"),
  });
  await createJob(db, { quoteId: (await acceptedQuote(aId, "Going")).id, status: "in-progress" });
  await createJob(db, {
    quoteId: (await acceptedQuote(bId, "B's job")).id,
    status: "completed",
    startedAt: new Date("2026-11-09T08:00:00Z"),
    completedAt: new Date("2026-11-20T16:00:00Z"),
  });
}

beforeAll(async () => {
  t = await createTestApp();
  a = (await signedInBrowser(t, { name: "Pat A" })).browser;
  b = (await signedInBrowser(t, { name: "Bo B" })).browser;
  await seed();
});

afterAll(() => t.close());

describe("GET /api/insights/jobs", () => {
  it("sets each completed job against its quote, the furthest off first", async () => {
    const res = await a.get("/api/insights/jobs");
    expect(res.status).toBe(200);
    const { jobs } = (await res.json()) as { jobs: JobProfit[] };
    expect(jobs.map((j) => j.name)).toEqual(["Over", "On time"]);
    expect(jobs[0]).toMatchObject({
      quoteId: ids.over,
      quotedMaterialsPence: 40_000,
      actualMaterialsPence: 45_000,
      quotedDays: 2,
      actualDays: 3,
      quotedProfitPence: 60_000,
      actualProfitPence: 30_000,
      offPence: -30_000,
    });
    expect(jobs[1]).toMatchObject({
      actualMaterialsPence: null,
      actualDays: 2,
      actualProfitPence: 60_000,
      offPence: 0,
    });
  });

  it("lists only the business's own jobs", async () => {
    const { jobs } = (await (await b.get("/api/insights/jobs")).json()) as { jobs: JobProfit[] };
    expect(jobs.map((j) => j.name)).toEqual(["B's job"]);
  });

  it.each(["0", "51", "x"])("answers 400 for limit=%s", async (limit) => {
    const res = await a.get(`/api/insights/jobs?limit=${limit}`);
    expect(res.status).toBe(400);
    expect((await res.json()).error.message).toBe("Choose between 1 and 50 jobs");
  });

  it("answers 401 when signed out", async () => {
    expect((await t.request("/api/insights/jobs")).status).toBe(401);
  });
});
