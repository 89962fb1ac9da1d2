import type PgBoss from "pg-boss";
import type { Db } from "../db/client";
import type { EmbeddedClient } from "../db/embedded/client";

/**
 * pg-boss runs its SQL through the app's own connection (its `db` option) on both engines: on
 * PostgreSQL the app's pool (no second pool, so WEB_CONCURRENCY × 10 connections stays the sum),
 * on the embedded database PGlite's thread (ADR 0011), one connection for everything.
 */
export function bossDb(db: Db, kind: "pglite" | "postgres"): PgBoss.Db {
  const client = (db as unknown as { $client: unknown }).$client;
  if (kind === "postgres") {
    const pool = client as { query: PgBoss.Db["executeSql"] };
    return { executeSql: (text, values) => pool.query(text, values) };
  }
  const embedded = client as EmbeddedClient;
  return {
    async executeSql(text, values) {
      // pg-boss sends its schema and some maintenance as several statements without parameters,
      // which only PGlite's exec takes; exec answers each statement, pg-boss reads the last.
      if (values && values.length > 0) return embedded.query(text, values);
      const results = await embedded.exec(text);
      return results[results.length - 1] ?? { rows: [] };
    },
  };
}
