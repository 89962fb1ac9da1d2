import { type SQL, sql } from "drizzle-orm";
import { netPricePence } from "../../../shared/quote-math";
import type { Category, Product, ProductPage } from "../../../shared/schemas/catalogue";
import { type DbOrTx, queryRows } from "../../db/client";
import { favourites } from "../../db/schema";
import { notFound } from "../../errors";

/**
 * Product search over the public catalogue plus the business's own price list
 * (docs/decisions/0004-product-search.md).
 *
 * A search runs (1) a capped count: at most COUNT_CAP + 1 matches are counted, so a common
 * fragment costs the same as a rare one; (2) the page of ids, in one of two plans chosen from that
 * count; (3) the page's rows with merchant, category, discount and favourite.
 */
export const COUNT_CAP = 10_000;
/** Rows of the name index walked, in order, before sorting every match instead. */
export const WALK_LIMIT = 60_000;
/** Tables smaller than this are always counted exactly (a page sample of them says little). */
export const SAMPLE_MIN_ROWS = 200_000;
/** Percentage of the table's pages sampled (TABLESAMPLE SYSTEM, fixed seed: repeatable). */
export const SAMPLE_PERCENT = 0.5;
const SAMPLE_SEED = 20_251_123;
/** Sampled matches must imply this many times the cap before the count is skipped. */
const COMMON_MARGIN = 1.5;

export interface SearchInput {
  q?: string;
  merchantId?: number;
  categoryId?: number;
  includeDescription?: boolean;
  favouritesOnly?: boolean;
  page: number;
  pageSize: number;
}

export interface SearchScope {
  businessId: string;
  userId: string;
}

export type SearchResult = ProductPage & {
  /** True when more than COUNT_CAP products match: `total` is then COUNT_CAP ("10,000+"). */
  totalIsEstimate: boolean;
};

export interface SearchOptions {
  /** Overrides COUNT_CAP (the benchmark compares caps). */
  countCap?: number;
}

/** `%term%` for LIKE with the term's own %, _ and \ taken literally. */
export function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** What a business may see: the public catalogue and its own private products. */
const visibleTo = (businessId: string) =>
  sql`(p.business_id is null or p.business_id = ${businessId})`;

function filters(scope: SearchScope, input: SearchInput): SQL[] {
  // `p.id > 0` is true of every row; it lets the planner use the covering indexes, which are
  // partial on it (src/server/db/schema/catalogue.ts).
  const where = [visibleTo(scope.businessId), sql`p.id > 0`];
  if (input.merchantId) where.push(sql`p.merchant_id = ${input.merchantId}`);
  if (input.categoryId) where.push(sql`p.category_id = ${input.categoryId}`);
  if (input.favouritesOnly) {
    where.push(sql`p.id in (select f.product_id from favourites f
      where f.user_id = ${scope.userId} and f.business_id = ${scope.businessId})`);
  }
  return where;
}

/**
 * The text match. `indexed` uses `lower(col) LIKE lower(pattern)`, which the pg_trgm GIN indexes
 * on lower(name) and lower(sku) serve; otherwise the same test as strpos, which no index serves,
 * so the planner walks the name index in order and stops after the page (the plan for common
 * fragments). Both give the same rows: strpos(lower(col), lower(term)) > 0 is the same contains.
 */
function textMatch(term: string, includeDescription: boolean, indexed: boolean): SQL {
  const columns = includeDescription ? ["name", "sku", "description"] : ["name", "sku"];
  const tests = columns.map((col) =>
    indexed
      ? sql`lower(${sql.raw(`p.${col}`)}) like lower(${containsPattern(term)})`
      : sql`strpos(lower(${sql.raw(`p.${col}`)}), lower(${term})) > 0`,
  );
  return sql`(${sql.join(tests, sql` or `)})`;
}

const and = (parts: SQL[]) => sql.join(parts, sql` and `);

interface ProductRow extends Record<string, unknown> {
  id: number;
  name: string;
  sku: string;
  unit: string;
  merchant_id: number;
  merchant_name: string;
  category_id: number | null;
  category_name: string | null;
  price_pence: number | string;
  description: string;
  url: string;
  image_url: string;
  stock: string;
  is_private: boolean;
  is_favourite: boolean;
  updated_at: Date | string;
  discount_percent: number | string | null;
}

