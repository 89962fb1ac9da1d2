import { renderWithLogo } from "../../pdf/render";
import { runTask } from "../../workers/pool";
import type { PurchaseOrderDocument } from "./pdf-draw";

export type { PurchaseOrderDocument } from "./pdf-draw";

/** The purchase order PDF, drawn in the worker pool (./pdf-draw.ts) in the business's turn. */
export function renderPurchaseOrderPdf(doc: PurchaseOrderDocument, owner: string): Promise<Buffer> {
  return renderWithLogo((d) => runTask("purchaseOrderPdf", d, { owner }), doc, owner);
}
