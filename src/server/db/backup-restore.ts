/** Restoring a dump: refused unless this database knows its migration, then one transaction. */
import { sql } from "drizzle-orm";
import { assertDump, type Dump } from "./backup-format";
import { ident, literal, schemaTables, tableColumns, tableRef } from "./backup-tables";
import { type DbOrTx, queryRows } from "./client";

async function appliedMigrationHashes(db: DbOrTx): Promise<Set<string>> {
  const rows = await queryRows<{ hash: string }>(
    db,
    sql`select hash from drizzle.__drizzle_migrations`,
  );
  return new Set(rows.map((r) => r.hash));
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
