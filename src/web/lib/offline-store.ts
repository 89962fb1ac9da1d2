import { clear, createStore, del, get, set } from "idb-keyval";

/**
 * The device's own store for working with no signal (docs/decisions/0021-offline.md): the
 * persisted query cache with the queued changes, the photos taken offline and the conflicts to
 * resolve. One IndexedDB database, so signing out (or in as someone else) clears it at once.
 */
const store = typeof indexedDB === "undefined" ? undefined : createStore("sole-offline", "keyval");

/** Without IndexedDB (some private windows) changes still wait in memory, until a reload. */
const memory = new Map<string, unknown>();

export async function readOffline<T>(key: string): Promise<T | undefined> {
  if (memory.has(key)) return memory.get(key) as T;
  return store ? await get<T>(key, store) : undefined;
}

/**
 * How many times the store has been cleared. A write that began for the signed-in user before a
 * clear (the persister reads the store, then writes) passes the count it began at and is dropped
 * when a clear came between: signing out must not be followed by that user's data written back.
 */
let clears = 0;
export const clearsSoFar = () => clears;

export async function writeOffline(key: string, value: unknown, begunAt = clears): Promise<void> {
  if (begunAt !== clears) return;
  if (!store) {
    memory.set(key, value);
    return;
  }
  await set(key, value, store).catch(() => memory.set(key, value));
}

export async function removeOffline(key: string): Promise<void> {
  memory.delete(key);
  if (store) await del(key, store);
}

/** Everything this device kept for the signed-in user. */
export async function clearOffline(): Promise<void> {
  clears++;
  memory.clear();
  if (store) await clear(store);
}

/** A photo taken offline, kept as a Blob until its upload is sent. */
export const photoKey = (id: string) => `photo:${id}`;
