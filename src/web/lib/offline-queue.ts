import type { MutationKey, QueryClient } from "@tanstack/react-query";
import { ApiError } from "./api";

/**
 * Every change that may wait for a connection is in this one mutation scope: TanStack Query sends
 * them one at a time, in the order they were made (docs/decisions/0021-offline.md).
 */
export const OFFLINE_SCOPE = { id: "sole-offline" } as const;

/**
 * A change whose request never got an answer (no signal, the connection dropped) is tried again;
 * while the device is offline the retry waits, paused, until it is back. A server's answer is
 * final: a 409 or a 400 is not sent again.
 */
export const retryUntilAnswered = (failureCount: number, error: unknown) =>
  !(error instanceof ApiError) && failureCount < 3;

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
