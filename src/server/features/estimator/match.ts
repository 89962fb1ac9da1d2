/**
 * Buying each estimator line from the business's live catalogue (./live-catalogue.ts): the
 * products it sees under the line's catalogue name, at its net prices. The business's own price
 * list comes first (a product it imported, or re-priced by importing, is what it buys), then the
 * public catalogue; among those, the lowest net price, then the lowest id.
 *
 * A line only the model named (no material key) that names no product is searched for as before,
 * and counts only if the product's name carries most of the line's words. A line nothing fits
 * keeps its estimated price, is marked matched=false and says so (`unmatchedNote`), never invented.
 */
import type { MatchedProduct } from "../../../shared/schemas/assistant";
import type { Product } from "../../../shared/schemas/catalogue";
import type { DbOrTx } from "../../db/client";
import { searchProducts } from "../catalogue/search";
import { type LiveProduct, nameKey, productsByName } from "./live-catalogue";
import type { EstimatedMaterial } from "./types";

/** Who is asking: the catalogue a business sees (its user only for the free-text search). */
export interface CatalogueScope {
  businessId: string;
  userId: string;
}

type Bought = Pick<
  LiveProduct,
  "id" | "name" | "sku" | "merchantId" | "merchantName" | "netPricePence"
>;

const pounds = (pence: number) => Math.round(pence) / 100;

/** The assumption a line with no product in the business's catalogue adds to the estimate. */
export const unmatchedNote = (name: string) =>
  `No product in your catalogue for ${name}; the estimated price is used`;

const words = (s: string) =>
  s
    .toLowerCase()
    .split(/[^a-z0-9.]+/)
    .filter((w) => w.length > 1);

/** Share of the wanted words found in the product name (0..1). */
function overlap(wanted: string, name: string): number {
  const want = words(wanted);
  if (want.length === 0) return 0;
  const have = new Set(words(name));
  return want.filter((w) => have.has(w)).length / want.length;
}

/** The model's own line: the closest product a search for its name finds, if close enough. */
async function searchFor(db: DbOrTx, scope: CatalogueScope, line: EstimatedMaterial) {
  const page = await searchProducts(db, scope, { q: line.name, page: 1, pageSize: 20 });
  const score = (p: Product) =>
    overlap(line.name, p.name) * 20 + (p.unit.toLowerCase() === line.unit.toLowerCase() ? 5 : 0);
  return (
    page.products
      .filter((p) => overlap(line.name, p.name) >= 0.6)
      .sort((a, b) => score(b) - score(a) || a.netPricePence - b.netPricePence || a.id - b.id)[0] ??
    null
  );
}

function choose(candidates: readonly LiveProduct[] | undefined): Bought | null {
  if (!candidates || candidates.length === 0) return null;
  const own = candidates.filter((p) => p.own);
  // Each list is sorted cheapest first (productsByName).
  return (own.length > 0 ? own : candidates)[0] ?? null;
}

/** One matched (or unmatched) product per estimator line, in the estimator's order. */
export async function matchMaterials(
  db: DbOrTx,
  scope: CatalogueScope,
  lines: readonly EstimatedMaterial[],
): Promise<MatchedProduct[]> {
  const live = await productsByName(
    db,
    scope.businessId,
    lines.map((l) => l.name),
  );
  const bought = await Promise.all(
    lines.map(async (line): Promise<Bought | null> => {
      const exact = choose(live.get(nameKey(line.name)));
      if (exact || line.key) return exact;
      return searchFor(db, scope, line);
    }),
  );
  return lines.map((line, i) => {
    const p = bought[i];
    const covers = line.covers ? { covers: line.covers } : {};
    const pence = p ? p.netPricePence : line.unitPricePence;
    return {
      name: p ? p.name : line.name,
      price: pounds(pence),
      quantity: line.quantity,
      unit: line.unit,
      productId: p ? p.id : null,
      sku: p ? p.sku || null : null,
      merchantId: p ? p.merchantId : null,
      merchantName: p ? p.merchantName : null,
      unitPricePence: pence,
      matched: Boolean(p),
      predictedName: line.name,
      ...covers,
    };
  });
}
