import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type Quote, type QuoteInput, quoteSchema } from "../../../../shared/schemas/quotes";
import { api } from "../../../lib/api";
import { quoteQueryKey, quotesRootKey } from "./get-quote";

/** Saves the builder's changes, based on the version it loaded (409 when the quote moved on). */
export async function updateQuote({
  id,
  input,
}: {
  id: string;
  input: Partial<QuoteInput> & { version: number };
}): Promise<Quote> {
  return quoteSchema.parse(
    await api<unknown>("PATCH", `/api/quotes/${encodeURIComponent(id)}`, input),
  );
}

export function useUpdateQuote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateQuote,
    onSuccess: async (quote) => {
      queryClient.setQueryData(quoteQueryKey(quote.id), quote);
      await queryClient.invalidateQueries({ queryKey: quotesRootKey });
    },
  });
}
