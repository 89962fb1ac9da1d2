import { and, eq, sql } from "drizzle-orm";
import type { z } from "zod";
import { formatPence } from "../../../shared/money";
import {
  type Invoice,
  PAYMENTS_PER_INVOICE,
  type paymentInputSchema,
  tooManyPaymentsMessage,
} from "../../../shared/schemas/invoices";
import { invoiceReference } from "../../../shared/uk-tax";
import type { Db, DbOrTx } from "../../db/client";
import { nextVersion, versionConflict, versionIs } from "../../db/row-version";
import { invoices, payments } from "../../db/schema";
import { badRequest, conflict, notFound } from "../../errors";
import { checkId, findInvoiceRow, getInvoice } from "./read-model";
import { recordActivity } from "./write";

/* The payments recorded against an invoice: record one (never more than the balance), remove one. */

type PaymentParsed = z.output<typeof paymentInputSchema>;

/**
 * Adds one to the invoice's version (a payment recorded or removed changes its balance and
 * status); with `version`, only when the invoice is still at it, else 409 `version_conflict`.
 */
async function bumpVersion(
  tx: DbOrTx,
  businessId: string,
  id: string,
  version: number | undefined,
) {
  const [row] = await tx
    .update(invoices)
    .set({ version: nextVersion(invoices.version), updatedAt: new Date() })
    .where(
      and(
        eq(invoices.id, id),
        eq(invoices.businessId, businessId),
        versionIs(invoices.version, version),
      ),
    )
    .returning({ id: invoices.id });
  if (!row) throw versionConflict("invoice");
}

/** Records a payment; more than the balance is refused. */
export async function recordPayment(
  db: Db,
  businessId: string,
  id: string,
  input: PaymentParsed,
): Promise<Invoice> {
  await db.transaction(async (tx) => {
    const row = await findInvoiceRow(tx, businessId, id, true);
    await bumpVersion(tx, businessId, id, input.version);
    const [sum] = await tx
      .select({
        paid: sql<number>`coalesce(sum(${payments.amountPence}), 0)`.mapWith(Number),
        held: sql<number>`count(*)`.mapWith(Number),
      })
      .from(payments)
      .where(eq(payments.invoiceId, id));
    // Under the invoice's row lock: two payments at once cannot both take the last place.
    if ((sum?.held ?? 0) >= PAYMENTS_PER_INVOICE) {
      throw conflict("too_many_payments", tooManyPaymentsMessage);
    }
    const balance = row.amountDuePence - (sum?.paid ?? 0);
    if (input.amountPence > balance) {
      throw badRequest(
        balance <= 0
          ? "This invoice is already paid"
          : `The payment is more than the balance of ${formatPence(balance)}`,
        { amountPence: "More than the balance" },
      );
    }
    await tx.insert(payments).values({
      invoiceId: id,
      businessId,
      amountPence: input.amountPence,
      paidOn: input.paidOn,
      method: input.method || "bank transfer",
      note: input.note,
    });
    await recordActivity(
      tx,
      businessId,
      "invoice.payment",
      `Payment of ${formatPence(input.amountPence)} recorded on ${invoiceReference(row.number)}`,
      id,
    );
  });
  return getInvoice(db, businessId, id);
}

export async function deletePayment(
  db: Db,
  businessId: string,
  id: string,
  paymentId: string,
): Promise<Invoice> {
  await db.transaction(async (tx) => {
    const row = await findInvoiceRow(tx, businessId, id, true);
    checkId(paymentId, "Payment not found");
    const [deleted] = await tx
      .delete(payments)
      .where(
        and(
          eq(payments.id, paymentId),
          eq(payments.invoiceId, id),
          eq(payments.businessId, businessId),
        ),
      )
      .returning({ amountPence: payments.amountPence });
    if (!deleted) throw notFound("Payment not found");
    await bumpVersion(tx, businessId, id, undefined);
    await recordActivity(
      tx,
      businessId,
      "invoice.payment_deleted",
      `Payment of ${formatPence(deleted.amountPence)} removed from ${invoiceReference(row.number)}`,
      id,
    );
  });
  return getInvoice(db, businessId, id);
}
