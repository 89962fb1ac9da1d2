/**
 * The business's live catalogue, looked up by product name: the public catalogue (every merchant's
 * copy of a seed product shares its name) plus the business's own price list, each product at the
 * business's net price (its first discount at that merchant, as the catalogue shows it).
 *
 * A row of the business's own price list counts as a product it names by that name, or by the SKU
 * of a public product of that name at the same merchant (a price list that renamed the product).
 * Exact and deterministic: no free-text search, so the same catalogue gives the same answer.
 */
import { and, asc, eq, inArray, isNull, or, sql } from "drizzle-orm";
import { netPricePence } from "../../../shared/quote-math";
import type { DbOrTx } from "../../db/client";
import { merchants, merchantTerms, products } from "../../db/schema";

export interface LiveProduct {
  id: number;
  name: string;
  sku: string;
  unit: string;
  merchantId: number;
  merchantName: string;
  netPricePence: number;
  /** From the business's own price list, not the public catalogue. */
  own: boolean;
}

/** Names compare case aside, as `lower(name)` in the query. */
export const nameKey = (name: string) => name.trim().toLowerCase();

const columns = {
  id: products.id,
  name: products.name,
  sku: products.sku,
  unit: products.unit,
  merchantId: products.merchantId,
  merchantName: merchants.name,
  pricePence: products.pricePence,
  businessId: products.businessId,
  tradePrice: products.tradePrice,
};

async function discounts(db: DbOrTx, businessId: string): Promise<Map<number, number>> {
  const terms = await db
    .select({ merchantId: merchantTerms.merchantId, discount: merchantTerms.discountPercent })
    .from(merchantTerms)
    .where(eq(merchantTerms.businessId, businessId))
    .orderBy(asc(merchantTerms.position), asc(merchantTerms.id));
  const byMerchant = new Map<number, number>();
  for (const t of terms) {
    if (t.merchantId !== null && !byMerchant.has(t.merchantId)) {
      byMerchant.set(t.merchantId, Number(t.discount));
    }
  }
  return byMerchant;
}

/** The products the business sees under each of `names` (by nameKey), cheapest first. */
export async function productsByName(
  db: DbOrTx,
  businessId: string,
  names: readonly string[],
): Promise<Map<string, LiveProduct[]>> {
  const keys = [...new Set(names.map(nameKey))].filter(Boolean);
  const found = new Map<string, LiveProduct[]>();
  if (keys.length === 0) return found;
  const named = await db
    .select(columns)
    .from(products)
    .innerJoin(merchants, eq(merchants.id, products.merchantId))
    .where(
      and(
        or(isNull(products.businessId), eq(products.businessId, businessId)),
        inArray(sql`lower(${products.name})`, keys),
      ),
    );
  // The business's own rows that carry a public product's SKU under another name.
  const skuOf = new Map<string, string>();
  for (const r of named)
    if (r.businessId === null && r.sku) skuOf.set(`${r.merchantId}\u0000${r.sku}`, nameKey(r.name));
  const pairs = [...skuOf.keys()].map((k) => k.split("\u0000") as [string, string]);
  const bySku =
    pairs.length === 0
      ? []
      : await db
          .select(columns)
          .from(products)
          .innerJoin(merchants, eq(merchants.id, products.merchantId))
          .where(
            and(
              eq(products.businessId, businessId),
              or(
                ...pairs.map(([m, s]) =>
                  and(eq(products.merchantId, Number(m)), eq(products.sku, s)),
                ),
              ),
            ),
          );
  const discount = await discounts(db, businessId);
  const add = (key: string, r: (typeof named)[number]) => {
    const list = found.get(key) ?? [];
    if (list.some((p) => p.id === r.id)) return;
    list.push({
      id: r.id,
      name: r.name,
      sku: r.sku,
      unit: r.unit,
      merchantId: r.merchantId,
      merchantName: r.merchantName,
      // A price list of trade prices already has the discount in it.
      netPricePence: netPricePence(
        Number(r.pricePence),
        r.tradePrice ? 0 : (discount.get(r.merchantId) ?? 0),
      ),
      own: r.businessId !== null,
    });
    found.set(key, list);
  };
  for (const r of named) add(nameKey(r.name), r);
  for (const r of bySku) {
    const key = skuOf.get(`${r.merchantId}\u0000${r.sku}`);
    if (key) add(key, r);
  }
  for (const list of found.values()) {
    list.sort((a, b) => a.netPricePence - b.netPricePence || a.id - b.id);
  }
  return found;
}
