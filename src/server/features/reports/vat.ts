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
import { expensesBetween } from "../expenses/service";
import { latestByDate } from "./listed";
import {
  booksBusiness,
  type InvoiceRecord,
  issuedInvoices,
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

export async function vatReturnReport(
  db: DbOrTx,
  businessId: string,
  from: string,
  to: string,
): Promise<VatReturnReport> {
  const business = await booksBusiness(db, businessId);
  const sales =
    business.vatScheme === "cash"
      ? await cashSales(db, businessId, from, to)
      : (await issuedInvoices(db, businessId, from, to)).map(saleOf);
  const purchases = [
    ...(await placedOrders(db, businessId, from, to)).map((o) =>
      purchaseOf(o, business.vatRegistered),
    ),
    ...(await expensesBetween(db, businessId, from, to)).map((e) =>
      expensePurchaseOf(e, business.vatRegistered),
    ),
  ];
  const { entries, ...result } = vatReturn({
    scheme: business.vatScheme,
    flatRatePercent: business.flatRatePercent,
    sales,
    purchases,
  });
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
    ...listedEntries(entries),
    notes,
  };
}
