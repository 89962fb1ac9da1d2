import { type InvoiceDocument, renderInvoicePdf } from "../features/invoices/pdf";
import { type PurchaseOrderDocument, renderPurchaseOrderPdf } from "../features/orders/pdf";
import { type QuoteDocument, renderQuotePdf } from "../features/quotes/pdf";

/** The PDF renderers, run in the worker pool: data in, the document's bytes out. */
export const pdfTasks = {
  quotePdf: (doc: QuoteDocument) => renderQuotePdf(doc),
  invoicePdf: (doc: InvoiceDocument) => renderInvoicePdf(doc),
  purchaseOrderPdf: (doc: PurchaseOrderDocument) => renderPurchaseOrderPdf(doc),
};
