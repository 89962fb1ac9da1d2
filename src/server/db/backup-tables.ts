/**
 * What the backup reads of the schema: its tables in foreign-key order, and each table's columns,
 * primary key and serial sequences as the database has them.
 */
import { is, sql } from "drizzle-orm";
import { getTableConfig, PgTable } from "drizzle-orm/pg-core";
import type { DumpColumn } from "./backup-format";
import { type DbOrTx, queryRows } from "./client";
import * as schema from "./schema";

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

export const ident = (name: string) => sql.raw(`"${name.replaceAll('"', '""')}"`);
export const tableRef = (name: string) => sql.raw(`"public"."${name.replaceAll('"', '""')}"`);
export const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;

export async function tableColumns(db: DbOrTx, table: string): Promise<DumpColumn[]> {
  return queryRows<{ name: string; type: string }>(
    db,
    sql`select a.attname as name, format_type(a.atttypid, a.atttypmod) as type
        from pg_attribute a
        where a.attrelid = ${`"public"."${table}"`}::regclass and a.attnum > 0
          and not a.attisdropped and a.attgenerated = ''
        order by a.attnum`,
  );
}

export async function primaryKeyColumns(db: DbOrTx, table: string): Promise<string[]> {
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

export async function serialSequences(db: DbOrTx, table: string, columns: DumpColumn[]) {
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
