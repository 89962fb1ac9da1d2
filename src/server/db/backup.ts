/**
 * Logical backup and restore of the whole database (embedded PGlite or PostgreSQL).
 *
 * A dump is one JSON document: every table of the Drizzle schema, read inside ONE read-only
 * repeatable-read transaction (a consistent snapshot), with every column of every row.
 * Values are kept exact: booleans and 16/32-bit integers as JSON booleans/numbers, bytea as
 * base64, and everything else (bigint, numeric, timestamps, dates, uuids, text) as PostgreSQL's
 * own text form (ISO dates in UTC), which the restore feeds back through the column's input
 * function. The latest applied Drizzle migration is recorded; a restore migrates first, refuses a
 * dump from a schema it does not know, then in one transaction truncates every table, inserts in
 * foreign-key order and sets each serial sequence past the restored ids.
 *
 * Split by job: backup-tables.ts (the schema as the database has it), backup-dump.ts,
 * backup-restore.ts, backup-files.ts (files and the scripts); this file is what callers import.
 */

export { dumpDatabase, latestMigration } from "./backup-dump";
export {
  defaultBackupName,
  gzipDump,
  openConfiguredDatabase,
  readBackupFile,
  writeBackupFile,
} from "./backup-files";
export {
  assertDump,
  BACKUP_FORMAT,
  BACKUP_VERSION,
  type Dump,
  type DumpColumn,
  type DumpTable,
  type DumpValue,
} from "./backup-format";
export { restoreDatabase } from "./backup-restore";
export { schemaTables } from "./backup-tables";
