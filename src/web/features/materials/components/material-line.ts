import type { VatRate } from "../../../../shared/uk-tax";

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
