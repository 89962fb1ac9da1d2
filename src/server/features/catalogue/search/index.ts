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
import * as rows from "../product-rows";
import { type Changes, type Query, type ReadChanges, SearchIndex } from "./engine";

/** Totals are exact up to this many matches; above it `total` is the cap ("1,000+"). */
export const COUNT_CAP = 1_000;
export type SearchScope = rows.ProductScope;
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
const held = (db: DbOrTx) =>
  indexes.get(db) ?? (indexes.set(db, new SearchIndex()).get(db) as SearchIndex);

/**
 * The index of this database handle (pass the server's root handle), up to date: for one
 * business's reads when given (waiting for its own and the public products only), else for all.
 */
export async function indexFor(db: DbOrTx, businessId?: string): Promise<SearchIndex> {
  await held(db).refresh(db, businessId);
  return held(db);
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
  const favourites = input.favouritesOnly ? new Set(await rows.favouriteIds(db, scope)) : undefined;
  const result = (products: Product[], count: number) => ({
    products,
    total: Math.min(count, countCap),
    totalIsEstimate: count > countCap,
    page: input.page,
    pageSize: input.pageSize,
  });
  if (!q) {
    const { ids, count } = await rows.listPageIds(db, scope, input, countCap, offset);
    return result(await rowsOf(db, scope, ids), count);
  }
  const index = held(db);
  if (!index.loaded) await index.refresh(db, scope.businessId);
  const query = { ...input, q, favourites, wanted: offset + input.pageSize, cap: countCap };
  // Found in the index as it stands, read with its catch-up; again after catching up if the
  // catch-up held a write (rare: products change by imports), then the two steps apart.
  for (let attempt = 0; ; attempt++) {
    const version = index.versionFor(scope.businessId);
    const { found, count } = index.search(scope.businessId, query);
    const ids = found.slice(offset).map((f) => f.id);
    if (attempt === 2) return result(await rowsOf(db, scope, ids), count);
    const page = await readPage(db, index, scope, ids, version);
    if (Array.isArray(page)) return result(page, count);
    await index.refresh(db, scope.businessId, page);
  }
}

/**
 * A search's page in one round trip: the index's catch-up (what was written since it last
 * looked) and the page's product rows, read in one statement so both come from one snapshot.
 * When the catch-up holds nothing the index lacks, the page found in the index before the
 * statement is that snapshot's page; otherwise the caller catches up with the changes read (not
 * read again: after an import they are megabytes) and searches again. On the embedded database
 * every round trip queues behind the other users' in its thread, so this halves a search's waits
 * there; on PostgreSQL it saves a statement per search.
 */
async function readPage(
  db: DbOrTx,
  index: SearchIndex,
  scope: SearchScope,
  ids: number[],
  version: number,
): Promise<Product[] | ReadChanges | undefined> {
  const select = rows.productSelect(scope, ids.length > 0 ? sql`p.id in ${ids}` : sql`false`);
  const page = sql`, (select coalesce(json_agg(r), '[]')::text from (${select}) r) as page`;
  // While another business's writes are indexed, only this one's and the public ones are read.
  const whose = index.indexing ? scope.businessId : undefined;
  const changed = index.changed;
  const [s] = await queryRows<Changes & { page: string }>(db, index.changes(page, whose));
  if (!s) return undefined;
  if (!index.settles(version, s, scope.businessId, whose !== undefined))
    return { changes: s, filtered: whose !== undefined, changed };
  return inOrder(ids, JSON.parse(s.page).map(rows.toProduct));
}

/** The products of `ids` in that order. */
async function rowsOf(db: DbOrTx, scope: SearchScope, ids: number[]): Promise<Product[]> {
  return inOrder(ids, ids.length > 0 ? await rows.productRows(db, scope, sql`p.id in ${ids}`) : []);
}

function inOrder(ids: number[], products: Product[]): Product[] {
  const byId = new Map(products.map((p) => [p.id, p]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** Products per category the business can see, from the index. */
export async function categoryCounts(db: DbOrTx, businessId: string, merchantId?: number) {
  return (await indexFor(db, businessId)).categoryCounts(businessId, merchantId);
}
