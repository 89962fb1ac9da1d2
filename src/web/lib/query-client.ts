import { MutationCache, QueryClient, type QueryKey } from "@tanstack/react-query";
import { ApiError } from "./api";

/**
 * SPEC §9: failed queries retried 3 times, back-off from 1 s doubling up to 30 s; unused cache kept
 * 5 minutes. A 429 (the business's minute of list pages used up, ADR 0022) is retried once the
 * server's Retry-After has passed, so the page fills in rather than failing.
 */
export function createQueryClient() {
  const client: QueryClient = new QueryClient({
    // The dashboard's figures (features/dashboard) sum what every feature writes, and it is on
    // screen while its panels write (a customer added in the AI wizard): any change marks them stale.
    mutationCache: new MutationCache({
      onSuccess: () => refreshInBackground(client, ["dashboard"]),
    }),
    defaultOptions: {
      queries: {
        retry: (failureCount, error) =>
          failureCount < 3 &&
          !(error instanceof ApiError && error.status < 500 && error.status !== 429),
        retryDelay: (attempt, error) =>
          error instanceof ApiError && error.retryAfterSeconds
            ? error.retryAfterSeconds * 1000
            : Math.min(1000 * 2 ** attempt, 30_000),
        gcTime: 5 * 60 * 1000,
        staleTime: 30 * 1000,
        refetchOnWindowFocus: false,
      },
    },
  });
  return client;
}

/**
 * After a change: marks every read under `queryKey` stale and refetches those on screen, without
 * the caller waiting for them. A mutation's callbacks (close the dialog, say it is done, leave the
 * page) then run on the server's answer; awaited, Send said "Sending..." and a deleted quote's page
 * asked for it again until every quote read had come back.
 */
export function refreshInBackground(client: QueryClient, queryKey: QueryKey): void {
  void client.invalidateQueries({ queryKey });
}
