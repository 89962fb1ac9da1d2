import type { Db } from "../../../db/client";
import { renderableImages } from "../../../pdf/images";
import { renderWithoutImagesOnFailure } from "../../../pdf/render";
import { runTask } from "../../../workers/pool";
import { loadInvoiceDocument } from "./load";
import type { InvoiceDocument } from "./pdf-draw";

export type { InvoiceDocument } from "./pdf-draw";

/**
 * The invoice PDF, drawn in the worker pool (./pdf-draw.ts). The logo reaches the renderer only as
 * sharp re-encoded it; one that cannot be decoded is left out. `owner` is the business whose invoice
 * it is: its turn at the image slots (src/server/sharp.ts) and in the pool (src/server/workers/pool.ts).
 */
export async function renderInvoicePdf(doc: InvoiceDocument, owner: string): Promise<Buffer> {
  const [logo = null] = await renderableImages([doc.business.logo], owner);
  const safe: InvoiceDocument = { ...doc, business: { ...doc.business, logo } };
  return renderWithoutImagesOnFailure(
    (d) => runTask("invoicePdf", d, { owner }),
    safe,
    Boolean(logo) && { ...safe, business: { ...safe.business, logo: null } },
  );
}

/** The invoice's PDF and the name it is downloaded as. */
export async function invoicePdf(db: Db, businessId: string, id: string) {
  const doc = await loadInvoiceDocument(db, businessId, id);
  return {
    filename: `Invoice-${doc.invoice.reference}.pdf`,
    pdf: await renderInvoicePdf(doc, businessId),
  };
}
