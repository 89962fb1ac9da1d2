import { queryOptions } from "@tanstack/react-query";
import type { Quote } from "../../../../shared/schemas/quotes";
import { answerShaped } from "../../../lib/answer-shape";
import { api } from "../../../lib/api";
import { quotePath, quoteQueryKey, quoteRetry } from "../api/quote-keys";

/**
 * The quote the builder edits, under the quote cache's key, read without its zod schema: zod and
 * the schemas are a quarter of the builder's script, and the first screen (drawn from the answer
 * main.tsx fetched early) would otherwise wait for them (ADR 0023).
 */
export const builderQuoteOptions = (id: string) =>
  queryOptions({
    queryKey: quoteQueryKey(id),
    queryFn: async (): Promise<Quote> =>
      answerShaped<Quote>(
        await api<unknown>("GET", quotePath(id)),
        { id: "string", version: "number", materials: "array", measurements: "array" },
        "a quote",
      ),
    retry: quoteRetry,
  });
