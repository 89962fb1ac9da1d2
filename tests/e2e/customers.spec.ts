import { desktop, expect, phone, signUpViaApi, snap, test } from "./fixtures";

test("customers: empty state, add, edit and delete with toasts", async ({ page }) => {
  await signUpViaApi(page);
  await page.setViewportSize(desktop);
  await page.goto("/dashboard/customers");
  await expect(page.getByRole("heading", { name: "Customers", level: 1 })).toBeVisible();
  await expect(page.getByRole("heading", { name: "No customers yet" })).toBeVisible();
  await snap(page, "customers-empty-desktop");

  // Add: the email is checked before anything is sent.
  await page.getByRole("button", { name: "Add Customer" }).click();
  const dialog = page.getByRole("dialog", { name: "Add Customer" });
  await dialog.getByLabel("Email").fill("not-an-email");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog.getByText("Please enter a valid email address")).toBeVisible();
  await expect(dialog.getByLabel("Email")).toBeFocused();
  // The form moves the focus to the invalid field once more a moment later (react-hook-form's
  // handleSubmit does): correct that field first, so a slow page cannot send a later field's
  // typing there.
  await dialog.getByLabel("Email").fill("sarah.thompson@example.co.uk");
  await dialog.getByLabel("First name").fill("Sarah");
  await dialog.getByLabel("Last name").fill("Thompson");
  await dialog.getByLabel("Phone").fill("07700 900123");
  await dialog.getByLabel("Address").fill("12 High Street, Leeds LS1 4AB");
  await dialog
    .getByLabel("Comments")
    .fill(
      "Prefers morning visits. Side gate code 4821. Has a dog, friendly. Wants a quote for the loft conversion next spring as well, so keep in touch about timing and budget.",
    );
  await snap(page, "customers-add-dialog-desktop");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Customer Added")).toBeVisible();
  await expect(dialog).toBeHidden();
  const card = page.getByRole("listitem").filter({ hasText: "Sarah Thompson" });
  await expect(card).toContainText("sarah.thompson@example.co.uk");
  await expect(card).toContainText("07700 900123");
  await expect(card).toContainText("0 quotes");

  // A second, bare customer: no field is required.
  await page.getByRole("button", { name: "Add Customer" }).click();
  await page.getByRole("dialog").getByLabel("First name").fill("Tom");
  await page.getByRole("dialog").getByLabel("Phone").fill("0113 496 0000");
  await page.getByRole("dialog").getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("button", { name: "Edit Tom" })).toBeVisible();
  await snap(page, "customers-list-desktop");

  // Edit.
  await page.getByRole("button", { name: "Edit Sarah Thompson" }).click();
  const edit = page.getByRole("dialog", { name: "Edit Customer" });
  await expect(edit.getByLabel("First name")).toHaveValue("Sarah");
  await edit.getByLabel("Last name").fill("Thomson");
  await edit.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Customer Updated")).toBeVisible();
  await expect(page.getByRole("button", { name: "Edit Sarah Thomson" })).toBeVisible();

  // Phone layout: cards stack, nothing scrolls sideways.
  await page.setViewportSize(phone);
  await expect(page.getByRole("button", { name: "Edit Sarah Thomson" })).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await snap(page, "customers-list-phone");
  await page.getByRole("button", { name: "Edit Tom" }).click();
  await snap(page, "customers-edit-dialog-phone");
  await page.keyboard.press("Escape");
  await page.setViewportSize(desktop);

  // Delete both: confirmation first, then the empty state again.
  await page.getByRole("button", { name: "Delete Sarah Thomson" }).click();
  const confirm = page.getByRole("dialog", { name: "Delete customer?" });
  await expect(confirm).toContainText("Sarah Thomson");
  await snap(page, "customers-delete-dialog-desktop");
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Customer Deleted")).toBeVisible();
  await expect(page.getByRole("button", { name: "Edit Sarah Thomson" })).toHaveCount(0);
  await page.getByRole("button", { name: "Delete Tom" }).click();
  await page
    .getByRole("dialog", { name: "Delete customer?" })
    .getByRole("button", { name: "Delete" })
    .click();
  await expect(page.getByRole("heading", { name: "No customers yet" })).toBeVisible();

  await page.setViewportSize(phone);
  const emptyOverflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(emptyOverflow).toBeLessThanOrEqual(0);
  await snap(page, "customers-empty-phone");
});
