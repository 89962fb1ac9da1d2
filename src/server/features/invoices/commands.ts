import { and, asc, eq, inArray, isNotNull, sql } from "drizzle-orm";
import { isoDay } from "../../../shared/dates";
import { quoteReference } from "../../../shared/quote-math";
import { customerDisplayName } from "../../../shared/schemas/customers";
import type { CreateInvoice, Invoice, invoiceKindLabels } from "../../../shared/schemas/invoices";
import { invoiceReference, invoiceRefusal } from "../../../shared/uk-tax";
import type { Db, DbOrTx } from "../../db/client";
import { nextCounterValue } from "../../db/counters";
import { ensureRoom } from "../../db/room";
import { businesses, customers, invoices, jobs, payments, quotes } from "../../db/schema";
import { badRequest, conflict, notFound } from "../../errors";
import { invoiceDueDate, invoiceFromQuote } from "./from-quote";
import { checkId, findInvoiceRow, getInvoice } from "./read-model";
import { recordActivity, writeInvoiceLines } from "./write";

/*
 * The invoice's commands: raise one from an accepted quote, delete a draft. Payments are in
 * ./payments.ts, the PDF and the email in ./documents/.
 */

const COUNTER = "invoice";
type KindLabels = typeof invoiceKindLabels;

/**
 * The next gap-free invoice number of the business, never below a number already used (an
 * invoice restored or imported with its number).
 */
function nextInvoiceNumber(tx: DbOrTx, businessId: string): Promise<number> {
  return nextCounterValue(tx, businessId, COUNTER, async () => {
    const [used] = await tx
      .select({ max: sql<number | null>`max(${invoices.number})`.mapWith(Number) })
      .from(invoices)
      .where(eq(invoices.businessId, businessId));
    return used?.max ?? 0;
  });
}

const kindNames: KindLabels = {
  deposit: "Deposit invoice",
  final: "Final invoice",
  standard: "Invoice",
};

/**
 * Raises an invoice from an accepted quote of this business: its lines carried over (materials at
 * their VAT rate or the quote's, labour as a labour line), nothing re-typed. A deposit invoice asks
 * for the business's deposit percentage; a final invoice deducts every deposit invoiced.
 */
export async function createInvoice(
  db: Db,
  businessId: string,
  input: CreateInvoice,
  now = new Date(),
): Promise<Invoice> {
  checkId(input.quoteId, "Quote not found");
  const id = await db.transaction(async (tx) => {
    // Locking the quote serialises invoices raised from it (deposit, final) against each other.
    const [quote] = await tx
      .select()
      .from(quotes)
      .where(and(eq(quotes.id, input.quoteId), eq(quotes.businessId, businessId)))
      .for("update");
    if (!quote) throw notFound("Quote not found");
    if (quote.status !== "accepted") {
      throw badRequest("Only an accepted quote can be invoiced", { quoteId: "Not accepted" });
    }
    const [business] = await tx.select().from(businesses).where(eq(businesses.id, businessId));
    if (!business) throw notFound();
    const [customer] = quote.customerId
      ? await tx
          .select()
          .from(customers)
          .where(and(eq(customers.id, quote.customerId), eq(customers.businessId, businessId)))
      : [];
    // Every version of the quote is one piece of work: a final invoice raised from the original
    // closes its variations too, and deposits raised on any version are deducted once.
    const versions = await tx
      .select({ id: quotes.id })
      .from(quotes)
      .where(and(eq(quotes.businessId, businessId), eq(quotes.number, quote.number)))
      .orderBy(asc(quotes.revision))
      .for("update");
    const existing = await tx
      .select()
      .from(invoices)
      .where(
        and(
          eq(invoices.businessId, businessId),
          inArray(
            invoices.quoteId,
            versions.map((v) => v.id),
          ),
        ),
      );
    const refused = invoiceRefusal(
      input.kind,
      [...existing].sort((a, b) => a.number - b.number),
    );
    if (refused) throw conflict("already_invoiced", refused);
    const { lines, totals, columns } = await invoiceFromQuote(tx, quote, {
      kind: input.kind,
      business,
      depositPercent: input.depositPercent,
      customer,
      existing,
    });
    const reference = quoteReference(quote.number, quote.revision);
    if (totals.amountDuePence < 0) {
      throw badRequest("The deposits invoiced are more than the quote's total");
    }
    // After the quote's locks, before the first insert: every write that locks both, in this order.
    await ensureRoom(tx, businessId, "invoices");
    const issueDate = isoDay(now);
    // A deposit is due by the job's start when that comes first: the earliest of the quote's jobs.
    const [job] =
      input.kind === "deposit"
        ? await tx
            .select({ startAt: jobs.startAt })
            .from(jobs)
            .where(
              and(
                eq(jobs.businessId, businessId),
                inArray(
                  jobs.quoteId,
                  versions.map((v) => v.id),
                ),
                isNotNull(jobs.startAt),
              ),
            )
            .orderBy(asc(jobs.startAt))
            .limit(1)
        : [];
    const dueDate = invoiceDueDate(issueDate, business.paymentTermsDays, input.kind, job?.startAt);
    const number = await nextInvoiceNumber(tx, businessId);
    const [row] = await tx
      .insert(invoices)
      .values({
        businessId,
        number,
        quoteId: quote.id,
        customerId: quote.customerId,
        customerName: customer ? customerDisplayName(customer) : quote.customerName,
        customerContact: customer
          ? { email: customer.email, phone: customer.phone, address: customer.address }
          : null,
        kind: input.kind,
        status: "draft",
        issueDate,
        taxPoint: issueDate,
        dueDate,
        ...columns,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: invoices.id });
    if (!row) throw new Error("invoice insert returned no row");
    await writeInvoiceLines(tx, { businessId, invoiceId: row.id }, lines);
    await recordActivity(
      tx,
      businessId,
      "invoice.created",
      `${kindNames[input.kind]} ${invoiceReference(number)} raised from quote ${quote.name || reference}`,
      row.id,
    );
    return row.id;
  });
  return getInvoice(db, businessId, id);
}

/** Only a draft without payments can be deleted; its number is never handed out again. */
export async function deleteInvoice(db: Db, businessId: string, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await findInvoiceRow(tx, businessId, id, true);
    if (row.status !== "draft") {
      throw conflict("invoice_issued", "A sent invoice cannot be deleted; raise a credit note");
    }
    const [paid] = await tx
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(payments)
      .where(eq(payments.invoiceId, id));
    if ((paid?.n ?? 0) > 0) {
      throw conflict("invoice_paid", "Delete the invoice's payments first");
    }
    if (row.kind === "deposit" && row.quoteId) {
      const [final] = await tx
        .select({ id: invoices.id })
        .from(invoices)
        .where(
          and(
            eq(invoices.businessId, businessId),
            eq(invoices.quoteId, row.quoteId),
            eq(invoices.kind, "final"),
          ),
        );
      if (final) throw conflict("deposit_deducted", "This deposit is deducted on a final invoice");
    }
    await tx.delete(invoices).where(and(eq(invoices.id, id), eq(invoices.businessId, businessId)));
    await recordActivity(
      tx,
      businessId,
      "invoice.deleted",
      `Draft invoice ${invoiceReference(row.number)} deleted`,
      id,
    );
  });
}
