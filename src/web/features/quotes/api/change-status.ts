import { type InfiniteData, useMutation, useQueryClient } from "@tanstack/react-query";
import { type QuotePage, quoteSummaryOf } from "../../../../shared/schemas/quote-list";
import { type Quote, type QuoteStatus, quoteSchema } from "../../../../shared/schemas/quotes";
import { api } from "../../../lib/api";
import { refreshInBackground } from "../../../lib/query-client";
import { quoteQueryKey, quotesRootKey } from "./get-quote";
import { quoteListQueryKey } from "./list-quotes";
import { quotePath } from "./quote-keys";

/** SPEC §4 "Quote status": moves a quote to another status (the caller has asked for confirmation). */
export async function changeQuoteStatus({
  id,
  status,
}: {
  id: string;
  status: QuoteStatus;
}): Promise<Quote> {
  const path = `${quotePath(id)}/status`;
  return quoteSchema.parse(await api<unknown>("POST", path, { status }));
}

export function useChangeQuoteStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeQuoteStatus,
    onSuccess: (updated) => {
      // Move the card at once, then refetch so every quote query agrees with the server.
      queryClient.setQueriesData<InfiniteData<QuotePage>>(
        { queryKey: [...quoteListQueryKey, "pages"] },
        (data) =>
          data && {
            ...data,
            pages: data.pages.map((page) => ({
              ...page,
              quotes: page.quotes.map((quote) =>
                quote.id === updated.id ? quoteSummaryOf(updated) : quote,
              ),
            })),
          },
      );
      queryClient.setQueryData(quoteQueryKey(updated.id), updated);
      refreshInBackground(queryClient, quotesRootKey);
    },
  });
}
