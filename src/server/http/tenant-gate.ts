import type { MiddlewareHandler } from "hono";
import PQueue from "p-queue";
import type { AppEnv } from "../context";
import type { RequestsAtOnce } from "./request-limits";
import { tenantLimitKind, tooManyJson } from "./tenant-limits";

export const tenantGateMessage =
  "Too many requests at once: wait for the ones still running to finish, then try again.";

/**
 * One business's requests at once, in this server process (ADR 0026): at most `running` run, and
 * of them at most `documents` documents (PDFs, CSVs, exports, reports: the heavy reads); the next
 * `waiting` wait their turn in order, and any more are refused (429). The per-minute limits (ADR
 * 0022) stop a loop but not a burst: forty boards or eight accounting exports asked together would
 * each queue their queries on the one database thread (or the pool's connections) ahead of every
 * other business's. With the gate a burst runs a few at a time, so another business's request
 * waits behind those few. A queue exists only while it has requests.
 */
export function tenantGate(
  { running, documents, waiting }: RequestsAtOnce,
  /** The queues by business (and by its documents), given by tests to see them go. */
  queues = new Map<string, PQueue>(),
): MiddlewareHandler<AppEnv> {
  const queueOf = (key: string, concurrency: number) => {
    const existing = queues.get(key);
    if (existing) return existing;
    const queue = new PQueue({ concurrency });
    queue.on("idle", () => queues.delete(key));
    queues.set(key, queue);
    return queue;
  };
  return async (c, next) => {
    const businessId = c.get("session")?.businessId;
    if (!businessId) return next();
    const all = queueOf(businessId, running);
    const isDocument = tenantLimitKind(c.req.method, c.req.path, false) === "documents";
    const own = isDocument ? queueOf(`documents:${businessId}`, documents) : undefined;
    if (all.size + (own?.size ?? 0) >= waiting) {
      const now = Date.now();
      return tooManyJson(c, tenantGateMessage, now + 1_000, now);
    }
    // A document waits for its own turn first, so while it waits it holds none of the others'.
    const run = () => all.add(() => next());
    await (own ? own.add(run) : run());
  };
}
