import type { QuoteSort, QuoteStatus } from "../../../../shared/schemas/quotes";
import { ApiError } from "../../../lib/api";

/**
 * The quote cache's keys and a quote's retry policy, in a module of their own: a screen that only reads the cache (or, like
 * the builder, draws before zod has loaded) does not import the schemas with them.
 */
/** Every quote query lives under ["quotes"], so one invalidation refreshes lists and details. */
export const quotesRootKey = ["quotes"] as const;
export const quoteQueryKey = (id: string) => ["quotes", "detail", id] as const;
/** One quote's address in the API. */
export const quotePath = (id: string) => `/api/quotes/${encodeURIComponent(id)}`;
/** Under ["quotes"], so every quote mutation's invalidation refreshes the lists too. */
export const quoteListQueryKey = [...quotesRootKey, "list"] as const;

/** A missing quote stays missing: no back-off retries before "Quote Not Found". */
export const quoteRetry = (count: number, error: Error) =>
  !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 3;

export interface QuoteListParams {
  q?: string;
  status?: QuoteStatus;
  sort?: QuoteSort;
  number?: number;
  /** One customer's quotes (their page's "See all"). */
  customerId?: string;
  limit?: number;
}

/** A page of the quote list in the API: the search, filter and sort, then the cursor. */
export function quoteListPath(params: QuoteListParams, cursor?: string): string {
  const query = new URLSearchParams();
  if (params.q) query.set("q", params.q);
  if (params.status) query.set("status", params.status);
  if (params.sort && params.sort !== "newest") query.set("sort", params.sort);
  if (params.number !== undefined) query.set("number", String(params.number));
  if (params.customerId) query.set("customerId", params.customerId);
  if (params.limit !== undefined) query.set("limit", String(params.limit));
  if (cursor) query.set("cursor", cursor);
  const search = query.toString();
  return `/api/quotes${search ? `?${search}` : ""}`;
}
