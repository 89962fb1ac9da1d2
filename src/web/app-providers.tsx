import { onlineManager } from "@tanstack/react-query";
import { Outlet } from "react-router";
import { meQueryOptions } from "./features/auth/api/session";
import { OfflineQueryProvider } from "./features/offline";
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
 * for it (main.tsx): they then draw once, not a spinner and then the page. Never throws; a failed
 * fetch is left to useMe.
 */
export function primeSession() {
  // Offline the request would wait for the connection: the session restored from the device is used.
  if (!onlineManager.isOnline()) return Promise.resolve();
  return queryClient.prefetchQuery(meQueryOptions);
}
