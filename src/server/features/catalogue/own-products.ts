import { sql } from "drizzle-orm";
import { type DbOrTx, queryRows } from "../../db/client";
import { AppError } from "../../errors";

/**
 * A business's own products (price-list imports and supplier scrapes) are bounded by
 * `config.ownProductLimit`: every server holds every product in its search index's memory, so one
 * business importing file after file of new SKUs could otherwise fill the memory all share.
 */

const count = (n: number) => n.toLocaleString("en-GB");

export async function ownProductCount(db: DbOrTx, businessId: string): Promise<number> {
  const [row] = await queryRows<{ n: string }>(
    db,
    sql`select count(*)::text as n from products where business_id = ${businessId}`,
  );
  return Number(row?.n ?? 0);
}

/** 409: `adding` new products would take the business's `held` past `limit`. */
export function tooManyProducts(limit: number, held: number, adding: number): AppError {
  const room = Math.max(0, limit - held);
  return new AppError(
    409,
    "too_many_products",
    `A business can keep up to ${count(limit)} products of its own. You have ${count(held)}, ` +
      (room > 0
        ? `so ${count(room)} more fit; this adds ${count(adding)}. Import only the products you buy.`
        : "so no more fit."),
  );
}
