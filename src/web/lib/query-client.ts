import { QueryClient } from "@tanstack/react-query";
import { ApiError } from "./api";

/** SPEC §9: failed queries retried 3 times, back-off from 1 s doubling up to 30 s; unused cache kept 5 minutes. */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failureCount, error) =>
          failureCount < 3 && !(error instanceof ApiError && error.status < 500),
        retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, 30_000),
        gcTime: 5 * 60 * 1000,
        staleTime: 30 * 1000,
        refetchOnWindowFocus: false,
      },
    },
  });
}
