import { and, desc, eq, inArray } from "drizzle-orm";
import { formatDate } from "../../../shared/dates";
import { messages } from "../../../shared/messages";
import { orderConflictCodes, type PlaceOrders } from "../../../shared/schemas/orders";
import type { DbOrTx } from "../../db/client";
import { isUuid } from "../../db/ids";
import { orders, quotes } from "../../db/schema";
import { conflict, notFound } from "../../errors";

/** A merchant's latest placed order for the quote, answered instead of a new one (`remaining`). */
export interface EarlierOrder {
  id: string;
  number: number;
  createdAt: Date;
}

/**
 * Issue 17 item 7, checked before anything is placed so a request is refused whole, never half
 * placed. The quote row stays locked until the caller's transaction ends: a second identical
 * request waits here and then sees the first one's orders, so two clicks cannot both pass.
 * With `remaining` nothing is refused for an earlier order: the merchants already ordered from
 * are returned (with their latest order) for the caller to skip, so a retry never duplicates.
 */
export async function guardQuoteOrder(
  tx: DbOrTx,
  businessId: string,
  input: Pick<PlaceOrders, "quoteId" | "repeat" | "unaccepted" | "remaining">,
  merchantIds: number[],
  merchantName: (id: number) => string,
): Promise<Map<number, EarlierOrder>> {
  const skip = new Map<number, EarlierOrder>();
  const { quoteId } = input;
  if (!quoteId) return skip;
  if (!isUuid(quoteId)) throw notFound("Quote not found");
  const [quote] = await tx
    .select({ status: quotes.status })
    .from(quotes)
    .where(and(eq(quotes.id, quoteId), eq(quotes.businessId, businessId)))
    .for("update");
  if (!quote) throw notFound("Quote not found");
  if (quote.status !== "accepted" && !input.unaccepted) {
    throw conflict(orderConflictCodes.quoteNotAccepted, messages.orders.quoteNotAccepted);
  }
  if ((input.repeat && !input.remaining) || merchantIds.length === 0) return skip;
  const earlier = await tx
    .select({
      id: orders.id,
      number: orders.number,
      merchantId: orders.merchantId,
      createdAt: orders.createdAt,
    })
    .from(orders)
    .where(
      and(
        eq(orders.businessId, businessId),
        eq(orders.quoteId, quoteId),
        inArray(orders.merchantId, merchantIds),
        eq(orders.status, "placed"),
      ),
    )
    .orderBy(desc(orders.number));
  // Each of the request's merchants ordered before, in request order, with its latest order.
  for (const merchantId of merchantIds) {
    const previous = earlier.find((o) => o.merchantId === merchantId);
    if (previous) skip.set(merchantId, previous);
  }
  if (input.remaining || skip.size === 0) return skip;
  throw conflict(
    orderConflictCodes.alreadyOrdered,
    messages.orders.alreadyOrdered(
      [...skip].map(([merchantId, order]) => ({
        merchant: merchantName(merchantId),
        date: formatDate(order.createdAt),
      })),
    ),
  );
}
