import { sql } from "drizzle-orm";
import type { Database } from "./client";

/** The advisory lock key held while a server process migrates and seeds ("sole" in ASCII). */
export const STARTUP_LOCK_KEY = 0x736f6c65;

/**
 * Runs start-up work that must not run twice at once (migrations, seed) under a PostgreSQL
 * advisory lock, so several server processes on one database (the supervisor's workers, or
 * several machines) take turns: the first migrates and seeds, the others then find nothing to
 * do. The lock is a transaction's, on its own pooled connection, so it is released when the work
 * ends, or when the process dies and its connection closes. The embedded database has one
 * process per data directory and needs no lock.
 */
export async function exclusiveStartup<T>(database: Database, work: () => Promise<T>): Promise<T> {
  if (database.kind !== "postgres") return work();
  return database.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${STARTUP_LOCK_KEY})`);
    return work();
  });
}
