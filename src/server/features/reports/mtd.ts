import { type MtdQuarterReport, VAT_RECORDS_LISTED } from "../../../shared/schemas/reports";
import {
  MTD_EXPENSE_CATEGORIES,
  type MtdAccountingBasis,
  type MtdQuarterBasis,
  mtdQuarterDates,
  taxYearStart,
} from "../../../shared/tax/mtd";
import { shareOf } from "../../../shared/tax/vat-return";
import type { DbOrTx } from "../../db/client";
import { badRequest } from "../../errors";
import { toCsv } from "../../http/csv";
import { expensesBetween } from "../expenses/service";
import { penceToPounds } from "../exports/money";
import { latestByDate } from "./listed";
import { booksBusiness, issuedInvoices, paymentsReceived, placedOrders } from "./records";
import { purchaseOf } from "./vat";

type MtdRecord = MtdQuarterReport["turnoverRecords"][number];

/**
 * Turnover is before VAT for a VAT-registered business (the VAT is HMRC's) and before CIS
 * deductions (the deduction is tax paid on account: CIS340). On the cash basis a payment's turnover
 * is its share of the invoice's net: payment × net ÷ amount due.
 */
async function turnover(
  db: DbOrTx,
  businessId: string,
  from: string,
  to: string,
  accounting: MtdAccountingBasis,
): Promise<MtdRecord[]> {
  if (accounting === "accruals") {
    return (await issuedInvoices(db, businessId, from, to)).map((i) => ({
      kind: "invoice",
      id: i.id,
      reference: i.reference,
      date: i.issueDate,
      name: i.customerName,
      amountPence: i.netPence,
    }));
  }
  return (await paymentsReceived(db, businessId, from, to)).map((p) => ({
    kind: "payment",
    id: p.id,
    reference: p.invoice.reference,
    date: p.paidOn,
    name: p.invoice.customerName,
    amountPence: shareOf(p.invoice.netPence, p.amountPence, p.invoice.amountDuePence),
  }));
}

export async function mtdQuarterReport(
  db: DbOrTx,
  businessId: string,
  query: {
    taxYear: string;
    quarter: string;
    basis?: MtdQuarterBasis;
    accounting?: MtdAccountingBasis;
  },
): Promise<MtdQuarterReport> {
  const start = taxYearStart(query.taxYear);
  if (start === null) throw badRequest("Please enter a tax year such as 2026-27");
  const quarter = Number(query.quarter) as 1 | 2 | 3 | 4;
  const business = await booksBusiness(db, businessId);
  const basis = query.basis ?? business.mtdQuarterBasis;
  const accounting = query.accounting ?? "cash";
  const { from, to } = mtdQuarterDates(start, quarter, basis);
  const turnoverRecords = await turnover(db, businessId, from, to, accounting);
  // A business that cannot reclaim VAT pays it as part of the cost.
  const goods: MtdRecord[] = (await placedOrders(db, businessId, from, to)).map((order) => {
    const purchase = purchaseOf(order, true);
    return {
      kind: "order",
      id: order.id,
      reference: order.reference,
      date: order.date,
      name: order.supplier,
      amountPence: business.vatRegistered
        ? purchase.netPence
        : purchase.netPence + purchase.vatPence,
    };
  });
  // What the business entered itself, with its VAT as a cost unless the VAT is reclaimed.
  const entered: (MtdRecord & { category: string })[] = (
    await expensesBetween(db, businessId, from, to)
  ).map((expense) => ({
    kind: "expense",
    id: expense.id,
    reference: expense.description,
    date: expense.spentOn,
    name: expense.supplier,
    amountPence: business.vatRegistered ? expense.netPence : expense.netPence + expense.vatPence,
    category: expense.category,
  }));
  const expenses = MTD_EXPENSE_CATEGORIES.map((category) => {
    const records = [
      ...(category.key === "costOfGoods" ? goods : []),
      ...entered.filter((e) => e.category === category.key).map(({ category: _, ...r }) => r),
    ];
    return {
      key: category.key,
      label: category.label,
      amountPence: records.reduce((sum, r) => sum + r.amountPence, 0),
      records,
      recordCount: records.length,
    };
  });
  return {
    taxYear: query.taxYear,
    quarter,
    basis,
    accounting,
    from,
    to,
    turnoverPence: turnoverRecords.reduce((sum, r) => sum + r.amountPence, 0),
    otherIncomePence: 0,
    expenses,
    totalExpensesPence: expenses.reduce((sum, e) => sum + e.amountPence, 0),
    turnoverRecords,
    turnoverRecordCount: turnoverRecords.length,
    notes: [
      accounting === "cash"
        ? "Cash basis: turnover is the money received in the quarter, before VAT and CIS deductions."
        : "Accruals basis: turnover is the invoices issued in the quarter, before VAT.",
      business.vatRegistered
        ? "Cost of goods is the purchase orders placed in the quarter, before VAT (the VAT is reclaimed)."
        : "Cost of goods is the purchase orders placed in the quarter, with their VAT (not VAT registered).",
      "The other categories are the expenses you entered under Expenses on this page; a category with none shows 0.",
    ],
  };
}

/** The summary as the page reads it: each figure's latest VAT_RECORDS_LISTED records (counts kept). */
export function mtdListed(report: MtdQuarterReport, limit = VAT_RECORDS_LISTED): MtdQuarterReport {
  return {
    ...report,
    turnoverRecords: latestByDate(report.turnoverRecords, limit),
    expenses: report.expenses.map((e) => ({ ...e, records: latestByDate(e.records, limit) })),
  };
}

/** The summary as CSV: one row per figure, then every record behind it. */
export function mtdCsv(report: MtdQuarterReport): string {
  const rows: (string | number)[][] = [
    [
      `Quarter ${report.quarter} of ${report.taxYear}`,
      "period",
      "",
      "",
      `${report.from} to ${report.to}`,
      "",
    ],
    ["Turnover", "turnover", penceToPounds(report.turnoverPence), "", "", ""],
    ["Other business income", "other", penceToPounds(report.otherIncomePence), "", "", ""],
  ];
  for (const e of report.expenses)
    rows.push([e.label, e.key, penceToPounds(e.amountPence), "", "", ""]);
  rows.push([
    "Total expenses",
    "totalExpenses",
    penceToPounds(report.totalExpensesPence),
    "",
    "",
    "",
  ]);
  const behind = [
    ...report.turnoverRecords.map((r) => ["turnover", r] as const),
    ...report.expenses.flatMap((e) => e.records.map((r) => [e.key, r] as const)),
  ];
  for (const [key, r] of behind) {
    rows.push([
      `${r.reference} ${r.name}`.trim(),
      key,
      penceToPounds(r.amountPence),
      r.kind,
      r.date,
      r.id,
    ]);
  }
  return toCsv(["Figure", "Category", "Amount (£)", "Record", "Date", "Record id"], rows);
}
