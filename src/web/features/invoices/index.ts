/** What other features may use of invoices: invoicing an accepted quote, the outstanding total. */
export { CreateInvoiceButton } from "./create-invoice-button";
export { OutstandingTile } from "./outstanding-tile";
