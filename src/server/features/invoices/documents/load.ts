import { and, eq } from "drizzle-orm";
import { quoteReference } from "../../../../shared/quote-math";
import type { DbOrTx } from "../../../db/client";
import { quotes } from "../../../db/schema";
import { documentParties, letterhead } from "../../documents/parties";
import { findInvoiceRow, loadInvoices } from "../read-model";
import { bankTransfer } from "./payment-details";
import type { InvoiceDocument } from "./pdf-draw";

/** What the PDF and the email of one invoice need. */
export async function loadInvoiceDocument(
  db: DbOrTx,
  businessId: string,
  id: string,
): Promise<InvoiceDocument> {
  const row = await findInvoiceRow(db, businessId, id);
  // The row once: the invoice is built from it, and the contact it keeps is read from it.
  const invoice = (await loadInvoices(db, businessId, [row]))[0]!;
  const { business, contact } = await documentParties(db, businessId, invoice.customerId);
  // Sent, an invoice keeps the details it went out with; a draft follows its customer, or keeps
  // those it was raised with once the customer is deleted.
  const kept = row.sentAt !== null || row.customerId === null ? row.customerContact : null;
  const [quote] = invoice.quoteId
    ? await db
        .select({ number: quotes.number, revision: quotes.revision, name: quotes.name })
        .from(quotes)
        .where(and(eq(quotes.id, invoice.quoteId), eq(quotes.businessId, businessId)))
    : [];
  return {
    invoice,
    quote: quote
      ? { reference: quoteReference(quote.number, quote.revision), name: quote.name }
      : null,
    business: {
      ...letterhead(business),
      vatNumber: business.vatNumber.trim(),
    },
    bankTransfer: bankTransfer(invoice, business),
    customer: { name: invoice.customerName, ...(kept ?? contact) },
  };
}
