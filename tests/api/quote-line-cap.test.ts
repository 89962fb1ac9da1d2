/**
 * A quote holds at most QUOTE_MATERIALS_MAX material lines and QUOTE_MEASUREMENTS_MAX measurements
 * however they arrive. Adding a product or a template appends without sending the quote whole, so
 * the builder's array cap never saw them: a script could grow one quote without end (each add
 * sums every line; the PDF draws them all), and the builder could no longer save it.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  QUOTE_MATERIALS_MAX,
  QUOTE_MEASUREMENTS_MAX,
  QUOTE_TOTAL_MAX_PENCE,
  quoteLimitMessages,
} from "../../src/shared/schemas/quotes";
import { type Browser, signedInBrowser } from "../support/browser";
import { createProduct } from "../support/factories";
import { createTestApp, type TestApp } from "../support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const line = (i: number) => ({
  name: `Line ${i}`,
  quantity: 1,
  unit: "each",
  netUnitPricePence: 100,
});
const measurement = (i: number) => ({ label: `Wall ${i}`, value: 2, unit: "m" });

async function newQuote(b: Browser, materials: number, measurements: number) {
  const res = await b.post("/api/quotes", {
    jobDescription: "Skim the back bedroom",
    laborDays: 1,
    dayRatePence: 20000,
    vatRate: 20,
    marginPercent: 0,
    materials: Array.from({ length: materials }, (_, i) => line(i)),
    measurements: Array.from({ length: measurements }, (_, i) => measurement(i)),
  });
  expect(res.status).toBe(201);
  return res.json();
}

async function lineCounts(b: Browser, id: string) {
  const quote = await (await b.get(`/api/quotes/${id}`)).json();
  return { materials: quote.materials.length, measurements: quote.measurements.length };
}

describe("a quote's line cap", () => {
  it("refuses the builder's save past the cap with a message saying it", async () => {
    const { browser: b } = await signedInBrowser(t);
    const quote = await newQuote(b, 1, 0);
    const res = await b.request(`/api/quotes/${quote.id}`, {
      method: "PATCH",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        version: quote.version,
        materials: Array.from({ length: QUOTE_MATERIALS_MAX + 1 }, (_, i) => line(i)),
      }),
    });
    expect(res.status).toBe(400);
    expect((await res.json()).error.message).toContain(quoteLimitMessages.materials);
  });

  it("refuses a product added to a full quote (409) and stores nothing", async () => {
    const { browser: b } = await signedInBrowser(t);
    const product = await createProduct(t.deps.db, { pricePence: 1000 });
    const quote = await newQuote(b, QUOTE_MATERIALS_MAX - 1, 0);
    const last = await b.post(`/api/quotes/${quote.id}/materials`, {
      productId: product.id,
      quantity: 1,
    });
    expect(last.status).toBe(200);
    const over = await b.post(`/api/quotes/${quote.id}/materials`, {
      productId: product.id,
      quantity: 1,
    });
    expect(over.status).toBe(409);
    expect((await over.json()).error).toMatchObject({
      code: "too_many_lines",
      message: quoteLimitMessages.materials,
    });
    expect(await lineCounts(b, quote.id)).toEqual({
      materials: QUOTE_MATERIALS_MAX,
      measurements: 0,
    });
  });

  it("refuses a template whose lines or measurements would not fit (409) and adds none of it", async () => {
    const { browser: b } = await signedInBrowser(t);
    const template = await (
      await b.post("/api/templates", {
        name: "Skim a room",
        laborDays: 1,
        lines: [line(1), line(2)],
        measurements: [measurement(1)],
      })
    ).json();
    const full = await newQuote(b, QUOTE_MATERIALS_MAX - 1, 0);
    const refused = await b.post(`/api/quotes/${full.id}/templates/${template.id}`, {
      version: full.version,
    });
    expect(refused.status).toBe(409);
    expect((await refused.json()).error.message).toBe(quoteLimitMessages.materials);
    expect(await lineCounts(b, full.id)).toEqual({
      materials: QUOTE_MATERIALS_MAX - 1,
      measurements: 0,
    });

    const measured = await newQuote(b, 1, QUOTE_MEASUREMENTS_MAX);
    const noRoom = await b.post(`/api/quotes/${measured.id}/templates/${template.id}`, {
      version: measured.version,
    });
    expect(noRoom.status).toBe(409);
    expect((await noRoom.json()).error.message).toBe(quoteLimitMessages.measurements);
    expect(await lineCounts(b, measured.id)).toEqual({
      materials: 1,
      measurements: QUOTE_MEASUREMENTS_MAX,
    });

    const fits = await newQuote(b, QUOTE_MATERIALS_MAX - 2, 0);
    const added = await b.post(`/api/quotes/${fits.id}/templates/${template.id}`, {
      version: fits.version,
    });
    expect(added.status).toBe(200);
    expect(await lineCounts(b, fits.id)).toEqual({
      materials: QUOTE_MATERIALS_MAX,
      measurements: 1,
    });
  });
});

describe("a quote's total cap", () => {
  // Each field within its own bound: a million units at £100,000,000 each, marked up 1000 %.
  const gold = {
    name: "Gold leaf",
    quantity: 1_000_000,
    unit: "each",
    netUnitPricePence: 100_000_000_00,
    markupPercent: 1000,
  };

  it("refuses a quote past £100,000,000 with 400 (it overflowed: 500) and stores nothing", async () => {
    const { browser: b } = await signedInBrowser(t);
    for (const count of [1, 100]) {
      const res = await b.post("/api/quotes", {
        jobDescription: "Gild the ceiling",
        laborDays: 1,
        dayRatePence: 20000,
        vatRate: 20,
        marginPercent: 0,
        materials: Array.from({ length: count }, () => gold),
      });
      expect(res.status).toBe(400);
      expect((await res.json()).error.message).toBe(quoteLimitMessages.total);
    }
    const labour = await b.post("/api/quotes", {
      jobDescription: "Gild the ceiling",
      laborDays: 1000,
      dayRatePence: 100_000_000_00,
      vatRate: 20,
      marginPercent: 0,
      materials: [],
    });
    expect(labour.status).toBe(400);
    expect((await (await b.get("/api/quotes")).json()).quotes).toEqual([]);
  });

  it("refuses a default day rate past a quote's own bound, which every new quote took", async () => {
    const { browser: b } = await signedInBrowser(t);
    const res = await b.request("/api/settings/quote", {
      method: "PUT",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        defaultDayRatePence: Number.MAX_SAFE_INTEGER,
        defaultVatRate: 20,
        quoteValidDays: 30,
        defaultTerms: "",
      }),
    });
    expect(res.status).toBe(400);
    expect((await res.json()).error.fields).toMatchObject({
      defaultDayRatePence: "Day rate must be £100,000,000 or less",
    });
  });

  it("refuses an edit or an added product that takes a quote past it, and keeps the quote as it was", async () => {
    const { browser: b } = await signedInBrowser(t);
    const quote = await newQuote(b, 1, 0);
    const edit = await b.request(`/api/quotes/${quote.id}`, {
      method: "PATCH",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ version: quote.version, materials: [gold] }),
    });
    expect(edit.status).toBe(400);
    expect((await edit.json()).error.message).toBe(quoteLimitMessages.total);

    // Exactly at the cap is allowed: £100,000,000 of labour, no VAT.
    const atCap = await b.request(`/api/quotes/${quote.id}`, {
      method: "PATCH",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        version: quote.version,
        materials: [],
        vatRate: 0,
        laborDays: 1,
        dayRatePence: QUOTE_TOTAL_MAX_PENCE,
      }),
    });
    expect(atCap.status).toBe(200);
    const full = await atCap.json();
    expect(full.totalAmountPence).toBe(QUOTE_TOTAL_MAX_PENCE);
    const product = await createProduct(t.deps.db, { pricePence: 1000 });
    const added = await b.post(`/api/quotes/${quote.id}/materials`, {
      productId: product.id,
      quantity: 1,
    });
    expect(added.status).toBe(400);
    const after = await (await b.get(`/api/quotes/${quote.id}`)).json();
    expect(after).toMatchObject({ version: full.version, totalAmountPence: QUOTE_TOTAL_MAX_PENCE });
    expect(after.materials).toEqual([]);
  });
});
