import { and, desc, eq, getTableColumns, type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import type { CustomerList } from "../../../shared/schemas/customers";
import type { Db } from "../../db/client";
import { customers } from "../../db/schema";
import { anyContains, timestampText } from "../../db/text-search";
import { decodeCursor, encodeCursor } from "../../http/cursor";
import { quoteCount, toCustomer } from "./service";

/* The customer list, a page at a time (issue 19), newest first; the search runs over all of them. */

const cursorSchema = z.object({ at: z.iso.datetime({ offset: true }), id: z.uuid() });
const createdAtText = timestampText(customers.createdAt);

function searchCondition(q: string | undefined): SQL | undefined {
  return anyContains(q, [
    sql`${customers.firstName} || ' ' || ${customers.lastName}`,
    sql`coalesce(${customers.email}, '')`,
    sql`coalesce(${customers.phone}, '')`,
    sql`coalesce(${customers.address}, '')`,
  ]);
}

export async function listCustomers(
  db: Db,
  businessId: string,
  filter: { q?: string; limit: number; cursor?: string },
): Promise<CustomerList> {
  const conditions = [eq(customers.businessId, businessId)];
  const search = searchCondition(filter.q);
  if (search) conditions.push(search);
  if (filter.cursor) {
    const { at, id } = decodeCursor(filter.cursor, cursorSchema);
    conditions.push(sql`(${customers.createdAt}, ${customers.id}) < (${at}::timestamptz, ${id})`);
  }
  const rows = await db
    .select({ ...getTableColumns(customers), quoteCount, cursorAt: createdAtText })
    .from(customers)
    .where(and(...conditions))
    .orderBy(desc(customers.createdAt), desc(customers.id))
    .limit(filter.limit + 1);
  const page = rows.slice(0, filter.limit);
  const last = page.at(-1);
  const nextCursor =
    rows.length > filter.limit && last ? encodeCursor({ at: last.cursorAt, id: last.id }) : null;
  return { customers: page.map(toCustomer), nextCursor };
}
