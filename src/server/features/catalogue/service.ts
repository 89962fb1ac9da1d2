import { sql } from "drizzle-orm";
import type { Category, Product } from "../../../shared/schemas/catalogue";
import { type DbOrTx, queryRows } from "../../db/client";
import { favourites, productCategories } from "../../db/schema";
import { notFound } from "../../errors";
import { productRows, visibleTo } from "./product-rows";
import { categoryCounts, type SearchScope } from "./search";

export { containsPattern } from "../../db/text-search";
export {
  COUNT_CAP,
  type SearchInput,
  type SearchOptions,
  type SearchResult,
  type SearchScope,
  searchProducts,
  warmSearch,
} from "./search";

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
  const counts = await categoryCounts(db, businessId, merchantId);
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
