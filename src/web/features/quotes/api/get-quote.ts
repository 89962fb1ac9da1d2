import { queryOptions, useQuery } from "@tanstack/react-query";
import { type Quote, quoteSchema } from "../../../../shared/schemas/quotes";
import { ApiError, api } from "../../../lib/api";

/** Every quote query lives under ["quotes"], so one invalidation refreshes lists and details. */
export const quotesRootKey = ["quotes"] as const;
export const quoteQueryKey = (id: string) => ["quotes", "detail", id] as const;

export async function getQuote(id: string): Promise<Quote> {
  return quoteSchema.parse(await api<unknown>("GET", `/api/quotes/${encodeURIComponent(id)}`));
}

export const quoteQueryOptions = (id: string) =>
  queryOptions({
    queryKey: quoteQueryKey(id),
    queryFn: () => getQuote(id),
    // A missing quote stays missing: no back-off retries before "Quote Not Found".
    retry: (count, error) =>
      !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 3,
  });

export function useQuote(id: string) {
  return useQuery(quoteQueryOptions(id));
}
