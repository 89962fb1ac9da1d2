import { inject } from "vitest";
import { createApp } from "../../src/server/app";
import { type Config, testConfig } from "../../src/server/config";
import type { Deps } from "../../src/server/context";
import { openDatabase } from "../../src/server/db/client";
import { seedDatabase } from "../../src/server/db/seed";
import { assembleDeps } from "../../src/server/deps";
import { createLogger } from "../../src/server/log";
import { jobHandlers } from "../../src/server/queue/handlers";

export interface TestApp {
  deps: Deps;
  request: (
    path: string,
    init?: RequestInit & { json?: unknown; ip?: string },
  ) => Promise<Response>;
  close: () => Promise<void>;
}

/**
 * The real Hono app on a fresh in-memory PGlite, migrated and seeded; one per test file. The
 * database is a copy of the one Vitest's global setup migrated and seeded.
 */
export async function createTestApp(
  overrides: Partial<Config> = {},
  options: { manualJobs?: boolean; now?: () => number } = {},
): Promise<TestApp> {
  const config = testConfig(overrides);
  // Outside Vitest (scripts/bench/big-business.mjs) there is no global setup's dump to copy.
  const startFrom =
    config.databaseUrl || !process.env.VITEST ? undefined : inject("migratedDatabase");
  const database = await openDatabase({
    dataDir: "memory://",
    databaseUrl: config.databaseUrl,
    startFrom,
  });
  // The copy was migrated and seeded by this run's global setup, from the same migrations.
  if (!startFrom) {
    await database.migrate();
    await seedDatabase(database.db);
  }
  const log = createLogger(config.logLevel);
  // No polling here: jobs a request enqueued run as soon as it is answered (below), or, with
  // manualJobs, when the test calls deps.queue.runDue(); no test waits on a timer.
  const deps = assembleDeps(database, config, log, { jobWorkers: false });
  const { queue, afterAnswer } = deps;
  await queue.start(jobHandlers(deps));
  const app = createApp(deps, { webFolder: false, now: options.now });
  return {
    deps,
    request: async (path, init = {}) => {
      const { json, headers, ip = "203.0.113.10", ...rest } = init;
      const h = new Headers(headers);
      if (json !== undefined) h.set("content-type", "application/json");
      if (!h.has("origin")) h.set("origin", config.publicUrl);
      const response = await app.request(
        `http://localhost:3000${path}`,
        { ...rest, headers: h, body: json === undefined ? rest.body : JSON.stringify(json) },
        { incoming: { socket: { remoteAddress: ip } } },
      );
      // The account emails follow the answer (mail/after-answer.ts): in the outbox before a test
      // reads it, as the queue's jobs are.
      await afterAnswer.settled();
      if (!options.manualJobs && queue.pending) await queue.runDue();
      return response;
    },
    close: async () => {
      await queue.stop();
      await database.close();
    },
  };
}
