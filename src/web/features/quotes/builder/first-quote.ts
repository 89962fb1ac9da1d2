import { queryOptions } from "@tanstack/react-query";
import type { Quote } from "../../../../shared/schemas/quotes";
import { api } from "../../../lib/api";
import { quoteQueryKey, quoteRetry } from "../api/quote-keys";

/**
 * The quote the builder edits, under the quote cache's key, read without its zod schema: zod and
 * the schemas are a quarter of the builder's script, and the first screen (drawn from the answer
 * main.tsx fetched early) would otherwise wait for them. The answer is our own server's, its shape
 * fixed by the route's schema (checked by the API tests); a body that is not a quote at all is an
 * error here, as a failed parse would be.
 */
export const builderQuoteOptions = (id: string) =>
  queryOptions({
    queryKey: quoteQueryKey(id),
    queryFn: async (): Promise<Quote> => {
      const quote = await api<Quote>("GET", `/api/quotes/${encodeURIComponent(id)}`);
      if (
        typeof quote?.id !== "string" ||
        typeof quote.version !== "number" ||
        !Array.isArray(quote.materials) ||
        !Array.isArray(quote.measurements)
      ) {
        throw new Error("The server's answer was not a quote.");
      }
      return quote;
    },
    retry: quoteRetry,
  });
