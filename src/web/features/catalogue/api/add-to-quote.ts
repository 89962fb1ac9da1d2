import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api";

export interface AddToQuoteInput {
  quoteId: string;
  productId: number;
  quantity: number;
}

/** Adds a catalogue product to a quote at the business's net price (unit "each"). */
export async function addProductToQuote({ quoteId, productId, quantity }: AddToQuoteInput) {
  return api<unknown>("POST", `/api/quotes/${encodeURIComponent(quoteId)}/materials`, {
    productId,
    quantity,
  });
}

export function useAddToQuote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addProductToQuote,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["quotes"] }),
  });
}
