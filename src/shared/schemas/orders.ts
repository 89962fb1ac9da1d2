import { z } from "zod";
import { orderMessages, ukToday } from "../orders";
import { lineTotalPence } from "../quote-math";
import { cleanText, emailSchema, isRealIsoDay, rowId } from "./common";
import { nextCursorField } from "./paging";

export {
  orderConflictCodes,
  orderMessages,
  purchaseOrderNumber,
  tradeAccountFor,
  ukToday,
} from "../orders";

/** £100,000,000, as a quote's total (every order's total is then exact in pence). */
const ORDER_TOTAL_MAX_PENCE = 100_000_000_00;

/** A material line as the panel sends it; only lines with a SKU and a merchant are orderable. */
export const orderLineInputSchema = z.object({
  name: cleanText().trim().min(1, "Each material needs a name").max(200),
  sku: cleanText().trim().max(60).nullish(),
  merchantId: rowId().nullish(),
  quantity: z.number().gt(0, "Quantity must be above 0").max(1_000_000),
  unit: cleanText().trim().min(1).max(30).default("pcs"),
  unitPricePence: z.number().int().min(0).max(100_000_000_00),
  productId: rowId().nullish(),
});
export type OrderLineInput = z.input<typeof orderLineInputSchema>;

export const placeOrdersSchema = z.object({
  quoteId: z.uuid().optional(),
  tradeAccountId: cleanText({ error: orderMessages.selectTradeAccount })
    .trim()
    .min(1, orderMessages.selectTradeAccount)
    .pipe(z.uuid({ error: orderMessages.selectTradeAccount })),
  deliveryDate: z
    .string()
    .trim()
    .refine((value) => value === "" || isRealIsoDay(value), {
      error: orderMessages.deliveryDateInvalid,
    })
    .refine((value) => value === "" || value >= ukToday(), {
      error: orderMessages.deliveryDatePast,
    })
    .optional()
    .describe("YYYY-MM-DD, not earlier than today (UK); empty means no date"),
  deliveryAddress: cleanText({ error: orderMessages.addressRequired })
    .trim()
    .min(1, orderMessages.addressRequired)
    .max(500, "Delivery address must be 500 characters or fewer"),
  lines: z
    .array(orderLineInputSchema)
    .max(500)
    // Each line within its bounds could still total £50 quadrillion: past JavaScript's exact pence.
    .refine(
      (lines) =>
        lines.reduce((sum, l) => sum + lineTotalPence(l.quantity, l.unitPricePence), 0) <=
        ORDER_TOTAL_MAX_PENCE,
      { error: orderMessages.tooLarge },
    ),
  /** Order again from a merchant this quote's materials were already ordered from. */
  repeat: z.boolean().optional(),
  /**
   * Order only the merchants this quote's materials were not ordered from yet (a retry): those
   * already ordered are skipped, whatever `repeat` says, and answered with their earlier order.
   */
  remaining: z.boolean().optional(),
  /** Order for a quote the customer has not accepted yet. */
  unaccepted: z.boolean().optional(),
});
export type PlaceOrdersInput = z.input<typeof placeOrdersSchema>;
export type PlaceOrders = z.output<typeof placeOrdersSchema>;

export const orderResultSchema = z.object({
  merchantId: z.number().int(),
  merchantName: z.string(),
  success: z.boolean(),
  orderId: z.string().optional(),
  /** PO-0001 */
  number: z.string().optional(),
  message: z.string(),
  /** With `remaining`: nothing was placed, `orderId` and `number` are the merchant's earlier order. */
  alreadyOrdered: z.boolean().optional(),
});
export type OrderResult = z.infer<typeof orderResultSchema>;

export const placeOrdersResponseSchema = z.object({
  results: z.array(orderResultSchema),
  /** True when every merchant's order was placed. */
  allPlaced: z.boolean(),
});
export type PlaceOrdersResponse = z.infer<typeof placeOrdersResponseSchema>;

export const orderLineSchema = z.object({
  id: z.string(),
  name: z.string(),
  sku: z.string(),
  quantity: z.number(),
  unit: z.string(),
  unitPricePence: z.number().int(),
  totalPence: z.number().int(),
  productId: z.number().int().nullable(),
});
export type OrderLine = z.infer<typeof orderLineSchema>;

export const orderSchema = z.object({
  id: z.string(),
  /** PO-0001 */
  number: z.string(),
  merchantId: z.number().int(),
  merchantName: z.string(),
  branch: z.string().nullable(),
  /**
   * Where Email to branch sends it by default: the address the business last sent this merchant's
   * branch an order at, else the branch's email from the merchant list, else "".
   */
  branchEmail: z.string(),
  tradeAccount: z
    .object({ id: z.string(), accountNumber: z.string(), accountName: z.string() })
    .nullable(),
  quoteId: z.string().nullable(),
  status: z.enum(["placed", "cancelled"]),
  deliveryDate: z.string().nullable(),
  deliveryAddress: z.string(),
  totalPence: z.number().int(),
  createdAt: z.string(),
  lines: z.array(orderLineSchema),
});
export type Order = z.infer<typeof orderSchema>;

/** One page of orders (issue 19): `nextCursor` asks for the next, null on the last. */
export const orderListSchema = z.object({
  orders: z.array(orderSchema),
  nextCursor: nextCursorField,
});
export type OrderList = z.infer<typeof orderListSchema>;

export const emailOrderSchema = z.object({ email: emailSchema });
export type EmailOrderInput = z.input<typeof emailOrderSchema>;

export const emailOrderResponseSchema = z.object({ sent: z.literal(true), to: z.string() });
