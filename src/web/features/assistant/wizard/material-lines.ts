import { chargedUnitPence, lineTotalPence } from "../../../../shared/quote-math";
import { SAMPLE_MATERIALS } from "../../../../shared/sample-materials";
import type { PredictMaterialsResult } from "../../../../shared/schemas/assistant";
import { type EditableMaterialLine, newLineKey } from "../../materials";

/**
 * The editable lines of a prediction, each with a new local key. The estimator's prices are the
 * business's trade net prices: the lines' net costs, marked up by the quote's margin.
 */
export function toLines(result: PredictMaterialsResult): EditableMaterialLine[] {
  return result.matched_products.map((m) => ({
    key: newLineKey(),
    name: m.name,
    quantity: m.quantity,
    unit: m.unit,
    netUnitPricePence: m.unitPricePence,
    sku: m.sku ?? undefined,
    merchantId: m.merchantId ?? undefined,
    productId: m.productId ?? undefined,
  }));
}

/** SPEC §4: when the prediction gives nothing, keep the lines there are, else the sample materials. */
export const fallbackLines = (current: EditableMaterialLine[]): EditableMaterialLine[] =>
  current.length > 0
    ? current
    : SAMPLE_MATERIALS.map(({ unitPricePence, ...m }) => ({
        key: newLineKey(),
        ...m,
        netUnitPricePence: unitPricePence,
      }));

/**
 * The Quote Summary's materials at what the customer is charged, as the manual builder's list and
 * the quote's Materials total work them out (shared/quote-math): each line's own markup or else the
 * business's margin, rounded per unit, times the quantity rounded per line. Their sum is
 * `computeQuoteTotals(...).totalMaterialsCostPence`, the totals' Materials.
 */
export function chargedLines(materials: readonly EditableMaterialLine[], marginPercent: number) {
  const lines = materials.map((line) => ({
    line,
    totalPence: lineTotalPence(line.quantity, chargedUnitPence(line, marginPercent)),
  }));
  return { lines, totalPence: lines.reduce((sum, l) => sum + l.totalPence, 0) };
}
