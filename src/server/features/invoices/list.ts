import { and, desc, eq, type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import { isoDay } from "../../../shared/dates";
import type { InvoiceList, InvoiceStatusName } from "../../../shared/schemas/invoices";
import type { Db } from "../../db/client";
import { isUuid } from "../../db/ids";
import { invoices } from "../../db/schema";
import { decodeCursor, encodeCursor } from "../../http/cursor";
import { loadInvoices, outstandingInvoicesPence } from "./read-model";

/* The invoice list, a page at a time (issue 19), newest number first. */

/** The number is unique in a business, so it alone is the position. */
const cursorSchema = z.object({ n: z.number().int().positive() });

/**
 * deriveInvoiceStatus (shared/uk-tax.ts) in SQL, so the status filter runs over every invoice
 * rather than the page: the same rules in the same order.
 */
function derivedStatus(today: string): SQL<string> {
  const paid = sql`coalesce((select sum(p.amount_pence) from payments p where p.invoice_id = ${invoices.id}), 0)`;
  const balance = sql`(${invoices.amountDuePence} - ${paid})`;
  return sql<string>`case
    when ${balance} <= 0 and (${paid} > 0 or ${invoices.status} = 'sent') then 'paid'
    when ${balance} > 0 and ${invoices.status} = 'sent' and ${invoices.dueDate} < ${today}::date then 'overdue'
    when ${paid} > 0 then 'part-paid'
    else ${invoices.status} end`;
}

export async function listInvoices(
  db: Db,
  businessId: string,
  filter: {
    status?: InvoiceStatusName;
    quoteId?: string;
    customerId?: string;
    limit: number;
    cursor?: string;
  },
): Promise<InvoiceList> {
  const { customerId } = filter;
  const quoteId = filter.quoteId || undefined;
  // Not an id at all: no customer's, so no invoices (as the jobs' quoteId filter answers).
  if (customerId !== undefined && !isUuid(customerId))
    return { invoices: [], nextCursor: null, outstandingPence: 0 };
  const conditions: SQL[] = [eq(invoices.businessId, businessId)];
  // A quote id that is no id is no quote's: none of its invoices (the total stays the business's).
  if (quoteId !== undefined)
    conditions.push(isUuid(quoteId) ? eq(invoices.quoteId, quoteId) : sql`false`);
  if (customerId !== undefined) conditions.push(eq(invoices.customerId, customerId));
  if (filter.status) conditions.push(sql`${derivedStatus(isoDay(new Date()))} = ${filter.status}`);
  if (filter.cursor) {
    const { n } = decodeCursor(filter.cursor, cursorSchema);
    conditions.push(sql`${invoices.number} < ${n}`);
  }
  const [rows, outstandingPence] = await Promise.all([
    db
      .select()
      .from(invoices)
      .where(and(...conditions))
      .orderBy(desc(invoices.number))
      .limit(filter.limit + 1),
    outstandingInvoicesPence(db, businessId, customerId),
  ]);
  const page = rows.slice(0, filter.limit);
  const last = page.at(-1);
  return {
    invoices: await loadInvoices(db, businessId, page),
    nextCursor: rows.length > filter.limit && last ? encodeCursor({ n: last.number }) : null,
    outstandingPence,
  };
}
