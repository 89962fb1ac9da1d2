/**
 * Issue 19 Deliver 5: instances starting together on one fresh PostgreSQL migrate and seed one at
 * a time (db/startup-lock.ts, the advisory lock index.ts takes around both), so every instance
 * starts and each migration is applied once.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { type Database, NO_TIME_LIMITS, openDatabase, queryRows } from "../../src/server/db/client";
import { seedDatabase } from "../../src/server/db/seed";
import { exclusiveStartup } from "../../src/server/db/startup-lock";
import { migrationsFolder } from "../../src/server/paths";
import { startPostgres } from "../support/postgres";

const server = await startPostgres();
const opened: Database[] = [];
afterAll(async () => {
  for (const database of opened) await database.close();
  await server.stop();
});

describe("start-up on one fresh PostgreSQL", () => {
  it("lets four instances migrate and seed in turn, each migration applied once", async () => {
    // Each with its own pool, as separate processes (or machines) would have.
    const instances = await Promise.all(
      // Without the time limits, as index.ts opens its start-up connections.
      [1, 2, 3, 4].map(() =>
        openDatabase({ dataDir: "", databaseUrl: server.url, timeLimits: NO_TIME_LIMITS }),
      ),
    );
    opened.push(...instances);
    const events: string[] = [];
    await Promise.all(
      instances.map((database, i) =>
        exclusiveStartup(database, async () => {
          events.push(`start ${i}`);
          await database.migrate();
          await seedDatabase(database.db);
          events.push(`end ${i}`);
        }),
      ),
    );

    // Never two at once: every start is followed by its own end.
    expect(events).toHaveLength(8);
    for (let k = 0; k < events.length; k += 2) {
      expect(events[k + 1]).toBe(events[k]!.replace("start", "end"));
    }
    const journal = JSON.parse(readFileSync(join(migrationsFolder, "meta/_journal.json"), "utf8"));
    const applied = await queryRows<{ n: number }>(
      instances[0]!.db,
      sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
    );
    expect(applied[0]!.n).toBe(journal.entries.length);
    const merchants = await queryRows<{ n: number; distinct_names: number }>(
      instances[0]!.db,
      sql`select count(*)::int as n, count(distinct name)::int as distinct_names from merchants`,
    );
    expect(merchants[0]!.n).toBe(merchants[0]!.distinct_names);
  });
});
