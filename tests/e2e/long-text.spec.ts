import { expect, horizontalOverflow, phone, signUpViaApi, snap, test } from "./fixtures";

/**
 * Long names never widen a phone screen. A text cut short with an ellipsis (`truncate`) inside a
 * grid's automatic column widened the column instead of being cut (a final invoice's payment
 * note scrolled the page 58 px sideways); src/web/index.css gives every grid's implicit columns
 * minmax(0, 1fr), so the text is cut where the screen ends.
 */
const CUSTOMER = "Montgomery-Fitzwilliam Worthington-Smythe of Great Snoring";
const QUOTE = "Full refurbishment of the ground floor, rear extension and loft conversion";
const NOTE =
  "Bank transfer from Montgomery-Fitzwilliam Worthington-Smythe, reference FINAL-BALANCE";
const EXPENSE = "Scaffolding hire for the rear extension and loft conversion at Great Snoring";

test("long customer, quote, payment and expense names never scroll a 375 px phone sideways", async ({
  page,
}) => {
  await signUpViaApi(page);
  const customer = await page.request.post("/api/customers", {
    data: { firstName: "Bartholomew", lastName: CUSTOMER, email: "bart@example.co.uk" },
  });
  expect(customer.status(), await customer.text()).toBe(201);
  const customerId = ((await customer.json()) as { id: string }).id;
  const quote = await page.request.post("/api/quotes", {
    data: {
      name: QUOTE,
      customerId,
      jobDescription: "Strip out, re-plaster and decorate.",
      laborDays: 2,
      dayRatePence: 25000,
    },
  });
  expect(quote.status(), await quote.text()).toBe(201);
  const quoteId = ((await quote.json()) as { id: string }).id;
  const draft = await page.request.post("/api/quotes", {
    data: {
      name: QUOTE,
      customerId,
      jobDescription: "Second fix.",
      laborDays: 1,
      dayRatePence: 25000,
    },
  });
  expect(draft.status(), await draft.text()).toBe(201);
  const draftId = ((await draft.json()) as { id: string }).id;
  const accepted = await page.request.post(`/api/quotes/${quoteId}/status`, {
    data: { status: "accepted" },
  });
  expect(accepted.ok()).toBeTruthy();
  const job = await page.request.post("/api/jobs", {
    data: { quoteId, startAt: "2027-01-04T08:00:00.000Z" },
  });
  expect(job.ok()).toBeTruthy();
  const jobId = ((await job.json()) as { id: string }).id;
  const invoice = await page.request.post("/api/invoices", {
    data: { quoteId, kind: "standard" },
  });
  expect(invoice.status(), await invoice.text()).toBe(201);
  const invoiceId = ((await invoice.json()) as { id: string }).id;
  const paid = await page.request.post(`/api/invoices/${invoiceId}/payments`, {
    data: { amountPence: 10000, paidOn: "2026-11-20", note: NOTE },
  });
  expect(paid.ok(), await paid.text()).toBeTruthy();
  const expense = await page.request.post("/api/expenses", {
    data: {
      spentOn: "2026-11-20",
      category: "costOfGoods",
      description: EXPENSE,
      supplier: CUSTOMER,
      netPence: 42000,
    },
  });
  expect(expense.status(), await expense.text()).toBe(201);

  await page.setViewportSize(phone);
  const screens = [
    ["invoices", "/dashboard/invoices", CUSTOMER],
    ["invoice", `/dashboard/invoices/${invoiceId}`, NOTE],
    ["jobs-list", "/dashboard/jobs/list?status=scheduled", QUOTE],
    ["job", `/dashboard/jobs/${jobId}`, QUOTE],
    ["quotes", "/dashboard/quotes", QUOTE],
    ["customers", "/dashboard/customers", CUSTOMER],
    ["reports", "/dashboard/reports", EXPENSE],
    ["quote", `/dashboard/quotes/${quoteId}`, QUOTE],
    ["builder", `/dashboard/quotes/${draftId}/edit`, "Edit Quote"],
    ["customer", `/dashboard/customers/${customerId}`, QUOTE],
    ["dashboard", "/dashboard", QUOTE],
  ] as const;
  for (const [name, path, text] of screens) {
    await page.goto(path);
    await expect(page.getByText(text, { exact: false }).first()).toBeAttached();
    expect(await horizontalOverflow(page), path).toBeLessThanOrEqual(0);
    await snap(page, `long-text-${name}-375`);
  }
});
