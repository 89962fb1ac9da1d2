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
 */

import { is, type SQL, sql } from "drizzle-orm";
import { getTableConfig, PgTable } from "drizzle-orm/pg-core";
import {
  BACKUP_FORMAT,
  BACKUP_VERSION,
  type Dump,
  type DumpColumn,
  type DumpTable,
  type DumpValue,
} from "./backup-format";
import { type DbOrTx, queryRows } from "./client";
import * as schema from "./schema";

export {
  BACKUP_FORMAT,
  BACKUP_VERSION,
  type Dump,
  type DumpColumn,
  type DumpTable,
  type DumpValue,
} from "./backup-format";

/** The tables of the Drizzle schema, parents before children (foreign-key order). */
export function schemaTables(): { name: string; table: PgTable }[] {
  const tables = (Object.values(schema) as unknown[]).filter((v): v is PgTable => is(v, PgTable));
  const byName = new Map(tables.map((t) => [getTableConfig(t).name, t]));
  const ordered: string[] = [];
  const state = new Map<string, "visiting" | "done">();
  const visit = (name: string, path: string[]) => {
    if (state.get(name) === "done") return;
    if (state.get(name) === "visiting") {
      throw new Error(`foreign-key cycle between tables: ${[...path, name].join(" -> ")}`);
    }
    state.set(name, "visiting");
    const table = byName.get(name);
    if (table) {
      for (const fk of getTableConfig(table).foreignKeys) {
        const parent = getTableConfig(fk.reference().foreignTable).name;
        if (parent !== name) visit(parent, [...path, name]);
      }
    }
    state.set(name, "done");
    ordered.push(name);
  };
  for (const name of [...byName.keys()].sort()) visit(name, []);
  return ordered.map((name) => ({ name, table: byName.get(name) as PgTable }));
}

const ident = (name: string) => sql.raw(`"${name.replaceAll('"', '""')}"`);
const tableRef = (name: string) => sql.raw(`"public"."${name.replaceAll('"', '""')}"`);
const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;

async function tableColumns(db: DbOrTx, table: string): Promise<DumpColumn[]> {
  return queryRows<{ name: string; type: string }>(
    db,
    sql`select a.attname as name, format_type(a.atttypid, a.atttypmod) as type
        from pg_attribute a
        where a.attrelid = ${`"public"."${table}"`}::regclass and a.attnum > 0
          and not a.attisdropped and a.attgenerated = ''
        order by a.attnum`,
  );
}

async function primaryKeyColumns(db: DbOrTx, table: string): Promise<string[]> {
  const rows = await queryRows<{ name: string }>(
    db,
    sql`select a.attname as name
        from pg_index i
        join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
        where i.indrelid = ${`"public"."${table}"`}::regclass and i.indisprimary
        order by array_position(i.indkey::int2[], a.attnum)`,
  );
  return rows.map((r) => r.name);
}

async function serialSequences(db: DbOrTx, table: string, columns: DumpColumn[]) {
  const found: { column: string; sequence: string }[] = [];
  for (const column of columns) {
    const [row] = await queryRows<{ seq: string | null }>(
      db,
      sql`select pg_get_serial_sequence(${`"public"."${table}"`}, ${column.name}) as seq`,
    );
    if (row?.seq) found.push({ column: column.name, sequence: row.seq });
  }
  return found;
}

const NATIVE_INT = new Set(["smallint", "integer"]);

/** The select expression of one column: text form, except bytea (base64) and bool/int (native). */
function selectExpression(column: DumpColumn): SQL {
  const c = ident(column.name);
  if (column.type === "bytea") {
    return sql`translate(encode(${c}, 'base64'), E'\\n', '') as ${c}`;
  }
  if (column.type === "boolean" || NATIVE_INT.has(column.type)) return sql`${c}`;
  return sql`${c}::text as ${c}`;
}

function normaliseValue(column: DumpColumn, value: unknown): DumpValue {
  if (value === null || value === undefined) return null;
  if (column.type === "boolean") return value === true || value === "t" || value === "true";
  if (NATIVE_INT.has(column.type)) return Number(value);
  return String(value);
}

