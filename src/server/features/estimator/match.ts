/**
 * Catalogue matching: each estimator line is bought as the best product the business can see.
 * Exact name first (the estimator's names are the seeded catalogue's), then its search terms;
 * among candidates prefer the same unit and category, then the lowest net price for the business.
 * A line nothing fits keeps the estimator's own price and is marked matched=false — never invented.
 */
import type { MatchedProduct } from "../../../shared/schemas/assistant";
import type { Product } from "../../../shared/schemas/catalogue";
import type { DbOrTx } from "../../db/client";
import { type SearchScope, searchProducts } from "../catalogue/service";
import type { EstimatedMaterial } from "./types";

const pounds = (pence: number) => Math.round(pence) / 100;
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

function score(line: EstimatedMaterial, p: Product, term: string): number {
  let s = 0;
  if (p.name.toLowerCase() === line.name.toLowerCase()) s += 100;
  s += overlap(line.name, p.name) * 20 + overlap(term, p.name) * 10;
  if (p.unit.toLowerCase() === line.unit.toLowerCase()) s += 5;
  if (p.categoryName && p.categoryName === line.category) s += 5;
  return s;
}

function better(a: { s: number; p: Product }, b: { s: number; p: Product }) {
  if (a.s !== b.s) return a.s > b.s;
  if (a.p.netPricePence !== b.p.netPricePence) return a.p.netPricePence < b.p.netPricePence;
  return a.p.id < b.p.id;
}

async function bestProduct(
  db: DbOrTx,
  scope: SearchScope,
  line: EstimatedMaterial,
): Promise<Product | null> {
  const exact = await searchProducts(db, scope, { q: line.name, page: 1, pageSize: 20 });
  const named = exact.products.filter((p) => p.name.toLowerCase() === line.name.toLowerCase());
  const pick = (cands: { s: number; p: Product }[]) =>
    cands.reduce<{ s: number; p: Product } | null>(
      (best, c) => (!best || better(c, best) ? c : best),
      null,
    )?.p ?? null;
  if (named.length > 0) return pick(named.map((p) => ({ s: score(line, p, line.name), p })));
  for (const term of line.searchTerms) {
    const page = await searchProducts(db, scope, { q: term, page: 1, pageSize: 20 });
    // A term search must name most of the line to count: otherwise "white" buys any white thing.
    const cands = page.products
      .map((p) => ({ s: score(line, p, term), p }))
      .filter(({ p }) => overlap(term, p.name) >= 0.6 || overlap(line.name, p.name) >= 0.6);
    if (cands.length > 0) return pick(cands);
  }
  // Last resort: search word by word is too loose; an unmatched line is kept as it is.
  return null;
}

/** One matched (or unmatched) product per estimator line, in the estimator's order. */
export async function matchMaterials(
  db: DbOrTx,
  scope: SearchScope,
  lines: readonly EstimatedMaterial[],
): Promise<MatchedProduct[]> {
  const products = await Promise.all(lines.map((line) => bestProduct(db, scope, line)));
  return lines.map((line, i) => {
    const p = products[i];
    const covers = line.covers ? { covers: line.covers } : {};
    if (!p) {
      return {
        name: line.name,
        price: pounds(line.unitPricePence),
        quantity: line.quantity,
        unit: line.unit,
        productId: null,
        sku: null,
        merchantId: null,
        merchantName: null,
        unitPricePence: line.unitPricePence,
        matched: false,
        predictedName: line.name,
        ...covers,
      };
    }
    return {
      name: p.name,
      price: pounds(p.netPricePence),
      quantity: line.quantity,
      unit: line.unit,
      productId: p.id,
      sku: p.sku || null,
      merchantId: p.merchantId,
      merchantName: p.merchantName,
      unitPricePence: p.netPricePence,
      matched: true,
      predictedName: line.name,
      ...covers,
    };
  });
}
