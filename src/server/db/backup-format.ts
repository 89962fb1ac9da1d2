/** The shape of a backup dump, apart from the code that makes and restores it (the worker pool
 * gzips dumps and must not import the database code). */

export const BACKUP_FORMAT = "sole-backup";
export const BACKUP_VERSION = 1;

export type DumpValue = string | number | boolean | null;

export interface DumpColumn {
  name: string;
  /** format_type() of the column, e.g. "bigint", "numeric(10,2)", "timestamp with time zone". */
  type: string;
}

export interface DumpTable {
  name: string;
  columns: DumpColumn[];
  rows: Record<string, DumpValue>[];
  /** Serial sequences owned by a column of this table, with their last value. */
  sequences: { column: string; lastValue: string | null }[];
}

export interface Dump {
  format: typeof BACKUP_FORMAT;
  version: typeof BACKUP_VERSION;
  createdAt: string;
  engine: "pglite" | "postgres";
  /** The latest applied Drizzle migration (hash and folder timestamp), null on an unmigrated database. */
  migration: { hash: string; createdAt: string } | null;
  tables: DumpTable[];
}

/** Checks the document is a dump this code can restore; throws a readable error if not. */
export function assertDump(value: unknown): asserts value is Dump {
  const dump = value as Partial<Dump> | null;
  if (!dump || dump.format !== BACKUP_FORMAT || !Array.isArray(dump.tables)) {
    throw new Error("not a Sole backup file (format is not sole-backup)");
  }
  if (dump.version !== BACKUP_VERSION) {
    throw new Error(
      `unsupported backup version ${dump.version} (this build reads ${BACKUP_VERSION})`,
    );
  }
}
