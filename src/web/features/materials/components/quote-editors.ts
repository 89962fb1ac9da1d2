/** One chunk for the builder's editors (load-quote-editors.ts). */
export { CatalogueSearchPanel } from "./catalogue-search-panel";
export { MaterialsListEditor } from "./materials-list-editor";
export { MeasurementsPanel } from "./measurements-panel";
export { OrderMaterialsPanel } from "./order-materials-panel";
