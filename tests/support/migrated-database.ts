import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import type { TestProject } from "vitest/node";
import type { Db } from "../../src/server/db/client";
import * as schema from "../../src/server/db/schema";
import { seedDatabase } from "../../src/server/db/seed";
import { createLogger } from "../../src/server/log";
import { migrationsFolder } from "../../src/server/paths";
import type { JobHandlers } from "../../src/server/queue/jobs";
import { createJobQueue } from "../../src/server/queue/queue";

declare module "vitest" {
  export interface ProvidedContext {
    /** The migrated and seeded embedded database every createTestApp starts from (a dump file). */
    migratedDatabase: string;
  }
}

/**
 * Vitest's global setup: migrates and seeds one embedded database, installs the job queue's
 * schema, and dumps it to a file, so each test file's app starts from a copy instead of creating,
 * migrating and seeding its own (about four seconds, nearly a hundred times in a run). Both
 * projects that list it (app and isolated) share the one dump: Vitest runs each project's global
 * setup in turn, and making it twice cost 7 s before any test. The promise is kept on globalThis
 * because Vitest may load this module once per project.
 */
export default async function setup(project: TestProject) {
  const shared = globalThis as { soleMigratedDump?: { file: Promise<string>; users: number } };
  shared.soleMigratedDump ??= { file: dumpMigratedDatabase(), users: 0 };
  const dump = shared.soleMigratedDump;
  dump.users++;
  project.provide("migratedDatabase", await dump.file);
  return async () => {
    if (--dump.users > 0) return;
    shared.soleMigratedDump = undefined;
    await rm(dirname(await dump.file), { recursive: true, force: true });
  };
}

async function dumpMigratedDatabase(): Promise<string> {
  const folder = await mkdtemp(join(tmpdir(), "sole-migrated-"));
  const pg = await PGlite.create({ extensions: { pg_trgm } });
  try {
    const db = drizzle(pg, { schema });
    await migrate(db, { migrationsFolder });
    await seedDatabase(db as unknown as Db);
    // pg-boss installs its schema and queues on its first start, about 0.7 s: once here rather
    // than in every test app (an app's start then finds them in place).
    const queue = createJobQueue({
      db: db as unknown as Db,
      kind: "pglite",
      log: createLogger("silent"),
      workers: false,
    });
    await queue.start({} as JobHandlers);
    await queue.stop();
    const dump = await pg.dumpDataDir("none");
    const file = join(folder, "migrated.tar");
    await writeFile(file, Buffer.from(await dump.arrayBuffer()));
    return file;
  } finally {
    await pg.close();
  }
}
