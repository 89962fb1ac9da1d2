import { createApp } from "../../src/server/app";
import { type Config, testConfig } from "../../src/server/config";
import type { Deps } from "../../src/server/context";
import { openDatabase } from "../../src/server/db/client";
import { seedDatabase } from "../../src/server/db/seed";
import { createLogger } from "../../src/server/log";
import { createMailer } from "../../src/server/mail/mailer";

export interface TestApp {
  deps: Deps;
  request: (path: string, init?: RequestInit & { json?: unknown }) => Promise<Response>;
  close: () => Promise<void>;
}

/** The real Hono app on a fresh in-memory PGlite, migrated and seeded; one per test file. */
export async function createTestApp(overrides: Partial<Config> = {}): Promise<TestApp> {
  const config = testConfig(overrides);
  const database = await openDatabase({ dataDir: "memory://", databaseUrl: config.databaseUrl });
  await database.migrate();
  await seedDatabase(database.db);
  const deps: Deps = {
    db: database.db,
    dbKind: database.kind,
    config,
    log: createLogger(config.logLevel),
    mailer: createMailer({ db: database.db, smtpUrl: config.smtpUrl, from: config.mailFrom }),
  };
  const app = createApp(deps, { webFolder: false });
  return {
    deps,
    request: async (path, init = {}) => {
      const { json, headers, ...rest } = init;
      const h = new Headers(headers);
      if (json !== undefined) h.set("content-type", "application/json");
      h.set("origin", config.publicUrl);
      return app.request(`http://localhost${path}`, {
        ...rest,
        headers: h,
        body: json === undefined ? rest.body : JSON.stringify(json),
      });
    },
    close: () => database.close(),
  };
}
