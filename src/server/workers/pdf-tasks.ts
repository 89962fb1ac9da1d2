import { drawInvoicePdf, type InvoiceDocument } from "../features/invoices/documents/pdf-draw";
import { drawPurchaseOrderPdf, type PurchaseOrderDocument } from "../features/orders/pdf-draw";
import { drawQuotePdf, type QuoteDocument } from "../features/quotes/documents/pdf-draw";

/**
 * The PDF renderers, run in the worker pool: the document's data in (images already made safe by
 * src/server/pdf/images.ts in the main thread), its bytes out.
 */
export const pdfTasks = {
  quotePdf: (doc: QuoteDocument) => drawQuotePdf(doc),
  invoicePdf: (doc: InvoiceDocument) => drawInvoicePdf(doc),
  purchaseOrderPdf: (doc: PurchaseOrderDocument) => drawPurchaseOrderPdf(doc),
};
