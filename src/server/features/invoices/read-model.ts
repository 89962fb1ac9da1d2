import { and, asc, eq, inArray, isNotNull, sql } from "drizzle-orm";
import { isoDay } from "../../../shared/dates";
import { customerDisplayName, greetingName } from "../../../shared/schemas/customers";
import type { Invoice } from "../../../shared/schemas/invoices";
import {
  CIS_RATES,
  deriveInvoiceStatus,
  invoiceReference,
  invoiceVatByRate,
  type RateTotal,
  vatByRate,
} from "../../../shared/uk-tax";
import { type DbOrTx, queryRows } from "../../db/client";
import { isUuid } from "../../db/ids";
import { businesses, customers, invoiceLines, invoices, payments, quotes } from "../../db/schema";
import { notFound } from "../../errors";

/* The invoices as the API reads them (lines, payments, derived status and balance), and the row. */

const NOT_FOUND = "Invoice not found";

export type InvoiceRow = typeof invoices.$inferSelect;
type LineRow = typeof invoiceLines.$inferSelect;
type PaymentRow = typeof payments.$inferSelect;

const today = () => isoDay(new Date());

/** An id that is not a uuid names nothing: 404 with `message`, like any unknown id. */
export function checkId(id: string, message = NOT_FOUND) {
  if (!isUuid(id)) throw notFound(message);
}

/** The CIS rate that produced a stored deduction (the rate itself is not stored on the invoice). */
function cisRateOf(labourNetPence: number, deductionPence: number): number | null {
  if (deductionPence <= 0 || labourNetPence <= 0) return null;
  const exact = (deductionPence * 100) / labourNetPence;
  return (
    CIS_RATES.filter((r) => r > 0).reduce((best, r) =>
      Math.abs(r - exact) < Math.abs(best - exact) ? r : best,
    ) ?? null
  );
}

/**
 * The invoice's VAT per rate as it was issued. Final invoices raised before deductions carried
 * their deposits' VAT (2026-11-30) rounded each rate's balance on its own; their stored VAT says
 * so, and they keep the figures they were sent with.
 */
function issuedRateTotals(row: InvoiceRow, lines: LineRow[]): RateTotal[] {
  const rateTotals = invoiceVatByRate(lines);
  const vatPence = rateTotals.reduce((sum, r) => sum + r.vatPence, 0);
  return vatPence === row.vatPence ? rateTotals : vatByRate(lines);
}

interface Context {
  vatNumber: string;
  customers: Map<string, { name: string; email: string; greeting: string }>;
  /** The quotes' site addresses, by quote id. */
  sites: Map<string, string>;
}

function toInvoice(row: InvoiceRow, lines: LineRow[], paid: PaymentRow[], ctx: Context): Invoice {
  const paidPence = paid.reduce((sum, p) => sum + p.amountPence, 0);
  const amountDuePence = row.amountDuePence;
  const labourNetPence = lines.filter((l) => l.isLabour).reduce((s, l) => s + l.netPence, 0);
  const customer = row.customerId ? ctx.customers.get(row.customerId) : undefined;
  return {
    id: row.id,
    number: row.number,
    reference: invoiceReference(row.number),
    quoteId: row.quoteId,
    siteAddress: (row.quoteId && ctx.sites.get(row.quoteId)) || "",
    customerId: row.customerId,
    customerName: customer?.name ?? row.customerName,
    customerEmail: customer?.email ?? row.customerContact?.email ?? "",
    customerGreeting: customer?.greeting ?? row.customerName,
    kind: row.kind,
    status: deriveInvoiceStatus({
      stored: row.status,
      amountDuePence,
      paidPence,
      dueDate: row.dueDate,
      today: today(),
    }),
    issueDate: row.issueDate,
    taxPoint: row.taxPoint,
    dueDate: row.dueDate,
    netPence: row.netPence,
    vatPence: row.vatPence,
    totalPence: row.netPence + (row.reverseCharge ? 0 : row.vatPence),
    depositsDeductedPence: row.depositsDeductedPence,
    labourNetPence,
    cisDeductionPence: row.cisDeductionPence,
    cisRatePercent: cisRateOf(labourNetPence, row.cisDeductionPence),
    reverseCharge: row.reverseCharge,
    supplierVatNumber: ctx.vatNumber,
    amountDuePence,
    paidPence,
    balancePence: amountDuePence - paidPence,
    rateTotals: issuedRateTotals(row, lines),
    lines: lines.map((l) => ({
      id: l.id,
      description: l.description,
      quantity: l.quantity,
      unit: l.unit,
      unitPricePence: l.unitPricePence,
      vatRate: l.vatRate,
      netPence: l.netPence,
      vatPence: l.vatPence,
      isLabour: l.isLabour,
    })),
    payments: paid.map((p) => ({
      id: p.id,
      amountPence: p.amountPence,
      paidOn: p.paidOn,
      method: p.method,
      note: p.note,
      createdAt: p.createdAt.toISOString(),
    })),
    sentAt: row.sentAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    version: row.version,
  };
}

