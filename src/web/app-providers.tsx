import { type FetchQueryOptions, onlineManager, type QueryKey } from "@tanstack/react-query";
import { Outlet } from "react-router";
import { meQueryOptions } from "./features/auth/api/session";
import { OfflineQueryProvider, restoreOfflineCache } from "./features/offline";
import { createQueryClient } from "./lib/query-client";

// TanStack Query assumes online until the browser says otherwise: a page opened with no signal
// starts offline, so queries show the device's cache and changes wait.
onlineManager.setOnline(navigator.onLine);
const queryClient = createQueryClient();

/**
 * The signed-in app's data layer, loaded with the first app page rather than with the landing page,
 * with its cache kept on the device for use with no signal (features/offline).
 */
export function AppProviders() {
  return (
    <OfflineQueryProvider client={queryClient}>
      <Outlet />
    </OfflineQueryProvider>
  );
}

/**
 * The session, fetched into the cache before the first render on the pages whose first render waits
 * for it (main.tsx), with the device's cache read in beside it: they then draw once, not a spinner
 * and then the page. Never throws; a failed fetch is left to useMe.
 */
export function primeSession() {
  // Offline the request would wait for the connection: the session restored from the device is used.
  const session = onlineManager.isOnline() ? queryClient.prefetchQuery(meQueryOptions) : undefined;
  return restoreOfflineCache(queryClient, session);
}

/**
 * Another query the first page draws from (the quote the builder edits), fetched into the cache
 * before the first render in the same way. Never throws; a failed fetch is left to the page.
 * Offline it would wait for the connection: the page then draws from the device's cache.
 */
export function primeQuery<T, K extends QueryKey>(options: FetchQueryOptions<T, Error, T, K>) {
  return onlineManager.isOnline() ? queryClient.prefetchQuery(options) : undefined;
}
