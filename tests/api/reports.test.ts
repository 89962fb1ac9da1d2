import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { businesses } from "../../src/server/db/schema";
import { percentOf } from "../../src/shared/quote-math";
import { type Browser, signedInBrowser } from "../support/browser";
import { createCustomer, createInvoice, createOrder, createPayment } from "../support/factories";
import { createTestApp, type TestApp } from "../support/test-app";

let t: TestApp;
let a: Browser;
let b: Browser;
let aId: string;
let orderNetPence: number;
const ids: Record<string, string> = {};

const businessIdOf = async (browser: Browser): Promise<string> =>
  (await (await browser.get("/api/me")).json()).business.id;

/**
 * Business A, VAT registered, October to December 2026: five issued invoices (20 %, 5 %, 0 %,
 * reverse charge, CIS), a draft and a September invoice that must not count, three payments and a
 * purchase order. Business B has its own invoice, payment and order in the same days.
 */
async function seedBooks() {
  const db = t.deps.db;
  await db.update(businesses).set({ vatNumber: "GB 123 4567 89" }).where(eq(businesses.id, aId));
  const sent = { businessId: aId, status: "sent" as const };
  const at = (day: string) => ({ issueDate: day, taxPoint: day, dueDate: day });
  const a1 = await createInvoice(db, {
    ...sent,
    ...at("2026-10-10"),
    customerName: "Sarah Thompson",
  });
  ids.a1 = a1.id;
  const a2 = await createInvoice(db, {
    ...sent,
    ...at("2026-11-02"),
    lines: [
      {
        description: "Conversion labour",
        quantity: 1,
        unitPricePence: 200_000,
        vatRate: 5,
        isLabour: true,
      },
    ],
  });
  ids.a2 = a2.id;
  await createInvoice(db, {
    ...sent,
    ...at("2026-11-20"),
    lines: [{ description: "Loft insulation", quantity: 1, unitPricePence: 45_000, vatRate: 0 }],
  });
  const contractor = await createCustomer(db, {
    businessId: aId,
    reverseCharge: true,
    cisRatePercent: 20,
  });
  const a4 = await createInvoice(db, {
    ...sent,
    ...at("2026-11-25"),
    customerId: contractor.id,
    customerName: "Build Co Ltd",
    reverseCharge: true,
    amountDuePence: 100_000,
    lines: [{ description: "Labour", quantity: 1, unitPricePence: 100_000, isLabour: true }],
  });
  ids.a4 = a4.id;
  const a5 = await createInvoice(db, {
    ...sent,
    ...at("2026-12-01"),
    customerName: "Main Contractor Ltd",
    cisDeductionPence: 20_000,
    amountDuePence: 100_000,
    lines: [{ description: "Labour", quantity: 1, unitPricePence: 100_000, isLabour: true }],
  });
  await createInvoice(db, { businessId: aId, ...at("2026-11-05") }); // draft: not issued
  const september = await createInvoice(db, { ...sent, ...at("2026-09-30") });
  await createPayment(db, {
    invoiceId: a1.id,
    amountPence: a1.amountDuePence,
    paidOn: "2026-10-20",
  });
  await createPayment(db, { invoiceId: a5.id, amountPence: 50_000, paidOn: "2026-12-10" });
  await createPayment(db, {
    invoiceId: september.id,
    amountPence: september.amountDuePence,
    paidOn: "2026-10-05",
  });
  const order = await createOrder(db, {
    businessId: aId,
    createdAt: new Date("2026-10-20T12:00:00Z"),
  });
  orderNetPence = order.totalPence;
  await createOrder(db, {
    businessId: aId,
    status: "cancelled",
    createdAt: new Date("2026-10-21T12:00:00Z"),
  });

  const bId = await businessIdOf(b);
  await db.update(businesses).set({ vatNumber: "GB 999 9999 99" }).where(eq(businesses.id, bId));
  const other = await createInvoice(db, { businessId: bId, status: "sent", ...at("2026-10-15") });
  await createPayment(db, { invoiceId: other.id, amountPence: 1_000, paidOn: "2026-10-16" });
  await createOrder(db, { businessId: bId, createdAt: new Date("2026-10-20T12:00:00Z") });
}

beforeAll(async () => {
  t = await createTestApp();
  a = (await signedInBrowser(t, { name: "Pat A" })).browser;
  b = (await signedInBrowser(t, { name: "Bo B" })).browser;
  aId = await businessIdOf(a);
  await seedBooks();
});
afterAll(() => t.close());

const quarter = "from=2026-10-01&to=2026-12-31";
const setScheme = (browser: Browser, vatScheme: string, flatRatePercent = 9.5) =>
  browser.request("/api/settings/books", {
    method: "PUT",
    json: { vatScheme, flatRatePercent, mtdQuarterBasis: "tax-year" },
  });

