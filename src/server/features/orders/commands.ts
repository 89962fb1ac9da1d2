/** Placing purchase orders from a quote's lines (./read-model.ts reads them back). */
import { and, asc, eq } from "drizzle-orm";
import { formatDate } from "../../../shared/dates";
import { lineTotalPence } from "../../../shared/quote-math";
import {
  type OrderResult,
  orderMessages,
  type PlaceOrders,
  type PlaceOrdersResponse,
  purchaseOrderNumber,
  tradeAccountFor,
} from "../../../shared/schemas/orders";
import type { Db } from "../../db/client";
import { nextCounterValue } from "../../db/counters";
import { ensureRoom } from "../../db/room";
import { activityEvents, merchantTerms, orderLines, orders, tradeAccounts } from "../../db/schema";
import { conflict, notFound } from "../../errors";
import type { Logger } from "../../log";
import { guardQuoteOrder } from "./guards";
import { findOrderRow, getOrder, merchantNames } from "./read-model";

const COUNTER = "order";

type InputLine = PlaceOrders["lines"][number];

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
    const account = tradeAccountFor(merchantId, chosen, accounts);
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
    const orderable = plans.flatMap((p) => ("failure" in p ? [] : [p.merchantId]));
    const skip = await guardQuoteOrder(outer, businessId, input, orderable, nameOf);
    // The whole request's orders at once, before the first: refused whole, never half placed.
    await ensureRoom(outer, businessId, "orders", orderable.length - skip.size);
    const results: OrderResult[] = [];
    for (const plan of plans) {
      const { merchantId, merchantName } = plan;
      const earlier = skip.get(merchantId);
      if (earlier) {
        const reference = purchaseOrderNumber(earlier.number);
        results.push({
          merchantId,
          merchantName,
          success: true,
          alreadyOrdered: true,
          orderId: earlier.id,
          number: reference,
          message: orderMessages.alreadyPlaced(
            reference,
            merchantName,
            formatDate(earlier.createdAt),
          ),
        });
        continue;
      }
      if ("failure" in plan) {
        results.push({ merchantId, merchantName, success: false, message: plan.failure ?? "" });
        continue;
      }
      try {
        const placed = await outer.transaction(async (tx) => {
          const number = await nextCounterValue(tx, businessId, COUNTER);
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

/**
 * Cancels a placed purchase order (a mistake, or the merchant could not supply): it leaves the
 * books (VAT return, MTD, job profit), its merchant can be ordered from again for the quote, and
 * its PDF says Cancelled. Nothing is sent to the merchant: a branch it was emailed to is told by
 * the business. A second cancel is a 409 that changes nothing.
 */
export async function cancelOrder(db: Db, businessId: string, id: string) {
  const order = await findOrderRow(db, businessId, id);
  const reference = purchaseOrderNumber(order.number);
  const [cancelled] = await db.transaction(async (tx) => {
    const rows = await tx
      .update(orders)
      .set({ status: "cancelled" })
      .where(and(eq(orders.id, id), eq(orders.businessId, businessId), eq(orders.status, "placed")))
      .returning({ id: orders.id });
    if (rows.length > 0) {
      await tx.insert(activityEvents).values({
        businessId,
        kind: "order.cancelled",
        message: `Purchase order ${reference} cancelled`,
        entityType: "order",
        entityId: id,
      });
    }
    return rows;
  });
  if (!cancelled) throw conflict("order_cancelled", orderMessages.alreadyCancelled(reference));
  return getOrder(db, businessId, id);
}
