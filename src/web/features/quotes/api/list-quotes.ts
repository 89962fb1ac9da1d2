import {
  type InfiniteData,
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from "@tanstack/react-query";
import { type QuotePage, quoteListSchema } from "../../../../shared/schemas/quote-list";
import { api } from "../../../lib/api";
import { type QuoteListParams, quoteListPath, quoteListQueryKey } from "./quote-keys";

export { useQuoteCounts } from "./quote-counts";
export { type QuoteListParams, quoteListQueryKey };

/**
 * One page of the business's quotes (issue 19): the server searches, filters and sorts over all
 * of them and answers `nextCursor` for the next page and the counts per status for the tabs.
 */
export async function getQuotePage(params: QuoteListParams, cursor?: string): Promise<QuotePage> {
  const body = await api<unknown>("GET", quoteListPath(params, cursor));
  return quoteListSchema.parse(body);
}

export const quotePagesQueryOptions = (params: QuoteListParams) =>
  infiniteQueryOptions({
    queryKey: [...quoteListQueryKey, "pages", params] as const,
    queryFn: ({ pageParam }) => getQuotePage(params, pageParam || undefined),
    initialPageParam: "",
    getNextPageParam: (last: QuotePage) => last.nextCursor ?? undefined,
  });

/** The pages loaded so far; `fetchNextPage` loads the next as the user scrolls. */
export function useQuotePages(params: QuoteListParams, enabled = true) {
  return useInfiniteQuery({
    ...quotePagesQueryOptions(params),
    enabled,
    // A new search keeps the old cards on screen until its first page arrives.
    placeholderData: keepPreviousData,
  });
}

export const quotesOf = (data: InfiniteData<QuotePage> | undefined) =>
  data?.pages.flatMap((page) => page.quotes) ?? [];

/** How many quotes of each status match `q` (one quote fetched, for its counts). */
/** Every version of one quote number (a handful: revisions and variations). */
export const quoteVersionsQueryOptions = (number: number) =>
  queryOptions({
    queryKey: [...quoteListQueryKey, "versions", number] as const,
    queryFn: async () => (await getQuotePage({ number, sort: "oldest", limit: 200 })).quotes,
  });

export function useQuoteVersions(number: number) {
  return useQuery(quoteVersionsQueryOptions(number));
}
