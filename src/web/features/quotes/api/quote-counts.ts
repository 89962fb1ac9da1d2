import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { QuotePage } from "../../../../shared/schemas/quote-list";
import { answerShaped } from "../../../lib/answer-shape";
import { api } from "../../../lib/api";
import { quoteListPath, quoteListQueryKey } from "./quote-keys";

/**
 * The quotes per status matching `q` (the list's tabs; the builder's "Quote {count+1}" name), of
 * one customer when given, read without zod: the builder's first seconds use it (ADR 0023).
 */
export function useQuoteCounts(q = "", customerId = "") {
  return useQuery({
    queryKey: [...quoteListQueryKey, "counts", q, customerId] as const,
    queryFn: async () => {
      const answer = await api<unknown>("GET", quoteListPath({ q, customerId, limit: 1 }));
      const page = answerShaped<QuotePage>(answer, { quotes: "array", counts: "object" }, "quotes");
      return page.counts;
    },
    placeholderData: keepPreviousData,
  });
}
