/**
 * Product search (docs/decisions/0010-one-search-engine.md): the public catalogue plus the
 * business's own products, ranked by whole-word name matches, then partial ones, then category,
 * then description (only when asked), then by name. Trade language in ./language.ts and
 * ./trade-words.json; the index in ./engine.ts. This file is the feature's stable surface.
 */
import { sql } from "drizzle-orm";
import type { Product, ProductPage } from "../../../../shared/schemas/catalogue";
import { type DbOrTx, queryRows } from "../../../db/client";
import type { Logger } from "../../../log";
import { type ProductScope, productRows, visibleTo } from "../product-rows";
import { SearchIndex } from "./engine";

/** Totals are exact up to this many matches; above it `total` is the cap ("1,000+"). */
export const COUNT_CAP = 1_000;
/**
 * PGlite extensions the search needs beyond what src/server/db/client.ts already loads: none
 * (the index is in memory; pg_trgm stays for migration 0000's indexes).
 */
export const SEARCH_PGLITE_EXTENSIONS = {} as const;

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
async function indexFor(db: DbOrTx): Promise<SearchIndex> {
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

async function favouriteIds(db: DbOrTx, scope: SearchScope): Promise<Set<number>> {
  const rows = await queryRows<{ product_id: number }>(
    db,
    sql`select product_id from favourites
        where user_id = ${scope.userId} and business_id = ${scope.businessId}`,
  );
  return new Set(rows.map((r) => Number(r.product_id)));
}

/** The ids of one page and the total: by rank for a search, by name when there is none. */
export async function searchPageIds(
  db: DbOrTx,
  scope: SearchScope,
  input: SearchInput,
  options: SearchOptions = {},
): Promise<{ ids: number[]; total: number; totalIsEstimate: boolean }> {
  const cap = options.countCap ?? COUNT_CAP;
  const offset = (input.page - 1) * input.pageSize;
  const q = (input.q ?? "").trim();
  if (!q) {
    const where = [visibleTo(scope.businessId)];
    if (input.merchantId) where.push(sql`p.merchant_id = ${input.merchantId}`);
    if (input.categoryId) where.push(sql`p.category_id = ${input.categoryId}`);
    if (input.favouritesOnly) {
      where.push(sql`p.id in (select f.product_id from favourites f
        where f.user_id = ${scope.userId} and f.business_id = ${scope.businessId})`);
    }
    const all = sql.join(where, sql` and `);
    const [counted] = await queryRows<{ n: number | string }>(
      db,
      sql`select count(*) as n from (select 1 from products p where ${all} limit ${cap + 1}) s`,
    );
    const matches = Number(counted?.n ?? 0);
    const rows = await queryRows<{ id: number }>(
      db,
      sql`select p.id from products p where ${all} order by p.name, p.id
          limit ${input.pageSize} offset ${offset}`,
    );
    const ids = rows.map((r) => Number(r.id));
    return { ids, total: Math.min(matches, cap), totalIsEstimate: matches > cap };
  }
  const index = await indexFor(db);
  const { found, count } = index.search(scope.businessId, {
    q,
    merchantId: input.merchantId,
    categoryId: input.categoryId,
    includeDescription: input.includeDescription,
    favourites: input.favouritesOnly ? await favouriteIds(db, scope) : undefined,
    wanted: offset + input.pageSize,
    cap,
  });
  const ids = found.slice(offset).map((f) => f.id);
  return { ids, total: Math.min(count, cap), totalIsEstimate: count > cap };
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
  const { ids, total, totalIsEstimate } = await searchPageIds(db, scope, input, options);
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
