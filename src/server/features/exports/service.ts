import { and, asc, desc, eq, inArray } from "drizzle-orm";
import { isoDay } from "../../../shared/dates";
import {
  type AccountingExport,
  daysBetween,
  type ExportFormat,
  MAX_REPORT_DAYS,
  reportMessages,
} from "../../../shared/schemas/reports";
import { dueDateFor } from "../../../shared/uk-tax";
import type { DbOrTx } from "../../db/client";
import { accountingExports, customers, invoiceLines, orderLines } from "../../db/schema";
import { badRequest } from "../../errors";
import { runTask } from "../../workers/pool";
import { expensesBetween } from "../expenses/service";
import { booksBusiness, issuedInvoices, paymentsReceived, placedOrders } from "../reports/records";
import type { ExportData } from "./layouts";

/** Merchants bill trade accounts monthly; 30 days stands for their terms on the bill. */
const BILL_TERMS_DAYS = 30;

const nextDay = (day: string) => dueDateFor(day, 1);

/**
 * The period of an export: the dates given, or "since the last export": the day after the last
 * one ended up to today, so two exports in a row never hold the same record.
 */
export async function exportPeriod(
  db: DbOrTx,
  businessId: string,
  query: { from?: string; to?: string; since?: "last" },
): Promise<{ from: string; to: string }> {
  if (!query.since) return { from: query.from ?? "", to: query.to ?? "" };
  const [last] = await db
    .select({ toDate: accountingExports.toDate })
    .from(accountingExports)
    .where(eq(accountingExports.businessId, businessId))
    .orderBy(desc(accountingExports.toDate))
    .limit(1);
  if (!last) throw badRequest(reportMessages.noEarlier, { since: reportMessages.noEarlier });
  const from = nextDay(last.toDate);
  const to = isoDay(new Date());
  if (from > to)
    throw badRequest(reportMessages.nothingSince, { since: reportMessages.nothingSince });
  if (daysBetween(from, to) + 1 > MAX_REPORT_DAYS) {
    throw badRequest(reportMessages.span, { since: reportMessages.span });
  }
  return { from, to };
}

/** Rows by a key, each group in the rows' order. */
function groupBy<T>(rows: T[], key: (row: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const group = groups.get(key(row));
    if (group) group.push(row);
    else groups.set(key(row), [row]);
  }
  return groups;
}

async function exportData(
  db: DbOrTx,
  businessId: string,
  from: string,
  to: string,
): Promise<ExportData> {
  const business = await booksBusiness(db, businessId);
  const invoices = await issuedInvoices(db, businessId, from, to);
  const lines = invoices.length
    ? await db
        .select()
        .from(invoiceLines)
        .where(
          and(
            eq(invoiceLines.businessId, businessId),
            inArray(
              invoiceLines.invoiceId,
              invoices.map((i) => i.id),
            ),
          ),
        )
        .orderBy(asc(invoiceLines.position))
    : [];
  const customerIds = [
    ...new Set(invoices.map((i) => i.customerId).filter((id): id is string => Boolean(id))),
  ];
  const contacts = customerIds.length
    ? await db
        .select({ id: customers.id, email: customers.email, address: customers.address })
        .from(customers)
        .where(and(eq(customers.businessId, businessId), inArray(customers.id, customerIds)))
    : [];
  const contactOf = new Map(contacts.map((c) => [c.id, c]));
  const orders = await placedOrders(db, businessId, from, to);
  const billLines = orders.length
    ? await db
        .select()
        .from(orderLines)
        .where(
          and(
            eq(orderLines.businessId, businessId),
            inArray(
              orderLines.orderId,
              orders.map((o) => o.id),
            ),
          ),
        )
        .orderBy(asc(orderLines.position))
    : [];
  // Grouped once: filtering every line for each invoice was invoices × lines (seconds of the shared
  // thread for a business with thousands of invoices in the period).
  const linesOf = groupBy(lines, (l) => l.invoiceId);
  const billLinesOf = groupBy(billLines, (l) => l.orderId);
  return {
    vatRegistered: business.vatRegistered,
    invoices: invoices.map((inv) => {
      const contact = inv.customerId ? contactOf.get(inv.customerId) : undefined;
      return {
        ...inv,
        email: contact?.email ?? "",
        address: contact?.address ?? "",
        lines: linesOf.get(inv.id) ?? [],
      };
    }),
    payments: await paymentsReceived(db, businessId, from, to),
    bills: orders.map((order) => ({
      ...order,
      dueDate: dueDateFor(order.date, BILL_TERMS_DAYS),
      lines: billLinesOf.get(order.id) ?? [],
    })),
    expenses: await expensesBetween(db, businessId, from, to),
  };
}

const toApi = (row: typeof accountingExports.$inferSelect): AccountingExport => ({
  id: row.id,
  format: row.format,
  from: row.fromDate,
  to: row.toDate,
  invoiceCount: row.invoiceCount,
  paymentCount: row.paymentCount,
  billCount: row.billCount,
  createdAt: row.createdAt.toISOString(),
});

/** The zip of invoices, payments and bills CSVs in the format's layouts, logged once made. */
export async function accountingExport(
  db: DbOrTx,
  businessId: string,
  format: ExportFormat,
  period: { from: string; to: string },
): Promise<{ zip: Uint8Array; fileName: string; record: AccountingExport }> {
  const data = await exportData(db, businessId, period.from, period.to);
  const zip = await runTask("accountingZip", { format, data }, { owner: businessId });
  const [row] = await db
    .insert(accountingExports)
    .values({
      businessId,
      format,
      fromDate: period.from,
      toDate: period.to,
      invoiceCount: data.invoices.length,
      paymentCount: data.payments.length,
      billCount: data.bills.length + data.expenses.length,
    })
    .returning();
  return {
    zip,
    fileName: `sole-${format}-${period.from}-to-${period.to}.zip`,
    record: toApi(row!),
  };
}

export async function listExports(db: DbOrTx, businessId: string): Promise<AccountingExport[]> {
  const rows = await db
    .select()
    .from(accountingExports)
    .where(eq(accountingExports.businessId, businessId))
    .orderBy(desc(accountingExports.createdAt))
    .limit(50);
  return rows.map(toApi);
}
