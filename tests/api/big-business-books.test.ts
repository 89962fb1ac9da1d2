import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { VAT_RECORDS_LISTED } from "../../src/shared/schemas/reports";
import { type Browser, signedInBrowser } from "../support/browser";
import { createTestApp, type TestApp } from "../support/test-app";

/**
 * A business with more records in a quarter than a page lists: the VAT return's boxes still count
 * every record, while the answer lists only each box's latest VAT_RECORDS_LISTED (it was every
 * record: megabytes for a busy business, all of it built on the thread every business shares).
 */
let t: TestApp;
let a: Browser;
let b: Browser;

const INVOICES = 450;
const EXPENSES = 260;
const quarter = "from=2026-10-01&to=2026-12-31";

const businessIdOf = async (browser: Browser): Promise<string> =>
  (await (await browser.get("/api/me")).json()).business.id;

beforeAll(async () => {
  t = await createTestApp();
  a = (await signedInBrowser(t, { name: "Pat Big" })).browser;
  b = (await signedInBrowser(t, { name: "Bo Small" })).browser;
  const aId = await businessIdOf(a);
  const { db } = t.deps;
  await db.execute(sql`update businesses set vat_number = 'GB 123 4567 89' where id = ${aId}`);
  // Invoice g: net 1,000 + g pence, 20 % VAT, dated over the quarter's 92 days (2026-10-01 + g % 92).
  await db.execute(sql`insert into invoices (business_id, number, customer_name, status, issue_date,
      tax_point, due_date, net_pence, vat_pence, amount_due_pence)
    select ${aId}, g, 'Customer ' || g, 'sent', date '2026-10-01' + g % 92,
      date '2026-10-01' + g % 92, date '2026-10-15' + g % 92, 1000 + g, 200, 1200 + g
    from generate_series(1, ${INVOICES}) g`);
  await db.execute(sql`insert into business_expenses (business_id, spent_on, category, supplier,
      description, net_pence, vat_pence)
    select ${aId}, date '2026-10-01' + g % 92, 'adminCosts', 'Stationers', 'Paper ' || g, 500, 100
    from generate_series(1, ${EXPENSES}) g`);
});
afterAll(() => t.close());

describe("GET /api/reports/vat-return for a business with hundreds of records a quarter", () => {
  it("counts every record in the boxes and lists each box's latest VAT_RECORDS_LISTED", async () => {
    const res = await a.get(`/api/reports/vat-return?${quarter}`);
    expect(res.status).toBe(200);
    const body = await res.json();
    // Σ (1,000 + g) for g = 1..450, and 450 × 200 VAT; 260 expenses of 500 net, 100 VAT.
    const net = INVOICES * 1000 + (INVOICES * (INVOICES + 1)) / 2;
    expect(body.boxes.box1Pence).toBe(INVOICES * 200);
    expect(body.boxes.box4Pence).toBe(EXPENSES * 100);
    expect(body.boxes.box6Pence).toBe(Math.trunc(net / 100) * 100);
    expect(body.boxes.box7Pence).toBe(Math.trunc((EXPENSES * 500) / 100) * 100);
    expect(body.entryCounts).toEqual({
      box1: INVOICES,
      box4: EXPENSES,
      box6: INVOICES,
      box7: EXPENSES,
    });

    const sales = body.entries.filter((e: { kind: string }) => e.kind === "sale");
    const purchases = body.entries.filter((e: { kind: string }) => e.kind === "purchase");
    expect(sales).toHaveLength(VAT_RECORDS_LISTED);
    expect(purchases).toHaveLength(VAT_RECORDS_LISTED);
    // The latest: no record left out is later than the earliest one listed.
    const dates = (rows: { date: string }[]) => rows.map((r) => r.date);
    const dayOf = (g: number) =>
      new Date(Date.UTC(2026, 9, 1 + (g % 92))).toISOString().slice(0, 10);
    const allDays = Array.from({ length: INVOICES }, (_, i) => dayOf(i + 1))
      .sort()
      .reverse();
    expect(dates(sales).sort()[0]).toBe(allDays[VAT_RECORDS_LISTED - 1]);
    // Listed in the return's order (by tax point), as before.
    expect(dates(sales)).toEqual([...dates(sales)].sort());
  });

  it("another business sees none of them", async () => {
    const res = await b.get(`/api/reports/vat-return?${quarter}`);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.entries).toEqual([]);
    expect(body.entryCounts).toEqual({ box1: 0, box4: 0, box6: 0, box7: 0 });
    expect(body.boxes.box6Pence).toBe(0);
  });
});

describe("GET /api/reports/mtd-quarter for the same business", () => {
  const mtd =
    "/api/reports/mtd-quarter?taxYear=2026-27&quarter=3&basis=calendar&accounting=accruals";

  it("sums every record and lists each figure's latest VAT_RECORDS_LISTED with its count", async () => {
    const res = await a.get(mtd);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.turnoverPence).toBe(INVOICES * 1000 + (INVOICES * (INVOICES + 1)) / 2);
    expect(body.turnoverRecordCount).toBe(INVOICES);
    expect(body.turnoverRecords).toHaveLength(VAT_RECORDS_LISTED);
    const admin = body.expenses.find((e: { key: string }) => e.key === "adminCosts");
    expect(admin).toMatchObject({ amountPence: EXPENSES * 500, recordCount: EXPENSES });
    expect(admin.records).toHaveLength(VAT_RECORDS_LISTED);
    const latest = body.turnoverRecords.map((r: { date: string }) => r.date).sort();
    expect(latest.at(-1)).toBe("2026-12-31");
  });

  it("the CSV still holds every record", async () => {
    const res = await a.get(`${mtd}&format=csv`);
    expect(res.status).toBe(200);
    const lines = (await res.text()).trim().split(/\r?\n/);
    expect(lines.filter((l) => l.includes(",invoice,"))).toHaveLength(INVOICES);
    expect(lines.filter((l) => l.includes(",expense,"))).toHaveLength(EXPENSES);
  });

  it("another business's quarter holds none of them", async () => {
    const body = await (await b.get(mtd)).json();
    expect(body.turnoverRecordCount).toBe(0);
    expect(body.turnoverRecords).toEqual([]);
  });
});