describe("GET /api/reports/vat-return", () => {
  it("invoice basis: 20 %, 5 %, 0 %, reverse charge and CIS invoices by tax point, the order in boxes 4 and 7", async () => {
    const res = await a.get(`/api/reports/vat-return?${quarter}`);
    expect(res.status).toBe(200);
    const body = await res.json();
    const vatIn = percentOf(orderNetPence, 20);
    // 17,638 (20 %) + 10,000 (5 %) + 0 + 0 (reverse charge) + 20,000 (CIS leaves VAT alone)
    expect(body.boxes).toEqual({
      box1Pence: 47_638,
      box2Pence: 0,
      box3Pence: 47_638,
      box4Pence: vatIn,
      box5Pence: 47_638 - vatIn,
      box6Pence: 533_100, // 533,188 in whole pounds
      box7Pence: Math.trunc(orderNetPence / 100) * 100,
      box8Pence: 0,
      box9Pence: 0,
    });
    expect(body.direction).toBe("pay");
    const sales = body.entries.filter((e: { kind: string }) => e.kind === "sale");
    expect(sales.map((e: { reference: string }) => e.reference)).toEqual([
      "INV-0001",
      "INV-0002",
      "INV-0003",
      "INV-0004",
      "INV-0005",
    ]);
    const reverse = body.entries.find((e: { id: string }) => e.id === ids.a4);
    expect(reverse).toMatchObject({ boxes: [6], vatPence: 0, netPence: 100_000 });
    const purchases = body.entries.filter((e: { kind: string }) => e.kind === "purchase");
    expect(purchases).toHaveLength(1);
    expect(purchases[0]).toMatchObject({
      boxes: [4, 7],
      netPence: orderNetPence,
      reference: "PO-0001",
    });
  });

  it("cash accounting: what was paid in the period, reverse charge still by invoice date", async () => {
    expect((await setScheme(a, "cash")).status).toBe(200);
    const body = await (await a.get(`/api/reports/vat-return?${quarter}`)).json();
    // INV-0001 paid in full 17,638; INV-0005 half paid 10,000; the September invoice paid 17,638
    expect(body.boxes.box1Pence).toBe(45_276);
    // 88,188 + 50,000 + 88,188 + 100,000 (reverse charge) = 326,376
    expect(body.boxes.box6Pence).toBe(326_300);
    expect(body.scheme).toBe("cash");
  });

  it("flat rate 9.5 %: box 1 on the VAT-inclusive turnover, nothing reclaimed", async () => {
    expect((await setScheme(a, "flat-rate", 9.5)).status).toBe(200);
    const body = await (await a.get(`/api/reports/vat-return?${quarter}`)).json();
    // 105,826 + 210,000 + 45,000 + 120,000 = 480,826 × 9.5 % = 45,678.47
    expect(body.flatRateTurnoverPence).toBe(480_826);
    expect(body.boxes).toMatchObject({
      box1Pence: 45_678,
      box4Pence: 0,
      box6Pence: 580_800,
      box7Pence: 0,
    });
    expect((await setScheme(a, "invoice")).status).toBe(200);
  });

  it("never counts another business's invoices, payments or orders", async () => {
    const body = await (await b.get(`/api/reports/vat-return?${quarter}`)).json();
    expect(body.entries.map((e: { reference: string }) => e.reference)).toEqual([
      "INV-0001",
      "PO-0001",
    ]);
    expect(body.entries.some((e: { id: string }) => Object.values(ids).includes(e.id))).toBe(false);
  });

  it.each([
    ["from=2026-12-31&to=2026-10-01", "The start date must be on or before the end date"],
    ["from=2024-01-01&to=2026-12-31", "Choose a period of at most 2 years"],
    ["from=2026-02-30&to=2026-03-31", "Please enter a date as YYYY-MM-DD"],
    ["from=01/10/2026&to=2026-12-31", "Please enter a date as YYYY-MM-DD"],
    ["to=2026-12-31", "Invalid input: expected string, received undefined"],
  ])("answers 400 for %s", async (query, message) => {
    const res = await a.get(`/api/reports/vat-return?${query}`);
    expect(res.status).toBe(400);
    const body = await res.json();
    if (!message.startsWith("Invalid input")) expect(body.error.message).toBe(message);
  });

  it("answers 401 when signed out", async () => {
    expect((await t.request(`/api/reports/vat-return?${quarter}`)).status).toBe(401);
  });
});

