import type { PGlite } from "@electric-sql/pglite";
import type { SQL } from "drizzle-orm";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { migrationsFolder } from "../paths";
import { openEmbedded } from "./embedded/client";
import * as schema from "./schema";

export type Schema = typeof schema;
/** The one database type services use, whichever engine is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
export type DbOrTx = Db | Tx;

/** PGlite contrib extensions the embedded database loads (`@electric-sql/pglite/contrib/<name>`). */
const EMBEDDED_EXTENSIONS = ["pg_trgm"];

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  migrate(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Opens the embedded PGlite database in `dataDir` ("memory://" for an in-memory one), or a
 * PostgreSQL server when `databaseUrl` is given.
 */
export async function openDatabase(opts: {
  dataDir: string;
  databaseUrl?: string;
  /** The embedded database only: start as a copy of this `dumpDataDir` file (see StartOptions). */
  startFrom?: string;
  /** Told when PostgreSQL drops an idle pooled connection (a restart, a failover). */
  onPoolError?: (error: Error) => void;
}): Promise<Database> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10 });
    // Without a listener node-postgres rethrows a dropped idle connection's error and the process
    // dies (a PostgreSQL restart killed every instance). The pool discards that client; the next
    // query opens a new connection, and /api/ready answers 503 until one succeeds.
    pool.on("error", (error) => opts.onPoolError?.(error));
    const db = drizzleNodePg(pool, { schema }) as unknown as Db;
    return {
      db,
      kind: "postgres",
      migrate: () => migrateNodePg(drizzleNodePg(pool, { schema }), { migrationsFolder }),
      close: () => pool.end(),
    };
  }
  // PGlite runs in its own thread (ADR 0011); extensions are loaded there, by name.
  const client = await openEmbedded({
    dataDir: opts.dataDir === "memory://" ? undefined : `${opts.dataDir}/pglite`,
    extensions: EMBEDDED_EXTENSIONS,
    startFrom: opts.startFrom,
  });
  const drizzleDb = drizzlePglite(client as unknown as PGlite, { schema });
  return {
    db: drizzleDb as unknown as Db,
    kind: "pglite",
    migrate: () => migratePglite(drizzleDb, { migrationsFolder }),
    close: () => client.close(),
  };
}

/** Rows of a raw SQL query; both drivers answer with `{ rows }`. */
export async function queryRows<T extends Record<string, unknown>>(
  db: DbOrTx,
  query: SQL,
): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
