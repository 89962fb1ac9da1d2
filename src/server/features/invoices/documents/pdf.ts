import type { Db } from "../../../db/client";
import { renderWithLogo } from "../../../pdf/render";
import { runTask } from "../../../workers/pool";
import { loadInvoiceDocument } from "./load";
import type { InvoiceDocument } from "./pdf-draw";

export type { InvoiceDocument } from "./pdf-draw";

/**
 * The invoice PDF, drawn in the worker pool (./pdf-draw.ts), its logo re-encoded or left out
 * (renderWithLogo). `owner` is the business whose invoice it is.
 */
export function renderInvoicePdf(doc: InvoiceDocument, owner: string): Promise<Buffer> {
  return renderWithLogo((d) => runTask("invoicePdf", d, { owner }), doc, owner);
}

/** The invoice's PDF and the name it is downloaded as. */
export async function invoicePdf(db: Db, businessId: string, id: string) {
  const doc = await loadInvoiceDocument(db, businessId, id);
  return {
    filename: `Invoice-${doc.invoice.reference}.pdf`,
    pdf: await renderInvoicePdf(doc, businessId),
  };
}
