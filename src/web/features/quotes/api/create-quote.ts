import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import type { Quote, QuoteInput } from "../../../../shared/schemas/quotes";
import { newChangeId, runQueued } from "../../../lib/offline-queue";
import { quoteQueryKey } from "./get-quote";
import {
  type CreateQuoteChange,
  quoteChangeKeys,
  registerQuoteChanges,
  showInLists,
} from "./offline-mutations";
import { optimisticQuote } from "./optimistic-quote";

export { createQuote } from "./create-quote-request";

/**
 * Creates a quote. The device names it (a uuid the server keeps), so a draft made with no signal
 * has its id at once: it is shown from the cache and sent when the connection returns, and a
 * replay after a lost answer is the same quote (docs/decisions/0021-offline.md).
 */
export function useCreateQuote() {
  const queryClient = useQueryClient();
  const [isPending, setPending] = useState(false);
  const mutateAsync = async (input: QuoteInput): Promise<Quote> => {
    registerQuoteChanges(queryClient);
    const change: CreateQuoteChange = {
      changeId: newChangeId(),
      input: { ...input, id: input.id ?? crypto.randomUUID() },
    };
    setPending(true);
    try {
      return await runQueued(queryClient, quoteChangeKeys.create, change, () => {
        const quote = optimisticQuote(change.input, undefined);
        queryClient.setQueryData(quoteQueryKey(quote.id), quote);
        showInLists(queryClient, quote);
        return quote;
      });
    } finally {
      setPending(false);
    }
  };
  return { mutateAsync, isPending };
}
