/** Making a dump: every table read in one consistent snapshot, each value in an exact form. */
import { type SQL, sql } from "drizzle-orm";
import {
  BACKUP_FORMAT,
  BACKUP_VERSION,
  type Dump,
  type DumpColumn,
  type DumpTable,
  type DumpValue,
} from "./backup-format";
import {
  ident,
  primaryKeyColumns,
  schemaTables,
  serialSequences,
  tableColumns,
  tableRef,
} from "./backup-tables";
import { type DbOrTx, queryRows } from "./client";

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
