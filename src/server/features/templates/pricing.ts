import { and, asc, eq, inArray, isNull, or } from "drizzle-orm";
import { netPricePence } from "../../../shared/quote-math";
import type { DbOrTx } from "../../db/client";
import { merchantTerms, products, type TemplateLineRow } from "../../db/schema";

/**
 * A template's lines at today's prices: a catalogue line costs the product's price now, less the
 * business's discount at that merchant (as adding a product to a quote does); a custom line keeps
 * its saved price. A product since removed from the catalogue keeps its saved line as it was.
 */
export async function priceTemplateLines(
  db: DbOrTx,
  businessId: string,
  lines: TemplateLineRow[],
): Promise<TemplateLineRow[]> {
  const productIds = [...new Set(lines.flatMap((l) => (l.productId == null ? [] : [l.productId])))];
  if (productIds.length === 0) return lines;
  const found = await db
    .select({
      id: products.id,
      name: products.name,
      unit: products.unit,
      sku: products.sku,
      merchantId: products.merchantId,
      pricePence: products.pricePence,
    })
    .from(products)
    .where(
      and(
        inArray(products.id, productIds),
        or(isNull(products.businessId), eq(products.businessId, businessId)),
      ),
    );
  const terms = await db
    .select({
      merchantId: merchantTerms.merchantId,
      discountPercent: merchantTerms.discountPercent,
    })
    .from(merchantTerms)
    .where(eq(merchantTerms.businessId, businessId))
    .orderBy(asc(merchantTerms.position));
  const discount = new Map<number, number>();
  // The first term of a merchant is the one adding a product to a quote uses.
  for (const t of terms) {
    if (t.merchantId != null && !discount.has(t.merchantId)) {
      discount.set(t.merchantId, t.discountPercent ?? 0);
    }
  }
  const byId = new Map(found.map((p) => [p.id, p] as const));
  return lines.map((line) => {
    const product = line.productId == null ? undefined : byId.get(line.productId);
    if (!product) return line;
    return {
      ...line,
      name: product.name,
      unit: product.unit || line.unit,
      sku: product.sku || null,
      merchantId: product.merchantId,
      netUnitPricePence: netPricePence(product.pricePence, discount.get(product.merchantId) ?? 0),
    };
  });
}
