/** Purchase orders as the business reads them: one, or a page of them (./commands.ts places them). */
import { and, asc, desc, eq, inArray, lt, sql } from "drizzle-orm";
import { z } from "zod";
import { type Order, type OrderList, purchaseOrderNumber } from "../../../shared/schemas/orders";
import { type Db, type DbOrTx, queryRows } from "../../db/client";
import { isUuid } from "../../db/ids";
import { merchantBranches, merchants, orderLines, orders, tradeAccounts } from "../../db/schema";
import { notFound } from "../../errors";
import { decodeCursor, encodeCursor } from "../../http/cursor";

type OrderRow = typeof orders.$inferSelect;
type LineRow = typeof orderLines.$inferSelect;

/** Merchant names by id, with a readable fallback for an id the merchant list does not know. */
export async function merchantNames(db: DbOrTx) {
  const rows = await db.select({ id: merchants.id, name: merchants.name }).from(merchants);
  const names = new Map(rows.map((m) => [m.id, m.name] as const));
  return (id: number) => names.get(id) ?? `Merchant ${id}`;
}

const branchKey = (merchantId: number, branch: string | null) => `${merchantId}|${branch ?? ""}`;

/**
 * The address each merchant's branch was last sent one of the business's orders at: the next
 * order to that branch goes there unless changed (the branch list knows few branches' emails,
 * so a Leeds branch's was typed for every order).
 */
async function lastBranchEmails(db: DbOrTx, businessId: string, merchantIds: number[]) {
  const sent = await queryRows<{ merchant_id: number; branch: string; to: string }>(
    db,
    sql`select distinct on (o.merchant_id, coalesce(o.branch, ''))
          o.merchant_id, coalesce(o.branch, '') as branch, d."to"
        from email_deliveries d
        join orders o on o.id = d.order_id and o.business_id = d.business_id
        where d.business_id = ${businessId} and d.order_id is not null
          and o.merchant_id in (${sql.join(
            merchantIds.map((id) => sql`${id}`),
            sql`, `,
          )})
        order by o.merchant_id, coalesce(o.branch, ''), d.created_at desc`,
  );
  return new Map(sent.map((r) => [branchKey(Number(r.merchant_id), r.branch), r.to] as const));
}

async function toOrders(db: DbOrTx, rows: OrderRow[]): Promise<Order[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const lines = await db
    .select()
    .from(orderLines)
    .where(inArray(orderLines.orderId, ids))
    .orderBy(asc(orderLines.position));
  const accountIds = rows.map((r) => r.tradeAccountId).filter((id): id is string => Boolean(id));
  const accounts = accountIds.length
    ? await db.select().from(tradeAccounts).where(inArray(tradeAccounts.id, accountIds))
    : [];
  const branches = await db.select().from(merchantBranches);
  const lastSent = await lastBranchEmails(db, rows[0]!.businessId, [
    ...new Set(rows.map((r) => r.merchantId)),
  ]);
  const nameOf = await merchantNames(db);
  const byOrder = new Map<string, LineRow[]>();
  for (const line of lines) {
    const list = byOrder.get(line.orderId) ?? [];
    list.push(line);
    byOrder.set(line.orderId, list);
  }
  return rows.map((r) => {
    const account = accounts.find((a) => a.id === r.tradeAccountId);
    const branch = branches.find((b) => b.merchantId === r.merchantId && b.name === r.branch);
    return {
      id: r.id,
      number: purchaseOrderNumber(r.number),
      merchantId: r.merchantId,
      merchantName: nameOf(r.merchantId),
      branch: r.branch,
      branchEmail: lastSent.get(branchKey(r.merchantId, r.branch)) ?? branch?.email ?? "",
      tradeAccount: account
        ? { id: account.id, accountNumber: account.accountNumber, accountName: account.accountName }
        : null,
      quoteId: r.quoteId,
      status: r.status,
      deliveryDate: r.deliveryDate,
      deliveryAddress: r.deliveryAddress,
      totalPence: Number(r.totalPence),
      createdAt: r.createdAt.toISOString(),
      lines: (byOrder.get(r.id) ?? []).map((l) => ({
        id: l.id,
        name: l.name,
        sku: l.sku,
        quantity: Number(l.quantity),
        unit: l.unit,
        unitPricePence: Number(l.unitPricePence),
        totalPence: Number(l.totalPence),
        productId: l.productId,
      })),
    };
  });
}

export async function findOrderRow(db: DbOrTx, businessId: string, id: string) {
  if (!isUuid(id)) throw notFound();
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, id), eq(orders.businessId, businessId)));
  if (!row) throw notFound();
  return row;
}

export async function getOrder(db: Db, businessId: string, id: string): Promise<Order> {
  const [order] = await toOrders(db, [await findOrderRow(db, businessId, id)]);
  return order!;
}

/** The number is unique in a business and grows with time, so it alone is the position. */
const orderCursorSchema = z.object({ n: z.number().int().positive() });

/** A page of the business's purchase orders (issue 19), newest first, optionally one quote's. */
export async function listOrders(
  db: Db,
  businessId: string,
  filter: { quoteId?: string; limit: number; cursor?: string },
): Promise<OrderList> {
  const conditions = [eq(orders.businessId, businessId)];
  if (filter.quoteId) conditions.push(eq(orders.quoteId, filter.quoteId));
  if (filter.cursor) {
    conditions.push(lt(orders.number, decodeCursor(filter.cursor, orderCursorSchema).n));
  }
  const rows = await db
    .select()
    .from(orders)
    .where(and(...conditions))
    .orderBy(desc(orders.number))
    .limit(filter.limit + 1);
  const page = rows.slice(0, filter.limit);
  const last = page.at(-1);
  return {
    orders: await toOrders(db, page),
    nextCursor: rows.length > filter.limit && last ? encodeCursor({ n: last.number }) : null,
  };
}
