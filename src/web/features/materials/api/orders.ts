import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  type EmailOrderInput,
  emailOrderResponseSchema,
  orderListSchema,
  orderSchema,
  type PlaceOrdersInput,
  placeOrdersResponseSchema,
} from "../../../../shared/schemas/orders";
import { api } from "../../../lib/api";

export const ordersQueryKey = ["orders"] as const;

/** The business's purchase orders, optionally only one quote's. */
export function useOrders(quoteId?: string) {
  return useQuery({
    queryKey: [...ordersQueryKey, quoteId ?? "all"],
    queryFn: async () =>
      orderListSchema.parse(
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
    queryFn: async () => orderSchema.parse(await api<unknown>("GET", `/api/orders/${orderId}`)),
  });
}

/** Place Orders: one purchase order per merchant, each succeeding or failing on its own. */
export function usePlaceOrders() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: PlaceOrdersInput) =>
      placeOrdersResponseSchema.parse(await api<unknown>("POST", "/api/orders", input)),
    onSettled: () => client.invalidateQueries({ queryKey: ordersQueryKey }),
  });
}

/** Emails a purchase order's PDF (to the branch, by default). */
export function useEmailOrder() {
  return useMutation({
    mutationFn: async ({ orderId, ...input }: EmailOrderInput & { orderId: string }) =>
      emailOrderResponseSchema.parse(
        await api<unknown>("POST", `/api/orders/${orderId}/email`, input),
      ),
  });
}

/** Where the browser downloads a purchase order's PDF. */
export const orderPdfUrl = (orderId: string) => `/api/orders/${orderId}/pdf`;
