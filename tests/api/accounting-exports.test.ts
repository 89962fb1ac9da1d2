import { parse } from "csv-parse/sync";
import { eq } from "drizzle-orm";
import { strFromU8, unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { businesses } from "../../src/server/db/schema";
import { isoDay } from "../../src/shared/dates";
import { type Browser, signedInBrowser } from "../support/browser";
import { createCustomer, createInvoice, createOrder, createPayment } from "../support/factories";
import { createTestApp, type TestApp } from "../support/test-app";

let t: TestApp;
let a: Browser;
let b: Browser;

const businessIdOf = async (browser: Browser): Promise<string> =>
  (await (await browser.get("/api/me")).json()).business.id;

beforeAll(async () => {
  t = await createTestApp();
  a = (await signedInBrowser(t, { name: "Pat A" })).browser;
  b = (await signedInBrowser(t, { name: "Bo B" })).browser;
  const db = t.deps.db;
  const aId = await businessIdOf(a);
  await db.update(businesses).set({ vatNumber: "GB 123 4567 89" }).where(eq(businesses.id, aId));
  const customer = await createCustomer(db, {
    businessId: aId,
    firstName: "Sarah",
    lastName: "Thompson",
    email: "sarah@example.co.uk",
    address: "14 Acreman Street\nSherborne\nDT9 3NX",
  });
  const day = { issueDate: "2026-10-10", taxPoint: "2026-10-10", dueDate: "2026-10-24" };
  const inv = await createInvoice(db, {
    businessId: aId,
    status: "sent",
    customerId: customer.id,
    customerName: '=HYPERLINK("http://evil")',
    ...day,
  });
  await createInvoice(db, {
    businessId: aId,
    status: "sent",
    ...day,
    number: 2,
    customerName: "Build Co Ltd",
    reverseCharge: true,
    amountDuePence: 100_000,
    lines: [{ description: "Labour", quantity: 1, unitPricePence: 100_000, isLabour: true }],
  });
  await createInvoice(db, { businessId: aId, ...day, number: 3 }); // draft: never exported
  await createPayment(db, {
    invoiceId: inv.id,
    amountPence: 50_000,
    paidOn: "2026-10-20",
    method: "card",
  });
  await createOrder(db, { businessId: aId, createdAt: new Date("2026-10-12T09:00:00Z") });
  const bId = await businessIdOf(b);
  await createInvoice(db, {
    businessId: bId,
    status: "sent",
    ...day,
    customerName: "B's customer",
  });
});
afterAll(() => t.close());

async function files(res: Response) {
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toBe("application/zip");
  const zip = unzipSync(new Uint8Array(await res.arrayBuffer()));
  return Object.fromEntries(
    Object.entries(zip).map(([name, bytes]) => [
      name,
      parse(strFromU8(bytes), { columns: true }) as Record<string, string>[],
    ]),
  );
}

const headerOf = async (res: Response, file: string) => {
  const zip = unzipSync(new Uint8Array(await res.arrayBuffer()));
  return (parse(strFromU8(zip[file]!), { to_line: 1 }) as string[][])[0];
};

const range = "from=2026-10-01&to=2026-10-31";

describe("GET /api/exports/accounting", () => {
  it("Xero: the sales invoice template, one row per line, formulas escaped", async () => {
    const res = await a.get(`/api/exports/accounting?format=xero&${range}`);
    expect(res.headers.get("content-disposition")).toBe(
      'attachment; filename="sole-xero-2026-10-01-to-2026-10-31.zip"',
    );
    const csv = await files(res);
    expect(Object.keys(csv).sort()).toEqual([
      "xero-bills.csv",
      "xero-invoices.csv",
      "xero-payments.csv",
    ]);
    const rows = csv["xero-invoices.csv"]!;
    expect(rows).toHaveLength(3); // two lines of INV-0001, one of INV-0002; no draft, nothing of B
    expect(rows[0]).toEqual({
      "*ContactName": '\'=HYPERLINK("http://evil")',
      EmailAddress: "sarah@example.co.uk",
      POAddressLine1: "14 Acreman Street",
      POAddressLine2: "",
      POAddressLine3: "",
      POAddressLine4: "",
      POCity: "Sherborne",
      PORegion: "",
      POPostalCode: "DT9 3NX",
      POCountry: "United Kingdom",
      "*InvoiceNumber": "INV-0001",
      Reference: "",
      "*InvoiceDate": "10/10/2026",
      "*DueDate": "24/10/2026",
      InventoryItemCode: "",
      "*Description": "Labour: 3 days",
      "*Quantity": "3",
      "*UnitAmount": "250.00",
      Discount: "",
      "*AccountCode": "200",
      "*TaxType": "20% (VAT on Income)",
      TrackingName1: "",
      TrackingOption1: "",
      TrackingName2: "",
      TrackingOption2: "",
      Currency: "GBP",
      BrandingTheme: "",
    });
    expect(rows[1]).toMatchObject({ "*Quantity": "12", "*UnitAmount": "10.99" });
    expect(rows[2]).toMatchObject({
      "*InvoiceNumber": "INV-0002",
      "*TaxType": "Domestic Reverse Charge @ 20% (VAT on Income)",
    });
    expect(csv["xero-payments.csv"]).toEqual([
      {
        "*Date": "20/10/2026",
        "*Amount": "500.00",
        Payee: '\'=HYPERLINK("http://evil")',
        Description: "Payment of INV-0001 (card)",
        Reference: "INV-0001",
      },
    ]);
    const bills = csv["xero-bills.csv"]!;
    expect(bills).toHaveLength(2);
    expect(bills[0]).toMatchObject({
      "*InvoiceNumber": "PO-0001",
      "*InvoiceDate": "12/10/2026",
      "*DueDate": "11/11/2026",
      Description: "Plasterboard 12.5mm",
      "*Quantity": "10",
      "*UnitAmount": "10.99",
      "*AccountCode": "310",
      "*TaxType": "20% (VAT on Expenses)",
    });
  });

  it("QuickBooks Online: its invoice, bill and bank upload columns, UK tax codes", async () => {
    const csv = await files(await a.get(`/api/exports/accounting?format=quickbooks&${range}`));
    const [line] = csv["quickbooks-invoices.csv"]!;
    expect(Object.keys(line!)).toEqual([
      "InvoiceNo",
      "Customer",
      "InvoiceDate",
      "DueDate",
      "Terms",
      "Location",
      "Memo",
      "Item(Product/Service)",
      "ItemDescription",
      "ItemQuantity",
      "ItemRate",
      "ItemAmount",
      "ItemTaxCode",
      "ItemTaxAmount",
      "Currency",
      "Service Date",
    ]);
    expect(line).toMatchObject({
      InvoiceNo: "INV-0001",
      ItemQuantity: "3",
      ItemRate: "250.00",
      ItemAmount: "750.00",
      ItemTaxCode: "20.0% S",
      ItemTaxAmount: "150.00",
      "Service Date": "10/10/2026",
    });
    expect(csv["quickbooks-invoices.csv"]![2]).toMatchObject({ ItemTaxCode: "20.0% RC CIS" });
    expect(csv["quickbooks-payments.csv"]).toEqual([
      {
        Date: "20/10/2026",
        Description: '\'=HYPERLINK("http://evil"): payment of INV-0001',
        Amount: "500.00",
      },
    ]);
    expect(csv["quickbooks-bills.csv"]![0]).toMatchObject({
      "Bill No": "PO-0001",
      "Bill Date": "12/10/2026",
      Account: "Cost of sales",
      "Line Amount": "109.90",
      "Line Tax Code": "20.0% S",
      "Line Tax Amount": "21.98",
    });
  });

  it("FreeAgent: its invoice and bill fields and the bank statement CSV", async () => {
    const res = await a.get(`/api/exports/accounting?format=freeagent&${range}`);
    const csv = await files(res);
    expect(csv["freeagent-invoices.csv"]![0]).toEqual({
      contact_name: '\'=HYPERLINK("http://evil")',
      reference: "INV-0001",
      dated_on: "10/10/2026",
      due_on: "24/10/2026",
      item_type: "Services",
      quantity: "3",
      price: "250.00",
      description: "Labour: 3 days",
      sales_tax_rate: "20",
      is_reverse_charge: "false",
      cis_deduction: "0.00",
    });
    expect(csv["freeagent-payments.csv"]).toEqual([
      {
        Date: "20/10/2026",
        Amount: "500.00",
        Description: '\'=HYPERLINK("http://evil"): payment of INV-0001',
      },
    ]);
    expect(csv["freeagent-bills.csv"]![1]).toMatchObject({
      reference: "PO-0001",
      description: "Multi-finish 25kg × 2.5",
      sales_tax_rate: "20",
    });
  });

  it("writes the header even when the period holds nothing", async () => {
    const res = await b.get("/api/exports/accounting?format=xero&from=2025-01-01&to=2025-01-31");
    expect(await headerOf(res, "xero-payments.csv")).toEqual([
      "*Date",
      "*Amount",
      "Payee",
      "Description",
      "Reference",
    ]);
  });

  it("logs each export; since=last starts the day after the last one ended", async () => {
    const { browser: c } = await signedInBrowser(t, { name: "Cy C" });
    const first = await c.get("/api/exports/accounting?format=xero&since=last");
    expect(first.status).toBe(400);
    expect((await first.json()).error.message).toBe(
      "There is no earlier export yet: choose the dates for the first one",
    );
    const yesterday = isoDay(new Date(Date.now() - 86_400_000));
    expect(
      (await c.get(`/api/exports/accounting?format=xero&from=2026-01-01&to=${yesterday}`)).status,
    ).toBe(200);
    const next = await c.get("/api/exports/accounting?format=freeagent&since=last");
    const today = isoDay(new Date());
    expect(next.headers.get("content-disposition")).toContain(
      `sole-freeagent-${today}-to-${today}.zip`,
    );
    const again = await c.get("/api/exports/accounting?format=freeagent&since=last");
    expect(again.status).toBe(400);
    expect((await again.json()).error.message).toBe(
      "Nothing new since the last export: it went up to today",
    );
    const list = (await (await c.get("/api/exports")).json()).exports;
    expect(list.map((e: { format: string; from: string }) => [e.format, e.from])).toEqual([
      ["freeagent", today],
      ["xero", "2026-01-01"],
    ]);
  });

  it("lists only the business's own exports, with what each held", async () => {
    const mine = (await (await a.get("/api/exports")).json()).exports;
    expect(mine[0]).toMatchObject({
      format: "freeagent",
      invoiceCount: 2,
      paymentCount: 1,
      billCount: 1,
    });
    const theirs = (await (await b.get("/api/exports")).json()).exports;
    expect(theirs).toHaveLength(1);
    expect(theirs[0]).toMatchObject({ invoiceCount: 0, from: "2025-01-01" });
  });

  it.each([
    ["format=sage&from=2026-10-01&to=2026-10-31", "Choose Xero, QuickBooks or FreeAgent"],
    ["format=xero", "Choose the dates to export, or since the last export"],
    [
      "format=xero&from=2026-10-31&to=2026-10-01",
      "The start date must be on or before the end date",
    ],
    ["format=xero&from=2020-10-01&to=2026-10-01", "Choose a period of at most 2 years"],
  ])("answers 400 for %s", async (query, message) => {
    const res = await a.get(`/api/exports/accounting?${query}`);
    expect(res.status).toBe(400);
    expect((await res.json()).error.message).toBe(message);
  });

  it("FreeAgent bills carry the amount before VAT, the VAT and the total with it", async () => {
    const csv = await files(await a.get(`/api/exports/accounting?format=freeagent&${range}`));
    expect(csv["freeagent-bills.csv"]![0]).toMatchObject({
      reference: "PO-0001",
      total_value_ex_tax: "109.90",
      sales_tax_value: "21.98",
      total_value: "131.88",
    });
  });

  it("answers 401 when signed out", async () => {
    expect((await t.request("/api/exports")).status).toBe(401);
    expect((await t.request(`/api/exports/accounting?format=xero&${range}`)).status).toBe(401);
  });
});

describe("entered expenses in the accounting exports", () => {
  let d: Browser;
  let e: Browser;
  const expense = (browser: Browser, json: Record<string, unknown>) =>
    browser.post("/api/expenses", json).then(async (res) => {
      expect(res.status).toBe(201);
      return (await res.json()) as { id: string };
    });
  const ref = (id: string) => `EXP-${id.slice(0, 8).toUpperCase()}`;
  let van: { id: string };
  let power: { id: string };

  beforeAll(async () => {
    d = (await signedInBrowser(t, { name: "Di D" })).browser;
    e = (await signedInBrowser(t, { name: "Ed E" })).browser;
    await t.deps.db
      .update(businesses)
      .set({ vatNumber: "GB 987 6543 21" })
      .where(eq(businesses.id, await businessIdOf(d)));
    // The last day of the July-September quarter and the first of October's.
    van = await expense(d, {
      spentOn: "2026-09-30",
      category: "carVanTravelExpenses",
      supplier: "=CMD|' /C calc'!A0",
      description: "Diesel",
      netPence: 6_000,
      vatPence: 1_200,
    });
    power = await expense(d, {
      spentOn: "2026-10-01",
      category: "premisesRunningCosts",
      description: "Workshop electricity",
      netPence: 10_000,
      vatPence: 500,
    });
    // Another business's expense on the same days, and a business not registered for VAT.
    await expense(e, {
      spentOn: "2026-09-30",
      category: "adminCosts",
      supplier: "Screwfix",
      description: "Printer ink",
      netPence: 2_000,
      vatPence: 400,
    });
  });

  const q3 = "from=2026-07-01&to=2026-09-30";
  const q4 = "from=2026-10-01&to=2026-12-31";

  it("Xero: each expense a bill in its own quarter, account code, VAT and formulas escaped", async () => {
    const july = (await files(await d.get(`/api/exports/accounting?format=xero&${q3}`)))[
      "xero-bills.csv"
    ]!;
    expect(july).toEqual([
      {
        "*ContactName": "'=CMD|' /C calc'!A0",
        EmailAddress: "",
        POAddressLine1: "",
        POAddressLine2: "",
        POAddressLine3: "",
        POAddressLine4: "",
        POCity: "",
        PORegion: "",
        POPostalCode: "",
        POCountry: "",
        "*InvoiceNumber": ref(van.id),
        "*InvoiceDate": "30/09/2026",
        "*DueDate": "30/09/2026",
        InventoryItemCode: "",
        Description: "Diesel",
        "*Quantity": "1",
        "*UnitAmount": "60.00",
        "*AccountCode": "449",
        "*TaxType": "20% (VAT on Expenses)",
        TaxAmount: "12.00",
        TrackingName1: "",
        TrackingOption1: "",
        TrackingName2: "",
        TrackingOption2: "",
        Currency: "GBP",
      },
    ]);
    const october = (await files(await d.get(`/api/exports/accounting?format=xero&${q4}`)))[
      "xero-bills.csv"
    ]!;
    expect(october).toHaveLength(1);
    expect(october[0]).toMatchObject({
      "*ContactName": "Sundry supplier",
      "*InvoiceNumber": ref(power.id),
      "*InvoiceDate": "01/10/2026",
      "*UnitAmount": "100.00",
      "*AccountCode": "469",
      "*TaxType": "5% (VAT on Expenses)",
      TaxAmount: "5.00",
    });
  });

  it("QuickBooks Online: bill import rows with the account name, net and VAT", async () => {
    const bills = (
      await files(
        await d.get("/api/exports/accounting?format=quickbooks&from=2026-09-01&to=2026-10-31"),
      )
    )["quickbooks-bills.csv"]!;
    expect(bills).toEqual([
      {
        "Bill No": ref(van.id),
        Supplier: "'=CMD|' /C calc'!A0",
        "Bill Date": "30/09/2026",
        "Due Date": "30/09/2026",
        Terms: "",
        Location: "",
        Memo: "",
        Account: "Vehicle expenses",
        "Line Description": "Diesel",
        "Line Amount": "60.00",
        "Line Tax Code": "20.0% S",
        "Line Tax Amount": "12.00",
        Currency: "GBP",
      },
      expect.objectContaining({
        "Bill No": ref(power.id),
        Supplier: "Sundry supplier",
        "Bill Date": "01/10/2026",
        Account: "Rent or lease payments",
        "Line Amount": "100.00",
        "Line Tax Code": "5.0% R",
        "Line Tax Amount": "5.00",
      }),
    ]);
  });

  it("FreeAgent: category, net, VAT and total; the October quarter holds only October's", async () => {
    const october = (await files(await d.get(`/api/exports/accounting?format=freeagent&${q4}`)))[
      "freeagent-bills.csv"
    ]!;
    expect(october).toEqual([
      {
        contact_name: "Sundry supplier",
        reference: ref(power.id),
        dated_on: "01/10/2026",
        due_on: "01/10/2026",
        category: "Rent",
        description: "Workshop electricity",
        total_value_ex_tax: "100.00",
        sales_tax_rate: "5",
        sales_tax_value: "5.00",
        total_value: "105.00",
      },
    ]);
    const july = (await files(await d.get(`/api/exports/accounting?format=freeagent&${q3}`)))[
      "freeagent-bills.csv"
    ]!;
    expect(july.map((r) => [r.reference, r.category, r.total_value])).toEqual([
      [ref(van.id), "Motor Expenses", "72.00"],
    ]);
    const logged = (await (await d.get("/api/exports")).json()).exports;
    expect(logged[0]).toMatchObject({ format: "freeagent", from: "2026-07-01", billCount: 1 });
  });

  it("not VAT registered: the whole amount paid is the cost, with no VAT to reclaim", async () => {
    const csv = await files(await e.get(`/api/exports/accounting?format=freeagent&${q3}`));
    expect(csv["freeagent-bills.csv"]).toEqual([
      expect.objectContaining({
        contact_name: "Screwfix",
        category: "Office Costs",
        total_value_ex_tax: "24.00",
        sales_tax_rate: "0",
        sales_tax_value: "0.00",
        total_value: "24.00",
      }),
    ]);
    const xero = await files(await e.get(`/api/exports/accounting?format=xero&${q3}`));
    expect(xero["xero-bills.csv"]![0]).toMatchObject({
      "*UnitAmount": "24.00",
      "*AccountCode": "453",
      "*TaxType": "No VAT",
      TaxAmount: "0.00",
    });
  });
});
