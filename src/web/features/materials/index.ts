/**
 * What other features may use of materials: the editors a quote's materials are built with
 * (catalogue search, measurements, the list) and ordering them from merchants.
 */
export { type CatalogueProduct, CatalogueSearchPanel } from "./components/catalogue-search-panel";
/** The quote page's ordering panel; its code loads once the page has drawn. */
export { LazyOrderMaterialsPanel as OrderMaterialsPanel } from "./components/lazy-order-materials-panel";
export { loadQuoteEditors } from "./components/load-quote-editors";
export {
  catalogueLine,
  type EditableMaterialLine,
  newLineKey,
  toMaterialInput,
  withCatalogueProduct,
} from "./components/material-line";
export { MaterialsListEditor } from "./components/materials-list-editor";
export { MeasurementsPanel } from "./components/measurements-panel";
export { PurchaseOrdersCard } from "./components/purchase-orders-card";
