import { queryOptions, useQuery } from "@tanstack/react-query";
import { type Quote, quoteListSchema } from "../../../../shared/schemas/quotes";
import { api } from "../../../lib/api";
import { quotesRootKey } from "./get-quote";

/** Under ["quotes"], so every quote mutation's invalidation refreshes the list too. */
export const quoteListQueryKey = [...quotesRootKey, "list"] as const;

/**
 * The business's quotes, newest first. The list page fetches them all once and searches and
 * filters in the browser (SPEC §2: "Search and filter work on data already held by the app").
 */
export async function getQuotes(): Promise<Quote[]> {
  const body = await api<unknown>("GET", "/api/quotes");
  return quoteListSchema.parse(body).quotes;
}

export const quoteListQueryOptions = queryOptions({
  queryKey: quoteListQueryKey,
  queryFn: getQuotes,
});

export function useQuotes() {
  return useQuery(quoteListQueryOptions);
}
