/**
 * `npm start`'s entry: a small node:cluster supervisor (docs/decisions/0009-supervisor.md). The
 * primary never opens the database; it forks the server (the bundled index.js next to this file)
 * as worker processes, replaces any that die (at once, or with a growing wait when they keep
 * dying), and stops them gracefully on SIGTERM/SIGINT. Workers write their own logs to the
 * inherited stdout and stderr, so their lines pass through unchanged.
 */
import cluster, { type Worker } from "node:cluster";
import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { loadConfigOrExit } from "./config";
import { aggregateWorkerMetrics } from "./http/metrics-cluster";
import { createLogger } from "./log";
import { RestartPolicy, workerCount } from "./supervisor-policy";

/**
 * How long workers get to finish on SIGTERM before they are killed: each answers its requests in
 * flight for up to 10 s (http/drain.ts), then closes its pool, and stops itself after 15 s.
 */
const STOP_TIMEOUT_MS = 20_000;

function main() {
  // On the embedded database also creates DATA_DIR/auth-secret once, before any worker reads it
  // (several workers starting together would otherwise each write their own); on PostgreSQL
  // without AUTH_SECRET the workers share the secret stored in the database (ADR 0017).
  const config = loadConfigOrExit();
  const log = createLogger(config.logLevel);
  const wanted = workerCount(config, availableParallelism());
  if (!config.databaseUrl && config.webConcurrency && config.webConcurrency > 1) {
    log.info("WEB_CONCURRENCY is ignored on the embedded database: it runs one server process");
  }

  cluster.setupPrimary({ exec: fileURLToPath(new URL("./index.js", import.meta.url)) });
  // A scrape of /metrics on any worker sees every worker's figures summed (ADR 0018).
  if (config.metricsToken) aggregateWorkerMetrics();
  const policy = new RestartPolicy();
  const pending = new Set<NodeJS.Timeout>();
  /** Workers whose process has not exited (cluster.workers keeps them until they disconnect too). */
  const live = new Set<Worker>();
  let stopping = false;
  let exitCode = 0;
  /** True once any worker has listened: before that, a worker that exits is a failed start. */
  let served = false;
  /**
   * On the embedded database nothing answers while a replacement starts, so a standby worker
   * waits with every module loaded (but the database closed) and is told to start when the
   * worker dies. It is forked once a worker listens, so it never slows a start down.
   */
  const useStandby = !config.databaseUrl;
  let standby: Worker | undefined;
  /** The standby has said it listens for "sole:start" (earlier, the message would be lost). */
  let standbyReady = false;
  let promoteWhenReady = false;

  const fork = (replaces?: number) => {
    if (standby?.isConnected()) {
      const worker = standby;
      standby = undefined;
      if (standbyReady) worker.send("sole:start");
      else promoteWhenReady = true; // still loading its modules: told as soon as it is ready
      log.info("worker started", {
        workerPid: worker.process.pid,
        worker: worker.id,
        replaces,
        from: "standby",
      });
      return;
    }
    const worker = cluster.fork();
    live.add(worker);
    log.info("worker started", { workerPid: worker.process.pid, worker: worker.id, replaces });
  };

  const forkStandby = () => {
    if (!useStandby || stopping || standby) return;
    const worker = cluster.fork({ SOLE_STANDBY: "1" });
    standby = worker;
    standbyReady = false;
    promoteWhenReady = false;
    worker.on("message", (message) => {
      if (message !== "sole:ready") return;
      if (standby === worker) standbyReady = true;
      else if (promoteWhenReady) {
        promoteWhenReady = false;
        worker.send("sole:start");
      }
    });
    live.add(worker);
    log.info("standby started", { workerPid: worker.process.pid, worker: worker.id });
  };

  cluster.on("listening", (worker: Worker) => {
    served = true;
    log.info("worker listening", { workerPid: worker.process.pid, worker: worker.id });
    forkStandby();
  });

  cluster.on("exit", (worker: Worker, code: number | null, signal: string | null) => {
    const pid = worker.process.pid;
    live.delete(worker);
    if (stopping) {
      if (live.size === 0) {
        log.info("stopped", { code: exitCode });
        process.exit(exitCode);
      }
      return;
    }
    if (worker === standby) {
      standby = undefined;
      log.error("standby died", { workerPid: pid, worker: worker.id, code, signal });
      const wait = policy.died(Date.now()).delayMs;
      const timer = setTimeout(() => {
        pending.delete(timer);
        forkStandby();
      }, wait);
      pending.add(timer);
      return;
    }
    log.error("worker died", { workerPid: pid, worker: worker.id, code, signal });
    if (!served && signal === null && code !== 0) {
      // Nothing was ever served: a configuration or database problem, not a crash to heal.
      log.error("the server failed to start", { workerPid: pid, code });
      stop("start-up failure", code ?? 1);
      return;
    }
    const decision = policy.died(Date.now());
    if (decision.crashLoop) {
      log.error("workers keep dying: waiting before the next start", {
        deaths: decision.recentDeaths,
        withinSeconds: 30,
        waitSeconds: decision.delayMs / 1000,
      });
    }
    const timer = setTimeout(() => {
      pending.delete(timer);
      if (!stopping) fork(pid);
    }, decision.delayMs);
    pending.add(timer);
  });

  const stop = (reason: string, code = 0) => {
    if (stopping) return;
    stopping = true;
    exitCode = code;
    log.info("shutting down", { reason });
    for (const timer of pending) clearTimeout(timer);
    if (live.size === 0) {
      log.info("stopped", { code: exitCode });
      process.exit(exitCode);
    }
    for (const worker of live) worker.process.kill("SIGTERM");
    setTimeout(() => {
      for (const worker of live) worker.process.kill("SIGKILL");
      log.error("workers did not stop in time: killed");
      process.exit(1);
    }, STOP_TIMEOUT_MS).unref();
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));

  log.info("supervisor started", {
    workers: wanted,
    db: config.databaseUrl ? "postgres" : "pglite",
  });
  for (let i = 0; i < wanted; i++) fork();
}

main();
