import type { QueryClient } from "@tanstack/react-query";
import { PersistQueryClientProvider } from "@tanstack/react-query-persist-client";
import { type ReactNode, useEffect, useState } from "react";
import { forgetConflicts, loadConflicts } from "../../lib/offline-conflicts";
import { clearOffline } from "../../lib/offline-store";
import { loadQuoteChanges } from "../quotes";
import {
  createOfflinePersister,
  OFFLINE_MAX_AGE,
  PERSISTED_ROOTS,
  restoredOwner,
  shouldPersistQuery,
} from "./persister";

/** A new release drops what older ones kept (a change of shape would not read back). */
const BUILD = typeof __SOLE_VERSION__ === "string" ? __SOLE_VERSION__ : "dev";

function persistOptionsFor(client: QueryClient) {
  for (const root of PERSISTED_ROOTS) {
    // Kept in memory as long as on the device: a quote seen this morning is still there offline.
    client.setQueryDefaults([root], { gcTime: OFFLINE_MAX_AGE });
  }
  return {
    persister: createOfflinePersister(async () => {
      (await loadQuoteChanges()).registerQuoteChanges(client);
    }),
    maxAge: OFFLINE_MAX_AGE,
    buster: BUILD,
    dehydrateOptions: {
      shouldDehydrateQuery: shouldPersistQuery,
      // Waiting changes, and one being sent (stored as waiting: see persister.ts).
      shouldDehydrateMutation: (m: { state: { isPaused: boolean; status: string } }) =>
        m.state.isPaused || m.state.status === "pending",
    },
  };
}

/**
 * When another account signs in (a shared phone), nothing of the previous one stays: not in
 * memory, not on the device.
 */
const userOf = (client: QueryClient) => {
  const me = client.getQueryData<{ user?: { id?: string } } | null>(["me"]);
  return me === undefined ? undefined : (me?.user?.id ?? null);
};

function forget(client: QueryClient) {
  client.getMutationCache().clear();
  client.removeQueries({ predicate: (q) => q.queryKey[0] !== "me" });
  forgetConflicts();
  void clearOffline();
}

function useForgetOnUserChange(client: QueryClient) {
  useEffect(() => {
    let last = userOf(client);
    return client.getQueryCache().subscribe((event) => {
      if (event.type !== "updated" || event.query.queryKey[0] !== "me") return;
      const user = userOf(client);
      // Signed out: the sign-out cleared everything; a session that ran out keeps the owner's
      // waiting changes for when they sign in again.
      if (!user) return;
      if (last && last !== user) forget(client);
      last = user;
    });
  }, [client]);
}

/**
 * The app's data layer with the cache kept on the device (docs/decisions/0021-offline.md): the
 * last-seen data is restored before queries run, and the changes left waiting are sent, in order,
 * once restored and whenever the connection returns (TanStack Query's online manager).
 */
export function OfflineQueryProvider({
  client,
  children,
}: {
  client: QueryClient;
  children: ReactNode;
}) {
  const [persistOptions] = useState(() => persistOptionsFor(client));
  useForgetOnUserChange(client);
  return (
    <PersistQueryClientProvider
      client={client}
      persistOptions={persistOptions}
      onSuccess={() => {
        // The session was asked for before the restore (main.tsx): the device's cache may be
        // someone else's.
        const user = userOf(client);
        const owner = restoredOwner();
        if (owner && user && user !== owner) forget(client);
        // What was restored is shown at once and asked for again: a reload must not show data
        // up to its staleTime old, nor leave main.tsx's early answer to a later refetch.
        const pageStart = performance.timeOrigin;
        void client.invalidateQueries({
          predicate: (q) => q.queryKey[0] !== "me" && q.state.dataUpdatedAt < pageStart,
        });
        void loadConflicts();
        // Only with changes waiting: their code and its schemas would otherwise load before the
        // first page has been drawn (the quote builder's first screen waited for them).
        if (client.getMutationCache().getAll().length > 0) {
          void loadQuoteChanges().then((changes) => changes.showWaitingPhotos(client));
        }
        void client.resumePausedMutations();
      }}
    >
      {children}
    </PersistQueryClientProvider>
  );
}
