import { mkdirSync, writeFileSync } from "node:fs";
import type { APIRequestContext, Page } from "@playwright/test";
import { formatPence } from "../../src/shared/money";
import { seriousViolations } from "./axe";
import { desktop, expect, horizontalOverflow, phone, signUpViaApi, snap, test } from "./fixtures";

const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/London" }).format(new Date());

/** An accepted quote for a customer, invoiced (standard) and part or fully paid today. */
async function invoicedJob(
  request: APIRequestContext,
  customer: Record<string, unknown>,
  quote: {
    name: string;
    laborDays: number;
    materials: { name: string; pence: number; quantity: number }[];
  },
  paidPence: (amountDuePence: number) => number,
) {
  const c = await request.post("/api/customers", { data: customer });
  expect(c.status()).toBe(201);
  const q = await request.post("/api/quotes", {
    data: {
      name: quote.name,
      customerId: (await c.json()).id,
      jobDescription: quote.name,
      materials: quote.materials.map((m) => ({
        name: m.name,
        quantity: m.quantity,
        unit: "each",
        netUnitPricePence: m.pence,
        markupPercent: 15,
      })),
      laborDays: quote.laborDays,
      dayRatePence: 25000,
      vatRate: 20,
    },
  });
  expect(q.status()).toBe(201);
  const quoteId = (await q.json()).id as string;
  const accepted = await request.post(`/api/quotes/${quoteId}/status`, {
    data: { status: "accepted" },
  });
  expect(accepted.status()).toBe(200);
  const inv = await request.post("/api/invoices", { data: { quoteId, kind: "standard" } });
  expect(inv.status()).toBe(201);
  const invoice = (await inv.json()) as { id: string; reference: string; amountDuePence: number };
  const paid = await request.post(`/api/invoices/${invoice.id}/payments`, {
    data: {
      amountPence: paidPence(invoice.amountDuePence),
      paidOn: today,
      method: "bank transfer",
    },
  });
  expect(paid.status()).toBe(201);
  return invoice;
}

/** The demo business's details, two paid jobs (one for a reverse-charge CIS contractor) and an order. */
async function booksOfTheQuarter(page: Page) {
  const request = page.request;
  const details = await request.put("/api/settings/business", {
    data: {
      businessName: "Harbour Building & Plastering",
      address: "Unit 4, Coldharbour Business Park, Sherborne DT9 4JW",
      phone: "01935 812 440",
      email: "",
      website: "",
      vatNumber: "GB 123 4567 89",
      margin: 15,
    },
  });
  expect(details.status()).toBe(200);
  await invoicedJob(
    request,
    {
      firstName: "Sarah",
      lastName: "Thompson",
      email: "sarah.thompson@example.co.uk",
      address: "14 Acreman Street, Sherborne DT9 3NX",
    },
    {
      name: "Loft room stud wall and boarding",
      laborDays: 3,
      materials: [
        { name: "Plasterboard 12.5mm 2400x1200", pence: 1099, quantity: 12 },
        { name: "CLS timber 38x63mm 2.4m", pence: 385, quantity: 14 },
        { name: "Insulation roll 100mm", pence: 2450, quantity: 3 },
      ],
    },
    (due) => due,
  );
  await invoicedJob(
    request,
    {
      firstName: "Acme",
      lastName: "Construction",
      email: "accounts@acme.example",
      reverseCharge: true,
      cisRatePercent: 20,
    },
    {
      name: "Skim coat to new extension",
      laborDays: 4,
      materials: [{ name: "Multi-finish 25kg", pence: 1249, quantity: 8 }],
    },
    (due) => Math.floor(due / 2),
  );
  const account = await request.post("/api/trade-accounts", {
    data: {
      merchantId: 1,
      accountNumber: "SF-204511",
      accountName: "Harbour Building",
      isDefault: true,
    },
  });
  expect(account.status()).toBe(201);
  const order = await request.post("/api/orders", {
    data: {
      tradeAccountId: (await account.json()).id,
      deliveryAddress: "14 Acreman Street, Sherborne DT9 3NX",
      lines: [
        {
          name: "Plasterboard 12.5mm",
          sku: "SF-001",
          merchantId: 1,
          quantity: 12,
          unit: "sheets",
          unitPricePence: 1099,
        },
        {
          name: "Drywall screws 1000",
          sku: "SF-002",
          merchantId: 1,
          quantity: 2,
          unit: "boxes",
          unitPricePence: 899,
        },
      ],
    },
  });
  expect(order.status()).toBe(200);
}

