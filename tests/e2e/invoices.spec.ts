import { execFileSync } from "node:child_process";
import { existsSync, writeFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { desktop, expect, horizontalOverflow, phone, signUpViaApi, snap, test } from "./fixtures";

/**
 * VAT-registered business, and an accepted quote: £500 materials (charged at cost: markup 0) +
 * 4 days × £250, VAT 20 %.
 */
async function acceptedQuote(page: Page, customerId: string) {
  const settings = await page.request.put("/api/settings/business", {
    data: {
      businessName: "Pat Plastering Ltd",
      address: "1 Mill Lane, Sherborne DT9 3AA",
      phone: "01935 000000",
      email: "",
      website: "",
      vatNumber: "GB123456789",
      margin: 15,
    },
  });
  expect(settings.status()).toBe(200);
  const res = await page.request.post("/api/quotes", {
    data: {
      name: "Extension plastering",
      customerId,
      jobDescription: "Plaster the new extension.",
      materials: [
        { name: "Plasterboard 12.5mm", quantity: 20, unit: "sheet", netUnitPricePence: 1500 },
        { name: "Multi-finish 25kg", quantity: 10, unit: "bag", netUnitPricePence: 2000 },
      ].map((line) => ({ ...line, markupPercent: 0 })),
      laborDays: 4,
      dayRatePence: 25000,
      vatRate: 20,
    },
  });
  expect(res.status()).toBe(201);
  const quote = (await res.json()) as { id: string };
  const accepted = await page.request.post(`/api/quotes/${quote.id}/status`, {
    data: { status: "accepted" },
  });
  expect(accepted.status()).toBe(200);
  return quote.id;
}

async function recordFullPayment(page: Page) {
  await page.getByRole("button", { name: "Record Payment" }).click();
  const dialog = page.getByRole("dialog", { name: "Record Payment" });
  await dialog.getByLabel("Note").fill("Bank transfer ref 123");
  await dialog.getByRole("button", { name: "Save Payment" }).click();
  await expect(dialog).toBeHidden();
}

test("deposit invoice, payment, final invoice, balance paid", async ({ page }) => {
  await signUpViaApi(page);
  await page.setViewportSize(desktop);
  const customer = await page.request.post("/api/customers", {
    data: { firstName: "Jane", lastName: "Fletcher", email: "jane@example.co.uk" },
  });
  const quoteId = await acceptedQuote(page, ((await customer.json()) as { id: string }).id);

  await page.goto(`/dashboard/quotes/${quoteId}`);
  // Accepted by the business for the customer: not worded as if the customer had answered.
  await expect(page.getByText(/^Marked accepted by .+ on \d\d\/\d\d\/\d{4}$/)).toBeVisible();
  await expect(
    page.getByText("Recorded here for the customer, who did not answer online."),
  ).toBeVisible();
  await page.getByRole("button", { name: "Create Invoice" }).click();
  // Nothing to take off yet: a final invoice would be the full one under another name.
  await expect(page.getByRole("menuitem", { name: /Final invoice/ })).toBeDisabled();
  await expect(page.getByRole("menuitem", { name: /Final invoice/ })).toContainText(
    "No deposit invoiced yet: raise the full invoice",
  );
  // The deposit is this job's: asked first, starting from what the quote's terms asked of the
  // customer (50%), not from Quote Settings changed since (25%).
  const settings = await (await page.request.get("/api/settings/quote")).json();
  const changed = await page.request.put("/api/settings/quote", {
    data: { ...settings, depositPercent: 25 },
  });
  expect(changed.ok()).toBeTruthy();
  await page.reload();
  await page.getByRole("button", { name: "Create Invoice" }).click();
  await page.getByRole("menuitem", { name: "Deposit invoice…" }).click();
  const asked = page.getByRole("dialog", { name: "Deposit invoice" });
  const percent = asked.getByLabel("Deposit (% of the quote)");
  await expect(percent).toHaveValue("50");
  await expect(asked).toContainText("The quote's terms ask for 50%.");
  await expect(asked).toContainText("or by the job's start when that comes sooner");
  await percent.fill("101");
  await asked.getByRole("button", { name: "Create deposit invoice" }).click();
  await expect(asked.getByRole("alert")).toHaveText(
    "The deposit must be a whole percentage from 1 to 100",
  );
  await snap(page, "invoice-deposit-dialog-1280");
  await percent.fill("50");
  await asked.getByRole("button", { name: "Create deposit invoice" }).click();
  await expect(page.getByRole("heading", { name: "Deposit Invoice INV-0001" })).toBeVisible();
  await expect(page.getByTestId("invoice-balance")).toHaveText("£900.00");
  await recordFullPayment(page);
  await expect(page.getByTestId("invoice-balance")).toHaveText("£0.00");
  await expect(page.getByText("Paid", { exact: true }).first()).toBeVisible();

  await page.getByRole("link", { name: "View quote" }).click();
  await page.getByRole("button", { name: "Create Invoice" }).click();
  // After a deposit, a full invoice would bill the deposit twice: the final one bills the balance.
  await expect(page.getByRole("menuitem", { name: /Full invoice/ })).toBeDisabled();
  await expect(page.getByRole("menuitem", { name: /Full invoice/ })).toContainText(
    "This quote has a deposit invoice, INV-0001: raise the final invoice for the balance",
  );
  await page.getByRole("menuitem", { name: /Final invoice/ }).click();
  await expect(page.getByRole("heading", { name: "Final Invoice INV-0002" })).toBeVisible();
  await expect(
    page.getByRole("cell", { name: /Less deposit invoiced INV-0001/ }).first(),
  ).toBeVisible();
  await expect(page.getByTestId("invoice-balance")).toHaveText("£900.00");
  await snap(page, "invoice-final-1280");
  await recordFullPayment(page);
  await expect(page.getByTestId("invoice-balance")).toHaveText("£0.00");
  await expect(page.getByText("Paid", { exact: true }).first()).toBeVisible();

  // Removing a payment asks first (a stray tap on a phone would put the invoice back to owing).
  await page.setViewportSize(phone);
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  // Paid: nothing to record, and sending it again sends a copy, not a request to pay.
  await expect(page.getByRole("button", { name: "Record Payment" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Send a copy" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Send", exact: true })).toHaveCount(0);
  await snap(page, "invoice-paid-375");
  const removePayment = page.getByRole("button", { name: "Remove payment of £900.00" });
  await removePayment.click();
  const confirm = page.getByRole("dialog", { name: "Remove the payment of £900.00?" });
  await expect(confirm).toContainText("The balance goes back up by £900.00.");
  await snap(page, "invoice-remove-payment-375");
  await confirm.getByRole("button", { name: "Keep it" }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByTestId("invoice-balance")).toHaveText("£0.00");
  await removePayment.click();
  await confirm.getByRole("button", { name: "Remove payment" }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByTestId("invoice-balance")).toHaveText("£900.00");
  await expect(page.getByText("No payments recorded yet.")).toBeVisible();
  await page.setViewportSize(desktop);
  await recordFullPayment(page);
  await expect(page.getByTestId("invoice-balance")).toHaveText("£0.00");

  await page.getByRole("link", { name: "Back to Invoices" }).click();
  await expect(page.getByRole("heading", { name: "Invoices", level: 1 })).toBeVisible();
  const rows = page.getByRole("row");
  await expect(rows.filter({ hasText: "INV-0002" })).toContainText("Paid");
  await expect(rows.filter({ hasText: "INV-0001" })).toContainText("Paid");
  await expect(page.getByTestId("outstanding-total")).toHaveText("£0.00");
  await snap(page, "invoices-list-1280");
  await page.setViewportSize(phone);
  await expect(page.getByRole("list", { name: "Invoices" })).toBeVisible();
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await snap(page, "invoices-list-375");

  // Invoiced in full: the quote offers no invoice more, and says why.
  await page.goto(`/dashboard/quotes/${quoteId}`);
  await page.getByRole("button", { name: "Create Invoice" }).click();
  await expect(page.getByRole("menu")).toContainText(
    "This quote is already invoiced in full on INV-0002",
  );
  for (const name of ["Deposit invoice", /Final invoice/, "Full invoice"]) {
    await expect(page.getByRole("menuitem", { name })).toBeDisabled();
  }
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await snap(page, "quote-invoiced-in-full-375");
  await page.keyboard.press("Escape");

  await page.goto("/dashboard");
  await expect(page.getByRole("group", { name: "Outstanding" })).toContainText("£0.00");
});

test("a reverse-charge customer's invoice shows the wording and excludes the VAT", async ({
  page,
}) => {
  await signUpViaApi(page);
  await page.setViewportSize(desktop);
  await page.goto("/dashboard/customers");
  await page.getByRole("button", { name: "Add Customer" }).click();
  const dialog = page.getByRole("dialog", { name: "Add Customer" });
  await dialog.getByLabel("First name").fill("Acme");
  await dialog.getByLabel("Last name").fill("Construction");
  await dialog
    .getByLabel("VAT-registered business customer (domestic reverse charge applies)")
    .check();
  await dialog.getByLabel("CIS contractor deduction").selectOption("20");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog).toBeHidden();
  const list = (await (await page.request.get("/api/customers")).json()) as {
    customers: { id: string; reverseCharge: boolean; cisRatePercent: number | null }[];
  };
  expect(list.customers[0]).toMatchObject({ reverseCharge: true, cisRatePercent: 20 });
  const quoteId = await acceptedQuote(page, list.customers[0]!.id);
  const created = await page.request.post("/api/invoices", {
    data: { quoteId, kind: "standard" },
  });
  expect(created.status()).toBe(201);
  const invoice = (await created.json()) as { id: string };

  await page.goto(`/dashboard/invoices/${invoice.id}`);
  await expect(
    page.getByRole("note").getByText("Reverse charge: customer to pay the VAT to HMRC"),
  ).toBeVisible();
  const totals = page.getByRole("definition").locator("..");
  await expect(totals.filter({ hasText: "VAT (reverse charge, not charged)" })).toContainText(
    "£300.00",
  );
  await expect(totals.filter({ hasText: /^CIS deduction/ })).toContainText("£200.00");
  // £1,500 net, no VAT charged, less CIS 20 % of £1,000 labour.
  await expect(page.getByTestId("invoice-balance")).toHaveText("£1,300.00");
  await snap(page, "invoice-reverse-charge-1280");
  await page.setViewportSize(phone);
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await snap(page, "invoice-reverse-charge-375");

  // The PDF, rendered to PNG for people to look at when poppler-utils is installed.
  const pdf = await page.request.get(`/api/invoices/${invoice.id}/pdf`);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  if (existsSync("/usr/bin/pdftoppm")) {
    writeFileSync("test-results/screens/invoice-reverse-charge.pdf", await pdf.body());
    execFileSync("pdftoppm", [
      "-png",
      "-r",
      "80",
      "-singlefile",
      "test-results/screens/invoice-reverse-charge.pdf",
      "test-results/screens/invoice-reverse-charge-pdf",
    ]);
  }
});

