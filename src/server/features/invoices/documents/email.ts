import { and, eq } from "drizzle-orm";
import { formatDate } from "../../../../shared/dates";
import { formatPence } from "../../../../shared/money";
import type { Invoice, SendInvoice } from "../../../../shared/schemas/invoices";
import { invoiceReference, REVERSE_CHARGE_WORDING } from "../../../../shared/uk-tax";
import type { Deps } from "../../../context";
import { nextVersion, versionConflict } from "../../../db/row-version";
import { invoices } from "../../../db/schema";
import { enqueueDelivery, storeDelivery } from "../../../mail/deliveries";
import { takeSendAllowance } from "../../../mail/sending";
import { documentMail, messageParagraphs } from "../../documents/email";
import { findInvoiceRow, getInvoice } from "../read-model";
import { recordActivity } from "../write";
import { loadInvoiceDocument } from "./load";
import { renderInvoicePdf } from "./pdf";

/** Emails the invoice with its PDF attached; a draft becomes sent. */
export async function sendInvoice(
  deps: Pick<Deps, "db" | "queue" | "config">,
  businessId: string,
  id: string,
  input: SendInvoice,
): Promise<Invoice> {
  const { db, config } = deps;
  const doc = await loadInvoiceDocument(db, businessId, id);
  // A send based on an old version is refused before any mail goes (nothing changes).
  if (input.version !== undefined && doc.invoice.version !== input.version) {
    throw versionConflict("invoice");
  }
  await takeSendAllowance({ db, config }, businessId);
  const { invoice, business } = doc;
  const filename = `Invoice-${invoice.reference}.pdf`;
  const paragraphs = [
    ...messageParagraphs(input.message ?? ""),
    `Invoice ${invoice.reference}${doc.quote ? ` for quote ${doc.quote.reference}` : ""}`,
    // A paid invoice sent again is a copy for the customer's records, not a request to pay.
    invoice.balancePence > 0
      ? `Amount due: ${formatPence(invoice.balancePence)} by ${formatDate(`${invoice.dueDate}T12:00:00Z`)}`
      : "Paid in full, thank you: this copy is for your records.",
    ...(doc.bankTransfer
      ? [
          "Pay by bank transfer",
          ...doc.bankTransfer.rows.map(([name, value]) => `${name}: ${value}`),
        ]
      : []),
    ...(invoice.reverseCharge ? [REVERSE_CHARGE_WORDING] : []),
    `The invoice is attached as a PDF (${filename}).`,
  ];
  const mail = documentMail(
    {
      to: input.email,
      subject: `Invoice ${invoice.reference} from ${business.name}`,
      businessName: business.name,
      paragraphs,
    },
    { filename, content: await renderInvoicePdf(doc, businessId) },
  );
  // Stored under the row lock where the version is checked and moved on: two sends of one
  // version (a double tap) email the customer once, the second is 409.
  const deliveryId = await db.transaction(async (tx) => {
    const row = await findInvoiceRow(tx, businessId, id, true);
    if (input.version !== undefined && row.version !== input.version) {
      throw versionConflict("invoice");
    }
    const delivery = await storeDelivery(tx, { businessId, kind: "invoice", invoiceId: id }, mail);
    const now = new Date();
    await tx
      .update(invoices)
      .set({
        status: "sent",
        sentAt: now,
        // What went out is what the invoice keeps, whatever happens to the customer later.
        customerContact: {
          email: doc.customer.email,
          phone: doc.customer.phone,
          address: doc.customer.address,
        },
        version: nextVersion(invoices.version),
        updatedAt: now,
      })
      .where(and(eq(invoices.id, id), eq(invoices.businessId, businessId)));
    await recordActivity(
      tx,
      businessId,
      "invoice.sent",
      `Invoice ${invoiceReference(row.number)} sent to ${input.email}`,
      id,
    );
    return delivery;
  });
  await enqueueDelivery(deps, deliveryId);
  return getInvoice(db, businessId, id);
}
