import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { quotes } from "../../src/server/db/schema";
import type { JobProfit } from "../../src/shared/schemas/insights";
import { type Browser, signedInBrowser } from "../support/browser";
import { createJob, createOrder, createProduct, createQuote } from "../support/factories";
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

  it("sets the orders against the quoted lines ordered in Sole: what was bought elsewhere is not a saving", async () => {
    const db = t.deps.db;
    const { browser: c } = await signedInBrowser(t, { name: "Cal C" });
    const businessId = await businessIdOf(c);
    const board = await createProduct(db, { name: "Gyproc WallBoard 12.5mm", sku: "GWB125" });
    // Quoted at trade net: boards £100 (catalogue), copper pipe £60 (typed, bought at the local
    // plumbers' merchant), screws £20 (typed with the merchant's SKU), one day.
    const quote = await createQuote(db, {
      businessId,
      name: "Bought elsewhere",
      status: "accepted",
      laborDays: 1,
      materials: [
        {
          name: "Plasterboard",
          quantity: 10,
          unit: "sheet",
          netUnitPricePence: 1000,
          productId: board.id,
        },
        { name: "Copper pipe 15mm", quantity: 6, unit: "length", netUnitPricePence: 1000 },
        { name: "Drywall screws", quantity: 1, unit: "box", netUnitPricePence: 2000, sku: "SCR-1" },
      ],
    });
    const { id: jobId } = await createJob(db, {
      quoteId: quote.id,
      status: "completed",
      startedAt: new Date("2026-11-17T08:00:00Z"),
      completedAt: new Date("2026-11-17T16:00:00Z"),
    });
    // Ordered in Sole: the boards (by the catalogue's name) for £110 and the screws for £18.
    await createOrder(db, {
      businessId,
      quoteId: quote.id,
      lines: [
        {
          productId: board.id,
          name: board.name,
          sku: "GWB125",
          quantity: 10,
          unitPricePence: 1100,
        },
      ],
    });
    await createOrder(db, {
      businessId,
      quoteId: quote.id,
      lines: [
        { name: "Screws 3.5 x 25mm (1000)", sku: "SCR-1", quantity: 1, unitPricePence: 1800 },
      ],
    });
    const profit = (await (await c.get(`/api/insights/jobs/${jobId}`)).json()) as JobProfit;
    expect(profit).toMatchObject({
      quotedMaterialsPence: 18_000,
      comparedMaterialsPence: 12_000,
      actualMaterialsPence: 12_800,
      quotedDays: 1,
      actualDays: 1,
    });
    // £8 over on what was ordered, not £52 under on the whole quote.
    expect(profit.offPence).toBe(-800);

    // A line ordered under the quote's own name counts too; once every line is, the whole is set.
    await createOrder(db, {
      businessId,
      quoteId: quote.id,
      lines: [{ name: "copper pipe 15mm ", quantity: 6, unitPricePence: 900 }],
    });
    const all = (await (await c.get(`/api/insights/jobs/${jobId}`)).json()) as JobProfit;
    expect(all).toMatchObject({ comparedMaterialsPence: 18_000, actualMaterialsPence: 18_200 });
    expect(all.offPence).toBe(-200);
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

/**
 * Business C, one job's own figures: quoted £400 of materials at net, 2 days at £250, £600 profit.
 * It ran Thu 19 to Tue 24 Nov 2026: Thu, Fri, Mon, Tue are 4 working days (the weekend is not
 * worked), 2 over (£500 less). Two orders, £180 and £170, cost £350: £50 under the quote (£50 more).
 * Profit: £600 + £50 - £500 = £150, £450 less than quoted.
 */
describe("GET /api/insights/jobs/{id}", () => {
  let c: Browser;
  const job: Record<string, string> = {};

  beforeAll(async () => {
    c = (await signedInBrowser(t, { name: "Cy C" })).browser;
    const db = t.deps.db;
    const cId = await businessIdOf(c);
    const quote = await acceptedQuote(cId, "Weekend");
    job.done = (
      await createJob(db, {
        quoteId: quote.id,
        status: "completed",
        startedAt: new Date("2026-11-19T08:00:00Z"),
        completedAt: new Date("2026-11-24T16:00:00Z"),
      })
    ).id;
    for (const [sku, pence] of [
      ["S", 18_000],
      ["T", 17_000],
    ] as const) {
      await createOrder(db, {
        businessId: cId,
        quoteId: quote.id,
        lines: [{ name: sku, sku, quantity: 1, unitPricePence: pence }],
      });
    }
    job.going = (
      await createJob(db, {
        quoteId: (await acceptedQuote(cId, "Going")).id,
        status: "in-progress",
      })
    ).id;
    job.scheduled = (await createJob(db, { quoteId: (await acceptedQuote(cId, "Later")).id })).id;
  });

  it("sets the finished job against its quote: two orders, working days across a weekend", async () => {
    const res = await c.get(`/api/insights/jobs/${job.done}`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      jobId: job.done,
      name: "Weekend",
      completedAt: "2026-11-24T16:00:00.000Z",
      quotedMaterialsPence: 40_000,
      actualMaterialsPence: 35_000,
      quotedDays: 2,
      actualDays: 4,
      quotedProfitPence: 60_000,
      actualProfitPence: 15_000,
      offPence: -45_000,
    });
  });

  it("gives the same figures as the business's list", async () => {
    const { jobs } = (await (await c.get("/api/insights/jobs")).json()) as { jobs: JobProfit[] };
    expect(jobs).toEqual([await (await c.get(`/api/insights/jobs/${job.done}`)).json()]);
  });

  it.each(["going", "scheduled"])("answers 409 for a job that is %s", async (which) => {
    const res = await c.get(`/api/insights/jobs/${job[which]}`);
    expect(res.status).toBe(409);
    expect((await res.json()).error).toEqual({
      code: "job_not_finished",
      message:
        "This job is not finished yet: it is set against its quote once it is marked as finished.",
    });
  });

  it("answers 404 for another business's job, an unknown id and a malformed one", async () => {
    for (const [browser, id] of [
      [a, job.done],
      [c, "7d0c4c8e-3c59-4a43-9d6f-9a2b7a0b1c2d"],
      [c, "not-a-job"],
    ] as const) {
      const res = await browser!.get(`/api/insights/jobs/${id}`);
      expect(res.status).toBe(404);
      expect((await res.json()).error.message).toBe("Job not found");
    }
  });

  it("answers 401 when signed out", async () => {
    expect((await t.request(`/api/insights/jobs/${job.done}`)).status).toBe(401);
  });
});
