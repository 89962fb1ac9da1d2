import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import type { Quote, QuoteInput } from "../../../../shared/schemas/quotes";
import { newChangeId, runQueued } from "../../../lib/offline-queue";
import { quoteQueryKey } from "./get-quote";
import { quoteChangeKeys, registerQuoteChanges, type UpdateQuoteChange } from "./offline-mutations";
import { optimisticQuote } from "./optimistic-quote";

export { updateQuote } from "./update-quote-request";

/**
 * Saves a draft against the version it was loaded from (409 when the quote moved on). With no
 * signal the save waits on the device and the screens show it applied; sent later, a conflict is
 * put to the user (docs/decisions/0021-offline.md).
 */
export function useUpdateQuote() {
  const queryClient = useQueryClient();
  const [isPending, setPending] = useState(false);
  const mutateAsync = async ({
    id,
    input,
  }: {
    id: string;
    input: Partial<QuoteInput> & { version: number };
  }): Promise<Quote> => {
    registerQuoteChanges(queryClient);
    const change: UpdateQuoteChange = { changeId: newChangeId(), id, input };
    setPending(true);
    try {
      return await runQueued(queryClient, quoteChangeKeys.update, change, () => {
        const base = queryClient.getQueryData<Quote>(quoteQueryKey(id));
        const quote = optimisticQuote(input, base, new Date(), id);
        queryClient.setQueryData(quoteQueryKey(id), quote);
        return quote;
      });
    } finally {
      setPending(false);
    }
  };
  return { mutateAsync, isPending };
}
