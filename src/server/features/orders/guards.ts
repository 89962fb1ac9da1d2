import { and, desc, eq, inArray } from "drizzle-orm";
import { formatDate } from "../../../shared/dates";
import { messages } from "../../../shared/messages";
import { orderConflictCodes, type PlaceOrders } from "../../../shared/schemas/orders";
import type { DbOrTx } from "../../db/client";
import { isUuid } from "../../db/ids";
import { orders, quotes } from "../../db/schema";
import { conflict, notFound } from "../../errors";

/**
 * Issue 17 item 7, checked before anything is placed so a request is refused whole, never half
 * placed. The quote row stays locked until the caller's transaction ends: a second identical
 * request waits here and then sees the first one's orders, so two clicks cannot both pass.
 */
export async function guardQuoteOrder(
  tx: DbOrTx,
  businessId: string,
  input: Pick<PlaceOrders, "quoteId" | "repeat" | "unaccepted">,
  merchantIds: number[],
  merchantName: (id: number) => string,
) {
  const { quoteId } = input;
  if (!quoteId) return;
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
  if (input.repeat || merchantIds.length === 0) return;
  const earlier = await tx
    .select({ merchantId: orders.merchantId, createdAt: orders.createdAt })
    .from(orders)
    .where(
      and(
        eq(orders.businessId, businessId),
        eq(orders.quoteId, quoteId),
        inArray(orders.merchantId, merchantIds),
        eq(orders.status, "placed"),
      ),
    )
    .orderBy(desc(orders.createdAt));
  // The merchant named is the first of the request's that was ordered before, with its latest order.
  for (const merchantId of merchantIds) {
    const previous = earlier.find((o) => o.merchantId === merchantId);
    if (previous) {
      throw conflict(
        orderConflictCodes.alreadyOrdered,
        messages.orders.alreadyOrdered(merchantName(merchantId), formatDate(previous.createdAt)),
      );
    }
  }
}
