import { purchaseOrderNumber } from "../../../../shared/orders";
import { lineTotalPence } from "../../../../shared/quote-math";
import { orderLines, orders } from "../../schema";
import { DEMO_MERCHANT_ID } from "./data";
import type { DemoParties, DemoWriter, Written } from "./writer";

/**
 * The purchase order of a written quote's lines at the demo's merchant, placed on `day` on the
 * business's trade account there; none when no line can be ordered (no SKU).
 */
export async function placeOrder(
  w: DemoWriter,
  parties: DemoParties,
  written: Written,
  day: number,
) {
  const businessId = w.business.id;
  const lines = written.lines
    .filter((l) => l.merchantId === DEMO_MERCHANT_ID && l.sku)
    .map((l, position) => ({
      businessId,
      position,
      productId: l.productId,
      name: l.name,
      sku: l.sku ?? "",
      quantity: l.quantity,
      unit: l.unit,
      // A purchase order is at the business's trade price, as the ordering screen sends it.
      unitPricePence: l.netUnitPricePence,
      totalPence: lineTotalPence(l.quantity, l.netUnitPricePence),
    }));
  if (lines.length === 0) return;
  const createdAt = w.clock.at(day, "07:45");
  const number = ++w.numbers.order;
  const [row] = await w.tx
    .insert(orders)
    .values({
      businessId,
      number,
      merchantId: DEMO_MERCHANT_ID,
      tradeAccountId: parties.account?.id ?? null,
      quoteId: written.quote.id,
      status: "placed",
      branch: parties.term?.preferredBranch ?? null,
      deliveryAddress: written.customer.address,
      totalPence: lines.reduce((sum, l) => sum + l.totalPence, 0),
      createdAt,
    })
    .returning({ id: orders.id });
  if (!row) throw new Error("demo order insert returned no row");
  await w.tx.insert(orderLines).values(lines.map((l) => ({ ...l, orderId: row.id })));
  const merchant = w.merchantNames.get(DEMO_MERCHANT_ID) ?? "";
  const message = `Purchase order ${purchaseOrderNumber(number)} placed with ${merchant}`;
  w.record(createdAt, "order.placed", "order", row.id, message);
}
