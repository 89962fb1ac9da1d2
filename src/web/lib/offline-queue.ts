import type { MutationKey, QueryClient } from "@tanstack/react-query";
import { ApiError } from "./api";

/**
 * Every change that may wait for a connection is in this one mutation scope: TanStack Query sends
 * them one at a time, in the order they were made (docs/decisions/0021-offline.md).
 */
export const OFFLINE_SCOPE = { id: "sole-offline" } as const;

/** Answers that say "not now" rather than "no": signed out, too slow, too many, restarting. */
const NOT_NOW = new Set([401, 408, 429, 502, 503, 504]);

/**
 * Whether a change is still to be answered: its request got no answer (no signal, a connection
 * that says it is up and carries nothing, which fetch reports as a TypeError) or a "not now". Any
 * other answer is final: a 409 or a 400 is not sent again.
 */
export const stillToAnswer = (error: unknown) =>
  error instanceof TypeError || (error instanceof ApiError && NOT_NOW.has(error.status));

/**
 * A change that waited is tried until answered, however long the site's signal takes: dropped
 * after a few tries, it would be lost unseen. While the device is offline the retry waits,
 * paused, until it is back.
 */
export const retryUntilAnswered = (_failureCount: number, error: unknown) => stillToAnswer(error);

/** The server's Retry-After on a 429, else twice as long each time, up to 30 seconds. */
export const retryDelay = (failureCount: number, error: unknown) =>
  error instanceof ApiError && error.retryAfterSeconds
    ? error.retryAfterSeconds * 1000
    : Math.min(1000 * 2 ** failureCount, 30_000);

/** A change as queued: its id lets the screen that made it know whether it still awaits it. */
export interface QueuedChange {
  changeId: string;
}

const awaited = new Set<string>();

/** Whether the screen that made the change is still waiting for its answer (and shows errors). */
export const isAwaited = (change: QueuedChange) => awaited.has(change.changeId);

export const newChangeId = () => crypto.randomUUID();

/**
 * Sends `change` through the mutation registered under `mutationKey` (setMutationDefaults, so a
 * change persisted while offline can be sent after a reload). Online it resolves with the server's
 * answer, as before. When it has to wait (offline, or behind earlier changes still waiting) it
 * resolves at once with `whileQueued()`, what the screens show until it is sent.
 */
export function runQueued<TData, TChange extends QueuedChange>(
  client: QueryClient,
  mutationKey: MutationKey,
  change: TChange,
  whileQueued: () => TData,
): Promise<TData> {
  const cache = client.getMutationCache();
  const mutation = cache.build<TData, Error, TChange, unknown>(client, {
    mutationKey,
    scope: OFFLINE_SCOPE,
    // The screen waiting for this answer shows a failure after three tries (its form still holds
    // the change); once the change waits on the device, it is tried until answered.
    retry: (failureCount, error) =>
      stillToAnswer(error) && (failureCount < 3 || !awaited.has(change.changeId)),
  });
  awaited.add(change.changeId);
  return new Promise<TData>((resolve, reject) => {
    let settled = false;
    const settle = (done: () => void) => {
      if (settled) return;
      settled = true;
      awaited.delete(change.changeId);
      unsubscribe();
      done();
    };
    const unsubscribe = cache.subscribe((event) => {
      if (event.mutation === mutation && mutation.state.isPaused) {
        settle(() => resolve(whileQueued()));
      }
    });
    mutation.execute(change).then(
      (data) => settle(() => resolve(data)),
      (error: unknown) => settle(() => reject(error)),
    );
    if (mutation.state.isPaused) settle(() => resolve(whileQueued()));
  });
}
