import { sql } from "drizzle-orm";
import { extractText, getDocumentProxy } from "unpdf";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { computeQuoteTotals } from "../../src/shared/quote-math";
import { Browser, lastMailTo, linkIn, signedInBrowser } from "../support/browser";
import * as f from "../support/factories";
import { createTestApp, type TestApp } from "../support/test-app";

/* Issue 17 item 5: materials are charged at their net cost marked up; customers see prices only. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function pdfText(bytes: ArrayBuffer): Promise<string> {
  const doc = await getDocumentProxy(new Uint8Array(bytes));
  return (await extractText(doc, { mergePages: true })).text;
}

/** Every key anywhere in a JSON value. */
function keysOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(keysOf);
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([k, v]) => [k, ...keysOf(v)]);
  return [];
}

const INTERNAL_KEYS = [
  "netUnitPricePence",
  "markupPercent",
  "materialsNetPence",
  "marginPercent",
  "profitPence",
  "profitRule",
];

/** Issue 17's worked example: 10 × £12.99 and 1 × £8.99 net, 2 days at £250, VAT 20 %. */
const example = {
  name: "Bathroom refit",
  jobDescription: "Strip out and refit the bathroom.",
  materials: [
    { name: "Plasterboard 12.5mm", quantity: 10, unit: "sheet", netUnitPricePence: 1299 },
    { name: "Drywall screws", quantity: 1, unit: "pack", netUnitPricePence: 899 },
  ],
  laborDays: 2,
  dayRatePence: 25000,
  vatIncluded: true,
  vatRate: 20,
};
const EXAMPLE_TOTALS = {
  totalMaterialsCostPence: 15974,
  materialsNetPence: 13889,
  totalLaborPence: 50000,
  subtotalPence: 65974,
  vatAmountPence: 13195,
  totalAmountPence: 79169,
  profitPence: 32085,
};

async function createExample(b: Browser, extra: Record<string, unknown> = {}) {
  const res = await b.post("/api/quotes", { ...example, ...extra });
  expect(res.status).toBe(201);
  return res.json();
}

