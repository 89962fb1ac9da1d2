import { SAMPLE_MATERIALS } from "../../../../shared/sample-materials";
import type { PredictMaterialsResult } from "../../../../shared/schemas/assistant";
import { type CatalogueProduct, type EditableMaterialLine, newLineKey } from "../../materials";

/** The editable lines of a prediction, each with a new local key. */
export function toLines(result: PredictMaterialsResult): EditableMaterialLine[] {
  return result.matched_products.map((m) => ({
    key: newLineKey(),
    name: m.name,
    quantity: m.quantity,
    unit: m.unit,
    unitPricePence: m.unitPricePence,
    sku: m.sku ?? undefined,
    merchantId: m.merchantId ?? undefined,
    productId: m.productId ?? undefined,
  }));
}

/** SPEC §4: when the prediction gives nothing, keep the lines there are, else the sample materials. */
export const fallbackLines = (current: EditableMaterialLine[]): EditableMaterialLine[] =>
  current.length > 0 ? current : SAMPLE_MATERIALS.map((m) => ({ key: newLineKey(), ...m }));

/** A catalogue product added from the search panel. */
export const productLine = (product: CatalogueProduct, quantity: number): EditableMaterialLine => ({
  key: newLineKey(),
  name: product.name,
  quantity,
  unit: "each",
  unitPricePence: product.netPricePence,
  sku: product.sku || undefined,
  merchantId: product.merchantId,
  productId: product.id,
});
