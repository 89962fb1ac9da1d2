import { type SQL, sql } from "drizzle-orm";
import { netPricePence } from "../../../shared/quote-math";
import type { Category, Product, ProductPage } from "../../../shared/schemas/catalogue";
import { type DbOrTx, queryRows } from "../../db/client";
import { favourites, productCategories } from "../../db/schema";
import { notFound } from "../../errors";
import {
  type SearchInput,
  type SearchOptions,
  type SearchScope,
  searchPageIds,
  visibleTo,
} from "./search";
import { memorySearchOf } from "./search-memory";

export {
  COUNT_CAP,
  containsPattern,
  type SearchInput,
  type SearchOptions,
  type SearchPlan,
  type SearchScope,
} from "./search";
export {
  disableMemorySearch,
  enableMemorySearch,
  keepMemorySearch,
  type MemorySearchIndex,
} from "./search-memory";

export type SearchResult = ProductPage & {
  /** True when more than COUNT_CAP products match: `total` is then COUNT_CAP ("1,000+"). */
  totalIsEstimate: boolean;
};

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

/** Product search over the public catalogue plus the business's own price list (./search.ts). */
export async function searchProducts(
  db: DbOrTx,
  scope: SearchScope,
  input: SearchInput,
  options: SearchOptions = {},
): Promise<SearchResult> {
  const { ids, total, totalIsEstimate } = await searchPageIds(db, scope, input, options);
  return pageOf(db, scope, input, ids, total, totalIsEstimate);
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
  const counts = await memorySearchOf(db)?.categoryCounts(db, businessId, merchantId);
  if (counts) {
    const categories = await db
      .select({
        id: productCategories.id,
        name: productCategories.name,
        slug: productCategories.slug,
      })
      .from(productCategories)
      .orderBy(productCategories.name, productCategories.id);
    return categories.map((c) => ({ ...c, productCount: counts.get(c.id) ?? 0 }));
  }
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
