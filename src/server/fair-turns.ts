import PQueue from "p-queue";
import { AppError } from "./errors";

export interface FairTurnsOptions {
  /** An owner's tasks that may wait behind its running one; any more are refused (503 busy). */
  ownerWaiting: number;
  /** Tasks waiting, every owner's together, at which any more are refused (503 busy). */
  maxWaiting: number;
  /** The message of the 503 `busy` refusal. */
  busyMessage: string;
  /**
   * Tasks run at once, every owner's together: an owner's task whose turn has come takes the next
   * free slot, first come first served. Left out, it runs as soon as its owner's turn comes and
   * whatever it then waits for shares itself out in the same order (Piscina's threads for the
   * worker pool), counted by `waitingAfter`.
   */
  slots?: number;
  /** Tasks whose owner's turn has come still waiting for what they run on (Piscina's queue). */
  waitingAfter?: () => number;
}

export interface FairTurns {
  /**
   * Runs `task` in `owner`'s turn and resolves or rejects as it does; rejects at once with a 503
   * AppError `busy`, without running it, when the owner's waiting places or everyone's are full.
   */
  run<T>(owner: string, task: () => Promise<T>): Promise<T>;
  /** Tasks waiting, every owner's together: in their owners' queues and for a slot. */
  waiting(): number;
  /** Owners with tasks now: an owner's queue is kept only while it has tasks. */
  owners(): number;
}

/**
 * A p-queue per key in `queues`, made on first use with `concurrency` and dropped once idle, so a
 * key with nothing running or waiting holds nothing.
 */
export function queuesByKey(queues: Map<string, PQueue>) {
  return (key: string, concurrency: number) => {
    const existing = queues.get(key);
    if (existing) return existing;
    const queue = new PQueue({ concurrency });
    queue.on("idle", () => queues.delete(key));
    queues.set(key, queue);
    return queue;
  };
}

/**
 * Turns fair per owner (a business id; `address:` and the client's key when no one is signed in),
 * and bounded. Each owner has one task at a time past its turn (running, or waiting for a slot)
 * and up to `ownerWaiting` more in its own queue; any more, or any task while `maxWaiting` wait
 * every owner's together, are refused at once rather than queued.
 *
 * With one task per owner at the shared slots, their first-come queue takes owners in turn: an
 * owner's next task joins it only when its last one has finished, behind every other owner's
 * waiting task. So a business with forty slow tasks holds one slot, and another business's task
 * takes another at once or goes next. The cost: an owner's own tasks run one after another.
 *
 * Used by the worker pool (workers/pool.ts, one turn per task on Piscina's threads) and the image
 * slots (sharp.ts, one turn per image decoded), with the tenant gate's queues (ADR 0026):
 * `queuesByKey`, a p-queue per owner kept only while it has tasks.
 */
export function fairTurns({
  ownerWaiting,
  maxWaiting,
  busyMessage,
  slots,
  waitingAfter,
}: FairTurnsOptions): FairTurns {
  const queues = new Map<string, PQueue>();
  const queueOf = queuesByKey(queues);
  const shared = slots === undefined ? undefined : new PQueue({ concurrency: slots });

  const waiting = () => {
    let count = (shared?.size ?? 0) + (waitingAfter?.() ?? 0);
    for (const queue of queues.values()) count += queue.size;
    return count;
  };

  return {
    run<T>(owner: string, task: () => Promise<T>): Promise<T> {
      if ((queues.get(owner)?.size ?? 0) >= ownerWaiting || waiting() >= maxWaiting) {
        return Promise.reject(new AppError(503, "busy", busyMessage));
      }
      // No timeouts are set: throwOnTimeout only types the result as the task's own.
      const inTurn = shared ? () => shared.add(task, { throwOnTimeout: true }) : task;
      return queueOf(owner, 1).add(inTurn, { throwOnTimeout: true });
    },
    waiting,
    owners: () => queues.size,
  };
}
