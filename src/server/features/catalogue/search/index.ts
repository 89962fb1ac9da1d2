/**
 * Product search (docs/decisions/0010-one-search-engine.md): the public catalogue plus the
 * business's own products, ranked by whole-word name matches, then partial ones, then category,
 * then description (only when asked), then by name. Trade language in ./language.ts and
 * ./trade-words.json; the index in ./engine.ts. This file is the feature's stable surface.
 */
import { sql } from "drizzle-orm";
import type { Product, ProductPage } from "../../../../shared/schemas/catalogue";
import type { DbOrTx } from "../../../db/client";
import type { Logger } from "../../../log";
import { favouriteIds, listPageIds, type ProductScope, productRows } from "../product-rows";
import { SearchIndex } from "./engine";

/** Totals are exact up to this many matches; above it `total` is the cap ("1,000+"). */
export const COUNT_CAP = 1_000;
export type SearchScope = ProductScope;

export interface SearchInput {
  q?: string;
  merchantId?: number;
  categoryId?: number;
  includeDescription?: boolean;
  favouritesOnly?: boolean;
  page: number;
  pageSize: number;
}

export interface SearchOptions {
  /** Overrides COUNT_CAP (tests, the benchmark). */
  countCap?: number;
}

export type SearchResult = ProductPage & {
  /** True when more than COUNT_CAP products match: `total` is then COUNT_CAP ("1,000+"). */
  totalIsEstimate: boolean;
};

const indexes = new WeakMap<object, SearchIndex>();

/** The index of this database handle (pass the server's root handle), up to date. */
export async function indexFor(db: DbOrTx): Promise<SearchIndex> {
  let index = indexes.get(db);
  if (!index) {
    index = new SearchIndex();
    indexes.set(db, index);
  }
  await index.refresh(db);
  return index;
}

/** Loads the index in the background at start, so the first search does not wait for it. */
export function warmSearch(db: DbOrTx, log?: Logger): void {
  indexFor(db).catch((error) =>
    log?.error("product search index failed to load", { error: String(error) }),
  );
}

/**
 * The stable entry point (routes, the estimator, tests): one page of products with prices net
 * of the business's discounts and the user's favourites.
 */
export async function searchProducts(
  db: DbOrTx,
  scope: SearchScope,
  input: SearchInput,
  options: SearchOptions = {},
): Promise<SearchResult> {
  const cap = options.countCap ?? COUNT_CAP;
  const offset = (input.page - 1) * input.pageSize;
  const q = (input.q ?? "").trim();
  let { ids, total, totalIsEstimate } = q
    ? { ids: [] as number[], total: 0, totalIsEstimate: false }
    : await listPageIds(db, scope, input, cap, offset);
  if (q) {
    const { found, count } = (await indexFor(db)).search(scope.businessId, {
      q,
      merchantId: input.merchantId,
      categoryId: input.categoryId,
      includeDescription: input.includeDescription,
      favourites: input.favouritesOnly ? new Set(await favouriteIds(db, scope)) : undefined,
      wanted: offset + input.pageSize,
    });
    [ids, total, totalIsEstimate] = [
      found.slice(offset).map((f) => f.id),
      Math.min(count, cap),
      count > cap,
    ];
  }
  let products: Product[] = [];
  if (ids.length > 0) {
    const list = sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    );
    const byId = new Map(
      (await productRows(db, scope, sql`p.id in (${list})`)).map((p) => [p.id, p]),
    );
    products = ids.flatMap((id) => byId.get(id) ?? []);
  }
  return { products, total, totalIsEstimate, page: input.page, pageSize: input.pageSize };
}

/** Products per category the business can see, from the index. */
export async function categoryCounts(
  db: DbOrTx,
  businessId: string,
  merchantId?: number,
): Promise<Map<number, number>> {
  return (await indexFor(db)).categoryCounts(businessId, merchantId);
}
