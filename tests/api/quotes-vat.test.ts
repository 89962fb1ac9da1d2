import { sql } from "drizzle-orm";
import { extractText, getDocumentProxy } from "unpdf";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Browser, lastMailTo, linkIn, signedInBrowser } from "../support/browser";
import { createTestApp, type TestApp } from "../support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/**
 * A loft conversion priced with three rates: plasterboard at the standard 20 % (the quote's
 * default), loft insulation at 0 % (energy-saving materials, VAT Notice 708/6) and a renovation
 * line at the reduced 5 % (an empty home, VAT Notice 708 §8).
 *
 *   20 %: 12 × £10.99 = £131.88 + labour 3 × £250 = £750.00 → net £881.88, VAT £176.376 → £176.38
 *    5 %:  4 × £15.75 = £63.00                              → net £63.00,  VAT £3.15
 *    0 %: 10 × £24.50 = £245.00                             → net £245.00, VAT £0.00
 *   subtotal £1,189.88, VAT £179.53, total £1,369.41
 */
const body = {
  name: "Loft conversion",
  jobDescription: "Board, insulate and finish the loft room.",
  materials: [
    { name: "Plasterboard 12.5mm", quantity: 12, unit: "sheet", unitPricePence: 1099 },
    { name: "Door lining set", quantity: 4, unit: "set", unitPricePence: 1575, vatRate: 5 },
    { name: "Loft insulation roll", quantity: 10, unit: "roll", unitPricePence: 2450, vatRate: 0 },
  ],
  laborDays: 3,
  dayRatePence: 25000,
  vatIncluded: true,
  vatRate: 20,
  // Materials charged at their net cost (no markup), so the VAT sums above read directly.
  marginPercent: 0,
};

async function businessIdOf(b: Browser): Promise<string> {
  return (await (await b.get("/api/me")).json()).business.id;
}

/** A save based on the quote's current version, as the builder sends it. */
async function patch(b: Browser, id: string, json: Record<string, unknown>) {
  const { version } = await (await b.get(`/api/quotes/${id}`)).json();
  return b.request(`/api/quotes/${id}`, { method: "PATCH", json: { ...json, version } });
}

async function pdfText(bytes: ArrayBuffer): Promise<string> {
  const doc = await getDocumentProxy(new Uint8Array(bytes));
  return (await extractText(doc, { mergePages: true })).text;
}

async function vatRegisteredBusiness() {
  const { browser: b } = await signedInBrowser(t);
  await t.deps.db.execute(
    sql`update businesses set vat_number = 'GB123456789' where id = ${await businessIdOf(b)}`,
  );
  return b;
}