describe("the markup on materials", () => {
  it("works the worked example exactly, with the business's 15% margin", async () => {
    const { browser: b } = await signedInBrowser(t);
    const quote = await createExample(b);
    expect(quote.marginPercent).toBe(15);
    expect(quote).toMatchObject(EXAMPLE_TOTALS);
    expect(quote.materials).toMatchObject([
      { netUnitPricePence: 1299, markupPercent: null, unitPricePence: 1494, totalPence: 14940 },
      { netUnitPricePence: 899, markupPercent: null, unitPricePence: 1034, totalPence: 1034 },
    ]);
    expect(quote.vatBreakdown).toEqual([{ rate: 20, netPence: 65974, vatPence: 13195 }]);
    // The same figures read back, and from the shared maths.
    expect(await (await b.get(`/api/quotes/${quote.id}`)).json()).toMatchObject(EXAMPLE_TOTALS);
    expect(computeQuoteTotals({ ...example, marginPercent: 15 })).toEqual(EXAMPLE_TOTALS);
  });

  it("takes the business's margin from settings, a quote's own, and a line's own", async () => {
    const { browser: b } = await signedInBrowser(t);
    const businessId = (await (await b.get("/api/me")).json()).business.id;
    await t.deps.db.execute(
      sql`update businesses set margin_percent = 25 where id = ${businessId}`,
    );
    const fromSettings = await createExample(b, { materials: [example.materials[1]] });
    expect(fromSettings.materials[0].unitPricePence).toBe(1124); // £8.99 + 25% = £11.2375

    const own = await createExample(b, {
      marginPercent: 10,
      materials: [
        { ...example.materials[0], markupPercent: 0 },
        { ...example.materials[1], markupPercent: 100 },
        { name: "Tile adhesive", quantity: 2, unit: "tub", netUnitPricePence: 1000 },
      ],
    });
    expect(own.materials.map((m: { unitPricePence: number }) => m.unitPricePence)).toEqual([
      1299, 1798, 1100,
    ]);
    expect(own.materialsNetPence).toBe(12990 + 899 + 2000);
    expect(own.totalMaterialsCostPence).toBe(12990 + 1798 + 2200);
    expect(own.profitPence).toBe(899 + 200 + 30000);
  });

  it("reprices the lines that follow the quote's margin when it changes, not the others", async () => {
    const { browser: b } = await signedInBrowser(t);
    const quote = await createExample(b, {
      materials: [example.materials[0], { ...example.materials[1], markupPercent: 50 }],
    });
    const res = await b.request(`/api/quotes/${quote.id}`, {
      method: "PATCH",
      json: { marginPercent: 20, version: quote.version },
    });
    expect(res.status).toBe(200);
    const patched = await res.json();
    // £12.99 + 20% = £15.588 → £15.59; £8.99 + 50% = £13.485 → £13.49 (unchanged)
    expect(patched.materials).toMatchObject([
      { markupPercent: null, unitPricePence: 1559, totalPence: 15590 },
      { markupPercent: 50, unitPricePence: 1349, totalPence: 1349 },
    ]);
    expect(patched.totalMaterialsCostPence).toBe(16939);
    expect(patched.profitPence).toBe(16939 - 13889 + 30000);
    const pdf = await pdfText(await (await b.get(`/api/quotes/${quote.id}/pdf`)).arrayBuffer());
    expect(pdf).toContain("£15.59");
  });

  it("keeps a stored line at markup 0 at its price: sent quotes keep what the customer saw", async () => {
    const { browser: b } = await signedInBrowser(t);
    const businessId = (await (await b.get("/api/me")).json()).business.id;
    const quote = await f.createQuote(t.deps.db, {
      businessId,
      materials: [
        { name: "Coving", quantity: 4, unit: "length", netUnitPricePence: 850, markupPercent: 0 },
      ],
    });
    expect(quote.materials[0]).toMatchObject({ unitPricePence: 850, totalPence: 3400 });
    const res = await b.request(`/api/quotes/${quote.id}`, {
      method: "PATCH",
      json: { name: "Coving only", version: quote.version },
    });
    expect(res.status).toBe(200);
    const patched = await res.json();
    expect(patched.totalMaterialsCostPence).toBe(3400);
    expect(patched.materials[0]).toMatchObject({ markupPercent: 0, unitPricePence: 850 });
  });

  it("reads the deprecated unitPricePence as the net cost", async () => {
    const { browser: b } = await signedInBrowser(t);
    const quote = await createExample(b, {
      materials: example.materials.map(({ netUnitPricePence, ...m }) => ({
        ...m,
        unitPricePence: netUnitPricePence,
      })),
    });
    expect(quote).toMatchObject(EXAMPLE_TOTALS);
    // Both given: the net cost named as such wins.
    const both = await createExample(b, {
      materials: [{ ...example.materials[1], unitPricePence: 5 }],
    });
    expect(both.materials[0]).toMatchObject({ netUnitPricePence: 899, unitPricePence: 1034 });
  });

  it("refuses a markup outside 0-1000% and a line without a price, changing nothing", async () => {
    const { browser: b } = await signedInBrowser(t);
    for (const markupPercent of [-1, 1000.5, "15"]) {
      const res = await b.post("/api/quotes", {
        ...example,
        materials: [{ ...example.materials[0], markupPercent }],
      });
      expect(res.status).toBe(400);
      expect((await res.json()).error.message).toBe("A line's markup must be between 0% and 1000%");
    }
    const ok = await createExample(b, {
      materials: [{ ...example.materials[0], markupPercent: 1000 }],
    });
    expect(ok.materials[0].unitPricePence).toBe(14289);
    const { netUnitPricePence: _n, ...priceless } = example.materials[0]!;
    const res = await b.post("/api/quotes", { ...example, materials: [priceless] });
    expect(res.status).toBe(400);
    expect((await res.json()).error.message).toBe("Please fill in all material details");
    expect((await (await b.get("/api/quotes")).json()).quotes ?? []).toHaveLength(1);
  });
});

