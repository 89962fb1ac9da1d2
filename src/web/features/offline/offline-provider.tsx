import { IsRestoringProvider, type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import {
  type PersistQueryClientOptions,
  persistQueryClientRestore,
  persistQueryClientSubscribe,
} from "@tanstack/react-query-persist-client";
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

function createPersistOptions(client: QueryClient) {
  for (const root of PERSISTED_ROOTS) {
    // Kept in memory as long as on the device: a quote seen this morning is still there offline.
    client.setQueryDefaults([root], { gcTime: OFFLINE_MAX_AGE });
  }
  return {
    // The persister's package is typed against its own copy of query-core (5.104, the app's is
    // 5.108): the client is the same object at run time, as TanStack's provider passes it.
    queryClient: client as unknown as PersistQueryClientOptions["queryClient"],
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

const persistOptions = new WeakMap<QueryClient, ReturnType<typeof createPersistOptions>>();

function persistOptionsFor(client: QueryClient) {
  let options = persistOptions.get(client);
  if (!options) {
    options = createPersistOptions(client);
    persistOptions.set(client, options);
  }
  return options;
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

/** Once the device's cache is in: the restored data is checked, asked for again, and sent on. */
function afterRestore(client: QueryClient) {
  // The session (asked for beside the restore, main.tsx) may be someone else's than the cache's.
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
}

const restores = new WeakMap<QueryClient, Promise<void>>();
const restored = new WeakSet<QueryClient>();

/**
 * Reads the device's cache into `client`, once. main.tsx awaits it before the first render (with
 * the session and the page's code), so the first render already has the last-seen data: with no
 * signal the quotes list is drawn at once, not a spinner while IndexedDB is read. `session` is the
 * session's request when one was made beside it: whose cache it is is checked once both are in.
 * Never rejects: a cache that cannot be read is dropped (the persister), the app starts without it.
 */
export function restoreOfflineCache(
  client: QueryClient,
  session: Promise<unknown> = Promise.resolve(),
): Promise<void> {
  let restore = restores.get(client);
  if (!restore) {
    const read = persistQueryClientRestore(persistOptionsFor(client)).then(
      () => true,
      () => false,
    );
    restore = Promise.all([read, session.catch(() => undefined)])
      .then(([ok]) => {
        if (ok) afterRestore(client);
      })
      .finally(() => {
        restored.add(client);
      });
    restores.set(client, restore);
  }
  return restore;
}

/**
 * The app's data layer with the cache kept on the device (docs/decisions/0021-offline.md): the
 * last-seen data is restored before queries run (before the first render when main.tsx awaited
 * restoreOfflineCache; until then queries wait, as TanStack's PersistQueryClientProvider does),
 * then every change to the cache is saved, and the changes left waiting are sent, in order, once
 * restored and whenever the connection returns (TanStack Query's online manager).
 */
export function OfflineQueryProvider({
  client,
  children,
}: {
  client: QueryClient;
  children: ReactNode;
}) {
  const [isRestoring, setIsRestoring] = useState(() => !restored.has(client));
  useForgetOnUserChange(client);
  useEffect(() => {
    if (!isRestoring) return persistQueryClientSubscribe(persistOptionsFor(client));
    let live = true;
    void restoreOfflineCache(client).then(() => {
      if (live) setIsRestoring(false);
    });
    return () => {
      live = false;
    };
  }, [client, isRestoring]);
  return (
    <QueryClientProvider client={client}>
      <IsRestoringProvider value={isRestoring}>{children}</IsRestoringProvider>
    </QueryClientProvider>
  );
}
