import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { migrate } from "drizzle-orm/pglite/migrator";
import { type Database, openDatabase } from "../../src/server/db/client";
import { migrationsFolder } from "../../src/server/paths";

/**
 * An embedded database migrated a step at a time, to test one migration: `run(n)` migrates it up
 * to migration n (from a copy of the migrations whose journal stops there), rows are written as
 * the product stored them then, and `run` again migrates on.
 */
export async function steppedMigrations() {
  const folder = mkdtempSync(join(tmpdir(), "sole-migrations-"));
  cpSync(migrationsFolder, folder, { recursive: true });
  const database: Database = await openDatabase({ dataDir: "memory://" });
  const journal = JSON.parse(readFileSync(join(migrationsFolder, "meta", "_journal.json"), "utf8"));
  return {
    db: database.db,
    run(lastIdx: number) {
      const entries = journal.entries.filter((entry: { idx: number }) => entry.idx <= lastIdx);
      writeFileSync(join(folder, "meta", "_journal.json"), JSON.stringify({ ...journal, entries }));
      return migrate(database.db as never, { migrationsFolder: folder });
    },
    async close() {
      await database.close();
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