describe("GET /api/reports/mtd-quarter", () => {
  it("tax-year quarter 3 (6 October to 5 January), cash basis: turnover before VAT and CIS", async () => {
    const res = await a.get("/api/reports/mtd-quarter?taxYear=2026-27&quarter=3");
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({
      from: "2026-10-06",
      to: "2027-01-05",
      basis: "tax-year",
      accounting: "cash",
    });
    // INV-0001 net 88,188 paid in full; INV-0005 half of its net 100,000. The 5 October payment is Q2.
    expect(body.turnoverPence).toBe(138_188);
    expect(body.turnoverRecords.map((r: { reference: string }) => r.reference)).toEqual([
      "INV-0001",
      "INV-0005",
    ]);
    const goods = body.expenses.find((e: { key: string }) => e.key === "costOfGoods");
    expect(goods.amountPence).toBe(orderNetPence);
    expect(goods.records.map((r: { reference: string }) => r.reference)).toEqual(["PO-0001"]);
    expect(body.expenses).toHaveLength(15);
    expect(body.expenses.filter((e: { amountPence: number }) => e.amountPence !== 0)).toHaveLength(
      1,
    );
    expect(body.totalExpensesPence).toBe(orderNetPence);
  });

  it("calendar quarter 3 (October to December) takes in the 5 October payment", async () => {
    const body = await (
      await a.get("/api/reports/mtd-quarter?taxYear=2026-27&quarter=3&basis=calendar")
    ).json();
    expect(body).toMatchObject({ from: "2026-10-01", to: "2026-12-31", turnoverPence: 226_376 });
  });

  it("accruals: the invoices issued in the quarter, before VAT", async () => {
    const body = await (
      await a.get("/api/reports/mtd-quarter?taxYear=2026-27&quarter=3&accounting=accruals")
    ).json();
    expect(body.turnoverPence).toBe(88_188 + 200_000 + 45_000 + 100_000 + 100_000);
  });

  it("downloads as CSV with the figures and the records behind them", async () => {
    const res = await a.get("/api/reports/mtd-quarter?taxYear=2026-27&quarter=3&format=csv");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/csv");
    expect(res.headers.get("content-disposition")).toContain('filename="sole-mtd-2026-27-q3.csv"');
    const text = await res.text();
    expect(text.split("\n")[0]).toBe("Figure,Category,Amount (£),Record,Date,Record id");
    expect(text).toContain("Turnover,turnover,1381.88");
    expect(text).toContain("INV-0005 Main Contractor Ltd,turnover,500.00,payment,2026-12-10");
  });

  it("another business sees only its own records", async () => {
    const body = await (await b.get("/api/reports/mtd-quarter?taxYear=2026-27&quarter=3")).json();
    expect(body.turnoverRecords).toHaveLength(1);
    expect(body.turnoverRecords[0].id).not.toBe(ids.a1);
  });

  it.each([
    ["taxYear=2026-28&quarter=1", "Please enter a tax year such as 2026-27"],
    ["taxYear=2026-27&quarter=5", "The quarter must be 1, 2, 3 or 4"],
    ["taxYear=2026-27&quarter=1&basis=monthly", "Choose tax-year or calendar quarters"],
    ["taxYear=2026-27&quarter=1&accounting=both", "Choose cash or accruals"],
  ])("answers 400 for %s", async (query, message) => {
    const res = await a.get(`/api/reports/mtd-quarter?${query}`);
    expect(res.status).toBe(400);
    expect((await res.json()).error.message).toBe(message);
  });
});

describe("a draft invoice", () => {
  it("counts once it is paid: it was handed over as a PDF, so it was issued", async () => {
    const draft = await createInvoice(t.deps.db, {
      businessId: aId,
      issueDate: "2025-03-03",
      taxPoint: "2025-03-03",
      dueDate: "2025-03-17",
    });
    const period = "from=2025-03-01&to=2025-03-31";
    expect((await (await a.get(`/api/reports/vat-return?${period}`)).json()).entries).toEqual([]);
    await createPayment(t.deps.db, {
      invoiceId: draft.id,
      amountPence: 1_000,
      paidOn: "2025-04-01",
    });
    const body = await (await a.get(`/api/reports/vat-return?${period}`)).json();
    expect(body.entries.map((e: { id: string }) => e.id)).toEqual([draft.id]);
    expect(body.boxes.box1Pence).toBe(draft.vatPence);
  });
});

describe("PUT /api/settings/books", () => {
  it("keeps the scheme, flat rate and quarters, and refuses a flat rate over 20 %", async () => {
    const saved = await a.request("/api/settings/books", {
      method: "PUT",
      json: { vatScheme: "flat-rate", flatRatePercent: 14.5, mtdQuarterBasis: "calendar" },
    });
    expect(await saved.json()).toEqual({
      vatScheme: "flat-rate",
      flatRatePercent: 14.5,
      mtdQuarterBasis: "calendar",
    });
    expect(await (await b.get("/api/settings/books")).json()).toEqual({
      vatScheme: "invoice",
      flatRatePercent: 9.5,
      mtdQuarterBasis: "tax-year",
    });
    const bad = await a.request("/api/settings/books", {
      method: "PUT",
      json: { vatScheme: "flat-rate", flatRatePercent: 25, mtdQuarterBasis: "calendar" },
    });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.message).toBe("The flat rate must be between 0% and 20%");
    await a.request("/api/settings/books", {
      method: "PUT",
      json: { vatScheme: "invoice", flatRatePercent: 9.5, mtdQuarterBasis: "tax-year" },
    });
  });
});
