import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type Quote, quoteSchema, type SendQuoteInput } from "../../../../shared/schemas/quotes";
import { api } from "../../../lib/api";
import { refreshInBackground } from "../../../lib/query-client";
import { quoteQueryKey, quotesRootKey } from "./get-quote";
import { quotePath } from "./quote-keys";

/** Emails the quote to the customer (PDF and acceptance link optional); the quote becomes sent. */
export async function sendQuote({
  id,
  input,
}: {
  id: string;
  input: SendQuoteInput;
}): Promise<Quote> {
  return quoteSchema.parse(await api<unknown>("POST", `${quotePath(id)}/send`, input));
}

export function useSendQuote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendQuote,
    onSuccess: (quote) => {
      queryClient.setQueryData(quoteQueryKey(quote.id), quote);
      refreshInBackground(queryClient, quotesRootKey);
    },
  });
}