test("Reports: VAT boxes match the API, MTD quarter and its CSV, an export downloads and is listed", async ({
  page,
}) => {
  await signUpViaApi(page);
  await booksOfTheQuarter(page);
  await page.setViewportSize(desktop);
  await page.goto("/dashboard");
  await page
    .getByRole("navigation", { name: "Main" })
    .getByRole("link", { name: "Reports" })
    .click();
  await expect(page.getByRole("heading", { name: "Reports", level: 1 })).toBeVisible();

  // The quarter under way (first in the picker) holds today's invoices.
  const picker = page.getByLabel("Quarter", { exact: true }).first();
  const quarterValue = await picker.locator("option").first().getAttribute("value");
  await picker.selectOption(quarterValue!);
  const from = await page.getByLabel("From").first().inputValue();
  const to = await page.getByLabel("To").first().inputValue();
  const vat = await (
    await page.request.get(`/api/reports/vat-return?from=${from}&to=${to}`)
  ).json();
  for (const n of [1, 2, 3, 4, 5, 6, 7, 8, 9]) {
    await expect(page.getByTestId(`box${n}`)).toHaveText(formatPence(vat.boxes[`box${n}Pence`]));
  }
  expect(vat.boxes.box1Pence).toBeGreaterThan(0);
  await page
    .getByText(/records? behind it/)
    .first()
    .click();
  await expect(page.getByRole("list", { name: "VAT return boxes" })).toContainText("INV-0001");

  const mtdQuarter = await page.getByLabel("Quarter", { exact: true }).nth(1).inputValue();
  const taxYear = await page.getByLabel("Tax year").inputValue();
  const mtd = await (
    await page.request.get(`/api/reports/mtd-quarter?taxYear=${taxYear}&quarter=${mtdQuarter}`)
  ).json();
  await expect(page.getByTestId("mtd-turnover")).toHaveText(formatPence(mtd.turnoverPence));
  await expect(page.getByTestId("mtd-expenses")).toHaveText(formatPence(mtd.totalExpensesPence));

  const csvDownload = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download CSV" }).click();
  const csv = await csvDownload;
  expect(csv.suggestedFilename()).toBe(`sole-mtd-${taxYear}-q${mtdQuarter}.csv`);

  // Before the export: its success toast (the shared sonner host) is left out of this audit.
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByLabel("Software").selectOption("quickbooks");
  await page.getByLabel("From").last().fill(from);
  await page.getByLabel("To").last().fill(to);
  const zipDownload = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export" }).click();
  expect((await zipDownload).suggestedFilename()).toBe(`sole-quickbooks-${from}-to-${to}.zip`);
  const past = page.getByRole("list", { name: "Past exports" });
  await expect(past).toContainText("QuickBooks Online");
  await expect(past).toContainText("2 invoices, 2 payments, 1 bill");

  // Since the last export: nothing new today, said in words.
  await page.getByLabel("Everything since the last export").check();
  await page.getByRole("button", { name: "Export" }).click();
  await expect(page.getByRole("alert")).toContainText("Nothing new since the last export");

  await snap(page, "reports-1280");

  await page.setViewportSize(phone);
  await page.reload();
  await page.getByLabel("Quarter", { exact: true }).first().selectOption(quarterValue!);
  await expect(page.getByTestId("box1")).toHaveText(formatPence(vat.boxes.box1Pence));
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await snap(page, "reports-375");
  expect(await seriousViolations(page)).toEqual([]);

  mkdirSync("test-results", { recursive: true });
  writeFileSync("test-results/reports-figures.json", JSON.stringify({ vat, mtd }, null, 2));
});

test("Settings: the VAT scheme card saves the flat rate and the report uses it", async ({
  page,
}) => {
  await signUpViaApi(page);
  await page.setViewportSize(phone);
  await page.goto("/dashboard/settings");
  await page.getByLabel("VAT accounting scheme").selectOption("flat-rate");
  await page.getByLabel("Your trade's flat rate (%)").fill("14.5");
  await page.getByRole("button", { name: "Save VAT settings" }).click();
  await expect(page.getByText("VAT and tax settings saved")).toBeVisible();
  const saved = await (await page.request.get("/api/settings/books")).json();
  expect(saved).toEqual({
    vatScheme: "flat-rate",
    flatRatePercent: 14.5,
    mtdQuarterBasis: "tax-year",
  });
  await page.getByLabel("Your trade's flat rate (%)").fill("25");
  await page.getByRole("button", { name: "Save VAT settings" }).click();
  await expect(page.getByText("The flat rate must be between 0% and 20%")).toBeVisible();
  await page.goto("/dashboard/reports");
  await expect(page.getByText("Scheme: Flat rate at 14.5%")).toBeVisible();
});

