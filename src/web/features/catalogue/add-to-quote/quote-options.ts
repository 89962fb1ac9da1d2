import { keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import { z } from "zod";
import { api } from "../../../lib/api";

/**
 * The quotes Add to Quote may add to: drafts only (issue 17). A sent or accepted quote is what
 * the customer saw or agreed to; it changes through a revision, never from the product search.
 * Only what the picker shows; the list endpoint sends whole quotes, a page of drafts at a time
 * (newest first; the search runs on the server over every draft).
 */
const quoteOptionSchema = z.object({
  id: z.string(),
  name: z.string().nullable().optional(),
  number: z.number().optional(),
  /** "Q-0042 rev 2" */
  reference: z.string().optional(),
  status: z.string(),
});
export type QuoteOption = z.infer<typeof quoteOptionSchema>;
const quoteOptionsSchema = z.object({
  quotes: z.array(quoteOptionSchema),
  nextCursor: z.string().nullable().optional(),
});
/** Drafts a page: enough to pick from at a glance; more load on request, or search. */
export const QUOTE_OPTIONS_PAGE = 20;

/** Under the ["quotes"] root, so adding materials (which invalidates it) refreshes the picker. */
export const quoteOptionsQueryKey = ["quotes", "options"] as const;

export async function getQuoteOptions(
  q = "",
  cursor?: string,
): Promise<{ options: QuoteOption[]; nextCursor: string | null }> {
  const params = new URLSearchParams({ status: "draft", limit: String(QUOTE_OPTIONS_PAGE) });
  if (q) params.set("q", q);
  if (cursor) params.set("cursor", cursor);
  const { quotes, nextCursor } = quoteOptionsSchema.parse(
    await api<unknown>("GET", `/api/quotes?${params}`),
  );
  // The server filters already; this keeps the rule true whatever the list endpoint answers.
  return { options: quotes.filter((o) => o.status === "draft"), nextCursor: nextCursor ?? null };
}

/** The drafts matching `q`, a page at a time (`fetchNextPage` for more). */
export function useQuoteOptions(enabled = true, q = "") {
  return useInfiniteQuery({
    queryKey: [...quoteOptionsQueryKey, q] as const,
    queryFn: ({ pageParam }) => getQuoteOptions(q, pageParam || undefined),
    initialPageParam: "",
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** The picker's value for "start a new draft quote with these products". */
export const NEW_QUOTE = "new";

/** "Q-0007 · Kitchen refit" style label for a picker option. */
export function quoteOptionLabel(quote: QuoteOption): string {
  const name = quote.name?.trim() || "Untitled quote";
  const reference = quote.reference ?? (quote.number === undefined ? "" : `#${quote.number}`);
  return reference ? `${reference} · ${name}` : name;
}
