import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expensesBetween } from "../../src/server/features/expenses/service";
import {
  booksBusiness,
  issuedInvoices,
  paymentsReceived,
  placedOrders,
} from "../../src/server/features/reports/records";
import { expensePurchaseOf, purchaseOf } from "../../src/server/features/reports/vat";
import { VAT_RECORDS_LISTED } from "../../src/shared/schemas/reports";
import { paymentShare, type VatSale, vatReturn } from "../../src/shared/tax/vat-return";
import { type Browser, signedInBrowser } from "../support/browser";
import { ensureMerchant } from "../support/factories";
import { createTestApp, type TestApp } from "../support/test-app";

/**
 * The VAT return sums a period's invoices and expenses in the database and reads only the records
 * it lists. Its boxes must equal the shared maths over every record read one by one (as it was
 * worked out before), in each scheme, for a business with more records than a page lists: 20 %,
 * 5 % and zero-rated invoices, reverse charge, a paid draft and an unpaid one, part payments,
 * purchase orders and expenses.
 */
let t: TestApp;
let a: Browser;
let b: Browser;
let aId: string;
const period = { from: "2026-10-01", to: "2026-12-31" };

beforeAll(async () => {
  t = await createTestApp();
  a = (await signedInBrowser(t, { name: "Pat Sums" })).browser;
  b = (await signedInBrowser(t, { name: "Bo Other" })).browser;
  aId = (await (await a.get("/api/me")).json()).business.id;
  const { db } = t.deps;
  const merchant = await ensureMerchant(db);
  await db.execute(sql`update businesses set vat_number = 'GB 123 4567 89' where id = ${aId}`);
  // 600 invoices from 2026-09-20 over 110 days: every 7th a draft, every 11th reverse charge,
  // every 5th zero rated, every 3rd 5 %; the rest 20 %.
  await db.execute(sql`insert into invoices (business_id, number, customer_name, status, issue_date,
      tax_point, due_date, net_pence, vat_pence, amount_due_pence, reverse_charge)
    select ${aId}, g, 'Customer ' || g, case when g % 7 = 0 then 'draft' else 'sent' end,
      date '2026-09-20' + g % 110, date '2026-09-20' + g % 110, date '2026-10-04' + g % 110,
      1000 + g * 13, v, 1000 + g * 13 + v, g % 11 = 0
    from generate_series(1, 600) g,
      lateral (select case when g % 5 = 0 then 0 when g % 3 = 0 then round((1000 + g * 13) * 0.05)
        else round((1000 + g * 13) * 0.2) end::int as v) vat`);
  // Part payments on every other invoice (paid drafts among them), dated after the tax point.
  await db.execute(sql`insert into payments (invoice_id, business_id, amount_pence, paid_on)
    select i.id, i.business_id, (i.amount_due_pence / 3 + s)::int, i.tax_point + 3 * s
    from invoices i, generate_series(1, 2) s where i.business_id = ${aId} and i.number % 2 = 0`);
  await db.execute(sql`insert into business_expenses (business_id, spent_on, category, supplier,
      description, net_pence, vat_pence)
    select ${aId}, date '2026-09-25' + g % 100, 'adminCosts', 'Stationers', 'Paper ' || g,
      500 + g, case when g % 4 = 0 then 0 else 100 + g % 7 end
    from generate_series(1, 330) g`);
  await db.execute(sql`insert into orders (business_id, number, merchant_id, status,
      delivery_address, total_pence, created_at)
    select ${aId}, g, ${merchant}, case when g % 9 = 0 then 'cancelled' else 'placed' end,
      '1 High Street', 40001 + g * 17, timestamptz '2026-09-28 12:00+00' + g * interval '1 day'
    from generate_series(1, 60) g`);
});
afterAll(() => t.close());