test("a draft invoice is deleted only after the question, on a phone", async ({ page }) => {
  await signUpViaApi(page);
  await page.setViewportSize(phone);
  const customer = await page.request.post("/api/customers", {
    data: { firstName: "Jane", lastName: "Fletcher", email: "jane@example.co.uk" },
  });
  const quoteId = await acceptedQuote(page, ((await customer.json()) as { id: string }).id);
  await page.goto(`/dashboard/quotes/${quoteId}`);
  await page.getByRole("button", { name: "Create Invoice" }).click();
  await page.getByRole("menuitem", { name: /^Deposit invoice/ }).click();
  const asked = page.getByRole("dialog", { name: "Deposit invoice" });
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await snap(page, "invoice-deposit-dialog-375");
  await asked.getByRole("button", { name: "Create deposit invoice" }).click();
  await expect(page.getByRole("heading", { name: "Deposit Invoice INV-0001" })).toBeVisible();

  await page.getByRole("button", { name: "Delete Draft" }).click();
  const confirm = page.getByRole("dialog", { name: "Delete draft INV-0001?" });
  await expect(confirm).toContainText("its number is not used again");
  const keep = confirm.getByRole("button", { name: "Keep it" });
  const box = await keep.boundingBox();
  expect(box!.height).toBeGreaterThanOrEqual(44);
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await snap(page, "invoice-delete-draft-phone");
  await keep.click();
  await expect(confirm).toBeHidden();
  await expect(page.getByRole("heading", { name: "Deposit Invoice INV-0001" })).toBeVisible();

  await page.getByRole("button", { name: "Delete Draft" }).click();
  await confirm.getByRole("button", { name: "Delete draft" }).click();
  await expect(page).toHaveURL(/\/dashboard\/invoices$/);
  await expect(page.getByText("Invoice Deleted")).toBeVisible();
  const left = await page.request.get("/api/invoices");
  expect(((await left.json()) as { invoices: unknown[] }).invoices).toHaveLength(0);
});

