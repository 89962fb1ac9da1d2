import { ApiError } from "../../../lib/api";

/**
 * The quote cache's keys and a quote's retry policy, in a module of their own: a screen that only reads the cache (or, like
 * the builder, draws before zod has loaded) does not import the schemas with them.
 */
/** Every quote query lives under ["quotes"], so one invalidation refreshes lists and details. */
export const quotesRootKey = ["quotes"] as const;
export const quoteQueryKey = (id: string) => ["quotes", "detail", id] as const;
/** Under ["quotes"], so every quote mutation's invalidation refreshes the lists too. */
export const quoteListQueryKey = [...quotesRootKey, "list"] as const;

/** A missing quote stays missing: no back-off retries before "Quote Not Found". */
export const quoteRetry = (count: number, error: Error) =>
  !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 3;
