import { queryOptions, useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { api } from "../../../lib/api";

/**
 * The quotes Add to Quote may add to: today every quote of the business. The one place to narrow
 * that choice (e.g. to draft quotes). Only what the picker shows; the list endpoint sends whole quotes.
 */
const quoteOptionSchema = z.object({
  id: z.string(),
  name: z.string().nullable().optional(),
  number: z.number().optional(),
});
export type QuoteOption = z.infer<typeof quoteOptionSchema>;
const quoteOptionsSchema = z.object({ quotes: z.array(quoteOptionSchema) });

/** Under the ["quotes"] root, so adding materials (which invalidates it) refreshes the picker. */
export const quoteOptionsQueryKey = ["quotes", "options"] as const;

export async function getQuoteOptions(): Promise<QuoteOption[]> {
  return quoteOptionsSchema.parse(await api<unknown>("GET", "/api/quotes")).quotes;
}

export const quoteOptionsQueryOptions = queryOptions({
  queryKey: quoteOptionsQueryKey,
  queryFn: getQuoteOptions,
});

export function useQuoteOptions(enabled = true) {
  return useQuery({ ...quoteOptionsQueryOptions, enabled });
}

/** "Q-0007 · Kitchen refit" style label for a picker option. */
export function quoteOptionLabel(quote: QuoteOption): string {
  const name = quote.name?.trim() || "Untitled quote";
  return quote.number === undefined ? name : `#${quote.number} · ${name}`;
}
