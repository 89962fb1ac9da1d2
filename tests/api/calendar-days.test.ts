/**
 * A day sent as YYYY-MM-DD must exist. JavaScript reads 31 February as 3 March, so the check
 * passed it, and PostgreSQL refused it (and year 0) with a 500 after the payment's lock was taken.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isRealIsoDay } from "../../src/shared/schemas/common";
import { signedInBrowser } from "../support/browser";
import { createTestApp, type TestApp } from "../support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const notDays = ["2026-02-31", "2026-02-29", "2026-04-31", "0000-01-01", "2026-13-01"];

describe("days that do not exist", () => {
  it("isRealIsoDay tells them apart", () => {
    for (const day of notDays) expect(isRealIsoDay(day)).toBe(false);
    for (const day of ["2028-02-29", "2026-12-31", "0001-01-01"])
      expect(isRealIsoDay(day)).toBe(true);
  });

  it("a payment dated 31 February is refused with 400 and records nothing", async () => {
    const { browser: b } = await signedInBrowser(t);
    const quote = await (
      await b.post("/api/quotes", {
        jobDescription: "Skim the back bedroom",
        laborDays: 1,
        dayRatePence: 20000,
        vatRate: 20,
        marginPercent: 0,
        materials: [],
        measurements: [],
      })
    ).json();
    expect((await b.post(`/api/quotes/${quote.id}/status`, { status: "accepted" })).status).toBe(
      200,
    );
    const invoice = await (
      await b.post("/api/invoices", { quoteId: quote.id, kind: "standard" })
    ).json();
    for (const paidOn of notDays) {
      const res = await b.post(`/api/invoices/${invoice.id}/payments`, {
        amountPence: 100,
        paidOn,
      });
      expect(res.status).toBe(400);
      expect((await res.json()).error.fields).toMatchObject({ paidOn: "Please enter a date" });
    }
    const after = await (await b.get(`/api/invoices/${invoice.id}`)).json();
    expect(after.payments).toEqual([]);
    const paid = await b.post(`/api/invoices/${invoice.id}/payments`, {
      amountPence: 100,
      paidOn: "2028-02-29",
    });
    expect(paid.status).toBe(201);
  });

  it("an expense on day 0000-01-01 or a report from it is refused with 400", async () => {
    const { browser: b } = await signedInBrowser(t);
    const expense = await b.post("/api/expenses", {
      spentOn: "0000-01-01",
      category: "costOfGoods",
      description: "Plasterboard",
      netPence: 1000,
    });
    expect(expense.status).toBe(400);
    expect(Object.keys((await expense.json()).error.fields ?? {})).toContain("spentOn");
    const report = await b.get("/api/reports/vat-return?from=0000-01-01&to=0000-03-31");
    expect(report.status).toBe(400);
    const list = await b.get("/api/expenses?from=0000-01-01&to=0001-01-01");
    expect(list.status).toBe(400);
    // A tax year outside 2000-2098 answered its quarter as "1-01-06" to "1-04-05" or year 10000.
    for (const taxYear of ["0000-01", "9999-00", "1899-00"]) {
      const mtd = await b.get(`/api/reports/mtd-quarter?taxYear=${taxYear}&quarter=4`);
      expect(mtd.status).toBe(400);
      expect((await mtd.json()).error.fields).toMatchObject({
        taxYear: "Please enter a tax year such as 2026-27",
      });
    }
    expect((await b.get("/api/reports/mtd-quarter?taxYear=2026-27&quarter=4")).status).toBe(200);
  });
});
