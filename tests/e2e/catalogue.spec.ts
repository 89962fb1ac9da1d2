import type { Page } from "@playwright/test";
import { markedUpUnitPence } from "../../src/shared/quote-math";
import { desktop, expect, phone, signUpViaApi, snap, test } from "./fixtures";

/** Materials → Price Lists: a CSV for a merchant, previewed. */
async function previewPriceList(page: Page, merchantName: string, csv: string) {
  await page.getByLabel("Merchant", { exact: true }).selectOption({ label: merchantName });
  await page.getByLabel("CSV file").setInputFiles({
    name: "prices.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(csv),
  });
  await page.getByRole("button", { name: "Preview", exact: true }).click();
}

interface ApiProduct {
  id: number;
  name: string;
  sku: string;
  merchantId: number;
  merchantName: string;
  grossPricePence: number;
  netPricePence: number;
}

const gbp = new Intl.NumberFormat("en-GB", { style: "currency", currency: "GBP" });
const money = (pence: number) => gbp.format(pence / 100);

async function snapFromTop(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await snap(page, name);
}

async function expectNoHorizontalOverflow(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

async function setDiscount(page: Page, merchantName: string, discountPercentage: number) {
  const res = await page.request.put("/api/settings/merchant-terms", {
    data: { terms: [{ merchantName, discountPercentage }] },
  });
  expect(res.ok()).toBeTruthy();
}

/** A seeded plasterboard product, as the API sees it. */
async function seededPlasterboard(page: Page): Promise<ApiProduct> {
  const res = await page.request.get("/api/products?q=plasterboard&pageSize=5");
  expect(res.ok()).toBeTruthy();
  const body = (await res.json()) as { products: ApiProduct[] };
  const product = body.products.find((p) => p.sku);
  expect(product).toBeTruthy();
  return product!;
}

/** Product Search filtered to one product's merchant and text, and its card. */
async function findCard(page: Page, product: ApiProduct, text = "plasterboard") {
  await page.goto("/dashboard/product-search");
  await expect(page.getByRole("heading", { level: 1, name: "Product Search" })).toBeVisible();
  await page.getByLabel("Search Products").fill(text);
  await page.getByLabel("Merchant", { exact: true }).selectOption({ label: product.merchantName });
  const card = page.getByTestId("product-card").filter({ hasText: product.sku });
  await expect(card).toHaveCount(1);
  return card;
}

test.describe("catalogue", () => {
  test("trade prices, favourites, add to quote and price-list import", async ({ page }) => {
    await page.setViewportSize(desktop);
    await signUpViaApi(page, { name: "Pat Plasterer" });
    const product = await seededPlasterboard(page);

    // Net price = gross less the merchant's trade discount.
    await setDiscount(page, product.merchantName, 30);
    let card = await findCard(page, product);
    await expect(card.getByRole("heading", { name: product.name })).toBeVisible();
    await expect(card.getByTestId("net-price")).toHaveText(
      money(Math.round(product.grossPricePence * 0.7)),
    );
    await expect(card.getByText("30% trade discount applied")).toBeVisible();
    await expect(card.getByText(money(product.grossPricePence))).toBeVisible();
    await snapFromTop(page, "catalogue-product-search-desktop");

    // A new discount shows after a reload (the filters are kept in the address).
    await setDiscount(page, product.merchantName, 12.5);
    await page.reload();
    card = page.getByTestId("product-card").filter({ hasText: product.sku });
    await expect(card.getByTestId("net-price")).toHaveText(
      money(Math.round(product.grossPricePence * 0.875)),
    );
    await expect(card.getByText("12.5% trade discount applied")).toBeVisible();

    // Favourite: saved at once and still starred after a reload.
    await card.getByRole("button", { name: "Add to favourites" }).click();
    await expect(page.getByText("Product favourited")).toBeVisible();
    await expect(card.getByRole("button", { name: "Remove from favourites" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await page.reload();
    card = page.getByTestId("product-card").filter({ hasText: product.sku });
    await expect(card.getByRole("button", { name: "Remove from favourites" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    const favourites = await (await page.request.get("/api/favourites")).json();
    expect(favourites.productIds).toContain(product.id);
    // Favourites only: the starred product alone, kept in the address.
    await page.getByRole("checkbox", { name: "Favourites only" }).check();
    await expect(page).toHaveURL(/favourites=1/);
    await expect(page.getByTestId("product-card")).toHaveCount(1);
    await expect(page.getByTestId("product-card")).toContainText(product.sku);
    await page.getByRole("checkbox", { name: "Favourites only" }).uncheck();
    await expect(page).not.toHaveURL(/favourites=1/);
    card = page.getByTestId("product-card").filter({ hasText: product.sku });

    // Add to quote: the quote's materials cost rises by the line total, the net price marked up
    // by the business's 15 %.
    const created = await page.request.post("/api/quotes", {
      data: { name: "Ceiling board-out", jobDescription: "Board and skim a kitchen ceiling" },
    });
    expect(created.ok()).toBeTruthy();
    const quote = (await created.json()) as { id: string; totalMaterialsCostPence: number };
    const net = Math.round(product.grossPricePence * 0.875);
    await card.getByRole("button", { name: "Add to Quote" }).click();
    const dialog = page.getByRole("dialog", { name: "Add to Quote" });
    await expect(dialog.getByLabel("Quote")).toHaveValue(quote.id);
    await dialog.getByLabel("Quantity").fill("0");
    await dialog.getByLabel("Quantity").blur();
    await expect(dialog.getByLabel("Quantity")).toHaveValue("1");
    await dialog.getByLabel("Quantity").fill("3");
    await snap(page, "catalogue-add-to-quote-desktop");
    await dialog.getByRole("button", { name: "Add to Quote" }).click();
    await expect(page.getByText(`Added ${product.name} to quote`)).toBeVisible();
    await expect(dialog).toBeHidden();
    const after = await (await page.request.get(`/api/quotes/${quote.id}`)).json();
    expect(after.totalMaterialsCostPence).toBe(
      quote.totalMaterialsCostPence + 3 * markedUpUnitPence(net, 15),
    );

    // Materials page: tabs, then import a small price list and find it in Product Search.
    await page.goto("/dashboard/materials");
    await expect(page.getByRole("heading", { level: 1, name: "Materials" })).toBeVisible();
    await expect(page.getByRole("tab")).toHaveText([
      "Materials List",
      "Product Search",
      "Price Lists",
      "Orders",
    ]);
    await expect(page.getByText("Total Materials Cost")).toBeVisible();
    await snapFromTop(page, "catalogue-materials-list-desktop");

    await page.getByRole("tab", { name: "Product Search" }).click();
    await page.getByPlaceholder("Search by name or SKU").fill("plasterboard");
    await expect(page.getByRole("cell", { name: product.sku }).first()).toBeVisible();
    await page.getByRole("button", { name: "Refresh" }).click();
    await expect(page.getByText("Product data refreshed")).toBeVisible();
    await snapFromTop(page, "catalogue-materials-search-desktop");
    await page.getByPlaceholder("Search by name or SKU").fill("zzzz-no-such-product");
    await expect(
      page.getByText("No products found. Try adjusting your filters or refreshing."),
    ).toBeVisible();

    await page.getByRole("tab", { name: "Price Lists" }).click();
    const sku = `E2E-${Date.now().toString(36).toUpperCase()}`;
    const csv = [
      "Product Name,Code,Unit Price,Unit",
      `E2E Moisture Board 12.5mm,${sku},14.20,sheet`,
      "No Code Board,,9.99,sheet",
      `Bad Price Board,${sku}-B,abc,sheet`,
    ].join("\n");
    await previewPriceList(page, product.merchantName, csv);
    await expect(page.getByLabel("SKU *")).toHaveValue("Code");
    await expect(page.getByLabel("Price *")).toHaveValue("Unit Price");
    await expect(page.getByRole("cell", { name: sku, exact: true })).toBeVisible();
    await expect(page.getByText(/^Row 3: /)).toBeVisible();
    await expect(page.getByText(/^Row 4: /)).toBeVisible();
    await snapFromTop(page, "catalogue-price-list-desktop");
    await page.getByRole("button", { name: "Import 1 product" }).click();
    // The import runs in the background: the page polls it and shows the result when done.
    await expect(page.getByTestId("price-list-import-status")).toHaveText(
      "Imported: 1 new, 0 updated; 2 rows skipped because of errors",
    );

    await page.goto("/dashboard/product-search");
    await page.getByLabel("Search Products").fill(sku);
    const imported = page.getByTestId("product-card").filter({ hasText: sku });
    await expect(imported).toHaveCount(1);
    await expect(
      imported.getByRole("heading", { name: "E2E Moisture Board 12.5mm" }),
    ).toBeVisible();
    await expect(imported.getByTestId("net-price")).toHaveText(money(Math.round(1420 * 0.875)));

    // A file of the business's own trade prices takes no discount off again.
    await page.goto("/dashboard/materials");
    await page.getByRole("tab", { name: "Price Lists" }).click();
    await page.getByLabel(/These are my trade prices/).check();
    await previewPriceList(
      page,
      product.merchantName,
      `Product Name,Code,Unit Price,Unit\nE2E Trade Board 12.5mm,${sku}-T,14.20,sheet`,
    );
    await page.getByRole("button", { name: "Import 1 product" }).click();
    await expect(page.getByTestId("price-list-import-status")).toHaveText(
      "Imported: 1 new, 0 updated",
    );
    await page.goto("/dashboard/product-search");
    await page.getByLabel("Search Products").fill(`${sku}-T`);
    const trade = page.getByTestId("product-card").filter({ hasText: `${sku}-T` });
    await expect(trade.getByTestId("net-price")).toHaveText(money(1420));
    // Said so, where a list price would show its discount.
    await expect(trade).toContainText("Your trade price");
    await expect(trade).toContainText("Your account price: no Merchant Terms discount on top");
    await snap(page, "catalogue-trade-price-card-1280");
  });

  test("fits a phone screen", async ({ page }) => {
    await page.setViewportSize(phone);
    await signUpViaApi(page);
    await page.goto("/dashboard/product-search");
    await expect(page.getByTestId("product-card").first()).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await snapFromTop(page, "catalogue-product-search-phone");

    // Searched as it is said on site: "4 by 2" is the 47 x 100mm timber, "twin and earth" the
    // Twin & Earth cable.
    const firstCard = page.getByTestId("product-card").first().getByRole("heading");
    await page.getByLabel("Search Products").fill("4 by 2");
    await expect(firstCard).toHaveText("C24 Treated Regularised Timber 47 x 100mm 3.6m");
    await expectNoHorizontalOverflow(page);
    await snapFromTop(page, "catalogue-product-search-trade-words-phone");
    await page.getByLabel("Search Products").fill("2.5 twin and earth");
    await expect(firstCard).toHaveText("Twin & Earth Cable 6242Y 2.5mm² 100m Grey");

    await page.getByLabel("Search Products").fill("zzzz-no-such-product");
    await expect(
      page.getByText("No products found. Adjust your filters or add products."),
    ).toBeVisible();

    await page.goto("/dashboard/materials");
    await expect(page.getByText("Total Materials Cost")).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await snapFromTop(page, "catalogue-materials-list-phone");

    await page.getByRole("tab", { name: "Product Search" }).click();
    await expect(page.getByRole("row").nth(1)).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await snapFromTop(page, "catalogue-materials-search-phone");

    await page.getByRole("tab", { name: "Price Lists" }).click();
    await page.getByLabel("CSV file").setInputFiles({
      name: "prices.csv",
      mimeType: "text/csv",
      buffer: Buffer.from("Name,SKU,Price,Category\nPhone Test Board,PH-1,3.50,Insulation\n"),
    });
    await page.getByRole("button", { name: "Preview", exact: true }).click();
    await expect(page.getByRole("button", { name: "Import 1 product" })).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await snapFromTop(page, "catalogue-price-list-phone");
  });
  test("a semicolon export's decimal commas, catalogue SKUs and categories in the preview", async ({
    page,
  }) => {
    await signUpViaApi(page);
    const product = await seededPlasterboard(page);
    const sku = `E2E-${Date.now().toString(36).toUpperCase()}`;
    const csv = [
      "sku;name;price;Category",
      `${sku};Comma Board;12,50;Insulation`,
      `${product.sku};${product.name};9,80;`,
      `${sku}-R;Comma Roller;4,99;Rollers & Trays`,
      `${sku}-U;Unclear Board;0,125;`,
    ].join("\n");
    await page.goto("/dashboard/materials");
    await page.getByRole("tab", { name: "Price Lists" }).click();
    await previewPriceList(page, product.merchantName, csv);
    const board = page.getByRole("row").filter({ hasText: sku }).first();
    await expect(board.getByRole("cell", { name: "£12.50", exact: true })).toBeVisible();
    await expect(page.getByText("£1,250.00")).toHaveCount(0);
    await expect(
      page.getByText(
        'Row 5: price "0,125" is not a clear amount of pounds (write 12.50 or 1,250.00)',
      ),
    ).toBeVisible();
    await expect(
      page.getByRole("cell", { name: "Rollers & Trays (not a category here: left empty)" }),
    ).toBeVisible();
    await expect(page.getByTestId("price-list-sku-matches")).toContainText(
      "1 SKU matches a product in this merchant's catalogue",
    );
    await expect(page.getByRole("button", { name: "Import 3 products" })).toBeVisible();
    // On a phone each price stays beside its product; SKU and category go under the name.
    await page.setViewportSize(phone);
    await board.scrollIntoViewIfNeeded();
    await expect(board.getByRole("cell", { name: "£12.50", exact: true })).toBeInViewport();
    await expect(board.getByRole("cell", { name: /^Comma Board/ })).toContainText(
      `${sku} · each · Insulation`,
    );
    await snap(page, "catalogue-price-list-preview-375");
  });
  test("an import past the business's product limit is refused and says why", async ({ page }) => {
    // playwright.config.ts starts the server with OWN_PRODUCT_LIMIT=60.
    const csv = [
      "Name,SKU,Price",
      ...Array.from({ length: 61 }, (_, i) => `Limit Test Board ${i + 1},LIM-${i + 1},3.50`),
    ].join("\n");
    for (const [size, name] of [
      [phone, "catalogue-price-list-limit-phone"],
      [desktop, "catalogue-price-list-limit-desktop"],
    ] as const) {
      await page.setViewportSize(size);
      await signUpViaApi(page);
      await page.goto("/dashboard/materials");
      await page.getByRole("tab", { name: "Price Lists" }).click();
      await page.getByLabel("CSV file").setInputFiles({
        name: "prices.csv",
        mimeType: "text/csv",
        buffer: Buffer.from(csv),
      });
      await page.getByRole("button", { name: "Preview", exact: true }).click();
      await page.getByRole("button", { name: "Import 61 products" }).click();
      await expect(
        page.getByText(
          "A business can keep up to 60 products of its own. You have 0, so 60 more fit; this adds 61. Import only the products you buy.",
        ),
      ).toBeVisible();
      await snap(page, name);
      const found = await page.request.get("/api/products?q=limit%20test%20board");
      expect(((await found.json()) as { total: number }).total).toBe(0);
    }
  });

  test("Add to Quote lists only draft quotes and offers a new quote when there is none", async ({
    page,
  }) => {
    await page.setViewportSize(desktop);
    await signUpViaApi(page, { name: "Pat Plasterer" });
    const product = await seededPlasterboard(page);

    // No quote at all: the only choice is a new draft quote, which opens with the product.
    let card = await findCard(page, product);
    await card.getByRole("button", { name: "Add to Quote" }).click();
    let dialog = page.getByRole("dialog", { name: "Add to Quote" });
    await expect(dialog.getByLabel("Quote")).toHaveValue("new");
    await expect(dialog.getByText("You have no draft quotes.")).toBeVisible();
    await snap(page, "catalogue-add-to-quote-new-desktop");
    await page.setViewportSize(phone);
    await expect(dialog.getByRole("button", { name: "New quote" })).toBeInViewport();
    await snap(page, "catalogue-add-to-quote-new-phone");
    await page.setViewportSize(desktop);
    await dialog.getByLabel("Quantity").fill("2");
    await dialog.getByRole("button", { name: "New quote" }).click();
    await expect(page).toHaveURL(/\/dashboard\/quotes\/[0-9a-f-]{36}\/edit$/);
    await expect(page.getByText(`Started a new quote with ${product.name}`)).toBeVisible();
    await snapFromTop(page, "catalogue-new-quote-opened-desktop");
    const started = page.url().split("/").at(-2) ?? "";
    const draft = await (await page.request.get(`/api/quotes/${started}`)).json();
    expect(draft.status).toBe("draft");
    expect(draft.materials).toEqual([
      expect.objectContaining({ name: product.name, quantity: 2, productId: product.id }),
    ]);

    // That draft is offered; a sent quote is not.
    const sent = await page.request.post("/api/quotes", {
      data: { name: "Sent already", jobDescription: "Skim the hallway" },
    });
    const sentId = (await sent.json()).id as string;
    const moved = await page.request.post(`/api/quotes/${sentId}/status`, {
      data: { status: "sent" },
    });
    expect(moved.ok()).toBeTruthy();
    card = await findCard(page, product);
    await card.getByRole("button", { name: "Add to Quote" }).click();
    dialog = page.getByRole("dialog", { name: "Add to Quote" });
    await expect(dialog.getByLabel("Quote")).toHaveValue(started);
    const options = await dialog
      .getByLabel("Quote")
      .locator("option")
      .evaluateAll((els) => els.map((el) => (el as HTMLOptionElement).value));
    expect(options).toEqual([started, "new"]);
    await snap(page, "catalogue-add-to-quote-drafts-desktop");
  });
});