const PAGE_ROWS = 5000;

/**
 * Reads every table of the schema in one read-only repeatable-read transaction. `onTable` is
 * called after each table (progress for the CLI).
 */
export async function dumpDatabase(
  db: DbOrTx,
  engine: Dump["engine"],
  onTable?: (name: string, rows: number) => void,
): Promise<Dump> {
  const run = async (tx: DbOrTx): Promise<Dump> => {
    // Unambiguous text forms whatever the server's settings.
    await tx.execute(sql`set local datestyle to 'ISO, YMD'`);
    await tx.execute(sql`set local timezone to 'UTC'`);
    await tx.execute(sql`set local intervalstyle to 'postgres'`);
    await tx.execute(sql`set local extra_float_digits to 3`);
    const migration = await latestMigration(tx);
    const tables: DumpTable[] = [];
    for (const { name } of schemaTables()) {
      const columns = await tableColumns(tx, name);
      const keys = await primaryKeyColumns(tx, name);
      const order = keys.length > 0 ? keys : columns.map((c) => c.name);
      const rows: Record<string, DumpValue>[] = [];
      for (let offset = 0; ; offset += PAGE_ROWS) {
        const page = await queryRows<Record<string, unknown>>(
          tx,
          sql`select ${sql.join(columns.map(selectExpression), sql`, `)}
              from ${tableRef(name)}
              order by ${sql.join(
                order.map((c) => ident(c)),
                sql`, `,
              )}
              limit ${sql.raw(String(PAGE_ROWS))} offset ${sql.raw(String(offset))}`,
        );
        for (const raw of page) {
          const row: Record<string, DumpValue> = {};
          for (const column of columns) row[column.name] = normaliseValue(column, raw[column.name]);
          rows.push(row);
        }
        if (page.length < PAGE_ROWS) break;
      }
      const sequences: DumpTable["sequences"] = [];
      for (const { column, sequence } of await serialSequences(tx, name, columns)) {
        const [seq] = await queryRows<{ last_value: string; is_called: boolean }>(
          tx,
          sql`select last_value::text as last_value, is_called from ${sql.raw(sequence)}`,
        );
        sequences.push({ column, lastValue: seq?.is_called ? seq.last_value : null });
      }
      tables.push({ name, columns, rows, sequences });
      onTable?.(name, rows.length);
    }
    return {
      format: BACKUP_FORMAT,
      version: BACKUP_VERSION,
      createdAt: new Date().toISOString(),
      engine,
      migration,
      tables,
    };
  };
  return (
    db as { transaction: (fn: (tx: DbOrTx) => Promise<Dump>, config: object) => Promise<Dump> }
  ).transaction(run, { isolationLevel: "repeatable read", accessMode: "read only" });
}

/** The latest applied Drizzle migration, or null when the migrations table does not exist. */
export async function latestMigration(db: DbOrTx): Promise<Dump["migration"]> {
  const [exists] = await queryRows<{ t: string | null }>(
    db,
    sql`select to_regclass('drizzle.__drizzle_migrations')::text as t`,
  );
  if (!exists?.t) return null;
  const [row] = await queryRows<{ hash: string; created_at: string }>(
    db,
    sql`select hash, created_at::text as created_at from drizzle.__drizzle_migrations
        order by created_at desc limit 1`,
  );
  return row ? { hash: row.hash, createdAt: row.created_at } : null;
}

