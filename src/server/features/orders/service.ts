import { and, asc, desc, eq, inArray, lt } from "drizzle-orm";
import { z } from "zod";
import { lineTotalPence } from "../../../shared/quote-math";
import {
  type Order,
  type OrderList,
  type OrderResult,
  orderMessages,
  type PlaceOrders,
  type PlaceOrdersResponse,
  purchaseOrderNumber,
} from "../../../shared/schemas/orders";
import type { Db, DbOrTx } from "../../db/client";
import { isUuid } from "../../db/ids";
import {
  activityEvents,
  businessCounters,
  merchantBranches,
  merchants,
  merchantTerms,
  orderLines,
  orders,
  tradeAccounts,
} from "../../db/schema";
import { notFound } from "../../errors";
import { decodeCursor, encodeCursor } from "../../http/cursor";
import type { Logger } from "../../log";
import { guardQuoteOrder } from "./guards";

const COUNTER = "order";

type OrderRow = typeof orders.$inferSelect;
type LineRow = typeof orderLines.$inferSelect;
type AccountRow = typeof tradeAccounts.$inferSelect;
type InputLine = PlaceOrders["lines"][number];

/**
 * The next gap-free purchase order number of a business: the counter row is created if missing,
 * locked FOR UPDATE for the rest of the transaction, then moved on by one.
 */
async function nextOrderNumber(tx: DbOrTx, businessId: string): Promise<number> {
  await tx
    .insert(businessCounters)
    .values({ businessId, name: COUNTER, value: 0 })
    .onConflictDoNothing();
  const where = and(
    eq(businessCounters.businessId, businessId),
    eq(businessCounters.name, COUNTER),
  );
  const [counter] = await tx
    .select({ value: businessCounters.value })
    .from(businessCounters)
    .where(where)
    .for("update");
  const value = (counter?.value ?? 0) + 1;
  await tx.update(businessCounters).set({ value }).where(where);
  return value;
}

/** Merchant names by id, with a readable fallback for an id the merchant list does not know. */
async function merchantNames(db: DbOrTx) {
  const rows = await db.select({ id: merchants.id, name: merchants.name }).from(merchants);
  const names = new Map(rows.map((m) => [m.id, m.name] as const));
  return (id: number) => names.get(id) ?? `Merchant ${id}`;
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
      branchEmail: branch?.email ?? "",
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

async function findOrderRow(db: DbOrTx, businessId: string, id: string) {
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

/** The account a merchant's order goes on: the chosen one when it is for that merchant, else the default or first. */
function accountFor(merchantId: number, chosen: AccountRow, all: AccountRow[]) {
  if (chosen.merchantId === merchantId) return chosen;
  const candidates = all
    .filter((a) => a.merchantId === merchantId)
    .sort(
      (a, b) =>
        Number(b.isDefault) - Number(a.isDefault) ||
        a.createdAt.getTime() - b.createdAt.getTime() ||
        a.id.localeCompare(b.id),
    );
  return candidates[0] ?? null;
}

/**
 * SPEC §5 "Ordering": groups the lines by merchant and places one purchase order per merchant.
 * Lines without a merchant are not orderable and are left out; a merchant whose lines all lack a
 * SKU, or with no trade account, fails on its own while the others go ahead. The merchant link is
 * simulated (SPEC §7): the order is stored with status "placed" and nothing is sent to a merchant.
 */
export async function placeOrders(
  db: Db,
  businessId: string,
  input: PlaceOrders,
  log?: Logger,
): Promise<PlaceOrdersResponse> {
  const accounts = await db
    .select()
    .from(tradeAccounts)
    .where(eq(tradeAccounts.businessId, businessId));
  const chosen = accounts.find((a) => a.id === input.tradeAccountId);
  if (!chosen) throw notFound("Trade account not found");

  const groups = new Map<number, InputLine[]>();
  for (const line of input.lines) {
    if (!line.merchantId) continue;
    const list = groups.get(line.merchantId) ?? [];
    list.push(line);
    groups.set(line.merchantId, list);
  }

  const nameOf = await merchantNames(db);
  const terms = await db
    .select({
      merchantId: merchantTerms.merchantId,
      preferredBranch: merchantTerms.preferredBranch,
    })
    .from(merchantTerms)
    .where(eq(merchantTerms.businessId, businessId))
    .orderBy(asc(merchantTerms.position));
  const deliveryDate = input.deliveryDate || null;

  // Each merchant's outcome in request order: a failure message, or the order to place.
  const plans = [...groups].map(([merchantId, group]) => {
    const merchantName = nameOf(merchantId);
    const orderable = group.filter((l) => l.sku);
    if (orderable.length === 0) {
      return { merchantId, merchantName, failure: orderMessages.noValidProducts };
    }
    const account = accountFor(merchantId, chosen, accounts);
    if (!account) return { merchantId, merchantName, failure: orderMessages.noTradeAccount };
    const branch = terms.find((t) => t.merchantId === merchantId)?.preferredBranch || null;
    const lines = orderable.map((l, position) => ({
      businessId,
      position,
      productId: l.productId ?? null,
      name: l.name,
      sku: l.sku!,
      quantity: l.quantity,
      unit: l.unit,
      unitPricePence: l.unitPricePence,
      totalPence: lineTotalPence(l.quantity, l.unitPricePence),
    }));
    const totalPence = lines.reduce((sum, l) => sum + l.totalPence, 0);
    return { merchantId, merchantName, account, branch, lines, totalPence };
  });

  // One transaction holds the quote's lock from the checks to the last order; each merchant's
  // order is a savepoint of it, so one merchant failing still leaves the others placed.
  return db.transaction(async (outer) => {
    const placeable = plans.flatMap((p) => ("failure" in p ? [] : [p.merchantId]));
    await guardQuoteOrder(outer, businessId, input, placeable, nameOf);
    const results: OrderResult[] = [];
    for (const plan of plans) {
      const { merchantId, merchantName } = plan;
      if ("failure" in plan) {
        results.push({ merchantId, merchantName, success: false, message: plan.failure ?? "" });
        continue;
      }
      try {
        const placed = await outer.transaction(async (tx) => {
          const number = await nextOrderNumber(tx, businessId);
          const [row] = await tx
            .insert(orders)
            .values({
              businessId,
              number,
              merchantId,
              tradeAccountId: plan.account.id,
              quoteId: input.quoteId ?? null,
              status: "placed",
              branch: plan.branch,
              deliveryDate,
              deliveryAddress: input.deliveryAddress,
              totalPence: plan.totalPence,
            })
            .returning({ id: orders.id });
          if (!row) throw new Error("order insert returned no row");
          await tx.insert(orderLines).values(plan.lines.map((l) => ({ ...l, orderId: row.id })));
          const reference = purchaseOrderNumber(number);
          await tx.insert(activityEvents).values({
            businessId,
            kind: "order.placed",
            message: `Purchase order ${reference} placed with ${merchantName}`,
            entityType: "order",
            entityId: row.id,
          });
          return { id: row.id, reference };
        });
        results.push({
          merchantId,
          merchantName,
          success: true,
          orderId: placed.id,
          number: placed.reference,
          message: orderMessages.placed(placed.reference, merchantName),
        });
      } catch (error) {
        log?.error("order placement failed", { merchantId, error: String(error) });
        results.push({
          merchantId,
          merchantName,
          success: false,
          message: orderMessages.orderFailed,
        });
      }
    }
    return { results, allPlaced: results.length > 0 && results.every((r) => r.success) };
  });
}
