import { and, asc, desc, eq, gte, lte, ne, or, type SQL, sql } from "drizzle-orm";
import { purchaseOrderNumber } from "../../../shared/schemas/orders";
import type { BooksSettings } from "../../../shared/schemas/reports";
import { invoiceReference } from "../../../shared/uk-tax";
import type { DbOrTx } from "../../db/client";
import { businesses, invoices, merchants, orders, payments } from "../../db/schema";
import { notFound } from "../../errors";

/**
 * The records the VAT return, the MTD summary and the accounting exports are worked out from, read
 * for one business and one period. Every query filters by business: another business's invoices,
 * payments and orders are never counted.
 */

export interface BooksBusiness extends BooksSettings {
  vatRegistered: boolean;
}

export async function booksBusiness(db: DbOrTx, businessId: string): Promise<BooksBusiness> {
  const [row] = await db
    .select({
      vatNumber: businesses.vatNumber,
      vatScheme: businesses.vatScheme,
      flatRatePercent: businesses.flatRatePercent,
      mtdQuarterBasis: businesses.mtdQuarterBasis,
    })
    .from(businesses)
    .where(eq(businesses.id, businessId));
  if (!row) throw notFound();
  const { vatNumber, ...settings } = row;
  return { ...settings, vatRegistered: vatNumber.trim() !== "" };
}

export interface InvoiceRecord {
  id: string;
  reference: string;
  customerId: string | null;
  customerName: string;
  status: "draft" | "sent";
  issueDate: string;
  taxPoint: string;
  dueDate: string;
  netPence: number;
  vatPence: number;
  vatChargedPence: number;
  cisDeductionPence: number;
  reverseCharge: boolean;
  amountDuePence: number;
}

const invoiceColumns = {
  id: invoices.id,
  number: invoices.number,
  customerId: invoices.customerId,
  customerName: invoices.customerName,
  status: invoices.status,
  issueDate: invoices.issueDate,
  taxPoint: invoices.taxPoint,
  dueDate: invoices.dueDate,
  netPence: invoices.netPence,
  vatPence: invoices.vatPence,
  cisDeductionPence: invoices.cisDeductionPence,
  reverseCharge: invoices.reverseCharge,
  amountDuePence: invoices.amountDuePence,
};

type InvoiceRow = { [K in keyof typeof invoiceColumns]: (typeof invoices.$inferSelect)[K] };

const toInvoiceRecord = ({ number, ...row }: InvoiceRow): InvoiceRecord => ({
  ...row,
  reference: invoiceReference(number),
  vatChargedPence: row.reverseCharge ? 0 : row.vatPence,
});

/**
 * Issued invoices whose tax point, the invoice date, falls in the period. Issued: sent from Sole.,
 * or paid (a draft handed over as a PDF and paid was issued all the same); a draft nobody paid
 * was never issued.
 */
const issuedWhere = (businessId: string, from: string, to: string) =>
  and(
    eq(invoices.businessId, businessId),
    or(
      ne(invoices.status, "draft"),
      sql`exists (select 1 from ${payments} where ${payments.invoiceId} = ${invoices.id})`,
    ),
    gte(invoices.taxPoint, from),
    lte(invoices.taxPoint, to),
  );

export async function issuedInvoices(
  db: DbOrTx,
  businessId: string,
  from: string,
  to: string,
): Promise<InvoiceRecord[]> {
  const rows = await db
    .select(invoiceColumns)
    .from(invoices)
    .where(issuedWhere(businessId, from, to))
    .orderBy(asc(invoices.taxPoint), asc(invoices.number));
  return rows.map(toInvoiceRecord);
}

/** The latest `limit` of the period's issued invoices (those `also` picks), oldest first. */
export async function latestIssuedInvoices(
  db: DbOrTx,
  businessId: string,
  period: { from: string; to: string },
  limit: number,
  also?: SQL,
): Promise<(InvoiceRecord & { number: number })[]> {
  const rows = await db
    .select(invoiceColumns)
    .from(invoices)
    .where(and(issuedWhere(businessId, period.from, period.to), also))
    .orderBy(desc(invoices.taxPoint), desc(invoices.number))
    .limit(limit);
  return rows.reverse().map((row) => ({ ...toInvoiceRecord(row), number: row.number }));
}

/**
 * The period's issued invoices summed in the database, by reverse charge: how many, how many
 * charge VAT, their net and the VAT charged (none under the reverse charge).
 */
export async function issuedTotals(db: DbOrTx, businessId: string, from: string, to: string) {
  const rows = await db
    .select({
      reverseCharge: invoices.reverseCharge,
      count: sql<number>`count(*)::int`,
      chargingVat: sql<number>`(count(*) filter (where ${invoices.vatPence} <> 0))::int`,
      netPence: sql<string>`coalesce(sum(${invoices.netPence}), 0)::text`,
      vatPence: sql<string>`coalesce(sum(${invoices.vatPence}), 0)::text`,
    })
    .from(invoices)
    .where(issuedWhere(businessId, from, to))
    .groupBy(invoices.reverseCharge);
  return rows.map((r) => ({
    reverseCharge: r.reverseCharge,
    count: Number(r.count),
    chargingVat: r.reverseCharge ? 0 : Number(r.chargingVat),
    netPence: Number(r.netPence),
    vatChargedPence: r.reverseCharge ? 0 : Number(r.vatPence),
  }));
}

export interface PaymentRecord {
  id: string;
  paidOn: string;
  amountPence: number;
  method: string;
  invoice: InvoiceRecord;
}

/** Payments received in the period, each with the invoice it pays. */
export async function paymentsReceived(
  db: DbOrTx,
  businessId: string,
  from: string,
  to: string,
): Promise<PaymentRecord[]> {
  const rows = await db
    .select({
      id: payments.id,
      paidOn: payments.paidOn,
      amountPence: payments.amountPence,
      method: payments.method,
      invoice: invoiceColumns,
    })
    .from(payments)
    .innerJoin(invoices, eq(invoices.id, payments.invoiceId))
    .where(
      and(
        eq(payments.businessId, businessId),
        eq(invoices.businessId, businessId),
        gte(payments.paidOn, from),
        lte(payments.paidOn, to),
      ),
    )
    .orderBy(asc(payments.paidOn), asc(invoices.number));
  return rows.map((r) => ({ ...r, invoice: toInvoiceRecord(r.invoice) }));
}

export interface OrderRecord {
  id: string;
  reference: string;
  supplier: string;
  date: string;
  netPence: number;
}

/** The UK day an order was placed (created_at is a timestamp). */
const orderDay = sql<string>`to_char(${orders.createdAt} at time zone 'Europe/London', 'YYYY-MM-DD')`;

/**
 * Purchase orders placed in the period (cancelled ones left out). Their totals are trade prices
 * before VAT; merchants invoice and are paid on account, so the order date stands for the bill.
 */
export async function placedOrders(
  db: DbOrTx,
  businessId: string,
  from: string,
  to: string,
): Promise<OrderRecord[]> {
  const rows = await db
    .select({
      id: orders.id,
      number: orders.number,
      supplier: merchants.name,
      date: orderDay,
      netPence: orders.totalPence,
    })
    .from(orders)
    .innerJoin(merchants, eq(merchants.id, orders.merchantId))
    .where(
      and(
        eq(orders.businessId, businessId),
        eq(orders.status, "placed"),
        gte(orderDay, from),
        lte(orderDay, to),
      ),
    )
    .orderBy(asc(orders.createdAt), asc(orders.number));
  return rows.map(({ number, ...r }) => ({ ...r, reference: purchaseOrderNumber(number) }));
}
