import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api";

/** One product line to add: the server prices it at the business's net price, in its unit. */
export interface ProductLine {
  productId: number;
  quantity: number;
}

export interface AddToQuoteInput {
  quoteId: string;
  lines: ProductLine[];
}

/**
 * The one request that adds catalogue products to a quote as material lines (SPEC §2 Add to
 * Quote), one line after another so they keep the order chosen.
 */
export async function addProductsToQuote({ quoteId, lines }: AddToQuoteInput) {
  for (const { productId, quantity } of lines) {
    await api<unknown>("POST", `/api/quotes/${encodeURIComponent(quoteId)}/materials`, {
      productId,
      quantity,
    });
  }
}

/** Adds products to a quote; every quote query (the picker's included) refreshes after. */
export function useAddToQuote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addProductsToQuote,
    // Every quote query, the picker's options included, lives under the ["quotes"] root.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ["quotes"] }),
  });
}
