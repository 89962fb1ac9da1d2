import { sql } from "drizzle-orm";
import { percentOf } from "../../../shared/quote-math";
import type { Expense } from "../../../shared/schemas/expenses";
import { VAT_RECORDS_LISTED, type VatReturnReport } from "../../../shared/schemas/reports";
import { MTD_EXPENSE_CATEGORIES } from "../../../shared/tax/mtd";
import {
  paymentShare,
  type VatBoxNumber,
  type VatEntry,
  type VatPurchase,
  type VatSale,
  vatReturn,
} from "../../../shared/tax/vat-return";
import type { DbOrTx } from "../../db/client";
import { invoices } from "../../db/schema";
import { expenseTotals, latestExpensesBetween } from "../expenses/service";
import { latestByDate } from "./listed";
import {
  booksBusiness,
  type InvoiceRecord,
  issuedInvoices,
  issuedTotals,
  latestIssuedInvoices,
  type OrderRecord,
  paymentsReceived,
  placedOrders,
} from "./records";

/** Building materials from a merchant are standard rated (VAT Notice 708 §3.2). */
export const MATERIALS_VAT_RATE = 20;

const saleOf = (invoice: InvoiceRecord): VatSale => ({
  id: invoice.id,
  reference: invoice.reference,
  date: invoice.taxPoint,
  name: invoice.customerName,
  netPence: invoice.netPence,
  vatPence: invoice.vatChargedPence,
  reverseCharge: invoice.reverseCharge,
});

export const purchaseOf = (order: OrderRecord, vatRegistered: boolean): VatPurchase => ({
  id: order.id,
  reference: order.reference,
  date: order.date,
  name: order.supplier,
  netPence: order.netPence,
  vatPence: vatRegistered ? percentOf(order.netPence, MATERIALS_VAT_RATE) : 0,
  reverseCharge: false,
});

const categoryLabel = new Map<string, string>(MTD_EXPENSE_CATEGORIES.map((c) => [c.key, c.label]));

/** An entered expense: the VAT on its receipt is input tax only for a VAT-registered business. */
export const expensePurchaseOf = (expense: Expense, vatRegistered: boolean): VatPurchase => ({
  id: expense.id,
  reference: expense.description,
  date: expense.spentOn,
  name: expense.supplier || (categoryLabel.get(expense.category) ?? ""),
  netPence: expense.netPence,
  vatPence: vatRegistered ? expense.vatPence : 0,
  reverseCharge: false,
});

/**
 * Cash accounting: what was paid in the period, as its share of each invoice (payments to one
 * invoice added first, so the shares are rounded once). Reverse-charge invoices stay on their tax
 * point: the cash accounting scheme excludes them (VAT Notice 735 §14, Notice 731 §2.6).
 */
async function cashSales(db: DbOrTx, businessId: string, from: string, to: string) {
  const paid = new Map<string, { invoice: InvoiceRecord; pence: number; lastPaidOn: string }>();
  for (const payment of await paymentsReceived(db, businessId, from, to)) {
    if (payment.invoice.reverseCharge) continue;
    const entry = paid.get(payment.invoice.id);
    if (entry) {
      entry.pence += payment.amountPence;
      entry.lastPaidOn = payment.paidOn;
    } else {
      paid.set(payment.invoice.id, {
        invoice: payment.invoice,
        pence: payment.amountPence,
        lastPaidOn: payment.paidOn,
      });
    }
  }
  const sales: VatSale[] = [...paid.values()].map(({ invoice, pence, lastPaidOn }) => ({
    ...saleOf(invoice),
    date: lastPaidOn,
    ...paymentShare(invoice, pence),
  }));
  const reverseCharge = (await issuedInvoices(db, businessId, from, to)).filter(
    (i) => i.reverseCharge,
  );
  return [...sales, ...reverseCharge.map(saleOf)];
}

const LISTED_BOXES = [1, 4, 6, 7] as const satisfies VatBoxNumber[];

/** The records listed: each box's latest `limit` by date, and how many each box has in all. */
export function listedEntries(entries: VatEntry[], limit = VAT_RECORDS_LISTED) {
  const keep = new Set<VatEntry>();
  const counts = { box1: 0, box4: 0, box6: 0, box7: 0 };
  for (const box of LISTED_BOXES) {
    const inBox = entries.filter((e) => e.boxes.includes(box));
    counts[`box${box}`] = inBox.length;
    for (const entry of latestByDate(inBox, limit)) keep.add(entry);
  }
  return { entries: entries.filter((e) => keep.has(e)), entryCounts: counts };
}

const noRecord = { id: "", reference: "", date: "", name: "" };

