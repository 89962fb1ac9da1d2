import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { type SupplierFixture, startSupplierFixture } from "../support/supplier-fixture";
import { desktop, expect, phone, signUpViaApi, snap, test } from "./fixtures";

let fx: SupplierFixture;

test.beforeAll(async () => {
  // Slow listing pages so the progress bar can be watched.
  fx = await startSupplierFixture({ listingDelayMs: 700 });
});
test.afterAll(async () => {
  await fx.close();
});

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

test.describe("supplier scraper", () => {
  test("scrape a category, browse it, select, export JSON and add to a quote", async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(desktop);
    await signUpViaApi(page, { name: "Sam Scraper" });
    const created = await page.request.post("/api/quotes", {
      data: { name: "Loft conversion", jobDescription: "Board out a loft conversion" },
    });
    expect(created.ok()).toBeTruthy();
    const quote = (await created.json()) as { id: string };

    await page.goto("/dashboard/screwfix-scraper");
    await expect(page.getByRole("heading", { level: 1, name: "Supplier Scraper" })).toBeVisible();
    await expect(page.getByText("No products found in the database")).toBeVisible();

    // Scrape URL: an empty URL is a warning.
    await page.getByRole("tab", { name: "Scrape URL" }).click();
    const scrapeButton = page.getByRole("button", { name: "Scrape", exact: true });
    await scrapeButton.click();
    await expect(page.getByText("Please enter a URL to scrape")).toBeVisible();

    await page.getByLabel("Page URL").fill(`${fx.origin}/c/plasterboard`);
    await scrapeButton.click();
    await expect(page.getByText("Scraping products... This may take a few moments")).toBeVisible();
    await expect(page.getByRole("button", { name: /Scraping/ })).toBeDisabled();
    await expect(page.getByRole("progressbar", { name: "Scraping progress" })).toBeVisible();
    await expect(page.getByTestId("scrape-progress")).toHaveText(/^[12] of [23] pages done$/, {
      timeout: 15_000,
    });
    await snapFromTop(page, "scraper-progress-1280");

    // Done: the results replace the list, on the browse view.
    await expect(page.getByText("Scraped Successfully")).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole("tab", { name: "Browse Products" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await expect(page.getByRole("heading", { name: "Scrape results (25)" })).toBeVisible();

    // The job, completed with its counts.
    await page.getByRole("tab", { name: "Scrape URL" }).click();
    const job = page.getByTestId("scraping-job").first();
    await expect(job.getByText("25 new and 0 updated")).toBeVisible();
    await page.getByRole("button", { name: "Refresh" }).click();
    await expect(page.getByText("Jobs list refreshed")).toBeVisible();
    await snapFromTop(page, "scraper-scrape-tab-1280");

    // Browse the category: 10 per page, up to 3 page links.
    await page.getByRole("tab", { name: "Browse Products" }).click();
    const categories = page.getByRole("list", { name: "Categories" });
    const plasterboard = categories.getByRole("button", { name: /Plasterboard & Plastering\s*25/ });
    await plasterboard.click();
    await expect(plasterboard).toHaveAttribute("aria-pressed", "true");
    await expect(
      page.getByRole("heading", { level: 2, name: "Plasterboard & Plastering" }),
    ).toBeVisible();
    const table = page.getByRole("table");
    await expect(table.getByRole("row")).toHaveCount(11);
    await expect(page.getByTestId("scraper-count")).toHaveText("Showing 1–10 of 25 products");
    const pager = page.getByRole("navigation", { name: "Pagination" });
    await expect(pager.getByRole("button", { name: /^Page \d$/ })).toHaveCount(3);
    await pager.getByRole("button", { name: "Page 3" }).click();
    await expect(page.getByTestId("scraper-count")).toHaveText("Showing 21–25 of 25 products");
    // Clicking the selected category deselects it; a change of category starts on page 1.
    await plasterboard.click();
    await expect(plasterboard).toHaveAttribute("aria-pressed", "false");
    await expect(page.getByRole("heading", { level: 2, name: "All products" })).toBeVisible();
    await plasterboard.click();
    await expect(page.getByTestId("scraper-count")).toHaveText("Showing 1–10 of 25 products");
    await snapFromTop(page, "scraper-browse-1280");

    // Select three products.
    const rows = table.getByRole("row");
    const names: string[] = [];
    for (const i of [1, 2, 3]) {
      const row = rows.nth(i);
      names.push((await row.getByRole("cell").nth(1).innerText()).trim());
      await row.getByRole("checkbox").check();
    }
    const bar = page.getByRole("region", { name: "Selected products" });
    await expect(bar.getByTestId("selection-count")).toHaveText("3 products selected");
    await snap(page, "scraper-selection-1280");

    // Export JSON through the Actions menu: the download holds the three products.
    const downloadPromise = page.waitForEvent("download");
    await bar.getByRole("button", { name: "Actions" }).click();
    await page.getByRole("menuitem", { name: "Export JSON" }).click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toMatch(/^supplier-products-\d{4}-\d{2}-\d{2}\.json$/);
    const exported = JSON.parse(readFileSync((await download.path()) as string, "utf8")) as {
      name: string;
      sku: string;
      price: number;
    }[];
    expect(exported.map((p) => p.name)).toEqual(names);
    expect(exported.every((p) => /^FX\d{4}$/.test(p.sku) && p.price > 0)).toBe(true);
    await expect(page.getByText("Exported 3 products")).toBeVisible();

    // Add to Quote: material lines on the chosen quote, and the selection clears.
    await bar.getByRole("button", { name: "Add to Quote" }).click();
    const dialog = page.getByRole("dialog", { name: "Add to Quote" });
    await expect(dialog.getByLabel("Quote")).toHaveValue(quote.id);
    await dialog.getByRole("button", { name: "Add to Quote" }).click();
    await expect(page.getByText("Added 3 products to materials list")).toBeVisible();
    await expect(bar).toHaveCount(0);
    const saved = (await (await page.request.get(`/api/quotes/${quote.id}`)).json()) as {
      materials: { name: string; quantity: number; sku: string | null }[];
    };
    expect(saved.materials.map((m) => m.name).sort()).toEqual([...names].sort());

    // Search: submitting switches to the search tab.
    await page.getByLabel("Search products by name or SKU").fill("thistle");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page.getByRole("tab", { name: "Search Products" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await expect(page.getByTestId("search-caption")).toHaveText(
      'Found 4 products matching "thistle"',
    );
    await snapFromTop(page, "scraper-search-1280");
    await page.getByLabel("Search products by name or SKU").fill("zzzz");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page.getByText('No products found matching "zzzz"')).toBeVisible();

    // Phone.
    await page.setViewportSize(phone);
    await page.getByLabel("Search products by name or SKU").fill("gyproc");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page.getByTestId("search-caption")).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await snapFromTop(page, "scraper-search-375");
    await page.getByRole("tab", { name: "Browse Products" }).click();
    await expect(page.getByTestId("scraper-count")).toBeVisible();
    await table.getByRole("row").nth(1).getByRole("checkbox").check();
    await table.getByRole("row").nth(2).getByRole("checkbox").check();
    await expect(bar.getByTestId("selection-count")).toHaveText("2 products selected");
    await expectNoHorizontalOverflow(page);
    await snapFromTop(page, "scraper-browse-375");
    await page.getByRole("tab", { name: "Scrape URL" }).click();
    await expectNoHorizontalOverflow(page);
    await snapFromTop(page, "scraper-scrape-tab-375");
    // A full-page screenshot lays the page out at its whole height for a moment: the fixed bar
    // is clicked once it is back at the foot of the phone's screen.
    const clear = bar.getByRole("button", { name: "Clear" });
    await expect(clear).toBeInViewport({ ratio: 1 });
    await clear.click();
    await expect(bar).toHaveCount(0);
  });

  test("product description scraper", async ({ page }) => {
    await page.setViewportSize(desktop);
    await signUpViaApi(page, { name: "Dee Describer" });
    await page.goto("/dashboard/product-scraper");
    await expect(
      page.getByRole("heading", { level: 1, name: "Product Description Scraper" }),
    ).toBeVisible();
    const button = page.getByRole("button", { name: "Scrape Description" });
    await expect(button).toBeDisabled();
    await expect(page.getByLabel("CSS Selector (optional)")).toHaveAttribute(
      "placeholder",
      'meta[name="description"]',
    );
    await page.getByLabel("Product URL").fill(`${fx.origin}/p/knauf-loft-roll/LD5001`);
    await expect(button).toBeEnabled();
    await button.click();
    await expect(page.getByText("Scraped Successfully")).toBeVisible();
    await expect(page.getByTestId("extracted-description")).toContainText(
      "Knauf loft roll 200mm & combi-cut: easy to split.",
    );
    await expect(page.getByTestId("extracted-description")).toContainText("Product id: none");
    // The grid of database products.
    await page.getByLabel("Filter products by name, SKU or description").fill("plasterboard");
    const grid = page.getByRole("region", { name: "Database products" }).getByRole("listitem");
    await expect(grid.first()).toContainText(/plasterboard/i);
    await expect(grid.filter({ hasNotText: /plasterboard/i })).toHaveCount(0);
    await snapFromTop(page, "product-scraper-1280");

    // A failure shows the server's message.
    await page.getByLabel("Product URL").fill(`${fx.origin}/missing`);
    await button.click();
    await expect(page.getByText("Scraping Failed")).toBeVisible();
    await expect(page.getByRole("alert").filter({ hasText: "HTTP 404" })).toBeVisible();

    await page.setViewportSize(phone);
    await expectNoHorizontalOverflow(page);
    await snapFromTop(page, "product-scraper-375");
  });
});