function toProduct(row: ProductRow): Product {
  const gross = Number(row.price_pence);
  const discount = Number(row.discount_percent ?? 0);
  return {
    id: Number(row.id),
    name: row.name,
    sku: row.sku,
    unit: row.unit,
    merchantId: Number(row.merchant_id),
    merchantName: row.merchant_name,
    categoryId: row.category_id === null ? null : Number(row.category_id),
    categoryName: row.category_name,
    grossPricePence: gross,
    netPricePence: netPricePence(gross, discount),
    discountPercent: discount,
    description: row.description,
    url: row.url,
    imageUrl: row.image_url,
    stock: row.stock,
    isPrivate: Boolean(row.is_private),
    isFavourite: Boolean(row.is_favourite),
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

/** Full rows for products already known to be visible (or filtered here by `where`). */
async function productRows(db: DbOrTx, scope: SearchScope, where: SQL): Promise<Product[]> {
  const rows = await queryRows<ProductRow>(
    db,
    sql`select p.id, p.name, p.sku, p.unit, p.merchant_id, m.name as merchant_name,
          p.category_id, c.name as category_name, p.price_pence, p.description, p.url,
          p.image_url, p.stock, p.business_id is not null as is_private, p.updated_at,
          exists (select 1 from favourites f
            where f.user_id = ${scope.userId} and f.business_id = ${scope.businessId}
              and f.product_id = p.id) as is_favourite,
          (select t.discount_percent from merchant_terms t
            where t.business_id = ${scope.businessId} and t.merchant_id = p.merchant_id
            order by t.position, t.id limit 1) as discount_percent
        from products p
        join merchants m on m.id = p.merchant_id
        left join product_categories c on c.id = p.category_id
        where ${where}`,
  );
  return rows.map(toProduct);
}

export async function searchProducts(
  db: DbOrTx,
  scope: SearchScope,
  input: SearchInput,
  options: SearchOptions = {},
): Promise<SearchResult> {
  const cap = options.countCap ?? COUNT_CAP;
  const term = (input.q ?? "").trim();
  const base = filters(scope, input);
  const offset = (input.page - 1) * input.pageSize;
  const limit = input.pageSize;
  const includeDescription = Boolean(input.includeDescription);
  const page = (ids: number[], total: number, totalIsEstimate: boolean) =>
    pageOf(db, scope, input, ids, total, totalIsEstimate);

  if (!term) {
    const [counted] = await queryRows<{ n: number | string }>(
      db,
      sql`select count(*) as n from (select 1 from products p where ${and(base)} limit ${cap + 1}) s`,
    );
    const matches = Number(counted?.n ?? 0);
    const idRows =
      offset < matches
        ? await queryRows<{ id: number }>(
            db,
            sql`select p.id from products p where ${and(base)}
                order by p.name, p.id limit ${limit} offset ${offset}`,
          )
        : [];
    return page(
      idRows.map((r) => Number(r.id)),
      Math.min(matches, cap),
      matches > cap,
    );
  }

  const indexedWhere = and([...base, textMatch(term, includeDescription, true)]);
  const wanted = offset + limit;

  // (1) A page sample of a large table (TABLESAMPLE SYSTEM, fixed seed, so repeatable): how many
  // sampled rows match, the `wanted`-th smallest matching name `bound` (at least `wanted` real
  // matches sort at or before it, so the page lies at or before it) and how many sampled rows
  // sort at or before `bound` (estimates the length of the ordered walk to it).
  const [sampled] = await queryRows<{
    hits: number | string | null;
    bound: string | null;
    before: number | string | null;
  }>(
    db,
    sql`with s as materialized (
          select p.name, ${textMatch(term, includeDescription, false)} as hit
          from products p tablesample system (${SAMPLE_PERCENT}) repeatable (${SAMPLE_SEED})
          where ${and(base)}
            and (select c.reltuples from pg_class c where c.oid = 'products'::regclass)
                >= ${SAMPLE_MIN_ROWS}),
        k as (select s.name from s where s.hit order by s.name limit 1 offset ${wanted - 1})
        select (select count(*) from s where s.hit) as hits, (select k.name from k) as bound,
          (select count(*) from s where s.name <= (select k.name from k)) as before`,
  );
  const hits = Number(sampled?.hits ?? 0);
  const bound = sampled?.bound ?? null;
  const walkEstimate = (Number(sampled?.before ?? 0) * 100) / SAMPLE_PERCENT;
  const common = hits >= (cap * SAMPLE_PERCENT * COMMON_MARGIN) / 100;

  if (!common) {
    // (2) Not clearly common: every match up to cap + 1 once, counted and sorted in one statement.
    const rows = await queryRows<{ n: number | string; id: number | null }>(
      db,
      sql`with m as materialized (
            select p.id, p.name from products p where ${indexedWhere} limit ${cap + 1})
          select c.n, x.id from (select count(*) as n from m) c
          left join lateral (
            select id from m order by name, id limit ${limit} offset ${offset}) x on true`,
    );
    const matches = Number(rows[0]?.n ?? 0);
    if (matches <= cap) {
      const ids = rows.flatMap((r) => (r.id === null ? [] : [Number(r.id)]));
      return page(ids, matches, false);
    }
  }

  // (3) More than cap matches. When the sample puts the page's last row within WALK_LIMIT rows
  // of the start, walk the covering name index in order (index-only) up to `bound`: exact, and
  // it stops at `bound` at the latest. Otherwise (matches clustered late in name order, or no
  // sample) sort every match found through the trigram indexes.
  let idRows: { id: number }[];
  if (bound !== null && walkEstimate <= WALK_LIMIT) {
    idRows = await queryRows<{ id: number }>(
      db,
      sql`select p.id from products p
          where ${and(base)} and p.name <= ${bound} and ${textMatch(term, includeDescription, false)}
          order by p.name, p.id limit ${limit} offset ${offset}`,
    );
  } else {
    const below = bound === null ? sql`` : sql` and p.name <= ${bound}`;
    idRows = await queryRows<{ id: number }>(
      db,
      sql`with m as materialized (
            select p.id, p.name from products p where ${indexedWhere}${below})
          select id from m order by name, id limit ${limit} offset ${offset}`,
    );
  }
  return page(
    idRows.map((r) => Number(r.id)),
    cap,
    true,
  );
}

async function pageOf(
  db: DbOrTx,
  scope: SearchScope,
  input: SearchInput,
  ids: number[],
  total: number,
  totalIsEstimate: boolean,
): Promise<SearchResult> {
  let products: Product[] = [];
  if (ids.length > 0) {
    const rows = await productRows(
      db,
      scope,
      sql`p.id in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    );
    const byId = new Map(rows.map((p) => [p.id, p]));
    products = ids.flatMap((id) => byId.get(id) ?? []);
  }
  return { products, total, totalIsEstimate, page: input.page, pageSize: input.pageSize };
}

/** Path ids arrive as strings: anything but a positive integer names no product (404). */
export function parseProductId(raw: string): number {
  if (!/^\d{1,10}$/.test(raw)) throw notFound();
  const id = Number(raw);
  if (id < 1 || id > 2_147_483_647) throw notFound();
  return id;
}

export async function getProduct(db: DbOrTx, scope: SearchScope, id: number): Promise<Product> {
  const [product] = await productRows(
    db,
    scope,
    sql`p.id = ${id} and ${visibleTo(scope.businessId)}`,
  );
  if (!product) throw notFound();
  return product;
}

/** Every category, with the number of products the business can see (optionally at one merchant). */
export async function listCategories(
  db: DbOrTx,
  businessId: string,
  merchantId?: number,
): Promise<Category[]> {
  const merchant = merchantId ? sql` and p.merchant_id = ${merchantId}` : sql``;
  const rows = await queryRows<{ id: number; name: string; slug: string; n: number | string }>(
    db,
    sql`select c.id, c.name, c.slug, coalesce(k.n, 0) as n
        from product_categories c
        left join (
          select p.category_id, count(*) as n from products p
          where ${visibleTo(businessId)}${merchant}
          group by p.category_id
        ) k on k.category_id = c.id
        order by c.name, c.id`,
  );
  return rows.map((r) => ({
    id: Number(r.id),
    name: r.name,
    slug: r.slug,
    productCount: Number(r.n),
  }));
}

// ---- favourites (per user, within the session's business) -------------------------------------

export async function listFavourites(db: DbOrTx, scope: SearchScope): Promise<number[]> {
  const rows = await queryRows<{ product_id: number }>(
    db,
    sql`select f.product_id from favourites f
        join products p on p.id = f.product_id and ${visibleTo(scope.businessId)}
        where f.user_id = ${scope.userId} and f.business_id = ${scope.businessId}
        order by f.created_at, f.product_id`,
  );
  return rows.map((r) => Number(r.product_id));
}

export async function addFavourite(db: DbOrTx, scope: SearchScope, productId: number) {
  const [visible] = await queryRows<{ id: number }>(
    db,
    sql`select p.id from products p where p.id = ${productId} and ${visibleTo(scope.businessId)}`,
  );
  if (!visible) throw notFound();
  await db
    .insert(favourites)
    .values({ businessId: scope.businessId, userId: scope.userId, productId })
    .onConflictDoNothing();
}

export async function removeFavourite(db: DbOrTx, scope: SearchScope, productId: number) {
  await db.execute(
    sql`delete from favourites
        where user_id = ${scope.userId} and business_id = ${scope.businessId}
          and product_id = ${productId}`,
  );
}
