import { z } from "zod";
import { PAGE_LIMIT_DEFAULT } from "../../../shared/schemas/paging";
import type { DbOrTx } from "../../db/client";
import { decodeCursor, encodeCursor } from "../../http/cursor";
import { type SearchResult, type SearchScope, searchProducts } from "./search";

/*
 * GET /api/products a page at a time (issue 19). Products are ranked by how well they match the
 * search, a score no index holds, so the cursor is the position in that ranking rather than the
 * last row's key: the in-memory index ranks the first `position + limit` matches each time. A
 * product added meanwhile can move a row by one place; a cursor only narrows what the business
 * may already see, so a forged one shows nothing more.
 */
const cursorSchema = z.object({ o: z.number().int().min(1).max(100_000) });

export interface ProductListQuery {
  q?: string;
  merchantId?: number;
  categoryId?: number;
  includeDescription?: boolean;
  favouritesOnly?: boolean;
  page: number;
  pageSize: number;
  limit?: number;
  cursor?: string;
}

export type ProductListPage = SearchResult & { nextCursor: string | null };

/** One page, by limit/cursor when either is given, else by page/pageSize (the numbered pages). */
export async function listProducts(
  db: DbOrTx,
  scope: SearchScope,
  query: ProductListQuery,
): Promise<ProductListPage> {
  const byCursor = query.limit !== undefined || query.cursor !== undefined;
  const pageSize = byCursor ? (query.limit ?? PAGE_LIMIT_DEFAULT) : query.pageSize;
  const offset = query.cursor
    ? decodeCursor(query.cursor, cursorSchema).o
    : byCursor
      ? 0
      : (query.page - 1) * query.pageSize;
  const result = await searchProducts(db, scope, {
    q: query.q,
    merchantId: query.merchantId,
    categoryId: query.categoryId,
    includeDescription: query.includeDescription,
    favouritesOnly: query.favouritesOnly,
    page: Math.floor(offset / pageSize) + 1,
    pageSize,
    offset,
  });
  const end = offset + result.products.length;
  // Past the count's cap the total is only "1,000+": a full page then says there may be more.
  const more =
    result.products.length === pageSize && (end < result.total || result.totalIsEstimate);
  return { ...result, nextCursor: more ? encodeCursor({ o: end }) : null };
}
