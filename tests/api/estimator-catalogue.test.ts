/**
 * The estimator buys from the business's live catalogue (issue 16): the public catalogue plus the
 * business's own price list, at its net prices; never another business's products; a material
 * no catalogue has stays on the list and says so.
 */
import { and, eq, isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { products } from "../../src/server/db/schema";
import { unmatchedNote } from "../../src/server/features/estimator/match";
import type { MatchedProduct, PredictMaterialsResult } from "../../src/shared/schemas/assistant";
import { type Browser, signedInBrowser } from "../support/browser";
import { createMerchantTerm, createProduct } from "../support/factories";
import { createTestApp, type TestApp } from "../support/test-app";

const MULTI_FINISH = "British Gypsum Thistle Multi-Finish 25kg";
const WHITE_5L = "Dulux Trade Vinyl Matt Pure Brilliant White 5L";
const SKIM = "Skim the lounge walls 4m x 3m";
const PAINT = "Paint the box room ceiling, 1m x 1m";

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function business(): Promise<{ browser: Browser; businessId: string }> {
  const { browser } = await signedInBrowser(t);
  const me = (await (await browser.get("/api/me")).json()) as { business: { id: string } };
  return { browser, businessId: me.business.id };
}

async function lineFor(browser: Browser, description: string, name: string) {
  const res = await browser.post("/api/ai/predict-materials", { jobDescription: description });
  expect(res.status).toBe(200);
  const r = (await res.json()) as PredictMaterialsResult;
  const line = r.matched_products.find((m) => m.predictedName === name);
  expect(line, name).toBeDefined();
  return { line: line as MatchedProduct, result: r };
}

async function publicRows(name: string) {
  return t.deps.db
    .select()
    .from(products)
    .where(and(isNull(products.businessId), eq(products.name, name)));
}

describe("the estimator buys from the business's live catalogue", () => {
  it("uses the price a business gave a product in its own price list, net of its discount", async () => {
    const { browser, businessId } = await business();
    const screwfix = (await publicRows(MULTI_FINISH)).find((p) => p.merchantId === 1)!;
    const before = (await lineFor(browser, SKIM, MULTI_FINISH)).line;
    expect(before.matched).toBe(true);
    expect(before.unitPricePence).toBeLessThan(2000);

    // Its own Screwfix price list re-prices the product (same name and SKU), above the public one.
    const own = await createProduct(t.deps.db, {
      businessId,
      merchantId: 1,
      name: MULTI_FINISH,
      sku: screwfix.sku,
      unit: "bag",
      pricePence: 2500,
    });
    await createMerchantTerm(t.deps.db, { businessId, merchantId: 1, discountPercent: 20 });
    const after = (await lineFor(browser, SKIM, MULTI_FINISH)).line;
    expect(after).toMatchObject({
      matched: true,
      productId: own.id,
      sku: screwfix.sku,
      merchantName: "Screwfix",
      unitPricePence: 2000,
      price: 20,
      quantity: before.quantity,
      unit: "bag",
    });

    // Marked as its trade price (a price list of account prices), no discount comes off it.
    await t.deps.db.update(products).set({ tradePrice: true }).where(eq(products.id, own.id));
    expect((await lineFor(browser, SKIM, MULTI_FINISH)).line).toMatchObject({
      productId: own.id,
      unitPricePence: 2500,
    });

    // Deleted from its price list: the estimate uses what is there again.
    await t.deps.db.delete(products).where(eq(products.id, own.id));
    const again = (await lineFor(browser, SKIM, MULTI_FINISH)).line;
    expect(again.productId).not.toBe(own.id);
    expect(again.matched).toBe(true);
  });

  it("matches a business's own product that carries a public product's SKU under its own name", async () => {
    const { browser, businessId } = await business();
    const jewson = (await publicRows(MULTI_FINISH)).find((p) => p.merchantId === 3)!;
    const own = await createProduct(t.deps.db, {
      businessId,
      merchantId: 3,
      name: "Multi finish plaster 25kg bag",
      sku: jewson.sku,
      unit: "bag",
      pricePence: 1750,
    });
    const { line } = await lineFor(browser, SKIM, MULTI_FINISH);
    expect(line).toMatchObject({
      matched: true,
      productId: own.id,
      name: "Multi finish plaster 25kg bag",
      predictedName: MULTI_FINISH,
      merchantName: "Jewson",
      unitPricePence: 1750,
    });
  });

  it("keeps a material no catalogue has, says so, and buys it once the business lists it", async () => {
    const { browser, businessId } = await business();
    const { line, result } = await lineFor(browser, PAINT, WHITE_5L);
    expect(line).toMatchObject({ matched: false, productId: null, name: WHITE_5L });
    expect(line.unitPricePence).toBe(
      result.predicted_materials.find((m) => m.name === WHITE_5L)?.unitPricePence,
    );
    expect(result.assumptions).toContain(unmatchedNote(WHITE_5L));
    expect(unmatchedNote(WHITE_5L)).toBe(
      `No product in your catalogue for ${WHITE_5L}; the estimated price is used`,
    );

    const own = await createProduct(t.deps.db, {
      businessId,
      merchantId: 2,
      name: WHITE_5L,
      unit: "tin",
      pricePence: 3600,
    });
    const listed = await lineFor(browser, PAINT, WHITE_5L);
    expect(listed.line).toMatchObject({ matched: true, productId: own.id, unitPricePence: 3600 });
    expect(listed.result.assumptions).not.toContain(unmatchedNote(WHITE_5L));
  });

  it("never uses another business's products", async () => {
    const other = await business();
    const cheap = await createProduct(t.deps.db, {
      businessId: other.businessId,
      merchantId: 1,
      name: MULTI_FINISH,
      unit: "bag",
      pricePence: 100,
    });
    const paint = await createProduct(t.deps.db, {
      businessId: other.businessId,
      merchantId: 1,
      name: WHITE_5L,
      unit: "tin",
      pricePence: 100,
    });
    expect((await lineFor(other.browser, SKIM, MULTI_FINISH)).line.productId).toBe(cheap.id);
    expect((await lineFor(other.browser, PAINT, WHITE_5L)).line.productId).toBe(paint.id);

    const { browser } = await business();
    const publicIds = (await publicRows(MULTI_FINISH)).map((p) => p.id);
    const plaster = (await lineFor(browser, SKIM, MULTI_FINISH)).line;
    expect(publicIds).toContain(plaster.productId);
    expect(plaster.unitPricePence).toBeGreaterThan(100);
    const white = (await lineFor(browser, PAINT, WHITE_5L)).line;
    expect(white).toMatchObject({ matched: false, productId: null });
  });
});
