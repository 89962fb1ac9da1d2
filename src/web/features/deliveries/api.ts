import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { EmailDelivery } from "../../../shared/schemas/deliveries";
import { api } from "../../lib/api";

/** Loaded when an answer is read: screens showing an order's status draw before zod (ADR 0023). */
const deliverySchemas = () => import("../../../shared/schemas/deliveries");

export type DeliveryOf = "quote" | "invoice" | "order";

/**
 * Under the document's own root key (["quotes"], ["invoices"], ["orders"]), so sending the quote or invoice,
 * which invalidates that root, refreshes its email status too.
 */
const deliveryKey = (of: DeliveryOf, id: string) => [`${of}s`, "email-delivery", id] as const;

export function useLatestDelivery(of: DeliveryOf, id: string) {
  return useQuery({
    queryKey: deliveryKey(of, id),
    queryFn: async () =>
      (await deliverySchemas()).latestDeliverySchema.parse(
        await api<unknown>("GET", `/api/${of}s/${encodeURIComponent(id)}/email-delivery`),
      ).delivery,
    // While the email waits for its job (or a retry), look again every few seconds.
    refetchInterval: (query) => (query.state.data?.state === "queued" ? 3_000 : false),
  });
}

export function useSendAgain(of: DeliveryOf, documentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (deliveryId: string): Promise<EmailDelivery> =>
      (await deliverySchemas()).emailDeliverySchema.parse(
        await api<unknown>(
          "POST",
          `/api/email-deliveries/${encodeURIComponent(deliveryId)}/send-again`,
        ),
      ),
    onSuccess: (delivery) => queryClient.setQueryData(deliveryKey(of, documentId), delivery),
  });
}