/**
 * Invoice basis and flat rate: the boxes from the period's invoices summed in the database (the
 * boxes are sums of each invoice's net and VAT, so the sums give the same boxes), and only the
 * invoices listed read: the latest of all (box 6) and of those in box 1.
 */
async function invoiceSales(
  db: DbOrTx,
  businessId: string,
  period: { from: string; to: string },
  flat: boolean,
) {
  const totals = await issuedTotals(db, businessId, period.from, period.to);
  const inBox1 = flat
    ? sql`not ${invoices.reverseCharge}`
    : sql`not ${invoices.reverseCharge} and ${invoices.vatPence} <> 0`;
  const listed = new Map<string, InvoiceRecord & { number: number }>();
  for (const list of [
    await latestIssuedInvoices(db, businessId, period, VAT_RECORDS_LISTED),
    await latestIssuedInvoices(db, businessId, period, VAT_RECORDS_LISTED, inBox1),
  ]) {
    for (const invoice of list) listed.set(invoice.id, invoice);
  }
  const inOrder = [...listed.values()].sort((a, b) =>
    a.taxPoint !== b.taxPoint ? (a.taxPoint < b.taxPoint ? -1 : 1) : a.number - b.number,
  );
  return {
    totals: totals.map((t) => ({
      ...noRecord,
      netPence: t.netPence,
      vatPence: t.vatChargedPence,
      reverseCharge: t.reverseCharge,
    })),
    listed: inOrder.map(saleOf),
    counts: {
      box1: totals.reduce(
        (n, t) => n + (flat ? (t.reverseCharge ? 0 : t.count) : t.chargingVat),
        0,
      ),
      box6: totals.reduce((n, t) => n + t.count, 0),
    },
  };
}

export async function vatReturnReport(
  db: DbOrTx,
  businessId: string,
  from: string,
  to: string,
): Promise<VatReturnReport> {
  const business = await booksBusiness(db, businessId);
  const registered = business.vatRegistered;
  const flat = business.vatScheme === "flat-rate";
  const period = { from, to };
  // Cash accounting shares each invoice's payments in the period: read in full, as before.
  const sales =
    business.vatScheme === "cash"
      ? await cashSales(db, businessId, from, to).then((all) => ({
          totals: all,
          listed: all,
          counts: null,
        }))
      : await invoiceSales(db, businessId, period, flat);
  // Orders are few (one per job's materials): read in full. Expenses: summed, the latest read.
  const orders = (await placedOrders(db, businessId, from, to)).map((o) =>
    purchaseOf(o, registered),
  );
  const spent = await expenseTotals(db, businessId, from, to);
  const latestSpent = (await latestExpensesBetween(db, businessId, period, VAT_RECORDS_LISTED)).map(
    (e) => expensePurchaseOf(e, registered),
  );
  const scheme = { scheme: business.vatScheme, flatRatePercent: business.flatRatePercent };
  const spentSum: VatPurchase = {
    ...noRecord,
    netPence: spent.netPence,
    vatPence: registered ? spent.vatPence : 0,
    reverseCharge: false,
  };
  const { entries: _, ...result } = vatReturn({
    ...scheme,
    sales: sales.totals,
    purchases: spent.count ? [...orders, spentSum] : orders,
  });
  const listed = listedEntries(
    vatReturn({ ...scheme, sales: sales.listed, purchases: [...orders, ...latestSpent] }).entries,
  );
  const purchaseCount = flat ? 0 : orders.length + spent.count;
  const entryCounts = {
    box1: sales.counts ? sales.counts.box1 : listed.entryCounts.box1,
    box4: purchaseCount,
    box6: sales.counts ? sales.counts.box6 : listed.entryCounts.box6,
    box7: purchaseCount,
  };
  const notes = [
    "Boxes 2, 8 and 9 are for goods moved between Northern Ireland and the EU: 0 here.",
    "Boxes 6 to 9 are in whole pounds, as HMRC asks.",
    "Purchase orders count at the date they were placed, with 20% VAT on the materials.",
    "Expenses you entered count on the day paid, with the VAT on their receipt.",
  ];
  if (!business.vatRegistered) {
    notes.unshift("No VAT number in Settings: the business is not VAT registered.");
  }
  if (business.vatScheme === "flat-rate") {
    notes.push(
      "Flat rate scheme: no input VAT is reclaimed; capital goods over £2,000 are not recorded here.",
    );
  }
  return {
    from,
    to,
    scheme: business.vatScheme,
    flatRatePercent: business.flatRatePercent,
    vatRegistered: business.vatRegistered,
    ...result,
    entries: listed.entries,
    entryCounts,
    notes,
  };
}
