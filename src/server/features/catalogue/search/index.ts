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
import { type Query, SearchIndex } from "./engine";
import { readPage } from "./page";

/** Totals are exact up to this many matches; above it `total` is the cap ("1,000+"). */
export const COUNT_CAP = 1_000;
export type SearchScope = ProductScope;
export type SearchInput = Omit<Query, "favourites" | "wanted" | "q" | "cap"> & {
  q?: string;
  favouritesOnly?: boolean;
  page: number;
  pageSize: number;
  /** Rows to skip; (page - 1) × pageSize unless given (a cursor's position). */
  offset?: number;
};
/** `countCap` overrides COUNT_CAP (tests, the benchmark). */
export type SearchOptions = { countCap?: number };
/** `totalIsEstimate`: more than COUNT_CAP products match, and `total` is COUNT_CAP ("1,000+"). */
export type SearchResult = ProductPage & { totalIsEstimate: boolean };

const indexes = new WeakMap<object, SearchIndex>();

/** The index of this database handle (pass the server's root handle), up to date. */
export async function indexFor(db: DbOrTx): Promise<SearchIndex> {
  const index = indexes.get(db) ?? new SearchIndex();
  indexes.set(db, index);
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
 * of the business's discounts and the user's favourites; by name when there is no search.
 */
export async function searchProducts(
  db: DbOrTx,
  scope: SearchScope,
  input: SearchInput,
  { countCap = COUNT_CAP }: SearchOptions = {},
): Promise<SearchResult> {
  const [q, offset] = [(input.q ?? "").trim(), input.offset ?? (input.page - 1) * input.pageSize];
  const favourites = input.favouritesOnly ? new Set(await favouriteIds(db, scope)) : undefined;
  const result = (products: Product[], count: number) => ({
    products,
    total: Math.min(count, countCap),
    totalIsEstimate: count > countCap,
    page: input.page,
    pageSize: input.pageSize,
  });
  if (!q) {
    const { ids, count } = await listPageIds(db, scope, input, countCap, offset);
    return result(await rowsOf(db, scope, ids), count);
  }
  const index = indexes.get(db) ?? new SearchIndex();
  indexes.set(db, index);
  if (!index.loaded) await index.refresh(db);
  const find = () => {
    const wanted = offset + input.pageSize;
    const query = { ...input, q, favourites, wanted, cap: countCap };
    const { found, count } = index.search(scope.businessId, query);
    return { ids: found.slice(offset).map((f) => f.id), count };
  };
  // Found in the index as it stands, read with its catch-up; again after catching up if the
  // catch-up held a write (rare: products change by imports), then the two steps apart.
  for (let attempt = 0; attempt < 2; attempt++) {
    const generation = index.generation;
    const { ids, count } = find();
    const read = await readPage(db, index, scope, ids, generation);
    if (read.settled) return result(read.products, count);
    await index.refresh(db);
  }
  const { ids, count } = find();
  return result(await rowsOf(db, scope, ids), count);
}

/** The products of `ids` in that order. */
async function rowsOf(db: DbOrTx, scope: SearchScope, ids: number[]): Promise<Product[]> {
  const rows = ids.length > 0 ? await productRows(db, scope, sql`p.id in ${ids}`) : [];
  const byId = new Map(rows.map((p) => [p.id, p]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** Products per category the business can see, from the index. */
export async function categoryCounts(db: DbOrTx, businessId: string, merchantId?: number) {
  return (await indexFor(db)).categoryCounts(businessId, merchantId);
}