describe("a VAT rate per quote line", () => {
  it("prices each rate on its own net and rounds VAT once per rate", async () => {
    const b = await vatRegisteredBusiness();
    const res = await b.post("/api/quotes", body);
    expect(res.status).toBe(201);
    const quote = await res.json();
    expect(quote).toMatchObject({
      subtotalPence: 118_988,
      vatAmountPence: 17_953,
      totalAmountPence: 136_941,
      vatBreakdown: [
        { rate: 20, netPence: 88_188, vatPence: 17_638 },
        { rate: 5, netPence: 6_300, vatPence: 315 },
        { rate: 0, netPence: 24_500, vatPence: 0 },
      ],
    });
    expect(quote.materials.map((m: { vatRate: number | null }) => m.vatRate)).toEqual([null, 5, 0]);
    // Read back, the stored totals and the breakdown agree.
    const again = await (await b.get(`/api/quotes/${quote.id}`)).json();
    expect(again.vatBreakdown).toEqual(quote.vatBreakdown);
    expect(again.vatAmountPence).toBe(17_953);
  });

  it("follows the quote's rate for lines left at the default, and none when VAT is off", async () => {
    const b = await vatRegisteredBusiness();
    const quote = await (await b.post("/api/quotes", body)).json();
    const reduced = await (await patch(b, quote.id, { vatRate: 5 })).json();
    // Plasterboard and labour follow the quote to 5 %: 5 % on £944.88 = £47.244 → £47.24.
    expect(reduced.vatBreakdown).toEqual([
      { rate: 5, netPence: 94_488, vatPence: 4_724 },
      { rate: 0, netPence: 24_500, vatPence: 0 },
    ]);
    expect(reduced.vatAmountPence).toBe(4_724);
    const off = await (await patch(b, quote.id, { vatIncluded: false })).json();
    expect(off).toMatchObject({ vatAmountPence: 0, totalAmountPence: 118_988, vatBreakdown: [] });
  });

  it("refuses a rate other than 20, 5 or 0 and changes nothing", async () => {
    const b = await vatRegisteredBusiness();
    const quote = await (await b.post("/api/quotes", body)).json();
    const bad = [...body.materials];
    bad[0] = { ...body.materials[0]!, vatRate: 17.5 } as (typeof body.materials)[number];
    const res = await patch(b, quote.id, { materials: bad });
    expect(res.status).toBe(400);
    const { error } = await res.json();
    expect(error.code).toBe("invalid_input");
    expect(JSON.stringify(error)).toContain("A line's VAT rate must be 20%, 5% or 0%");
    const after = await (await b.get(`/api/quotes/${quote.id}`)).json();
    expect(after.materials).toEqual(quote.materials);
    expect(after.vatAmountPence).toBe(17_953);
    expect((await b.post("/api/quotes", { ...body, materials: bad })).status).toBe(400);
  });

  it("carries each line's rate into the invoice, the PDF and the customer's page", async () => {
    const b = await vatRegisteredBusiness();
    const quote = await (await b.post("/api/quotes", body)).json();

    const pdf = await pdfText(await (await b.get(`/api/quotes/${quote.id}/pdf`)).arrayBuffer());
    expect(pdf).toContain("VAT 20% on £881.88");
    expect(pdf).toContain("VAT 5% on £63.00");
    expect(pdf).toContain("VAT 0% on £245.00");
    expect(pdf).toContain("£1,369.41");

    await b.post(`/api/quotes/${quote.id}/send`, { email: "loft.owner@example.co.uk" });
    const link = linkIn((await lastMailTo(t, "loft.owner@example.co.uk"))!.text);
    const view = await (await t.request(`/api/public/quotes/${link.split("/q/")[1]}`)).json();
    expect(view.vatBreakdown).toEqual(quote.vatBreakdown);
    expect(view.materials.map((m: { vatRate: number }) => m.vatRate)).toEqual([20, 5, 0]);

    await b.post(`/api/quotes/${quote.id}/status`, { status: "accepted" });
    const res = await b.post("/api/invoices", { quoteId: quote.id, kind: "standard" });
    expect(res.status).toBe(201);
    const invoice = await res.json();
    expect(invoice.lines.map((l: { vatRate: number }) => l.vatRate)).toEqual([20, 5, 0, 20]);
    expect(invoice).toMatchObject({ netPence: 118_988, vatPence: 17_953, totalPence: 136_941 });
  });

  it("still charges each line's VAT on the invoice of a quote shown without VAT", async () => {
    // A VAT-registered business owes VAT on the supply whatever the quote showed (docs/uk-tax.md §3).
    const b = await vatRegisteredBusiness();
    const quote = await (await b.post("/api/quotes", { ...body, vatIncluded: false })).json();
    expect(quote.vatAmountPence).toBe(0);
    await b.post(`/api/quotes/${quote.id}/status`, { status: "accepted" });
    const invoice = await (
      await b.post("/api/invoices", { quoteId: quote.id, kind: "standard" })
    ).json();
    expect(invoice).toMatchObject({ netPence: 118_988, vatPence: 17_953, totalPence: 136_941 });
  });
});