test("a business that takes no deposit by default can still ask for one on a job", async ({
  page,
}) => {
  await signUpViaApi(page);
  await page.setViewportSize(phone);
  const settings = await (await page.request.get("/api/settings/quote")).json();
  const saved = await page.request.put("/api/settings/quote", {
    data: { ...settings, depositPercent: 0, defaultTerms: "Payment due on completion." },
  });
  expect(saved.status()).toBe(200);
  const customer = await page.request.post("/api/customers", {
    data: { firstName: "Jane", lastName: "Fletcher", email: "jane@example.co.uk" },
  });
  const quoteId = await acceptedQuote(page, ((await customer.json()) as { id: string }).id);
  await page.goto(`/dashboard/quotes/${quoteId}`);
  await page.getByRole("button", { name: "Create Invoice" }).click();
  await expect(page.getByRole("menuitem", { name: "Full invoice", exact: true })).toBeEnabled();
  await page.getByRole("menuitem", { name: /^Deposit invoice/ }).click();
  const asked = page.getByRole("dialog", { name: "Deposit invoice" });
  const percent = asked.getByLabel("Deposit (% of the quote)");
  await expect(percent).toHaveValue("");
  await expect(asked).toContainText("Your Quote Settings ask for no deposit.");
  await asked.getByRole("button", { name: "Create deposit invoice" }).click();
  await expect(asked.getByRole("alert")).toHaveText(
    "The deposit must be a whole percentage from 1 to 100",
  );
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await snap(page, "quote-no-deposit-375");
  // A quarter of the £1,800.00 quote.
  await percent.fill("25");
  await asked.getByRole("button", { name: "Create deposit invoice" }).click();
  await expect(page.getByRole("heading", { name: "Deposit Invoice INV-0001" })).toBeVisible();
  await expect(page.getByTestId("invoice-balance")).toHaveText("£450.00");
});
