import { seriousViolations } from "./axe";
import { desktop, expect, horizontalOverflow, phone, signUpViaApi, snap, test } from "./fixtures";

/**
 * Issue 21: an expense the business enters itself counts in the MTD quarter's category at once,
 * can be changed and deleted, and the section works one-handed at 375 px.
 */
test("an entered expense fills its MTD category; change and delete it", async ({ page }) => {
  await page.setViewportSize(desktop);
  await signUpViaApi(page);
  await page.goto("/dashboard/reports");
  const section = page.getByRole("region", { name: "Expenses" });
  const update = page.getByRole("list", { name: "Quarterly update" });
  const vanLine = update.getByRole("listitem").filter({ hasText: "Car, van and travel expenses" });
  await expect(vanLine).toContainText("£0.00");
  await expect(section.getByText("No expenses entered yet.")).toBeVisible();

  await section.getByRole("button", { name: "Add expense" }).click();
  const form = section.getByRole("form", { name: "Add expense" });
  // Nothing typed: the amount and description are asked for, nothing saved.
  await form.getByRole("button", { name: "Add expense" }).click();
  await expect(form.getByText("Say what the expense was")).toBeVisible();
  await expect(form.getByText("Enter the amount before VAT")).toBeVisible();

  await form.getByLabel("HMRC category").selectOption({ label: "Car, van and travel expenses" });
  await form.getByLabel("What it was").fill("Van insurance");
  await form.getByLabel("Supplier (optional)").fill("Admiral");
  await form.getByLabel("Amount before VAT (£)").fill("420");
  await form.getByLabel("VAT on the receipt (£)").fill("500");
  await form.getByRole("button", { name: "Add expense" }).click();
  await expect(form.getByText("The VAT can't be more than the amount before it")).toBeVisible();
  await form.getByLabel("VAT on the receipt (£)").fill("0");
  await form.getByRole("button", { name: "Add expense" }).click();

  const list = section.getByRole("list", { name: "Expenses" });
  await expect(list.getByText("Van insurance")).toBeVisible();
  await expect(list).toContainText("£420.00");
  await expect(vanLine).toContainText("£420.00");
  await expect(page.getByTestId("mtd-expenses")).toHaveText("£420.00");
  await snap(page, "expenses-1280");
  expect(await seriousViolations(page, { excludeToasts: true })).toEqual([]);

  await list.getByRole("button", { name: "Change Van insurance" }).click();
  const change = section.getByRole("form", { name: "Change expense" });
  await change.getByLabel("Amount before VAT (£)").fill("450.50");
  await change.getByRole("button", { name: "Save changes" }).click();
  await expect(list).toContainText("£450.50");
  await expect(vanLine).toContainText("£450.50");

  await page.setViewportSize(phone);
  await section.scrollIntoViewIfNeeded();
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await snap(page, "expenses-375");
  expect(await seriousViolations(page, { excludeToasts: true })).toEqual([]);

  await list.getByRole("button", { name: "Delete Van insurance" }).click();
  await list.getByRole("button", { name: "Delete", exact: true }).click();
  await expect(section.getByText("No expenses entered yet.")).toBeVisible();
  await expect(vanLine).toContainText("£0.00");
});
