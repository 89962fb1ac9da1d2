import { and, eq } from "drizzle-orm";
import { formatDate } from "../../../../shared/dates";
import { formatPence } from "../../../../shared/money";
import type { Invoice, SendInvoice } from "../../../../shared/schemas/invoices";
import { invoiceReference, REVERSE_CHARGE_WORDING } from "../../../../shared/uk-tax";
import type { Deps } from "../../../context";
import { nextVersion, versionConflict } from "../../../db/row-version";
import { invoices } from "../../../db/schema";
import { takeSendAllowance } from "../../../mail/sending";
import { emailDocument, messageParagraphs } from "../../documents/email";
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
    `Amount due: ${formatPence(invoice.balancePence)} by ${formatDate(`${invoice.dueDate}T12:00:00Z`)}`,
    ...(doc.bankTransfer
      ? [
          "Pay by bank transfer",
          ...doc.bankTransfer.rows.map(([name, value]) => `${name}: ${value}`),
        ]
      : []),
    ...(invoice.reverseCharge ? [REVERSE_CHARGE_WORDING] : []),
    `The invoice is attached as a PDF (${filename}).`,
  ];
  await emailDocument(
    deps,
    { businessId, kind: "invoice", invoiceId: id },
    {
      to: input.email,
      subject: `Invoice ${invoice.reference} from ${business.name}`,
      businessName: business.name,
      paragraphs,
    },
    { filename, render: () => renderInvoicePdf(doc) },
  );
  await db.transaction(async (tx) => {
    const row = await findInvoiceRow(tx, businessId, id, true);
    const now = new Date();
    await tx
      .update(invoices)
      .set({ status: "sent", sentAt: now, version: nextVersion(invoices.version), updatedAt: now })
      .where(and(eq(invoices.id, id), eq(invoices.businessId, businessId)));
    await recordActivity(
      tx,
      businessId,
      "invoice.sent",
      `Invoice ${invoiceReference(row.number)} sent to ${input.email}`,
      id,
    );
  });
  return getInvoice(db, businessId, id);
}
