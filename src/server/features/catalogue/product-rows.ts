/** A product as the API shows it, read with this business's discount and the user's favourite. */
import { type SQL, sql } from "drizzle-orm";
import { netPricePence } from "../../../shared/quote-math";
import type { Product } from "../../../shared/schemas/catalogue";
import { type DbOrTx, queryRows } from "../../db/client";

export interface ProductScope {
  businessId: string;
  userId: string;
}

/** What a business may see: the public catalogue and its own private products. */
export const visibleTo = (businessId: string) =>
  sql`(p.business_id is null or p.business_id = ${businessId})`;

export interface ProductRow extends Record<string, unknown> {
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
  trade_price: boolean;
  is_favourite: boolean;
  updated_at: Date | string;
  discount_percent: number | string | null;
}

export function toProduct(row: ProductRow): Product {
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
    tradePrice: Boolean(row.trade_price),
    isFavourite: Boolean(row.is_favourite),
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

/** Full rows for products already known to be visible (or filtered here by `where`). */
export async function productRows(db: DbOrTx, scope: ProductScope, where: SQL): Promise<Product[]> {
  return (await queryRows<ProductRow>(db, productSelect(scope, where))).map(toProduct);
}

/**
 * productRows' statement, also read inside a search's one statement (./search/index.ts). The
 * names by subquery: a page is a few rows, and planning two joins cost more than looking them up
 * (0.2 ms against 0.07 ms a page on PGlite).
 */
export const productSelect = (scope: ProductScope, where: SQL) =>
  sql`select p.id, p.name, p.sku, p.unit, p.merchant_id, p.category_id,
          (select m.name from merchants m where m.id = p.merchant_id) as merchant_name,
          (select c.name from product_categories c where c.id = p.category_id) as category_name,
          p.price_pence, p.description, p.url, p.image_url, p.stock,
          p.business_id is not null as is_private, p.trade_price, p.updated_at,
          exists (select 1 from favourites f
            where f.user_id = ${scope.userId} and f.business_id = ${scope.businessId}
              and f.product_id = p.id) as is_favourite,
          case when p.trade_price then null else
            (select t.discount_percent from merchant_terms t
              where t.business_id = ${scope.businessId} and t.merchant_id = p.merchant_id
              order by t.position, t.id limit 1) end as discount_percent
        from products p where ${where}`;

/** Favourite product ids of the user in the business. */
export async function favouriteIds(db: DbOrTx, scope: ProductScope): Promise<number[]> {
  const rows = await queryRows<{ product_id: number }>(
    db,
    sql`select product_id from favourites
        where user_id = ${scope.userId} and business_id = ${scope.businessId}`,
  );
  return rows.map((r) => Number(r.product_id));
}

/** A page of every visible product (filtered), by name: what an empty search shows; counted to cap + 1. */
export async function listPageIds(
  db: DbOrTx,
  scope: ProductScope,
  input: { merchantId?: number; categoryId?: number; favouritesOnly?: boolean; pageSize: number },
  cap: number,
  offset: number,
): Promise<{ ids: number[]; count: number }> {
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
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select p.id from products p where ${all} order by p.name, p.id
          limit ${input.pageSize} offset ${offset}`,
  );
  return { ids: rows.map((r) => Number(r.id)), count: Number(counted?.n ?? 0) };
}
