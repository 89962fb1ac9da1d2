import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type Quote, type QuoteInput, quoteSchema } from "../../../../shared/schemas/quotes";
import { api } from "../../../lib/api";
import { quoteQueryKey, quotesRootKey } from "./get-quote";

export async function createQuote(input: QuoteInput): Promise<Quote> {
  return quoteSchema.parse(await api<unknown>("POST", "/api/quotes", input));
}

export function useCreateQuote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createQuote,
    onSuccess: async (quote) => {
      queryClient.setQueryData(quoteQueryKey(quote.id), quote);
      await queryClient.invalidateQueries({ queryKey: quotesRootKey });
      void queryClient.invalidateQueries({ queryKey: ["customers"] });
    },
  });
}
