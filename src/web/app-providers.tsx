import { QueryClientProvider } from "@tanstack/react-query";
import { Outlet } from "react-router";
import { meQueryOptions } from "./features/auth/api/session";
import { createQueryClient } from "./lib/query-client";

const queryClient = createQueryClient();

/** The signed-in app's data layer, loaded with the first app page rather than with the landing page. */
export function AppProviders() {
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
    </QueryClientProvider>
  );
}

/**
 * The session, fetched into the cache before the first render on the pages whose first render waits
 * for it (main.tsx): they then draw once, not a spinner and then the page. Never throws; a failed
 * fetch is left to useMe.
 */
export function primeSession() {
  return queryClient.prefetchQuery(meQueryOptions);
}
