import { queryOptions, useQuery } from "@tanstack/react-query";
import { type Quote, quoteSchema } from "../../../../shared/schemas/quotes";
import { api } from "../../../lib/api";
import { quotePath, quoteQueryKey, quoteRetry } from "./quote-keys";

export { quoteQueryKey, quotesRootKey } from "./quote-keys";

export async function getQuote(id: string): Promise<Quote> {
  return quoteSchema.parse(await api<unknown>("GET", quotePath(id)));
}

export const quoteQueryOptions = (id: string) =>
  queryOptions({
    queryKey: quoteQueryKey(id),
    queryFn: () => getQuote(id),
    retry: quoteRetry,
  });

export function useQuote(id: string) {
  return useQuery(quoteQueryOptions(id));
}
