/** What other features may use of the catalogue: the product table and adding products to a quote. */
export { AddToQuoteDialog } from "./add-to-quote/add-to-quote-dialog";
export { CatalogueTable } from "./catalogue-table";
