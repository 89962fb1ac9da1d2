import { threadId } from "node:worker_threads";
import { AppError } from "../errors";

/**
 * Tasks that exercise the pool itself: the pool's tests use them to show that a task which throws,
 * runs past its time limit or outgrows its memory limit answers only its own caller, and that
 * owners take the threads in turn. No endpoint runs them.
 */
export const checkTasks = {
  checkEcho: (input: { text: string; bytes?: Uint8Array }) => ({
    text: input.text,
    bytes: input.bytes ? Buffer.from(input.bytes) : undefined,
    isBuffer: input.bytes ? Buffer.isBuffer(input.bytes) : undefined,
  }),
  checkRefuse: (input: { message: string }) => {
    throw new AppError(400, "invalid_input", input.message);
  },
  checkThrow: (_input: Record<string, never>) => {
    throw new Error("the task failed on purpose");
  },
  /** Keeps the thread busy for `ms`, then says which thread ran it, and from when to when. */
  checkBusy: (input: { ms: number }) => {
    const startedAt = Date.now();
    while (Date.now() < startedAt + input.ms) {
      // busy on purpose: a slow task of a known length
    }
    return { threadId, startedAt, endedAt: Date.now() };
  },
  /** Keeps the worker's thread busy until it is stopped. */
  checkSpin: (_input: Record<string, never>) => {
    for (;;) {
      // no await: nothing but terminating the thread ends this
    }
  },
  /** Grows the heap without bound. */
  checkHog: (_input: Record<string, never>) => {
    const kept: number[][] = [];
    for (;;) kept.push(Array.from({ length: 100_000 }, (_, i) => i));
  },
};
