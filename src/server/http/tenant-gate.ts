import type { Context, MiddlewareHandler } from "hono";
import type PQueue from "p-queue";
import type { AppEnv } from "../context";
import { queuesByKey } from "../fair-turns";
import type { RequestsAtOnce } from "./request-limits";
import { tenantLimitKind, tooManyJson } from "./tenant-limits";

export const tenantGateMessage =
  "Too many requests at once: wait for the ones still running to finish, then try again.";

/** A gated request: the key of whoever asks (a business, a client address), and is it a document. */
export type Asker = { key: string; document: boolean };

/** Who asks (worked out once a request), and how the gate refuses them. */
export interface GateRules<A extends Asker> {
  /** undefined: not gated. */
  askerOf: (c: Context<AppEnv>) => A | undefined;
  /** The 429 when the waiting places are full. */
  refuse: (c: Context<AppEnv>, asker: A) => Response | Promise<Response>;
}

/**
 * Requests at once, per key, in this server process (ADR 0026): at most `running` run, and of
 * them at most `documents` documents (PDFs, CSVs, exports, reports: the heavy reads); the next
 * `waiting` wait their turn in order, and any more are refused. The per-minute limits (ADR 0022)
 * stop a loop but not a burst: forty boards or eight accounting exports asked together would each
 * queue their queries on the one database thread (or the pool's connections), and their PDFs in
 * the worker pool, ahead of everyone else's. With the gate a burst runs a few at a time, so another
 * business's request waits behind those few. A queue exists only while it has requests.
 */
export function requestGate<A extends Asker>(
  { running, documents, waiting }: RequestsAtOnce,
  { askerOf, refuse }: GateRules<A>,
  /** The queues by key (and by its documents), given by tests to see them go. */
  queues = new Map<string, PQueue>(),
): MiddlewareHandler<AppEnv> {
  const queueOf = queuesByKey(queues);
  return async (c, next) => {
    const asker = askerOf(c);
    if (!asker) return next();
    const all = queueOf(asker.key, running);
    const own = asker.document ? queueOf(`documents:${asker.key}`, documents) : undefined;
    if (all.size + (own?.size ?? 0) >= waiting) return refuse(c, asker);
    // A document waits for its own turn first, so while it waits it holds none of the others'.
    const run = () => all.add(() => next());
    await (own ? own.add(run) : run());
  };
}

/** A business's requests (the signed-in API), its documents as the per-minute limits name them. */
export function tenantGate(
  atOnce: RequestsAtOnce,
  queues?: Map<string, PQueue>,
): MiddlewareHandler<AppEnv> {
  return requestGate(
    atOnce,
    {
      askerOf: (c) => {
        const key = c.get("session")?.businessId;
        const kind = key ? tenantLimitKind(c.req.method, c.req.path) : undefined;
        return key ? { key, document: kind === "documents" } : undefined;
      },
      refuse: (c) => {
        const now = Date.now();
        return tooManyJson(c, tenantGateMessage, now + 1_000, now);
      },
    },
    queues,
  );
}
