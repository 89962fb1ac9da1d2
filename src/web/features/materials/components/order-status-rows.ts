import { formatDate } from "../../../../shared/dates";
import { orderMessages } from "../../../../shared/orders";
import type { Order, OrderResult } from "../../../../shared/schemas/orders";
import type { OrderStatusRow } from "./order-results";

/**
 * Order Status: the quote's placed orders (from the server, oldest first), then what the last
 * Place Orders answered that the list does not hold yet (a fresh order, a merchant that failed).
 * "Order again" is offered on each orderable merchant's latest order only.
 */
export function statusRows(
  placed: readonly Order[],
  results: readonly OrderResult[] | null,
  orderable: ReadonlySet<number>,
  cancelled: ReadonlySet<string>,
): OrderStatusRow[] {
  const rows: OrderStatusRow[] = placed.map((o) => ({
    key: o.id,
    merchantId: o.merchantId,
    merchantName: o.merchantName,
    success: true,
    orderId: o.id,
    number: o.number,
    // The row's title already names the merchant and the number.
    message: orderMessages.placedOn(formatDate(o.createdAt)),
  }));
  for (const r of results ?? []) {
    if (r.orderId && (cancelled.has(r.orderId) || rows.some((row) => row.orderId === r.orderId))) {
      continue;
    }
    if (!r.success && rows.some((row) => row.success && row.merchantId === r.merchantId)) continue;
    rows.push({ ...r, key: r.orderId ?? `failed-${r.merchantId}` });
  }
  const latest = new Map<number, OrderStatusRow>();
  for (const row of rows) if (row.success && row.orderId) latest.set(row.merchantId, row);
  return rows.map((row) =>
    latest.get(row.merchantId) === row && orderable.has(row.merchantId)
      ? { ...row, orderAgain: true }
      : row,
  );
}
