import type { Page } from "@playwright/test";
import { seriousViolations } from "./axe";
import { desktop, expect, phone, signUpViaApi, snap, test } from "./fixtures";

/**
 * Issue 19: Add to Quote's quote picker asks for a page of drafts, not every one: with more
 * drafts than a page it offers a search over all of them and "Show more draft quotes".
 */

async function openAddToQuote(page: Page) {
  const res = await page.request.get("/api/products?q=plasterboard&limit=5");
  expect(res.ok()).toBeTruthy();
  const product = ((await res.json()) as { products: { sku: string; merchantName: string }[] })
    .products[0]!;
  await page.goto("/dashboard/product-search");
  await page.getByLabel("Search Products").fill("plasterboard");
  await page.getByLabel("Merchant", { exact: true }).selectOption({ label: product.merchantName });
  // The search page the picker opens from, before the dialog hides it.
  await expect(page.getByTestId("product-card").first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  const card = page.getByTestId("product-card").filter({ hasText: product.sku });
  await card.getByRole("button", { name: "Add to Quote" }).click();
  return page.getByRole("dialog", { name: "Add to Quote" });
}

test("Add to Quote pages its drafts and searches all of them", async ({ page }) => {
  await page.setViewportSize(desktop);
  await signUpViaApi(page, { name: "Pat Plasterer" });
  // 24 drafts, the oldest a loft job: more than one page of 20.
  for (let i = 0; i < 24; i++) {
    const res = await page.request.post("/api/quotes", {
      data: {
        name: i === 0 ? "Loft conversion boards" : `Kitchen wall ${i}`,
        jobDescription: "Skim",
      },
    });
    expect(res.ok()).toBeTruthy();
  }
  const dialog = await openAddToQuote(page);
  const picker = dialog.getByLabel("Quote", { exact: true });
  const options = () =>
    picker.locator("option").evaluateAll((els) => els.map((el) => el.textContent ?? ""));
  await expect(dialog.getByRole("button", { name: "Show more draft quotes" })).toBeVisible();
  expect(await options()).toHaveLength(21); // a page of 20 drafts and "New quote"
  expect((await options()).some((o) => o.includes("Loft conversion"))).toBe(false);
  await snap(page, "add-to-quote-many-drafts-desktop");
  expect(await seriousViolations(page, { include: '[role="dialog"]' })).toEqual([]);

  await dialog.getByRole("button", { name: "Show more draft quotes" }).click();
  // While the next page loads the button reads "Loading...": wait for the options themselves.
  await expect(picker.locator("option")).toHaveCount(25);
  await expect(dialog.getByRole("button", { name: /Show more draft quotes|Loading/ })).toHaveCount(
    0,
  );

  await dialog.getByLabel("Find a draft quote").fill("loft");
  await expect(picker.locator("option")).toHaveCount(2);
  await expect(picker).toHaveValue(/[0-9a-f-]{36}/);
  expect((await options())[0]).toContain("Loft conversion boards");
  await page.setViewportSize(phone);
  await expect(dialog.getByLabel("Find a draft quote")).toBeInViewport();
  await snap(page, "add-to-quote-many-drafts-phone");
  expect(await seriousViolations(page, { include: '[role="dialog"]' })).toEqual([]);
});
