import { queryOptions, useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { api } from "../../../lib/api";

/**
 * The quotes Add to Quote may add to: drafts only (issue 17). A sent or accepted quote is what
 * the customer saw or agreed to; it changes through a revision, never from the product search.
 * Only what the picker shows; the list endpoint sends whole quotes, the newest 200 drafts.
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
const quoteOptionsSchema = z.object({ quotes: z.array(quoteOptionSchema) });

/** Under the ["quotes"] root, so adding materials (which invalidates it) refreshes the picker. */
export const quoteOptionsQueryKey = ["quotes", "options"] as const;

export async function getQuoteOptions(): Promise<QuoteOption[]> {
  const { quotes } = quoteOptionsSchema.parse(
    await api<unknown>("GET", "/api/quotes?status=draft&limit=200"),
  );
  // The server filters already; this keeps the rule true whatever the list endpoint answers.
  return quotes.filter((q) => q.status === "draft");
}

export const quoteOptionsQueryOptions = queryOptions({
  queryKey: quoteOptionsQueryKey,
  queryFn: getQuoteOptions,
});

export function useQuoteOptions(enabled = true) {
  return useQuery({ ...quoteOptionsQueryOptions, enabled });
}

/** The picker's value for "start a new draft quote with these products". */
export const NEW_QUOTE = "new";

/** "Q-0007 · Kitchen refit" style label for a picker option. */
export function quoteOptionLabel(quote: QuoteOption): string {
  const name = quote.name?.trim() || "Untitled quote";
  const reference = quote.reference ?? (quote.number === undefined ? "" : `#${quote.number}`);
  return reference ? `${reference} · ${name}` : name;
}
