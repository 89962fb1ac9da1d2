import { useQuery } from "@tanstack/react-query";
import {
  type AcceptedQuote,
  acceptedQuoteSchema,
} from "../../../../shared/schemas/accepted-snapshot";
import { api } from "../../../lib/api";
import { quotePath } from "./quote-keys";

/** What the customer accepted, frozen (under the quote's key, so its invalidations reach it). */
export function useAcceptedQuote(id: string, enabled: boolean) {
  return useQuery({
    queryKey: ["quotes", "detail", id, "accepted"] as const,
    queryFn: async (): Promise<AcceptedQuote> =>
      acceptedQuoteSchema.parse(await api<unknown>("GET", `${quotePath(id)}/accepted`)),
    enabled,
    // A quote accepted before snapshots existed has none: 404 is an answer, not a failure.
    retry: false,
  });
}
