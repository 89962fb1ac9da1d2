/**
 * A price list's rows as they meet what the business already sees at the merchant: its own
 * products (updated), the merchant's public catalogue (the business's copy is added beside it and
 * the preview says so), and the Category column (an existing category by name, case aside).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Browser, signedInBrowser } from "../support/browser";
import { createProduct, createProductCategory } from "../support/factories";
import { importPriceListAndWait } from "../support/price-lists";
import { createTestApp, type TestApp } from "../support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface Found {
  id: number;
  name: string;
  sku: string;
  grossPricePence: number;
  isPrivate: boolean;
  categoryName: string | null;
}

async function search(b: Browser, query: Record<string, string | number>) {
  const params = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
  const res = await b.get(`/api/products?${params}`);
  expect(res.status).toBe(200);
  return (await res.json()) as { products: Found[]; total: number };
}

async function preview(b: Browser, csv: string, merchantId: number) {
  const res = await b.post("/api/price-lists/preview", { csv, merchantId });
  expect(res.status, await res.clone().text()).toBe(200);
  return res.json();
}

describe("a price list's SKUs the merchant's catalogue already lists", () => {
  it("says so in the preview, counts only the public catalogue and the business's own", async () => {
    const merchantId = 4;
    await createProduct(t.deps.db, {
      merchantId,
      name: "Ardley Multi-Finish 25kg",
      sku: "ARD010298",
      pricePence: 1195,
    });
    const { browser: a } = await signedInBrowser(t);
    const { browser: b } = await signedInBrowser(t);
    const csv = [
      "SKU,Name,Price,Unit",
      "ARD010298,Ardley Multi-Finish 25kg,9.80,bag",
      "ARD-N1,Ardley Bonding 25kg,10.10,bag",
      "ARD-N2,Ardley Board Finish 25kg,9.90,bag",
      "ARD-N3,Ardley Hardwall 25kg,11.00,bag",
      "ARD-N4,Ardley Browning 25kg,10.50,bag",
    ].join("\n");

    expect(await preview(a, csv, merchantId)).toMatchObject({
      validCount: 5,
      ownMatches: 0,
      catalogueMatches: 1,
    });
    // Another merchant's catalogue is not this one's.
    expect(await preview(a, csv, 1)).toMatchObject({ ownMatches: 0, catalogueMatches: 0 });
    expect(await importPriceListAndWait(a, { csv, merchantId })).toMatchObject({
      status: "done",
      inserted: 5,
      updated: 0,
    });
    // Imported again, every SKU is the business's own and is updated.
    expect(await preview(a, csv, merchantId)).toMatchObject({
      ownMatches: 5,
      catalogueMatches: 1,
    });
    expect(await importPriceListAndWait(a, { csv, merchantId })).toMatchObject({
      inserted: 0,
      updated: 5,
    });

    // The business sees its own copy at its price, marked, beside the catalogue's.
    const mine = await search(a, { q: "ARD010298", merchantId });
    expect(mine.products.map((p) => [p.sku, p.grossPricePence, p.isPrivate]).sort()).toEqual([
      ["ARD010298", 1195, false],
      ["ARD010298", 980, true],
    ]);

    // Another business: neither this business's price nor its products, in search or preview.
    const theirs = await search(b, { q: "ardley" });
    expect(theirs.products.map((p) => [p.sku, p.grossPricePence, p.isPrivate])).toEqual([
      ["ARD010298", 1195, false],
    ]);
    expect(await preview(b, csv, merchantId)).toMatchObject({
      ownMatches: 0,
      catalogueMatches: 1,
    });
  });
});

describe("a price list's Category column", () => {
  it("sets an existing category by name, case aside, and leaves an unknown one empty", async () => {
    const category = await createProductCategory(t.deps.db, {
      name: "Zorvane Paints",
      slug: "zorvane-paints",
    });
    const { browser: a } = await signedInBrowser(t);
    const csv = [
      "sku;name;price;Category",
      "ZV-1;Zorvane Emulsion 5L;12,50;zorvane paints",
      "ZV-2;Zorvane Gloss 750ml;3,00;ZORVANE PAINTS",
      "ZV-3;Zorvane Roller;4,99;Rollers & Trays",
      "ZV-4;Zorvane Tray;1,99;",
    ].join("\n");
    const shown = await preview(a, csv, 2);
    expect(shown.mapping.category).toBe("Category");
    expect(
      shown.rows.map((r: { sku: string; pricePence: number; categoryId: number | null }) => [
        r.sku,
        r.pricePence,
        r.categoryId,
      ]),
    ).toEqual([
      ["ZV-1", 1250, category.id],
      ["ZV-2", 300, category.id],
      ["ZV-3", 499, null],
      ["ZV-4", 199, null],
    ]);
    expect(await importPriceListAndWait(a, { csv, merchantId: 2 })).toMatchObject({
      inserted: 4,
    });
    const filtered = await search(a, { q: "zorvane", categoryId: category.id });
    expect(filtered.products.map((p) => [p.sku, p.categoryName]).sort()).toEqual([
      ["ZV-1", "Zorvane Paints"],
      ["ZV-2", "Zorvane Paints"],
    ]);
    const all = await search(a, { q: "zorvane" });
    expect(all.products.map((p) => [p.sku, p.categoryName]).sort()).toEqual([
      ["ZV-1", "Zorvane Paints"],
      ["ZV-2", "Zorvane Paints"],
      ["ZV-3", null],
      ["ZV-4", null],
    ]);
  });
});

describe("a price list of the business's trade prices", () => {
  it("takes no merchant discount off them, in search, on a quote, and until imported again as list prices", async () => {
    const { browser: b } = await signedInBrowser(t);
    const merchant = (await (await b.get("/api/merchants")).json()).merchants[0] as {
      id: number;
      name: string;
    };
    const terms = await b.request("/api/settings/merchant-terms", {
      method: "PUT",
      json: { terms: [{ merchantName: merchant.name, discountPercentage: 10 }] },
    });
    expect(terms.status).toBe(200);
    const list = (sku: string) => `SKU,Name,Price,Unit\n${sku},Trade Test Board ${sku},10.00,sheet`;
    const found = async (sku: string) =>
      (await search(b, { q: sku, merchantId: merchant.id })).products[0] as Found & {
        netPricePence: number;
        tradePrice: boolean;
      };
    const net = async (sku: string) => (await found(sku)).netPricePence;

    await importPriceListAndWait(b, { csv: list("TRD-LIST"), merchantId: merchant.id });
    await importPriceListAndWait(b, {
      csv: list("TRD-TRADE"),
      merchantId: merchant.id,
      tradePrices: true,
    });
    // A list price has the 10% taken off; a trade price is already what the business pays.
    expect(await net("TRD-LIST")).toBe(900);
    expect(await net("TRD-TRADE")).toBe(1000);
    // And each says which it is, so the screens can say why no discount shows.
    expect((await found("TRD-LIST")).tradePrice).toBe(false);
    expect((await found("TRD-TRADE")).tradePrice).toBe(true);

    const created = await b.post("/api/quotes", { name: "Trade prices", jobDescription: "Board" });
    expect(created.status, await created.clone().text()).toBe(201);
    const quote = await created.json();
    const tradeId = (await search(b, { q: "TRD-TRADE" })).products[0]!.id;
    const added = await b.post(`/api/quotes/${quote.id}/materials`, {
      productId: tradeId,
      quantity: 2,
    });
    expect(added.status, await added.clone().text()).toBe(200);
    expect((await added.json()).materials[0]).toMatchObject({ netUnitPricePence: 1000 });

    // Imported again as a list price, the discount applies again.
    await importPriceListAndWait(b, { csv: list("TRD-TRADE"), merchantId: merchant.id });
    expect(await net("TRD-TRADE")).toBe(900);
    expect((await found("TRD-TRADE")).tradePrice).toBe(false);
  });
});
