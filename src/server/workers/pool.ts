import { availableParallelism } from "node:os";
import { Piscina } from "piscina";
import { AppError } from "../errors";
import { fairTurns } from "../fair-turns";
import type { TaskInput, TaskName, TaskResult } from "./tasks";
import { isRefusal, isStartReport, revive, type TaskRequest } from "./wire";

/**
 * The worker-thread pool for heavy and untrusted work (PDFs, archives, price lists, the estimator's
 * parsing): the event loop stays free for every other request while a task runs, and a task that
 * fails, runs past its time limit or outgrows its memory limit costs only the request that asked.
 * Owners (businesses, client addresses) take the threads in turn, one task each at a time.
 *
 * WORKER_THREADS sets the pool's size (default: the number of cores, at most 2).
 * WORKER_MEMORY_MB sets each thread's old-generation heap limit (default 256).
 */

/**
 * Time limits per task; the rest get DEFAULT_TIMEOUT_MS. The limit counts from when a thread
 * starts the task, so waiting in the queue behind other businesses' work does not use it up (the
 * queue itself is bounded by MAX_QUEUE).
 */
const TIMEOUTS_MS: Partial<Record<TaskName, number>> = {
  quotePdf: 15_000,
  invoicePdf: 15_000,
  purchaseOrderPdf: 15_000,
  backupArchive: 120_000,
};
export const DEFAULT_TIMEOUT_MS = 30_000;
/**
 * Tasks waiting for a thread beyond this many, every owner's together, are refused at once (503)
 * rather than queued.
 */
export const MAX_QUEUE = 200;
/**
 * Fairness between owners (a business; a client address for the public estimate), by fairTurns
 * (../fair-turns.ts): each owner has at most one task in Piscina (running, or in its queue) and
 * OWNER_WAITING more waiting their turn in the owner's own queue; any more are refused (503 busy).
 *
 * With one task per owner in Piscina, Piscina's own first-come queue takes owners in turn, so a
 * business with forty slow tasks holds one thread and another business's task takes the other at
 * once or goes next. One, not two: with two threads, a business with two running would hold the
 * whole pool for as long as its tasks take (up to their time limit), which is the hole this
 * closes. The cost: a business's own tasks run one after another, never together.
 *
 * Piscina's `taskQueue` option only orders tasks waiting for a thread (a task given an idle
 * thread never passes through it), so it cannot bound an owner's running tasks: a p-queue per
 * owner does, as the per-business request gate does (ADR 0026).
 */
export const OWNER_WAITING = 20;

export const poolMessages = {
  timeout: "That took too long to prepare, so we stopped it. Please try again in a minute.",
  memory: "That is too large for us to prepare. Try a smaller file.",
  failed: "We couldn't prepare that. Please check the details and try again.",
  busy: "We're busy preparing other documents. Please try again in a minute.",
};

/** The owners' turns at the threads: a task whose turn has come waits in Piscina's queue. */
const turns = fairTurns({
  ownerWaiting: OWNER_WAITING,
  maxWaiting: MAX_QUEUE,
  busyMessage: poolMessages.busy,
  waitingAfter: () => pool?.queueSize ?? 0,
});

function positiveInt(value: string | undefined, fallback: number) {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
}

/** Sources run the worker from worker.mjs, which bundles worker.ts; the build bundles it next to index.js. */
function workerFile() {
  // tsx's tsImport (the benchmarks) adds a query to the URL: look at the path alone.
  const fromSource = new URL(import.meta.url).pathname.endsWith(".ts");
  return new URL(fromSource ? "./worker.mjs" : "./worker.js", import.meta.url).href;
}

let pool: Piscina | undefined;
let lastId = 0;
/** Starts the time limit of each queued run, by its id, when its worker reports it has begun. */
const onStart = new Map<number, () => void>();

function getPool() {
  if (pool) return pool;
  pool = new Piscina({
    filename: workerFile(),
    minThreads: 1,
    maxThreads: positiveInt(process.env.WORKER_THREADS, Math.min(2, availableParallelism())),
    idleTimeout: 60_000,
    // Piscina leaves out of this count every task given an abort signal (all of ours, for their
    // time limits): runTask counts the waiting tasks itself.
    maxQueue: MAX_QUEUE,
    resourceLimits: {
      maxOldGenerationSizeMb: positiveInt(process.env.WORKER_MEMORY_MB, 256),
      maxYoungGenerationSizeMb: 32,
    },
  });
  pool.on("message", (message: unknown) => {
    if (isStartReport(message)) onStart.get(message.taskStarted)?.();
  });
  return pool;
}

/** The pool's threads now, for tests and the health of the process (0 before the first task). */
export function poolThreads() {
  return pool?.threads.length ?? 0;
}

/** Stops the pool's threads (on shutdown); the next task starts a new pool. */
export async function closePool() {
  const closing = pool;
  pool = undefined;
  await closing?.destroy();
}

function describe(error: unknown) {
  const e = error as { name?: string; code?: string; message?: string };
  return { name: e?.name, code: e?.code, message: e?.message ?? String(error) };
}

/**
 * Runs `name` on `input` in a worker thread for `owner` (a business id, or `address:` and the
 * client's key when no one is signed in) and resolves with its result (Buffers as Buffers), in
 * turn with other owners' tasks. Rejects with an AppError: the task's own AppError (a refusal of
 * its input), 503 task_timeout when it runs past its limit (its thread is stopped and replaced),
 * 422 task_too_large when it outgrows the memory limit, 422 task_failed when it throws, 503 busy
 * when too many are waiting, the owner's own or everyone's.
 */
export function runTask<N extends TaskName>(
  name: N,
  input: TaskInput<N>,
  options: { owner: string; timeoutMs?: number },
): Promise<TaskResult<N>> {
  const timeoutMs = options.timeoutMs ?? TIMEOUTS_MS[name] ?? DEFAULT_TIMEOUT_MS;
  return turns.run(options.owner, () => runInPool(name, input, timeoutMs));
}

/** Runs the task on Piscina's next free thread; its time limit starts when a thread starts it. */
async function runInPool<N extends TaskName>(
  name: N,
  input: TaskInput<N>,
  timeoutMs: number,
): Promise<TaskResult<N>> {
  const id = ++lastId;
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  onStart.set(id, () => {
    timer = setTimeout(() => controller.abort(), timeoutMs);
  });
  let reply: unknown;
  try {
    reply = await getPool().run({ name, input, id } satisfies TaskRequest, {
      signal: controller.signal,
    });
  } catch (error) {
    const { name: errorName, code, message } = describe(error);
    if (controller.signal.aborted || errorName === "AbortError") {
      throw new AppError(503, "task_timeout", poolMessages.timeout);
    }
    if (code === "ERR_WORKER_OUT_OF_MEMORY") {
      throw new AppError(422, "task_too_large", poolMessages.memory);
    }
    if (message.includes("Task queue is at limit")) {
      throw new AppError(503, "busy", poolMessages.busy);
    }
    const failure = new AppError(422, "task_failed", poolMessages.failed);
    failure.cause = error;
    throw failure;
  } finally {
    onStart.delete(id);
    clearTimeout(timer);
  }
  if (isRefusal(reply)) {
    const { status, code, message } = reply.taskRefusal;
    throw new AppError(status as AppError["status"], code, message);
  }
  return revive(reply) as TaskResult<N>;
}