test("the demo business: its quote invoiced and paid, materials ordered, this quarter's figures", async ({
  page,
}) => {
  await page.goto("/");
  await page.getByRole("link", { name: "Try Demo" }).first().click();
  await expect(page).toHaveURL(/\/dashboard$/);
  const request = page.request;
  const list = await (await request.get("/api/quotes")).json();
  const quote = (list.quotes ?? list.items ?? list)[0] as { id: string; name: string };
  expect(quote.name).toBe("Loft room stud wall and boarding");
  const accepted = await request.post(`/api/quotes/${quote.id}/status`, {
    data: { status: "accepted" },
  });
  expect(accepted.status()).toBe(200);
  const created = await request.post("/api/invoices", {
    data: { quoteId: quote.id, kind: "standard" },
  });
  expect(created.status()).toBe(201);
  const invoice = (await created.json()) as { id: string; amountDuePence: number };
  const paid = await request.post(`/api/invoices/${invoice.id}/payments`, {
    data: { amountPence: invoice.amountDuePence, paidOn: today, method: "bank transfer" },
  });
  expect(paid.status()).toBe(201);
  const accounts = (await (await request.get("/api/trade-accounts")).json()) as {
    accounts?: { id: string; merchantId: number }[];
  };
  const account = (
    accounts.accounts ?? (accounts as unknown as { id: string; merchantId: number }[])
  ).find((a) => a.merchantId === 1);
  const order = await request.post("/api/orders", {
    data: {
      tradeAccountId: account!.id,
      deliveryAddress: "14 Acreman Street, Sherborne DT9 3NX",
      lines: [
        {
          name: "Plasterboard 12.5mm",
          sku: "SF-001",
          merchantId: 1,
          quantity: 12,
          unit: "sheets",
          unitPricePence: 1099,
        },
        {
          name: "CLS timber 2.4m",
          sku: "SF-014",
          merchantId: 1,
          quantity: 14,
          unit: "lengths",
          unitPricePence: 385,
        },
      ],
    },
  });
  expect(order.status()).toBe(200);
  await page.setViewportSize(desktop);
  await page.goto("/dashboard/reports");
  const picker = page.getByLabel("Quarter", { exact: true }).first();
  await picker.selectOption((await picker.locator("option").first().getAttribute("value"))!);
  const from = await page.getByLabel("From").first().inputValue();
  const to = await page.getByLabel("To").first().inputValue();
  const vat = await (await request.get(`/api/reports/vat-return?from=${from}&to=${to}`)).json();
  await expect(page.getByTestId("box1")).toHaveText(formatPence(vat.boxes.box1Pence));
  const taxYear = await page.getByLabel("Tax year").inputValue();
  const q = await page.getByLabel("Quarter", { exact: true }).nth(1).inputValue();
  const mtd = await (
    await request.get(`/api/reports/mtd-quarter?taxYear=${taxYear}&quarter=${q}`)
  ).json();
  await expect(page.getByTestId("mtd-turnover")).toHaveText(formatPence(mtd.turnoverPence));
  await snap(page, "reports-demo-1280");
  mkdirSync("test-results", { recursive: true });
  writeFileSync("test-results/reports-demo-figures.json", JSON.stringify({ vat, mtd }, null, 2));
});

test("Reports: the VAT return and the MTD quarter that failed to load come back with Try again", async ({
  page,
}) => {
  await signUpViaApi(page);
  // Both reports fail (each load and its automatic retries) until the server is "back".
  let down = true;
  await page.route(/\/api\/reports\/(vat-return|mtd-quarter)\?/, (route) =>
    down
      ? route.fulfill({
          status: 500,
          contentType: "application/json",
          body: JSON.stringify({
            error: { code: "internal", message: "Something went wrong. Please try again later." },
          }),
        })
      : route.fallback(),
  );
  await page.setViewportSize(phone);
  await page.goto("/dashboard/reports");
  const vat = page.getByRole("region", { name: "VAT return", exact: true });
  const mtd = page.getByRole("region", { name: "Making Tax Digital: quarterly update" });
  // The data layer retries three times (1, 2 and 4 s apart) before it shows the failure.
  await expect(vat.getByRole("alert")).toContainText("The VAT return could not be loaded", {
    timeout: 20_000,
  });
  await expect(mtd.getByRole("alert")).toContainText("The quarterly update could not be loaded", {
    timeout: 20_000,
  });
  await vat.scrollIntoViewIfNeeded();
  await snap(page, "reports-load-error-375");
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  expect(await seriousViolations(page)).toEqual([]);

  down = false;
  await vat.getByRole("button", { name: "Try again" }).click();
  await expect(vat.getByTestId("box1")).toHaveText("£0.00");
  await expect(vat.getByRole("alert")).toHaveCount(0);
  await mtd.getByRole("button", { name: "Try again" }).click();
  await expect(mtd.getByTestId("mtd-turnover")).toHaveText("£0.00");
  await expect(mtd.getByRole("alert")).toHaveCount(0);
});
