import type { Quote } from "../../src/shared/schemas/quotes";
import { seriousViolations } from "./axe";
import {
  desktop,
  expect,
  horizontalOverflow,
  phone,
  registerForVat,
  signUpViaApi,
  snap,
  test,
} from "./fixtures";

/**
 * Issue 20: the builder's customer picker searches all of the business's customers as the user
 * types (GET /api/customers?q=, the first 20), so a customer older than the newest 200 can be
 * picked, and the picked customer is kept on save.
 */
test("the builder's customer picker finds any of 205 customers and keeps the pick on save", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signUpViaApi(page, { name: "Pat Plasterer" });
  await registerForVat(page);
  // The oldest customer first: with 204 newer ones it is not among the newest 200.
  const first = await page.request.post("/api/customers", {
    data: {
      firstName: "Quentin",
      lastName: "Oldacre",
      email: "quentin@oldacre.co.uk",
      address: "1 Mill Lane, Sherborne DT9 3AA",
    },
  });
  expect(first.ok()).toBeTruthy();
  const oldest = (await first.json()) as { id: string };
  for (let batch = 0; batch < 17; batch++) {
    await Promise.all(
      Array.from({ length: 12 }, async (_, i) => {
        const res = await page.request.post("/api/customers", {
          data: { firstName: "Customer", lastName: `Number ${batch * 12 + i + 1}` },
        });
        expect(res.ok()).toBeTruthy();
      }),
    );
  }

  await page.setViewportSize(desktop);
  await page.goto("/dashboard/quotes/new");
  const picker = page.getByRole("combobox", { name: "Customer" });
  await picker.click();
  const list = page.getByRole("listbox", { name: "Customers" });
  await expect(list.getByRole("option")).toHaveCount(20);
  await expect(page.getByText("The first 20 shown: keep typing to narrow.")).toBeVisible();

  await picker.fill("oldac");
  await expect(list.getByRole("option")).toHaveCount(1);
  await expect(list.getByRole("option").first()).toContainText("Quentin Oldacre");
  await snap(page, "builder-customer-picker-desktop");
  expect(await seriousViolations(page)).toEqual([]);
  await picker.press("Enter");
  await expect(picker).toHaveValue("Quentin Oldacre");
  await expect(list).toBeHidden();

  await page.getByLabel("Job description").fill("Skim the back bedroom ceiling.");
  await page.getByRole("button", { name: "Create Quote" }).first().click();
  await expect(page).toHaveURL(/\/dashboard\/quotes\/[0-9a-f-]{36}$/);
  const id = page.url().split("/").pop()!;
  const saved = (await (await page.request.get(`/api/quotes/${id}`)).json()) as Quote;
  expect(saved.customerId).toBe(oldest.id);
  // The quote's page shows this older customer's details, and Send is addressed to them.
  await expect(page.getByText("quentin@oldacre.co.uk").first()).toBeVisible();
  await expect(page.getByText("1 Mill Lane, Sherborne DT9 3AA").first()).toBeVisible();
  await page.getByRole("button", { name: "Send to Customer" }).first().click();
  const send = page.getByRole("dialog", { name: "Send Quote to Customer" });
  await expect(send.getByLabel("Email address")).toHaveValue("quentin@oldacre.co.uk");
  await page.keyboard.press("Escape");

  // Editing: the picker shows the quote's customer at once and a save keeps them.
  await page.setViewportSize(phone);
  await page.goto(`/dashboard/quotes/${id}/edit`);
  await expect(picker).toHaveValue("Quentin Oldacre");
  await page.getByLabel("Job description").fill("Skim the back bedroom ceiling and walls.");
  await picker.click();
  await picker.fill("number 20");
  await expect(list.getByRole("option").first()).toBeVisible();
  await expect(list).toBeInViewport();
  await snap(page, "builder-customer-picker-phone");
  expect(await horizontalOverflow(page)).toBe(0);
  await picker.press("Escape");
  await expect(picker).toHaveValue("Quentin Oldacre");
  await page.getByRole("button", { name: "Save Quote" }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/quotes/${id}$`));
  const edited = (await (await page.request.get(`/api/quotes/${id}`)).json()) as Quote;
  expect(edited.customerId).toBe(oldest.id);
  expect(edited.jobDescription).toBe("Skim the back bedroom ceiling and walls.");
});
