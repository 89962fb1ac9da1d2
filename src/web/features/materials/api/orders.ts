import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { EmailOrderInput, PlaceOrdersInput } from "../../../../shared/schemas/orders";
import { api } from "../../../lib/api";

/** Loaded when an answer is read: the builder's ordering panel draws before zod (ADR 0023). */
const orderSchemas = () => import("../../../../shared/schemas/orders");

export const ordersQueryKey = ["orders"] as const;

/** The business's purchase orders, optionally only one quote's. */
export function useOrders(quoteId?: string, enabled = true) {
  return useQuery({
    queryKey: [...ordersQueryKey, quoteId ?? "all"],
    enabled,
    queryFn: async () =>
      (await orderSchemas()).orderListSchema.parse(
        await api<unknown>(
          "GET",
          // A quote's orders are a handful; the newest 200 stand for "all" (issue 19 paging).
          `/api/orders?limit=200${quoteId ? `&quoteId=${encodeURIComponent(quoteId)}` : ""}`,
        ),
      ).orders,
  });
}

/** One purchase order (with its branch email, the default address for Email to branch). */
export function useOrder(orderId: string | null) {
  return useQuery({
    queryKey: [...ordersQueryKey, "one", orderId],
    enabled: Boolean(orderId),
    queryFn: async () =>
      (await orderSchemas()).orderSchema.parse(await api<unknown>("GET", `/api/orders/${orderId}`)),
  });
}

/** Place Orders: one purchase order per merchant, each succeeding or failing on its own. */
export function usePlaceOrders() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: PlaceOrdersInput) =>
      (await orderSchemas()).placeOrdersResponseSchema.parse(
        await api<unknown>("POST", "/api/orders", input),
      ),
    onSettled: () => client.invalidateQueries({ queryKey: ordersQueryKey }),
  });
}

/** Emails a purchase order's PDF (to the branch, by default); its email status is read again. */
export function useEmailOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ orderId, ...input }: EmailOrderInput & { orderId: string }) =>
      (await orderSchemas()).emailOrderResponseSchema.parse(
        await api<unknown>("POST", `/api/orders/${orderId}/email`, input),
      ),
    onSettled: () => client.invalidateQueries({ queryKey: ordersQueryKey }),
  });
}

/** Cancels a placed purchase order; the quote's orders are read again. */
export function useCancelOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (orderId: string) =>
      (await orderSchemas()).orderSchema.parse(
        await api<unknown>("POST", `/api/orders/${orderId}/cancel`),
      ),
    onSettled: () => client.invalidateQueries({ queryKey: ordersQueryKey }),
  });
}

/** Where the browser downloads a purchase order's PDF. */
export const orderPdfUrl = (orderId: string) => `/api/orders/${orderId}/pdf`;
