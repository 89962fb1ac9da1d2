import { renderableImages } from "../../pdf/images";
import { renderWithoutImagesOnFailure } from "../../pdf/render";
import { runTask } from "../../workers/pool";
import type { PurchaseOrderDocument } from "./pdf-draw";

export type { PurchaseOrderDocument } from "./pdf-draw";

/**
 * The purchase order PDF, drawn in the worker pool (./pdf-draw.ts) in the business's turn, with
 * its logo as sharp re-encoded it (left out when it cannot be decoded), as the invoice's.
 */
export async function renderPurchaseOrderPdf(
  doc: PurchaseOrderDocument,
  owner: string,
): Promise<Buffer> {
  const [logo = null] = await renderableImages([doc.business.logo], owner);
  const safe: PurchaseOrderDocument = { ...doc, business: { ...doc.business, logo } };
  return renderWithoutImagesOnFailure(
    (d) => runTask("purchaseOrderPdf", d, { owner }),
    safe,
    Boolean(logo) && { ...safe, business: { ...safe.business, logo: null } },
  );
}