async function appliedMigrationHashes(db: DbOrTx): Promise<Set<string>> {
  const rows = await queryRows<{ hash: string }>(
    db,
    sql`select hash from drizzle.__drizzle_migrations`,
  );
  return new Set(rows.map((r) => r.hash));
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

const INSERT_BATCH_BYTES = 4_000_000;

/**
 * Replaces the content of every schema table with the dump's, in one transaction. The database
 * must already be migrated (call `migrate()` first); a dump whose migration is not applied here
 * is refused.
 */
export async function restoreDatabase(
  db: DbOrTx,
  dump: Dump,
  onTable?: (name: string, rows: number) => void,
): Promise<{ tables: number; rows: number }> {
  assertDump(dump);
  if (dump.migration) {
    const applied = await appliedMigrationHashes(db);
    if (!applied.has(dump.migration.hash)) {
      throw new Error(
        `the backup was taken at migration ${dump.migration.hash.slice(0, 12)}… (${dump.migration.createdAt}), which this database does not have: restore it with the version of Sole that made it`,
      );
    }
  }
  const order = schemaTables().map((t) => t.name);
  const known = new Set(order);
  const unknownTables = dump.tables.filter((t) => !known.has(t.name)).map((t) => t.name);
  if (unknownTables.length > 0) {
    throw new Error(`the backup has tables this schema does not: ${unknownTables.join(", ")}`);
  }
  const byName = new Map(dump.tables.map((t) => [t.name, t]));
  let total = 0;
  await (db as { transaction: (fn: (tx: DbOrTx) => Promise<void>) => Promise<void> }).transaction(
    async (tx) => {
      await tx.execute(sql`set local datestyle to 'ISO, YMD'`);
      await tx.execute(sql`set local timezone to 'UTC'`);
      await tx.execute(
        sql`truncate table ${sql.join(
          order.map((n) => tableRef(n)),
          sql`, `,
        )} restart identity cascade`,
      );
      for (const name of order) {
        const table = byName.get(name);
        if (!table) continue;
        const present = new Set((await tableColumns(tx, name)).map((c) => c.name));
        const missing = table.columns.filter((c) => !present.has(c.name)).map((c) => c.name);
        if (missing.length > 0) {
          throw new Error(`table ${name} has no column(s) ${missing.join(", ")} any more`);
        }
        const bytea = table.columns.filter((c) => c.type === "bytea").map((c) => c.name);
        // A json column's text goes back as the value itself: as a string, json_populate_recordset
        // would store a JSON string scalar instead of the object.
        const jsonColumns = table.columns
          .filter((c) => c.type === "jsonb" || c.type === "json")
          .map((c) => c.name);
        const columnList = sql.join(
          table.columns.map((c) => ident(c.name)),
          sql`, `,
        );
        let batch: string[] = [];
        let size = 0;
        const flush = async () => {
          if (batch.length === 0) return;
          const json = `[${batch.join(",")}]`;
          await tx.execute(
            sql`insert into ${tableRef(name)} (${columnList}) overriding system value
                select ${columnList} from json_populate_recordset(null::${tableRef(name)}, ${json}::json)`,
          );
          batch = [];
          size = 0;
        };
        for (const row of table.rows) {
          let out: Record<string, unknown> = row;
          if (bytea.length > 0 || jsonColumns.length > 0) {
            out = { ...row };
            for (const c of bytea) {
              const v = row[c];
              if (typeof v === "string") out[c] = `\\x${Buffer.from(v, "base64").toString("hex")}`;
            }
            for (const c of jsonColumns) {
              const v = row[c];
              if (typeof v === "string") out[c] = JSON.parse(v);
            }
          }
          const text = JSON.stringify(out);
          batch.push(text);
          size += text.length;
          if (size >= INSERT_BATCH_BYTES) await flush();
        }
        await flush();
        for (const { column, lastValue } of table.sequences ?? []) {
          const [seq] = await queryRows<{ seq: string | null }>(
            tx,
            sql`select pg_get_serial_sequence(${`"public"."${name}"`}, ${column}) as seq`,
          );
          if (!seq?.seq) continue;
          // Past both the dumped sequence position and the highest restored id.
          await tx.execute(
            sql`select setval(${seq.seq}::regclass, greatest(v, 1), v > 0) from (
                  select greatest(coalesce(max(${ident(column)})::bigint, 0), ${sql.raw(
                    lastValue === null ? "0" : literal(lastValue),
                  )}::bigint) as v from ${tableRef(name)}
                ) s`,
          );
        }
        total += table.rows.length;
        onTable?.(name, table.rows.length);
      }
    },
  );
  return { tables: order.length, rows: total };
}

// --- files and the command-line scripts (scripts/backup.mjs, scripts/restore.mjs) ---

/** Gzipped JSON (the default, `.gz`) or plain JSON, written through a temporary file. */
export async function writeBackupFile(file: string, dump: Dump): Promise<void> {
  const { mkdirSync, renameSync, writeFileSync } = await import("node:fs");
  const { dirname } = await import("node:path");
  const { gzipSync } = await import("node:zlib");
  mkdirSync(dirname(file), { recursive: true });
  const json = Buffer.from(JSON.stringify(dump));
  const tmp = `${file}.partial`;
  writeFileSync(tmp, file.endsWith(".gz") ? gzipSync(json) : json, { mode: 0o600 });
  renameSync(tmp, file);
}

/** Reads a backup written by `writeBackupFile` (gzip detected by its magic bytes). */
export async function readBackupFile(file: string): Promise<Dump> {
  const { readFileSync } = await import("node:fs");
  const { gunzipSync } = await import("node:zlib");
  const raw = readFileSync(file);
  const text = (raw[0] === 0x1f && raw[1] === 0x8b ? gunzipSync(raw) : raw).toString("utf8");
  const dump: unknown = JSON.parse(text);
  assertDump(dump);
  return dump;
}

/**
 * The gzipped bytes of a dump (for GET /api/admin/backup), serialised and compressed in the worker
 * pool (src/server/workers/archive-tasks.ts) so the event loop stays free meanwhile.
 */
export async function gzipDump(dump: Dump): Promise<Buffer> {
  const { runTask } = await import("../workers/pool");
  return runTask("backupArchive", dump);
}

/** backups/sole-YYYYMMDD-HHMMSS.json.gz (UTC). */
export function defaultBackupName(now = new Date()): string {
  const stamp = now
    .toISOString()
    .replace(/[-:]/g, "")
    .replace("T", "-")
    .replace(/\.\d+Z$/, "");
  return `backups/sole-${stamp}.json.gz`;
}

/**
 * The database the server would open with this environment (DATA_DIR, DATABASE_URL). For the
 * embedded database, refuses when another process has it open: PGlite writes postmaster.pid into
 * the data dir while open and removes it on close (a crash leaves it behind: `force` skips the check).
 */
export async function openConfiguredDatabase(
  env: NodeJS.ProcessEnv = process.env,
  { force = false, create = false }: { force?: boolean; create?: boolean } = {},
) {
  const { existsSync, mkdirSync } = await import("node:fs");
  const { join, resolve } = await import("node:path");
  const { envSchema } = await import("../config");
  const { openDatabase } = await import("./client");
  const parsed = envSchema.pick({ DATA_DIR: true, DATABASE_URL: true }).safeParse({
    DATA_DIR: env.DATA_DIR || undefined,
    DATABASE_URL: env.DATABASE_URL,
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`Invalid environment variable ${String(issue?.path[0])}: ${issue?.message}`);
  }
  const dataDir = resolve(parsed.data.DATA_DIR);
  const databaseUrl = parsed.data.DATABASE_URL;
  if (!databaseUrl) {
    if (!existsSync(join(dataDir, "pglite"))) {
      if (!create) throw new Error(`There is no embedded database in ${join(dataDir, "pglite")}`);
      mkdirSync(dataDir, { recursive: true });
    }
    const pid = join(dataDir, "pglite", "postmaster.pid");
    if (existsSync(pid) && !force) {
      throw new Error(
        `The embedded database in ${join(dataDir, "pglite")} is in use (postmaster.pid present): ` +
          "only one process may open it. Stop the Sole server first, or download a backup while it " +
          "runs from GET /api/admin/backup (admins). If the server is not running (it crashed), run " +
          "again with --force.",
      );
    }
  }
  const database = await openDatabase({ dataDir, databaseUrl });
  return { database, where: databaseUrl ? "PostgreSQL (DATABASE_URL)" : `${dataDir}/pglite` };
}
