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
 * On PostgreSQL a statement running longer than this is cancelled (the request answers 503
 * `query_timeout`), and a connection left in a transaction doing nothing this long is closed: one
 * business's pathological search or a request stuck mid-transaction must not hold a pooled
 * connection, or the locks it took, from everyone else. The slowest statement the app runs on
 * purpose, a page of the admin backup at a large offset, takes about a second. The embedded
 * database runs one statement at a time in its own thread and cannot cancel one.
 */
export const PG_TIME_LIMITS = { statementMs: 30_000, idleInTransactionMs: 60_000 };
/** For work that may rightly run long: migrations, the seed, the backup command. */
export const NO_TIME_LIMITS = { statementMs: 0, idleInTransactionMs: 0 };

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
  /** PostgreSQL only: PG_TIME_LIMITS unless given; 0 turns a limit off (the backup command). */
  timeLimits?: { statementMs: number; idleInTransactionMs: number };
}): Promise<Database> {
  if (opts.databaseUrl) {
    const limits = opts.timeLimits ?? PG_TIME_LIMITS;
    const pool = new pg.Pool({
      connectionString: opts.databaseUrl,
      max: 10,
      statement_timeout: limits.statementMs,
      idle_in_transaction_session_timeout: limits.idleInTransactionMs,
    });
    // Without a listener node-postgres rethrows a dropped idle connection's error and the process
    // dies (a PostgreSQL restart killed every instance). The pool discards that client; the next
    // query opens a new connection, and /api/ready answers 503 until one succeeds.
    pool.on("error", (error) => opts.onPoolError?.(error));
    // The same for a connection in use: ended by the server (idle in a transaction past its
    // limit, a restart) between two of its statements, it emits an error nobody awaits, which
    // would end the process. Its transaction's next statement fails instead, and the pool drops
    // the connection when it is released.
    pool.on("connect", (client) => client.on("error", () => {}));
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