export async function loadInvoices(db: DbOrTx, businessId: string, rows: InvoiceRow[]) {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const customerIds = [...new Set(rows.map((r) => r.customerId).filter(Boolean))] as string[];
  const quoteIds = [...new Set(rows.map((r) => r.quoteId).filter(Boolean))] as string[];
  const [lineRows, paymentRows, customerRows, [business], siteRows] = await Promise.all([
    db
      .select()
      .from(invoiceLines)
      .where(inArray(invoiceLines.invoiceId, ids))
      .orderBy(asc(invoiceLines.position)),
    db
      .select()
      .from(payments)
      .where(inArray(payments.invoiceId, ids))
      .orderBy(asc(payments.paidOn), asc(payments.createdAt)),
    customerIds.length
      ? db
          .select()
          .from(customers)
          .where(and(inArray(customers.id, customerIds), eq(customers.businessId, businessId)))
      : Promise.resolve([]),
    db
      .select({ vatNumber: businesses.vatNumber })
      .from(businesses)
      .where(eq(businesses.id, businessId)),
    quoteIds.length
      ? db
          .select({ id: quotes.id, siteAddress: quotes.siteAddress })
          .from(quotes)
          .where(
            and(
              inArray(quotes.id, quoteIds),
              eq(quotes.businessId, businessId),
              isNotNull(quotes.siteAddress),
            ),
          )
      : Promise.resolve([]),
  ]);
  const group = <T extends { invoiceId: string }>(list: T[]) => {
    const map = new Map<string, T[]>();
    for (const item of list) map.get(item.invoiceId)?.push(item) ?? map.set(item.invoiceId, [item]);
    return map;
  };
  const lines = group(lineRows);
  const paid = group(paymentRows);
  const ctx: Context = {
    vatNumber: business?.vatNumber.trim() ?? "",
    customers: new Map(
      customerRows.map(
        (c) =>
          [
            c.id,
            { name: customerDisplayName(c), email: c.email, greeting: greetingName(c) },
          ] as const,
      ),
    ),
    sites: new Map(siteRows.map((q) => [q.id, q.siteAddress ?? ""] as const)),
  };
  return rows.map((r) => toInvoice(r, lines.get(r.id) ?? [], paid.get(r.id) ?? [], ctx));
}

/**
 * The balance still to pay on every issued invoice: the dashboard's "Outstanding". Issued as the
 * reports and insights count it: sent, or a draft that has been paid in part (handed over as a
 * PDF and paid all the same), which the list shows as part-paid. One statement with its tables
 * named: as a Drizzle select field, `${invoices.id}` inside the payments subquery was written
 * unqualified and meant the payment's own id, so no payment was ever taken off.
 */
export async function outstandingInvoicesPence(
  db: DbOrTx,
  businessId: string,
  /** Only this customer's invoices (the invoices list filtered to one customer). */
  customerId?: string,
): Promise<number> {
  const customer = customerId === undefined ? sql`` : sql` and i.customer_id = ${customerId}`;
  const [row] = await queryRows<{ total: string }>(
    db,
    sql`select coalesce(sum(greatest(0, i.amount_due_pence - coalesce(p.paid, 0))), 0)::text as total
        from invoices i
        left join (select invoice_id, sum(amount_pence) as paid from payments
          where business_id = ${businessId} group by invoice_id) p on p.invoice_id = i.id
        where i.business_id = ${businessId} and (i.status <> 'draft' or p.invoice_id is not null)${customer}`,
  );
  return Number(row?.total ?? 0);
}

/** The invoice row of this business (locked for the transaction with `lock`); 404 otherwise. */
export async function findInvoiceRow(db: DbOrTx, businessId: string, id: string, lock = false) {
  checkId(id);
  const query = db
    .select()
    .from(invoices)
    .where(and(eq(invoices.id, id), eq(invoices.businessId, businessId)));
  const [row] = lock ? await query.for("update") : await query;
  if (!row) throw notFound(NOT_FOUND);
  return row;
}

export async function getInvoice(db: DbOrTx, businessId: string, id: string): Promise<Invoice> {
  const [invoice] = await loadInvoices(db, businessId, [await findInvoiceRow(db, businessId, id)]);
  return invoice!;
}
