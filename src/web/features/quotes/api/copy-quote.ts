import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type Quote, quoteSchema } from "../../../../shared/schemas/quotes";
import { api } from "../../../lib/api";
import { refreshInBackground } from "../../../lib/query-client";
import { quoteQueryKey, quotesRootKey } from "./get-quote";
import { quotePath } from "./quote-keys";

/**
 * A new draft made from a quote: "duplicate" (a new number, "Copy of …") or "revise" (the same
 * number, the next revision; of an accepted quote, a variation).
 */
export type CopyKind = "duplicate" | "revise";

export async function copyQuote({ id, kind }: { id: string; kind: CopyKind }): Promise<Quote> {
  return quoteSchema.parse(await api<unknown>("POST", `${quotePath(id)}/${kind}`));
}

export function useCopyQuote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: copyQuote,
    onSuccess: (quote) => {
      queryClient.setQueryData(quoteQueryKey(quote.id), quote);
      refreshInBackground(queryClient, quotesRootKey);
    },
  });
}
