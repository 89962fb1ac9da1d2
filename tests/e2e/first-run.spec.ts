import type { Page } from "@playwright/test";
import { seriousViolations } from "./axe";
import { desktop, expect, horizontalOverflow, phone, signUpViaApi, snap, test } from "./fixtures";

/** Issue 20 Deliver 1: the first-run checklist, and a quote about to go out as "Your Business". */

const checklist = (page: Page) =>
  page.getByRole("region", { name: "Get your business ready to quote" });

test("a new account sees the checklist, ticks an item by doing it, and dismisses it", async ({
  page,
}) => {
  await signUpViaApi(page, { name: "Pat Plasterer" });
  await page.setViewportSize(desktop);
  await page.goto("/dashboard");
  const card = checklist(page);
  await expect(card).toBeVisible();
  await expect(card.getByText("0 of 7 done")).toBeVisible();
  await expect(card.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "0");
  for (const label of [
    "Add your business details",
    "Upload your logo",
    "Add your bank details",
    "Set your VAT status",
    "Add a merchant trade account",
    "Add your first customer",
    "Send your first quote",
  ]) {
    await expect(
      card.getByRole("link", { name: new RegExp(`^${label} \\(to do\\)`) }),
    ).toBeVisible();
  }
  await snap(page, "first-run-checklist-desktop");

  // Each item opens its form: the settings tab it lives on, the customer form already open.
  await card.getByRole("link", { name: /^Add a merchant trade account/ }).click();
  await expect(page).toHaveURL(/\/dashboard\/settings\?tab=merchants$/);
  await expect(page.getByRole("tab", { name: "Merchant Terms" })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  await page.goto("/dashboard");
  await checklist(page)
    .getByRole("link", { name: /^Add your first customer/ })
    .click();
  await expect(page).toHaveURL(/\/dashboard\/customers\?new=1$/);
  await expect(page.getByRole("dialog")).toBeVisible();
  await page.keyboard.press("Escape");

  await page.goto("/dashboard");
  await checklist(page)
    .getByRole("link", { name: /^Add your business details/ })
    .click();
  await expect(page).toHaveURL(/\/dashboard\/settings\?tab=business$/);
  await expect(page.getByRole("tab", { name: "Business Details" })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  await page
    .getByRole("textbox", { name: "Business name", exact: true })
    .fill("Pat Plastering Ltd");
  await page
    .getByRole("textbox", { name: "Email", exact: true })
    .fill("pat@plastering.example.co.uk");
  await page.getByRole("textbox", { name: "Phone", exact: true }).fill("0113 496 0000");
  await page
    .getByRole("textbox", { name: "Address", exact: true })
    .fill("1 Mill Lane\nLeeds LS1 4AB");
  await page.getByRole("radio", { name: "Not VAT registered" }).check();
  await expect(page.getByLabel("VAT number")).toHaveCount(0);
  await page.locator("#vat-status").scrollIntoViewIfNeeded();
  await snap(page, "first-run-settings-vat-desktop");
  await page.setViewportSize(phone);
  await snap(page, "first-run-settings-vat-phone");
  await page.setViewportSize(desktop);
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("Business details saved").first()).toBeVisible();

  await page.goto("/dashboard");
  await expect(checklist(page).getByText("2 of 7 done")).toBeVisible();
  await expect(
    checklist(page).getByRole("link", { name: /^Add your business details \(done\)/ }),
  ).toBeVisible();
  await expect(
    checklist(page).getByRole("link", { name: /^Set your VAT status \(done\)/ }),
  ).toBeVisible();
  await snap(page, "first-run-checklist-ticked-desktop");

  await page.setViewportSize(phone);
  await checklist(page).scrollIntoViewIfNeeded();
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  expect(await seriousViolations(page, { excludeToasts: true })).toEqual([]);
  await snap(page, "first-run-checklist-phone");

  await checklist(page).getByRole("button", { name: "Dismiss" }).click();
  await expect(checklist(page)).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole("heading", { name: "Dashboard" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Summary" })).toBeVisible();
  await expect(checklist(page)).toHaveCount(0);
});

test("sending a quote as 'Your Business' asks first", async ({ page }) => {
  await signUpViaApi(page);
  const saved = await page.request.put("/api/settings/business", {
    data: { businessName: "Your Business", margin: 15 },
  });
  expect(saved.ok()).toBeTruthy();
  const customer = await page.request.post("/api/customers", {
    data: { firstName: "Jane", lastName: "Fletcher", email: "jane@example.co.uk" },
  });
  const customerId = ((await customer.json()) as { id: string }).id;
  const created = await page.request.post("/api/quotes", {
    data: { name: "Kitchen skim", customerId, jobDescription: "Skim the kitchen ceiling." },
  });
  const quoteId = ((await created.json()) as { id: string }).id;

  for (const [size, name] of [
    [phone, "phone"],
    [desktop, "desktop"],
  ] as const) {
    await page.setViewportSize(size);
    await page.goto(`/dashboard/quotes/${quoteId}`);
    await page.getByRole("button", { name: "Send to Customer" }).first().click();
    const ask = page.getByRole("dialog", {
      name: "Your quotes still say \u2018Your Business\u2019",
    });
    await expect(ask).toBeVisible();
    await expect(ask).toContainText("Add your business name first?");
    await expect(ask.getByRole("button", { name: "Send anyway" })).toBeVisible();
    await expect(ask.getByRole("link", { name: "Add details" })).toBeVisible();
    expect(await seriousViolations(page, { excludeToasts: true })).toEqual([]);
    await snap(page, `first-run-send-ask-${name}`);
  }

  const ask = page.getByRole("dialog", { name: "Your quotes still say \u2018Your Business\u2019" });
  await ask.getByRole("link", { name: "Add details" }).click();
  await expect(page).toHaveURL(/\/dashboard\/settings\?tab=business$/);

  await page.goto(`/dashboard/quotes/${quoteId}`);
  await page.getByRole("button", { name: "Send to Customer" }).first().click();
  await page.getByRole("button", { name: "Send anyway" }).click();
  // A new business has no VAT number, and its quotes add VAT until it says otherwise: the
  // customer would accept a total its invoices will not charge. Asked next.
  const vat = page.getByRole("dialog", {
    name: "This quote adds VAT, but you have no VAT number",
  });
  await expect(vat).toContainText("your customer would accept £300.00 and be invoiced £250.00");
  await expect(vat.getByRole("link", { name: "Edit quote" })).toHaveAttribute(
    "href",
    `/dashboard/quotes/${quoteId}/edit`,
  );
  await expect(vat.getByRole("link", { name: "Add VAT number" })).toBeVisible();
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  expect(await seriousViolations(page, { excludeToasts: true })).toEqual([]);
  await snap(page, "send-ask-vat-desktop");
  await vat.getByRole("button", { name: "Send anyway" }).click();
  const form = page.getByRole("dialog", { name: "Send Quote to Customer" });
  await expect(form.getByLabel("Email address")).toHaveValue("jane@example.co.uk");
  await form.getByRole("button", { name: "Send", exact: true }).click();
  await expect(page.getByText("Quote sent to jane@example.co.uk").first()).toBeVisible();

  // With a name and a VAT number of its own the business is not asked.
  await page.request.put("/api/settings/business", {
    data: {
      businessName: "Fletcher & Daughters",
      margin: 15,
      vatRegistered: true,
      vatNumber: "GB123456789",
    },
  });
  await page.reload();
  await page.getByRole("button", { name: "Send to Customer" }).first().click();
  await expect(page.getByRole("dialog", { name: "Send Quote to Customer" })).toBeVisible();
});
