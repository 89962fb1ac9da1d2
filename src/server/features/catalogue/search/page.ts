/**
 * A search's page in one round trip: the index's catch-up (what was written since it last
 * looked) and the page's product rows, read in one statement so both come from one snapshot.
 * When the catch-up holds nothing the index lacks, the page found in the index before the
 * statement is that snapshot's page; otherwise the caller catches up and searches again. On the
 * embedded database every round trip queues behind the other users' in its thread, so this
 * halves a search's waits there; on PostgreSQL it saves a statement per search.
 */
import { sql } from "drizzle-orm";
import type { Product } from "../../../../shared/schemas/catalogue";
import { type DbOrTx, queryRows } from "../../../db/client";
import { type ProductRow, type ProductScope, toProduct } from "../product-rows";
import { ROW, type Row, type SearchIndex } from "./engine";

export interface PageRead {
  settled: boolean;
  products: Product[];
}

/**
 * The rows of `ids` (already known visible to the business) with the business's discount and the
 * user's favourite, and whether the index was current for them (`settled`).
 */
export async function readPage(
  db: DbOrTx,
  index: SearchIndex,
  scope: ProductScope,
  ids: number[],
  generation: number,
): Promise<PageRead> {
  const [s] = await queryRows<{
    xmin: string;
    own: string;
    rows: string;
    gone: string;
    page: string;
  }>(
    db,
    sql`with s as (select pg_snapshot_xmin(pg_current_snapshot())::text::bigint as xmin,
          coalesce(pg_current_xact_id_if_assigned()::text::bigint, -1) as own)
        select xmin::text, own::text,
          (select coalesce(json_agg(${ROW}), '[]')::text from products
            where search_txid >= ${index.stamp} and search_txid <> own) as rows,
          (select coalesce(json_agg(product_id), '[]')::text from product_search_deletions
            where txid >= ${index.stamp} and txid <> own) as gone,
          (select coalesce(json_agg(json_build_object('id', p.id, 'name', p.name, 'sku', p.sku,
              'unit', p.unit, 'merchant_id', p.merchant_id, 'category_id', p.category_id,
              'price_pence', p.price_pence, 'description', p.description, 'url', p.url,
              'image_url', p.image_url, 'stock', p.stock,
              'is_private', p.business_id is not null, 'updated_at', p.updated_at,
              'is_favourite', exists (select 1 from favourites f
                where f.user_id = ${scope.userId} and f.business_id = ${scope.businessId}
                  and f.product_id = p.id),
              'discount_percent', (select t.discount_percent from merchant_terms t
                where t.business_id = ${scope.businessId} and t.merchant_id = p.merchant_id
                order by t.position, t.id limit 1))), '[]')::text
            from products p where ${ids.length > 0 ? sql`p.id in ${ids}` : sql`false`}) as page
        from s`,
  );
  const rows: Row[] = JSON.parse(s?.rows ?? "[]");
  const gone: (number | null)[] = JSON.parse(s?.gone ?? "[]");
  // Without the reference tables' names until filled from the index's.
  const page: ProductRow[] = JSON.parse(s?.page ?? "[]");
  const { merchants, categories } = index.names;
  const named = page.every(
    (p) =>
      merchants.has(p.merchant_id) && (p.category_id === null || categories.has(p.category_id)),
  );
  if (!named || !index.settles(generation, rows, gone)) return { settled: false, products: [] };
  // Inside a writing transaction its own rows are not the index's until it commits.
  if (Number(s?.own) < 0) index.advance(Number(s?.xmin));
  const byId = new Map(
    page.map((p) => [
      Number(p.id),
      toProduct({
        ...p,
        merchant_name: merchants.get(p.merchant_id) as string,
        category_name: p.category_id === null ? null : (categories.get(p.category_id) ?? null),
      }),
    ]),
  );
  return { settled: true, products: ids.flatMap((id) => byId.get(id) ?? []) };
}