/** The return as it was worked out before: every record read, the shared maths over them all. */
async function everyRecord(scheme: "invoice" | "cash" | "flat-rate") {
  const { db } = t.deps;
  const business = await booksBusiness(db, aId);
  let sales: VatSale[];
  const saleOf = (i: Awaited<ReturnType<typeof issuedInvoices>>[number]): VatSale => ({
    id: i.id,
    reference: i.reference,
    date: i.taxPoint,
    name: i.customerName,
    netPence: i.netPence,
    vatPence: i.vatChargedPence,
    reverseCharge: i.reverseCharge,
  });
  const issued = await issuedInvoices(db, aId, period.from, period.to);
  if (scheme === "cash") {
    type Paid = { invoice: (typeof issued)[number]; pence: number; lastPaidOn: string };
    const paid = new Map<string, Paid>();
    for (const p of await paymentsReceived(db, aId, period.from, period.to)) {
      if (p.invoice.reverseCharge) continue;
      const entry = paid.get(p.invoice.id) ?? { invoice: p.invoice, pence: 0, lastPaidOn: "" };
      entry.pence += p.amountPence;
      entry.lastPaidOn = p.paidOn;
      paid.set(p.invoice.id, entry);
    }
    sales = [
      ...[...paid.values()].map(({ invoice, pence, lastPaidOn }) => ({
        ...saleOf(invoice),
        date: lastPaidOn,
        ...paymentShare(invoice, pence),
      })),
      ...issued.filter((i) => i.reverseCharge).map(saleOf),
    ];
  } else {
    sales = issued.map(saleOf);
  }
  const purchases = [
    ...(await placedOrders(db, aId, period.from, period.to)).map((o) => purchaseOf(o, true)),
    ...(await expensesBetween(db, aId, period.from, period.to)).map((e) =>
      expensePurchaseOf(e, business.vatRegistered),
    ),
  ];
  return vatReturn({ scheme, flatRatePercent: 9.5, sales, purchases });
}

const setScheme = (vatScheme: string) =>
  a.request("/api/settings/books", {
    method: "PUT",
    json: { vatScheme, flatRatePercent: 9.5, mtdQuarterBasis: "tax-year" },
  });

describe("GET /api/reports/vat-return sums in the database", () => {
  for (const scheme of ["invoice", "flat-rate", "cash"] as const) {
    it(`${scheme}: the boxes and counts equal the maths over every record`, async () => {
      expect((await setScheme(scheme)).status).toBe(200);
      const res = await a.get(`/api/reports/vat-return?from=${period.from}&to=${period.to}`);
      expect(res.status).toBe(200);
      const body = await res.json();
      const before = await everyRecord(scheme);
      expect(body.boxes).toEqual(before.boxes);
      expect(body.direction).toBe(before.direction);
      expect(body.flatRateTurnoverPence).toBe(before.flatRateTurnoverPence);
      const count = (n: number) => before.entries.filter((e) => e.boxes.includes(n as 1)).length;
      expect(body.entryCounts).toEqual({
        box1: count(1),
        box4: count(4),
        box6: count(6),
        box7: count(7),
      });
      expect(body.entryCounts.box6).toBeGreaterThan(VAT_RECORDS_LISTED);
      // Each box lists at least its latest VAT_RECORDS_LISTED (a record kept for one box shows in
      // its other box too), all of them records of the return, as they were.
      const known = new Map(before.entries.map((e) => [`${e.kind}:${e.id}`, e]));
      for (const n of [1, 4, 6, 7]) {
        const listed = body.entries.filter((e: { boxes: number[] }) => e.boxes.includes(n));
        expect(listed.length).toBeGreaterThanOrEqual(Math.min(count(n), VAT_RECORDS_LISTED));
        expect(listed.length).toBeLessThanOrEqual(count(n));
      }
      expect(body.entries.length).toBeLessThanOrEqual(4 * VAT_RECORDS_LISTED);
      for (const e of body.entries) expect(known.get(`${e.kind}:${e.id}`)).toEqual(e);
    });
  }

  it("another business's return holds none of it", async () => {
    const body = await (
      await b.get(`/api/reports/vat-return?from=${period.from}&to=${period.to}`)
    ).json();
    expect(body.entryCounts).toEqual({ box1: 0, box4: 0, box6: 0, box7: 0 });
    expect(body.boxes.box6Pence).toBe(0);
  });
});
