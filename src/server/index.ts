import cluster from "node:cluster";
import type { Server } from "node:http";
import { serve } from "@hono/node-server";
import { createApp } from "./app";
import { withAuthSecret } from "./auth/auth-secret";
import { loadConfigOrExit } from "./config";
import { NO_TIME_LIMITS, openDatabase } from "./db/client";
import { reencodeStoredImages } from "./db/reencode-images";
import { seedDatabase } from "./db/seed";
import { exclusiveStartup } from "./db/startup-lock";
import { assembleDeps } from "./deps";
import { warmSearch } from "./features/catalogue/service";
import { mailDestinationLine } from "./features/devmail/access";
import { DRAIN_MS, drain } from "./http/drain";
import { keepConnectionsAlive } from "./http/keep-alive";
import { createLogger } from "./log";
import { startLoopMonitor } from "./loop-monitor";
import { handleProcessErrors } from "./process-errors";
import { jobHandlers } from "./queue/handlers";

async function main() {
  const started = performance.now();
  startLoopMonitor();
  const loaded = loadConfigOrExit();
  const log = createLogger(loaded.logLevel);
  handleProcessErrors(log);
  const where = { dataDir: loaded.dataDir, databaseUrl: loaded.databaseUrl };
  const database = await openDatabase({
    ...where,
    onPoolError: (error) => log.error("database connection lost", { error: error.message }),
  });
  // Several processes may start together on one PostgreSQL (npm start's workers): one at a time,
  // on connections without the time limits (a migration may rewrite a large table meanwhile).
  const startup = loaded.databaseUrl
    ? await openDatabase({ ...where, timeLimits: NO_TIME_LIMITS })
    : database;
  try {
    await exclusiveStartup(startup, async () => {
      await startup.migrate();
      await seedDatabase(startup.db);
    });
  } finally {
    if (startup !== database) await startup.close();
  }
  // On PostgreSQL without AUTH_SECRET, the one secret every instance reads from the database.
  const config = await withAuthSecret(loaded, database.db);
  // JOB_WORKERS=0 only enqueues.
  const deps = assembleDeps(database, config, log, { jobWorkers: config.jobWorkers });
  const { queue, afterAnswer } = deps;
  // Its schema and queues are made once: instances starting together deadlocked in pg-boss's
  // create_queue, so they take turns under the start-up lock as the migrations do.
  await exclusiveStartup(database, () => queue.start(jobHandlers(deps)));
  // Product search's index loads in the background (the first searches wait for it).
  warmSearch(database.db, log);
  // Images stored before uploads were re-encoded (migration 0007) are re-encoded, or dropped when
  // unreadable, in the background; a no-op once done.
  reencodeStoredImages(database.db, log).catch((error) =>
    log.error("re-encoding stored images failed", { error: String(error) }),
  );
  const app = createApp(deps);

  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
    log.info("listening", {
      url: `http://${config.host === "0.0.0.0" ? "localhost" : config.host}:${info.port}`,
      db: database.kind,
      startupMs: Math.round(performance.now() - started),
    });
    log.info(mailDestinationLine(config, deps.mailer, info.port));
  });
  keepConnectionsAlive(server as Server);

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info("shutting down", { signal });
    // Never hang on the way out: a stuck query must not keep a stopped server alive.
    setTimeout(() => process.exit(1), DRAIN_MS + 5_000).unref();
    // Requests in flight are answered (for at most DRAIN_MS) before the pool closes under them.
    const finished = await drain(server as Server, DRAIN_MS);
    if (!finished) log.info("requests still in flight were cut off", { afterMs: DRAIN_MS });
    // Jobs running here get a little longer; unfinished ones are retried (here or elsewhere).
    await queue.stop(3_000).catch((error) => log.error("job queue stop", { error: String(error) }));
    await afterAnswer.settled();
    await database.close();
    log.info("stopped", { signal });
    process.exit(0);
  };
  process.on("SIGINT", () => void shutdown("SIGINT"));
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
}

const start = () =>
  main().catch((error) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exit(1);
  });

// The supervisor's standby on the embedded database (ADR 0009) has loaded every module above and
// starts only when told to, after the worker it replaces has gone.
if (cluster.isWorker && process.env.SOLE_STANDBY === "1") {
  process.on("message", (message) => {
    if (message === "sole:start") void start();
  });
  // Messages sent before this listener existed would be lost: say when to send.
  process.send?.("sole:ready");
} else {
  void start();
}
