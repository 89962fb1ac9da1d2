import type { VatRate } from "../../../../shared/uk-tax";
import type { CatalogueProduct } from "./catalogue-product";

/** A material line as the editors hold it (the API's material line input, plus a local id). */
export interface EditableMaterialLine {
  /** Local only, for stable rows; never sent. */
  key?: string;
  name: string;
  quantity: number;
  unit: string;
  /** What a unit costs the business (the merchant's net price); orders are placed at it. */
  netUnitPricePence: number;
  /** The line's own markup on a quote; absent or null: the quote's margin. */
  markupPercent?: number | null;
  sku?: string;
  merchantId?: number;
  productId?: number;
  /** The line's own VAT rate; absent or null: the quote's. */
  vatRate?: VatRate | null;
}

let counter = 0;
export const newLineKey = () => `line-${Date.now().toString(36)}-${(counter++).toString(36)}`;

/** Drops the local key before a line goes to the API. */
export function toMaterialInput({ key: _key, ...line }: EditableMaterialLine) {
  return line;
}

/**
 * A catalogue product as a line, in the unit it is sold by (bag, tin, roll, pack, length) at the
 * business's trade price: the one way every screen turns a product into a line.
 */
export const catalogueLine = (
  product: CatalogueProduct,
  quantity: number,
): EditableMaterialLine => ({
  key: newLineKey(),
  name: product.name,
  quantity,
  unit: product.unit.trim() || "each",
  netUnitPricePence: product.netPricePence,
  sku: product.sku || undefined,
  merchantId: product.merchantId,
  productId: product.id,
});

/** `quantity` more of a product already on the list, else the product as a new line. */
export function withCatalogueProduct(
  lines: EditableMaterialLine[],
  product: CatalogueProduct,
  quantity: number,
): EditableMaterialLine[] {
  const existing = lines.findIndex((l) => l.productId === product.id);
  if (existing < 0) return [...lines, catalogueLine(product, quantity)];
  return lines.map((l, i) => (i === existing ? { ...l, quantity: l.quantity + quantity } : l));
}
