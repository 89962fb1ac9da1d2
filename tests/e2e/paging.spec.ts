import { desktop, expect, horizontalOverflow, phone, signUpViaApi, snap, test } from "./fixtures";

/**
 * Paged quote list (issue 19): the first 50 quotes arrive, scrolling to the end loads the rest,
 * the tabs count every quote from the server, and search finds a quote not yet loaded.
 */
test("quote list: 70 quotes load 50 at a time as the page scrolls", async ({ page }) => {
  await signUpViaApi(page);
  const ids: string[] = [];
  for (let i = 1; i <= 70; i++) {
    const res = await page.request.post("/api/quotes", {
      data: {
        name: i === 1 ? "Loft conversion boarding" : `Bathroom job ${i}`,
        jobDescription: "Tile the bathroom floor.",
        laborDays: 1,
        dayRatePence: 25000,
      },
    });
    expect(res.ok()).toBeTruthy();
    ids.push(((await res.json()) as { id: string }).id);
  }
  for (const id of ids.slice(0, 12)) {
    const res = await page.request.post(`/api/quotes/${id}/status`, { data: { status: "sent" } });
    expect(res.ok()).toBeTruthy();
  }

  await page.setViewportSize(desktop);
  await page.goto("/dashboard/quotes");
  const grid = page.getByRole("list", { name: "Quotes" });
  const cards = grid.locator(":scope > li");
  await expect(cards).toHaveCount(50);
  await expect(page.getByText("70 quotes", { exact: true })).toBeVisible();
  await expect(page.getByRole("tab", { name: "All Quotes 70" })).toBeVisible();
  await expect(page.getByRole("tab", { name: "Drafts 58" })).toBeVisible();
  await expect(page.getByRole("tab", { name: "Sent 12" })).toBeVisible();
  await expect(page.getByRole("tab", { name: "Accepted 0" })).toBeVisible();
  await snap(page, "paging-first-page-desktop");

  // Scrolling to the end loads the next page without a click.
  await page.getByRole("button", { name: "More quotes" }).scrollIntoViewIfNeeded();
  await expect(cards).toHaveCount(70);
  await expect(page.getByRole("button", { name: "More quotes" })).toHaveCount(0);
  await snap(page, "paging-all-loaded-desktop");

  // The oldest quote was never on the first page: the server's search finds it.
  await page.reload();
  await expect(cards).toHaveCount(50);
  await page.getByPlaceholder("Search quotes...").fill("loft");
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText("Loft conversion boarding");
  await expect(page.getByRole("tab", { name: "All Quotes 1" })).toBeVisible();
  await page.getByPlaceholder("Search quotes...").fill("");

  // The board: each column pages its own status and shows its total.
  await page.getByRole("tab", { name: "Drafts" }).click();
  const drafts = page.getByRole("region", { name: "Draft", exact: true });
  await expect(drafts.getByRole("listitem")).toHaveCount(50);
  await expect(drafts.getByText("58", { exact: true })).toBeVisible();
  await drafts.getByRole("button", { name: "More draft" }).scrollIntoViewIfNeeded();
  await expect(drafts.getByRole("listitem")).toHaveCount(58);
  const sent = page.getByRole("region", { name: "Sent", exact: true });
  await expect(sent.getByRole("listitem")).toHaveCount(12);

  await page.setViewportSize(phone);
  await page.getByRole("tab", { name: "All Quotes" }).click();
  await expect(cards).toHaveCount(50);
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await snap(page, "paging-first-page-phone");
  await page.getByRole("button", { name: "More quotes" }).scrollIntoViewIfNeeded();
  await expect(cards).toHaveCount(70);
});

test("customers: 60 load 50 at a time as the page scrolls, and search finds any", async ({
  page,
}) => {
  await signUpViaApi(page);
  for (let i = 1; i <= 60; i++) {
    const res = await page.request.post("/api/customers", {
      data: { firstName: i === 1 ? "Priya" : `Client${i}`, lastName: "Shah" },
    });
    expect(res.ok()).toBeTruthy();
  }
  await page.setViewportSize(desktop);
  await page.goto("/dashboard/customers");
  const cards = page.getByRole("list", { name: "Customers" }).locator(":scope > li");
  await expect(cards).toHaveCount(50);
  await snap(page, "paging-customers-desktop");
  await page.getByRole("button", { name: "More customers" }).scrollIntoViewIfNeeded();
  await expect(cards).toHaveCount(60);

  await page.reload();
  await expect(cards).toHaveCount(50);
  await page.getByPlaceholder("Search customers...").fill("priya");
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText("Priya Shah");
  await page.getByPlaceholder("Search customers...").fill("nobody at all");
  await expect(page.getByRole("heading", { name: "No customers found" })).toBeVisible();

  await page.setViewportSize(phone);
  await page.getByRole("button", { name: "Clear search" }).click();
  await expect(cards).toHaveCount(50);
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await snap(page, "paging-customers-phone");
});
