import { type QueryClient, useMutationState } from "@tanstack/react-query";
import { OFFLINE_SCOPE } from "./offline-queue";

const queued = { status: "pending", predicate: isQueued } as const;

function isQueued(mutation: { options: { scope?: { id: string } } }) {
  return mutation.options.scope?.id === OFFLINE_SCOPE.id;
}

/** How many changes made on this device are not yet with Sole (waiting or being sent). */
export function useQueuedChangeCount(): number {
  return useMutationState({ filters: queued }).length;
}

const countQueued = (client: QueryClient) => client.getMutationCache().findAll(queued).length;

/**
 * Sends the waiting changes now and resolves once none is left: each was sent, or was refused and
 * so left the queue (a 409 goes to the conflict chooser). Offline it waits for the connection.
 */
export function sendQueuedChanges(client: QueryClient): Promise<void> {
  const cache = client.getMutationCache();
  return new Promise((resolve) => {
    if (countQueued(client) === 0) return resolve();
    const unsubscribe = cache.subscribe(() => {
      if (countQueued(client) > 0) return;
      unsubscribe();
      resolve();
    });
    void client.resumePausedMutations();
  });
}
