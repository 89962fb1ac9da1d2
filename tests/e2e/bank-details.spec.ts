import { mkdirSync, writeFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { extractText, getDocumentProxy } from "unpdf";
import { desktop, expect, horizontalOverflow, phone, signUpViaApi, snap, test } from "./fixtures";

/** Issue 17 item 6: bank details in Settings reach the invoice page, its PDF and send dialog. */

/** A customer, an accepted quote (£500 materials at cost + 4 days × £250) and its invoice. */
async function draftInvoice(page: Page) {
  const customer = await page.request.post("/api/customers", {
    data: { firstName: "Jane", lastName: "Fletcher", email: "jane@example.co.uk" },
  });
  const customerId = ((await customer.json()) as { id: string }).id;
  const quote = await page.request.post("/api/quotes", {
    data: {
      name: "Extension plastering",
      customerId,
      jobDescription: "Plaster the new extension.",
      materials: [
        { name: "Plasterboard 12.5mm", quantity: 20, unit: "sheet", netUnitPricePence: 1500 },
      ].map((line) => ({ ...line, markupPercent: 0 })),
      laborDays: 4,
      dayRatePence: 25000,
      vatRate: 20,
    },
  });
  expect(quote.status()).toBe(201);
  const quoteId = ((await quote.json()) as { id: string }).id;
  const accepted = await page.request.post(`/api/quotes/${quoteId}/status`, {
    data: { status: "accepted" },
  });
  expect(accepted.status()).toBe(200);
  const invoice = await page.request.post("/api/invoices", {
    data: { quoteId, kind: "standard" },
  });
  expect(invoice.status()).toBe(201);
  return ((await invoice.json()) as { id: string }).id;
}

async function pdfText(page: Page, invoiceId: string) {
  const res = await page.request.get(`/api/invoices/${invoiceId}/pdf`);
  expect(res.status()).toBe(200);
  const bytes = await res.body();
  mkdirSync("test-results/screens", { recursive: true });
  writeFileSync("test-results/screens/invoice-bank-details.pdf", bytes);
  const doc = await getDocumentProxy(new Uint8Array(bytes));
  return (await extractText(doc, { mergePages: true })).text;
}

test("bank details in Settings reach the invoice, its PDF and its send dialog", async ({
  page,
}) => {
  await signUpViaApi(page, { name: "Pat Plasterer" });
  await page.setViewportSize(desktop);
  const invoiceId = await draftInvoice(page);

  // No bank details yet: the business is told, and the PDF says nothing about transfers.
  await page.goto(`/dashboard/invoices/${invoiceId}`);
  const warning = page.getByText("Add your bank details in Settings so customers can pay you");
  await expect(warning).toBeVisible();
  await expect(page.getByText("Pay by bank transfer")).toHaveCount(0);
  expect(await pdfText(page, invoiceId)).not.toContain("bank transfer");
  await page.getByRole("button", { name: "Send" }).click();
  const send = page.getByRole("dialog", { name: "Send Invoice" });
  await expect(send.getByText(/Add your bank details in Settings/)).toBeVisible();
  await snap(page, "invoice-send-no-bank-details-desktop");
  await send.getByRole("button", { name: "Cancel" }).click();

  await page.getByRole("link", { name: "Add bank details" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible();
  const sortCode = page.getByLabel("Sort code");
  await expect(sortCode).toHaveAttribute("inputmode", "numeric");
  await expect(page.getByLabel("Payment terms (days)")).toHaveValue("14");
  await page.getByLabel("Account name").fill("Pat Plastering Ltd");
  await sortCode.fill("20000");
  await page.getByLabel("Account number").fill("5577991");
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("Sort code must be 6 digits")).toBeVisible();
  await expect(page.getByText("Account number must be 8 digits")).toBeVisible();

  await sortCode.fill("");
  await sortCode.pressSequentially("200000");
  await expect(sortCode).toHaveValue("20-00-00");
  await page.getByLabel("Account number").fill("55779911");
  await page.getByLabel("Payment terms (days)").fill("30");
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("Business details saved")).toBeVisible();
  await expect(page.getByRole("group", { name: "Bank details" })).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 0));
  await snap(page, "settings-bank-details-desktop");
  await page.setViewportSize(phone);
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await page.evaluate(() => window.scrollTo(0, 0));
  await snap(page, "settings-bank-details-phone");

  await page.reload();
  await expect(page.getByLabel("Sort code")).toHaveValue("20-00-00");
  await expect(page.getByLabel("Payment terms (days)")).toHaveValue("30");

  // The invoice now carries the block, with its number as the reference.
  await page.setViewportSize(desktop);
  await page.goto(`/dashboard/invoices/${invoiceId}`);
  const block = page.getByRole("definition");
  await expect(page.getByText("Pay by bank transfer")).toBeVisible();
  await expect(block.filter({ hasText: "20-00-00" })).toBeVisible();
  await expect(block.filter({ hasText: "55779911" })).toBeVisible();
  await expect(block.filter({ hasText: "INV-0001" })).toBeVisible();
  await expect(warning).toHaveCount(0);
  await snap(page, "invoice-bank-details-desktop");
  await page.setViewportSize(phone);
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await snap(page, "invoice-bank-details-phone");

  const text = await pdfText(page, invoiceId);
  expect(text).toContain("Pay by bank transfer");
  expect(text).toContain("20-00-00");
  expect(text).toContain("55779911");
  expect(text).toMatch(/Reference:\s*INV-0001/);
  const pdfLink = page.getByRole("link", { name: "Download PDF" });
  await expect(pdfLink).toHaveAttribute("href", `/api/invoices/${invoiceId}/pdf?download`);

  await page.getByRole("button", { name: "Send" }).click();
  await expect(
    page.getByRole("dialog", { name: "Send Invoice" }).getByText(/Add your bank details/),
  ).toHaveCount(0);
});
