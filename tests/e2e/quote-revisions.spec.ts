import type { Quote } from "../../src/shared/schemas/quotes";
import {
  desktop,
  expect,
  horizontalOverflow,
  phone,
  signUpViaApi,
  snap,
  test,
  uniqueEmail,
} from "./fixtures";

test("edit a draft, duplicate it from the list, delete the copy, revise once sent", async ({
  page,
}) => {
  // several pages at two sizes with full-page screenshots: more than the default minute
  test.setTimeout(150_000);
  await signUpViaApi(page);
  await page.setViewportSize(desktop);
  const email = uniqueEmail("customer");
  const customer = await page.request.post("/api/customers", {
    data: { firstName: "Jane", lastName: "Fletcher", email, address: "22 Cheap Street, Sherborne" },
  });
  const { id: customerId } = (await customer.json()) as { id: string };
  const created = await page.request.post("/api/quotes", {
    data: {
      name: "Bathroom refit",
      customerId,
      jobDescription: "Re-tile the walls.",
      materials: [{ name: "Wall tiles 300x600", quantity: 12, unit: "m2", unitPricePence: 2450 }],
      measurements: [{ label: "Wall", value: 2.4, unit: "m" }],
      laborDays: 2,
    },
  });
  expect(created.status()).toBe(201);
  const quote = (await created.json()) as Quote;

  // A draft's page: Edit, Duplicate and Delete; no Revise.
  await page.goto(`/dashboard/quotes/${quote.id}`);
  await expect(page.getByText("Q-0001", { exact: true }).first()).toBeVisible();
  await expect(page.getByRole("button", { name: "Revise" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Duplicate" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Delete" })).toBeVisible();
  await snap(page, "revisions-draft-actions-desktop");
  await page.setViewportSize(phone);
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await snap(page, "revisions-draft-actions-phone");
  await page.setViewportSize(desktop);

  // Edit opens the builder with the quote; saving comes back to its page.
  await page.getByRole("link", { name: "Edit Quote" }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/quotes/${quote.id}/edit$`));
  await expect(page.getByLabel("Job description")).toHaveValue("Re-tile the walls.");
  await page.getByLabel("Job description").fill("Re-tile the walls and the floor.");
  await page.getByRole("button", { name: "Save Quote" }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/quotes/${quote.id}$`));
  await expect(page.getByText("Re-tile the walls and the floor.").first()).toBeVisible();

  // Duplicate from the list's menu: a new draft with the next number.
  await page.goto("/dashboard/quotes");
  const menu = page.getByRole("button", { name: "More actions for Bathroom refit" });
  await menu.click();
  await expect(page.getByRole("menuitem", { name: "Edit" })).toBeVisible();
  await expect(page.getByRole("menuitem", { name: "Delete" })).toBeVisible();
  await snap(page, "revisions-list-menu-desktop");
  await page.keyboard.press("Escape");
  await page.setViewportSize(phone);
  await menu.click();
  await expect(page.getByRole("menuitem", { name: "Duplicate" })).toBeVisible();
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await snap(page, "revisions-list-menu-phone");
  await page.getByRole("menuitem", { name: "Duplicate" }).click();
  // The copy's card can show in the refreshed list before the copy's own page opens: wait for it.
  await expect(page).toHaveURL(/\/dashboard\/quotes\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { name: "Copy of Bathroom refit" })).toBeVisible();
  await expect(page.getByText("Q-0002", { exact: true }).first()).toBeVisible();
  const copyUrl = page.url();
  expect(copyUrl).not.toContain(quote.id);
  await page.setViewportSize(desktop);

  // Delete the copy, after confirming. The quote page's other reads (its photos, emails,
  // versions) are held on their way, as on a slow site connection: the page still leaves for
  // the list once the quote is deleted, rather than waiting for them, meanwhile asking for the
  // deleted quote again and showing "Quote Not Found" (seen under load before the fix).
  let releaseReads = () => {};
  const readsHeld = new Promise<void>((resolve) => {
    releaseReads = resolve;
  });
  const copyId = copyUrl.split("/").pop() as string;
  await page.route(`**/api/quotes/${copyId}/**`, async (route) => {
    if (route.request().method() === "GET") await readsHeld;
    await route.fallback();
  });
  await page.getByRole("button", { name: "Delete" }).click();
  const dialog = page.getByRole("dialog", { name: "Delete this quote?" });
  await expect(dialog).toContainText("Q-0002 · Copy of Bathroom refit");
  await dialog.getByRole("button", { name: "Delete quote" }).click();
  await expect(page).toHaveURL(/\/dashboard\/quotes$/);
  releaseReads();
  await expect(page.getByText("Quote deleted")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Copy of Bathroom refit" })).toHaveCount(0);
  expect((await page.request.get(copyUrl.replace("/dashboard/", "/api/"))).status()).toBe(404);

  // Sent: read-only. No Edit or Delete; Revise makes rev 2 and opens it in the builder.
  const sent = await page.request.post(`/api/quotes/${quote.id}/send`, {
    data: { email, includeAcceptance: true },
  });
  expect(sent.status()).toBe(200);
  // The builder's address of a sent quote says why it cannot be edited, before any typing.
  await page.goto(`/dashboard/quotes/${quote.id}/edit`);
  await expect(page.getByRole("alert")).toHaveText(
    "This quote has been sent. Revise it to make changes.",
  );
  await expect(page.getByRole("button", { name: "Save Quote" })).toHaveCount(0);
  await page.goto(`/dashboard/quotes/${quote.id}`);
  await expect(page.getByRole("button", { name: "Revise" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Edit Quote" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Delete" })).toHaveCount(0);
  await snap(page, "revisions-sent-actions-desktop");
  await page.setViewportSize(phone);
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await snap(page, "revisions-sent-actions-phone");
  await page.setViewportSize(desktop);
  await page.getByRole("button", { name: "Revise" }).click();
  await expect(page).toHaveURL(/\/dashboard\/quotes\/[0-9a-f-]{36}\/edit$/);
  const revisionId = page.url().split("/").at(-2)!;
  expect(revisionId).not.toBe(quote.id);
  await expect(page.getByLabel("Job description")).toHaveValue("Re-tile the walls and the floor.");

  // The revision's page names itself rev 2 and links to the version it revises, and back.
  await page.goto(`/dashboard/quotes/${revisionId}`);
  await expect(page.getByText("Q-0001 rev 2", { exact: true }).first()).toBeVisible();
  const versions = page.getByRole("navigation", { name: "Versions of this quote" });
  await expect(versions).toContainText("Revises Q-0001");
  await snap(page, "revisions-rev2-desktop");
  await versions.getByRole("link", { name: "Q-0001", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/quotes/${quote.id}$`));
  await expect(
    page
      .getByRole("navigation", { name: "Versions of this quote" })
      .getByRole("link", { name: /Q-0001 rev 2/ }),
  ).toBeVisible();

  // Accepted: "Create variation" instead of Revise; the variation names what it varies.
  const accepted = await page.request.post(`/api/quotes/${quote.id}/status`, {
    data: { status: "accepted" },
  });
  expect(accepted.status()).toBe(200);
  await page.reload();
  await expect(page.getByRole("button", { name: "Create variation" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Revise" })).toHaveCount(0);
  await page.setViewportSize(phone);
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await snap(page, "revisions-accepted-actions-phone");
  await page.getByRole("button", { name: "Create variation" }).click();
  await expect(page).toHaveURL(/\/dashboard\/quotes\/[0-9a-f-]{36}\/edit$/);
  const variationId = page.url().split("/").at(-2)!;
  await page.goto(`/dashboard/quotes/${variationId}`);
  await expect(page.getByText("Q-0001 rev 3", { exact: true }).first()).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Versions of this quote" })).toContainText(
    "A variation of Q-0001",
  );
});