describe("what the customer sees", () => {
  it("public JSON, email, PDFs and the invoice carry charged prices, never net cost or markup", async () => {
    const { browser: b } = await signedInBrowser(t);
    const businessId = (await (await b.get("/api/me")).json()).business.id;
    // VAT-registered, so the invoice charges the quote's VAT too.
    await t.deps.db.execute(
      sql`update businesses set vat_number = 'GB123456789' where id = ${businessId}`,
    );
    const customer = await (
      await b.post("/api/customers", {
        firstName: "Sarah",
        lastName: "Thompson",
        email: "sarah.bathroom@example.co.uk",
        address: "14 Acreman Street, Sherborne DT9 3NX",
      })
    ).json();
    const quote = await createExample(b, { customerId: customer.id });
    const email = "sarah.bathroom@example.co.uk";
    expect((await b.post(`/api/quotes/${quote.id}/send`, { email })).status).toBe(200);
    const mail = await lastMailTo(t, email);
    expect(mail).not.toBeNull();
    // The HTML's words, not its inline styles (CSS has a "margin" of its own).
    for (const body of [mail!.text, mail!.html.replace(/<[^>]*>/g, " ")]) {
      expect(body).toContain("£791.69");
      expect(body).not.toMatch(/12\.99|8\.99|138\.89|net cost|markup|margin|profit/i);
    }

    const token = new URL(linkIn(mail!.text)).pathname.split("/").pop()!;
    const visitor = new Browser(t);
    const publicQuote = await (await visitor.get(`/api/public/quotes/${token}`)).json();
    expect(keysOf(publicQuote).filter((k) => INTERNAL_KEYS.includes(k))).toEqual([]);
    expect(JSON.stringify(publicQuote)).not.toMatch(/1299|13889/);
    expect(publicQuote.materials).toMatchObject([
      { unitPricePence: 1494, totalPence: 14940 },
      { unitPricePence: 1034, totalPence: 1034 },
    ]);
    expect(publicQuote).toMatchObject({ totalMaterialsCostPence: 15974, totalAmountPence: 79169 });

    for (const path of [`/api/public/quotes/${token}/pdf`, `/api/quotes/${quote.id}/pdf`]) {
      const text = await pdfText(await (await b.get(path)).arrayBuffer());
      expect(text).toContain("£14.94");
      expect(text).toContain("£10.34");
      expect(text).toContain("£791.69");
      expect(text).not.toMatch(/£12\.99|£8\.99|£138\.89|markup|net cost/i);
    }

    const accepted = await visitor.post(`/api/public/quotes/${token}/accept`, {
      name: "Sarah Thompson",
    });
    expect(accepted.status).toBe(200);
    const res = await b.post("/api/invoices", { quoteId: quote.id, kind: "standard" });
    expect(res.status).toBe(201);
    const invoice = await res.json();
    expect(keysOf(invoice).filter((k) => INTERNAL_KEYS.includes(k))).toEqual([]);
    expect(
      invoice.lines
        .filter((l: { isLabour: boolean }) => !l.isLabour)
        .map((l: { unitPricePence: number }) => l.unitPricePence),
    ).toEqual([1494, 1034]);
    expect(invoice).toMatchObject({ netPence: 65974, totalPence: 79169 });
    const text = await pdfText(
      await (await b.get(`/api/invoices/${invoice.id}/pdf`)).arrayBuffer(),
    );
    expect(text).toContain("£14.94");
    expect(text).toContain("£791.69");
    expect(text).not.toMatch(/£12\.99|£8\.99/);
  });
});
