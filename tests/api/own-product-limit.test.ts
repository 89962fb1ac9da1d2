/**
 * A business's own products are bounded (config.ownProductLimit, catalogue/own-products.ts): every
 * server holds them all in its search index's memory, so one business importing new SKUs without
 * end must not fill the memory every business shares. An import or a scrape past the limit is
 * refused and writes nothing; updates of products already held take no room.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../src/server/db/client";
import { setScraperOptions } from "../../src/server/features/scraper/service";
import { type Browser, signedInBrowser } from "../support/browser";
import { importPriceListAndWait } from "../support/price-lists";
import { scrapeAndWait } from "../support/scrape";
import { type SupplierFixture, startSupplierFixture } from "../support/supplier-fixture";
import { createTestApp, type TestApp } from "../support/test-app";

const LIMIT = 30;
let t: TestApp;
let fx: SupplierFixture;

beforeAll(async () => {
  fx = await startSupplierFixture();
  t = await createTestApp({
    ownProductLimit: LIMIT,
    scraperAllowedHosts: ["127.0.0.1"],
    scraperAllowPrivate: true,
  });
  setScraperOptions(t.deps, { pageTimeoutMs: 2_000, minIntervalMs: 0 });
});
afterAll(async () => {
  await t.close();
  await fx.close();
});

/** A price list of SKUs OWN-from..OWN-to at one price. */
const priceList = (from: number, to: number, price = "9.99") =>
  [
    "Name,SKU,Price,Unit",
    ...Array.from(
      { length: to - from + 1 },
      (_, i) => `Ownly Trade Item ${from + i},OWN-${from + i},${price},each`,
    ),
  ].join("\n");

async function held(browser: Browser) {
  const res = await browser.get("/api/products?q=ownly&pageSize=1");
  return ((await res.json()) as { total: number }).total;
}

const storedRows = async () =>
  Number(
    (
      await queryRows<{ n: string }>(
        t.deps.db,
        sql`select (select count(*) from price_list_imports) + (select count(*) from price_list_import_batches) as n`,
      )
    )[0]?.n,
  );

describe("the products a business may keep of its own", () => {
  it("refuses an import whose new products pass the limit, counting updates as no room", async () => {
    const { browser: a } = await signedInBrowser(t);
    const { browser: b } = await signedInBrowser(t);
    expect(await importPriceListAndWait(a, { csv: priceList(1, 20), merchantId: 2 })).toMatchObject(
      { status: "done", inserted: 20 },
    );
    const stored = await storedRows();

    const over = await a.post("/api/price-lists/import", { csv: priceList(21, 35), merchantId: 2 });
    expect(over.status).toBe(409);
    expect((await over.json()).error).toEqual({
      code: "too_many_products",
      message:
        "A business can keep up to 30 products of its own. You have 20, so 10 more fit; this adds 15. Import only the products you buy.",
    });
    expect(await storedRows()).toBe(stored);
    expect(await held(a)).toBe(20);

    // The 20 held are updates (a new price); the 10 new ones fill the business to its limit.
    expect(
      await importPriceListAndWait(a, { csv: priceList(1, 30, "12.50"), merchantId: 2 }),
    ).toMatchObject({ status: "done", inserted: 10, updated: 20 });
    expect(await held(a)).toBe(LIMIT);
    const full = await a.post("/api/price-lists/import", { csv: priceList(31, 31), merchantId: 2 });
    expect(full.status).toBe(409);
    expect((await full.json()).error.message).toBe(
      "A business can keep up to 30 products of its own. You have 30, so no more fit.",
    );
    // The same SKUs at another merchant are other products.
    expect(
      (await a.post("/api/price-lists/import", { csv: priceList(1, 1), merchantId: 3 })).status,
    ).toBe(409);
    // Updating what is held still works at the limit.
    expect(
      await importPriceListAndWait(a, { csv: priceList(1, 30, "13.00"), merchantId: 2 }),
    ).toMatchObject({ status: "done", inserted: 0, updated: 30 });

    // The limit is each business's own.
    expect(await importPriceListAndWait(b, { csv: priceList(1, 30), merchantId: 2 })).toMatchObject(
      { status: "done", inserted: 30 },
    );
  });

  it("stops a scrape whose new products pass the limit, writing none of that page", async () => {
    const { browser: a } = await signedInBrowser(t);
    await importPriceListAndWait(a, { csv: priceList(1, 25), merchantId: 2 });
    const { body } = await scrapeAndWait<{
      success: boolean;
      message: string;
      job: { status: string; newProducts: number; error: string };
    }>(a, `${fx.origin}/c/plasterboard`);
    const message =
      "A business can keep up to 30 products of its own. You have 25, so 5 more fit; this adds 10. Import only the products you buy.";
    expect(body).toMatchObject({ success: false, message });
    expect(body.job).toMatchObject({ status: "failed", newProducts: 0, error: message });
    const [own] = await queryRows<{ n: string }>(
      t.deps.db,
      sql`select count(*) as n from products where sku like 'FX%'`,
    );
    expect(Number(own?.n)).toBe(0);
  });
});
