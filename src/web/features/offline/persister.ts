import { createAsyncStoragePersister } from "@tanstack/query-async-storage-persister";
import type { Query } from "@tanstack/react-query";
import type { PersistedClient, Persister } from "@tanstack/react-query-persist-client";
import { clearOffline, clearsSoFar, readOffline, writeOffline } from "../../lib/offline-store";

/**
 * What is kept on the device to read with no signal: the session (who the cache belongs to), the
 * last-seen quotes (lists and details), customers, jobs and catalogue favourites. Nothing else.
 */
export const PERSISTED_ROOTS = ["me", "quotes", "customers", "jobs", "favourites"];

/** A week: a job's worth of days on site without signal. */
export const OFFLINE_MAX_AGE = 7 * 24 * 60 * 60 * 1000;

export const shouldPersistQuery = (query: Pick<Query, "queryKey" | "state">) =>
  query.state.status === "success" && PERSISTED_ROOTS.includes(String(query.queryKey[0]));

const OWNER = "owner";
const cacheKey = (userId: string) => `cache:${userId}`;

/**
 * Whose cache this is: the signed-in user's id, null when signed out, undefined when the session
 * is not known yet (then nothing is written or cleared).
 */
export function ownerOf(client: PersistedClient): string | null | undefined {
  const me = client.clientState.queries.find((q) => q.queryKey[0] === "me");
  if (!me) return undefined;
  const data = me.state.data as { user?: { id?: string } } | null | undefined;
  return data?.user?.id ?? null;
}

/**
 * A change that was being sent when the page closed is stored as waiting (paused), so it is sent
 * again after the reload; a new draft's id makes that replay safe.
 */
export function asWaiting(client: PersistedClient): PersistedClient {
  return {
    ...client,
    clientState: {
      ...client.clientState,
      mutations: client.clientState.mutations.map((m) =>
        m.state.status === "pending" ? { ...m, state: { ...m.state, isPaused: true } } : m,
      ),
    },
  };
}

/**
 * A paged list is kept with its first page only: restored whole, a reload would draw every page
 * the user had scrolled through and ask the server for all of them again, where a list opened
 * afresh shows its first page and loads more as it scrolls.
 */
export function firstPagesOnly(client: PersistedClient): PersistedClient {
  return {
    ...client,
    clientState: {
      ...client.clientState,
      queries: client.clientState.queries.map((q) => {
        const data = q.state.data as { pages?: unknown[]; pageParams?: unknown[] } | undefined;
        if (!Array.isArray(data?.pages) || data.pages.length <= 1) return q;
        const first = { pages: data.pages.slice(0, 1), pageParams: data.pageParams?.slice(0, 1) };
        return { ...q, state: { ...q.state, data: first } };
      }),
    },
  };
}

/**
 * One cache per signed-in user, in IndexedDB. Signing in as someone else clears the device's
 * store, so a shared phone never shows the previous user's quotes.
 */
let restored: string | undefined;

/** Whose cache was restored at start (undefined: none). */
export const restoredOwner = () => restored;

/** The persister's storage; exported for its tests. */
export const offlineStorage = {
  async getItem(): Promise<string | null> {
    const owner = await readOffline<string>(OWNER);
    if (!owner) return null;
    restored = owner;
    return ((await readOffline<PersistedClient>(cacheKey(owner))) ?? null) as unknown as string;
  },
  async setItem(_key: string, value: string) {
    let begunAt = clearsSoFar();
    const client = value as unknown as PersistedClient;
    const owner = ownerOf(client);
    // Signed out (or the session ran out): nothing is written; signing out itself clears the
    // store (features/auth sign-out), an expired session keeps its owner's waiting changes.
    if (!owner) return;
    const previous = await readOffline<string>(OWNER);
    // Signed out meanwhile (the store was cleared): nothing of this user is written back, now or
    // by the writes below should it come between them (offline-store.ts).
    if (begunAt !== clearsSoFar()) return;
    if (previous && previous !== owner) {
      await clearOffline();
      begunAt = clearsSoFar();
    }
    await writeOffline(OWNER, owner, begunAt);
    await writeOffline(cacheKey(owner), firstPagesOnly(asWaiting(client)), begunAt);
  },
  removeItem: () => clearOffline(),
};

/** The page's visibility, as `document` reports it (a test passes its own). */
export type PageVisibility = Pick<Document, "visibilityState" | "addEventListener">;

/**
 * IndexedDB stores structured clones, so the persisted client is stored as an object rather than
 * a JSON string (the library's string type is only its default).
 *
 * The persister saves at most once a second, the last change of a second after it. A page hidden
 * in that second (the phone locked, another app opened) may never run again: the browser can
 * discard it, and a quote opened just before would not be on the device to open with no signal.
 * So when the page is hidden, what is not yet saved is saved at once.
 */
export function createOfflinePersister(
  beforeRestore: () => Promise<void>,
  {
    page = typeof document === "undefined" ? undefined : document,
    throttleTime,
  }: { page?: PageVisibility; throttleTime?: number } = {},
): Persister {
  /** The newest client handed to the persister, until it is written. */
  let unsaved: PersistedClient | undefined;
  const storage = {
    ...offlineStorage,
    setItem: (key: string, value: string) => {
      if ((value as unknown as PersistedClient) === unsaved) unsaved = undefined;
      return offlineStorage.setItem(key, value);
    },
  };
  const persister = createAsyncStoragePersister({
    storage,
    key: "cache",
    throttleTime,
    serialize: (client) => client as unknown as string,
    deserialize: (stored) => stored as unknown as PersistedClient,
  });
  page?.addEventListener("visibilitychange", () => {
    if (page.visibilityState === "hidden" && unsaved)
      void storage.setItem("cache", unsaved as unknown as string);
  });
  return {
    ...persister,
    persistClient: (client) => {
      unsaved = client;
      return persister.persistClient(client);
    },
    // The changes a reload left waiting need their senders registered before they are restored;
    // with none waiting (the usual case) their code, and the schemas it imports, need not load
    // before the cache is restored and the first page's queries run.
    restoreClient: async () => {
      const restored = await persister.restoreClient();
      if (restored?.clientState.mutations.length) await beforeRestore();
      return restored;
    },
  };
}
