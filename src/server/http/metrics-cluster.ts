/**
 * /metrics under the supervisor (ADR 0018): a scrape lands on whichever worker the primary hands
 * the connection to, so that worker asks the primary, which asks every worker that serves for
 * its registry as JSON and sums them with prom-client's AggregatorRegistry.aggregate. One scrape
 * then sees the whole machine, and counters never appear to jump back when the next scrape lands
 * on another worker.
 */
import cluster, { type Worker } from "node:cluster";
import { AggregatorRegistry, type Registry } from "prom-client";

const READY = "sole:metrics-ready";
const ASK = "sole:metrics-ask";
const ANSWER = "sole:metrics-answer";
const COLLECT = "sole:metrics-collect";
const COLLECTED = "sole:metrics-collected";
/** Well under a Prometheus scrape's usual 10 s timeout; a worker that misses it is left out. */
const WAIT_MS = 3_000;

type Message = { type?: string; id?: number; text?: string; metrics?: unknown };

let nextId = 0;
const waiting = new Map<number, (text: string | undefined) => void>();
let workerListening = false;

/** In a worker: answers the primary's collections from this registry, and announces it serves. */
export function answerPrimaryForMetrics(registry: Registry): void {
  if (!process.send || workerListening) return;
  workerListening = true;
  process.on("message", (message: Message) => {
    if (message?.type === COLLECT) {
      registry.getMetricsAsJSON().then(
        (metrics) => process.send?.({ type: COLLECTED, id: message.id, metrics }),
        () => process.send?.({ type: COLLECTED, id: message.id, metrics: [] }),
      );
    } else if (message?.type === ANSWER && typeof message.id === "number") {
      waiting.get(message.id)?.(message.text);
      waiting.delete(message.id);
    }
  });
  process.send({ type: READY });
}

/** In a worker: the machine's figures from the primary, or undefined (then the worker's own). */
export function askPrimaryForMetrics(): Promise<string | undefined> {
  if (!process.send || !workerListening) return Promise.resolve(undefined);
  const id = nextId++;
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      waiting.delete(id);
      resolve(undefined);
    }, WAIT_MS + 1_000);
    waiting.set(id, (text) => {
      clearTimeout(timer);
      resolve(text);
    });
    process.send?.({ type: ASK, id });
  });
}

/** In the supervisor's primary: collects from every serving worker when one of them asks. */
export function aggregateWorkerMetrics(): void {
  const serving = new Set<Worker>();
  const collections = new Map<
    number,
    { pending: Set<Worker>; got: unknown[]; finish: () => void }
  >();
  let nextCollection = 0;

  cluster.on("exit", (worker) => {
    serving.delete(worker);
    for (const c of collections.values()) {
      c.pending.delete(worker);
      if (c.pending.size === 0) c.finish();
    }
  });
  cluster.on("message", (worker, message: Message) => {
    if (message?.type === READY) serving.add(worker);
    else if (message?.type === COLLECTED && typeof message.id === "number") {
      const c = collections.get(message.id);
      if (!c) return;
      c.got.push(message.metrics);
      c.pending.delete(worker);
      if (c.pending.size === 0) c.finish();
    } else if (message?.type === ASK) {
      const id = nextCollection++;
      const pending = new Set([...serving].filter((w) => w.isConnected()));
      const got: unknown[] = [];
      let done = false;
      const finish = async () => {
        if (done) return;
        done = true;
        clearTimeout(timer);
        collections.delete(id);
        let text: string | undefined;
        try {
          // biome-ignore lint/suspicious/noExplicitAny: prom-client's JSON form is untyped.
          text = await AggregatorRegistry.aggregate(got as any).metrics();
        } catch {
          text = undefined;
        }
        if (worker.isConnected()) worker.send({ type: ANSWER, id: message.id, text });
      };
      const timer = setTimeout(() => void finish(), WAIT_MS);
      collections.set(id, { pending, got, finish: () => void finish() });
      if (pending.size === 0) void finish();
      for (const w of pending) w.send({ type: COLLECT, id });
    }
  });
}
