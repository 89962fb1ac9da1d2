/**
 * Lists answer quote summaries, not whole quotes: the quote list, a quote's versions and the
 * dashboard carry each quote's card (totals, status, the first four measurements and how many,
 * the start of the job description, the first photo, the VAT rates) without its lines. A page of
 * 200 quotes of 500 lines each was about 60 MB of JSON.
 */

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  CARD_MEASUREMENTS,
  type QuoteSummary,
  quoteSummaryOf,
  SUMMARY_DESCRIPTION_CHARS,
} from "../../src/shared/schemas/quote-list";
import type { Quote } from "../../src/shared/schemas/quotes";
import { type Browser, signedInBrowser } from "../support/browser";
import { createQuotePhoto } from "../support/factories";
import { createTestApp, type TestApp } from "../support/test-app";

let t: TestApp;
let b: Browser;
let businessId: string;

beforeAll(async () => {
  t = await createTestApp();
  ({ browser: b } = await signedInBrowser(t));
  businessId = (await (await b.get("/api/me")).json()).business.id;
});
afterAll(() => t.close());

const line = (n: number, vatRate: number | null, netUnitPricePence = 1_234 + n) => ({
  name: `Line ${n}`,
  quantity: 1 + (n % 7) / 4,
  unit: "each",
  netUnitPricePence,
  markupPercent: n % 3 === 0 ? 35 : null,
  vatRate,
});

async function created(body: object): Promise<Quote> {
  const res = await b.post("/api/quotes", body);
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as Quote;
}

async function listed(query = "") {
  const res = await b.get(`/api/quotes?limit=200${query}`);
  expect(res.status).toBe(200);
  return { text: await res.clone().text(), quotes: (await res.json()).quotes as QuoteSummary[] };
}

describe("quote summaries in lists", () => {
  it("carry what the card shows, computed as the full quote computes it, and no lines", async () => {
    // Mixed rates (own, the quote's, zero), a free line, labour, more measurements than a card
    // shows, and a description longer than a summary carries with an emoji across the cut.
    const description = `${"Skim ".repeat(99)}wall😀${"and paint ".repeat(100)}`;
    const quote = await created({
      jobDescription: description,
      vatIncluded: true,
      vatRate: 20,
      marginPercent: 15,
      laborDays: 2.5,
      dayRatePence: 18_000,
      materials: [line(1, 5), line(2, null), line(3, 0), line(4, 5), line(5, null, 0), line(6, 20)],
      measurements: Array.from({ length: 7 }, (_, i) => ({
        label: `Wall ${i + 1}`,
        value: 2 + i,
        unit: "m",
      })),
    });
    await createQuotePhoto(t.deps.db, { quoteId: quote.id, businessId, position: 1 });
    await createQuotePhoto(t.deps.db, { quoteId: quote.id, businessId, position: 0 });
    const full = (await (await b.get(`/api/quotes/${quote.id}`)).json()) as Quote;
    expect(full.photos).toHaveLength(2);
    expect(full.vatBreakdown.map((r) => r.rate)).toEqual([20, 5, 0]);

    const { quotes } = await listed();
    const summary = quotes.find((q) => q.id === quote.id);
    expect(summary).toEqual(quoteSummaryOf(full));
    expect(summary).not.toHaveProperty("materials");
    expect(summary).not.toHaveProperty("photos");
    expect(summary?.imageUrl).toBe(full.imageUrl);
    expect(summary?.measurements).toEqual(full.measurements.slice(0, CARD_MEASUREMENTS));
    expect(summary?.measurementCount).toBe(7);
    expect([...(summary?.jobDescription ?? "")]).toHaveLength(SUMMARY_DESCRIPTION_CHARS);
    expect(summary?.jobDescription.endsWith("😀")).toBe(true);

    const dashboard = await (await b.get("/api/dashboard")).json();
    expect(dashboard.recentQuotes[0]).toEqual(quoteSummaryOf(full));
    const versions = await listed(`&number=${quote.number}`);
    expect(versions.quotes).toEqual([quoteSummaryOf(full)]);
  });

  it("a quote without VAT, lines, measurements or photos", async () => {
    const quote = await created({ jobDescription: "Hang a door", vatIncluded: false });
    const { quotes } = await listed();
    const summary = quotes.find((q) => q.id === quote.id);
    expect(summary).toEqual(quoteSummaryOf(quote));
    expect(summary).toMatchObject({ vatBreakdown: [], measurements: [], measurementCount: 0 });
    expect(summary?.imageUrl).toBeNull();
  });

  it("a page of quotes with the most lines stays small", async () => {
    const materials = Array.from({ length: 500 }, (_, n) => ({
      ...line(n, n % 2 ? 20 : null),
      name: `A long product name for line ${n} `.padEnd(200, "x"),
    }));
    for (let i = 0; i < 5; i++)
      await created({ jobDescription: "Full rewire".padEnd(5_000, "."), materials });
    const { text, quotes } = await listed();
    expect(quotes.length).toBeGreaterThanOrEqual(5);
    // Each of those quotes is over 100 kB in full; its summary is about 2 kB.
    expect(text.length / quotes.length).toBeLessThan(5_000);
  });
});
