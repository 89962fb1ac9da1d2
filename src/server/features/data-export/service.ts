/**
 * The business's own data as a zip: one CSV per main table and data.json with everything the
 * business owns. The rows are read here; the zip is built in the worker pool (./zip.ts). Every query is filtered by business id; nothing global or of another business.
 */
import { eq, getTableColumns, getTableName, type SQL, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { type Db, queryRows } from "../../db/client";
import {
  activityEvents,
  businesses,
  customers,
  invoiceLines,
  invoices,
  jobs,
  merchantTerms,
  orderLines,
  orders,
  payments,
  products,
  quoteMaterials,
  quoteMeasurements,
  quotes,
  tradeAccounts,
} from "../../db/schema";
import { AppError } from "../../errors";
import { runTask } from "../../workers/pool";
import type { CollectedExport, ExportTable } from "./zip";

type Row = Record<string, unknown>;
type OwnedTable = PgTable & { businessId: PgColumn };

/** File name (CSV) or data.json key, and the business-owned table behind it. */
const CSV_TABLES: [string, OwnedTable][] = [
  ["customers", customers],
  ["quotes", quotes],
  ["quote_materials", quoteMaterials],
  ["jobs", jobs],
  ["invoices", invoices],
  ["payments", payments],
  ["catalogue", products],
];
const JSON_ONLY_TABLES: [string, OwnedTable][] = [
  ["quote_measurements", quoteMeasurements],
  ["invoice_lines", invoiceLines],
  ["orders", orders],
  ["order_lines", orderLines],
  ["merchant_terms", merchantTerms],
  ["trade_accounts", tradeAccounts],
  ["activity", activityEvents],
];

/** JSON-safe value: dates as ISO strings, binary as base64. */
function plain(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (value instanceof Uint8Array) return Buffer.from(value).toString("base64");
  return value;
}

function plainRow(row: Row): Row {
  return Object.fromEntries(Object.entries(row).map(([k, v]) => [k, plain(v)]));
}

/** Every row the business owns, read here in the main thread (the database lives here). */
export async function collectExport(db: Db, businessId: string): Promise<CollectedExport> {
  const [business] = await db.select().from(businesses).where(eq(businesses.id, businessId));
  const tables: ExportTable[] = [];
  const read = async (table: OwnedTable) =>
    (
      (await db
        .select()
        .from(table as PgTable)
        .where(eq(table.businessId, businessId))) as Row[]
    ).map(plainRow);
  for (const [name, table] of CSV_TABLES) {
    // Binary columns (an accepted quote's kept PDF) stay in data.json as base64: in a CSV cell
    // they would pass a spreadsheet's cell limit and mean nothing there.
    const csvColumns = Object.entries(getTableColumns(table))
      .filter(([, column]) => column.getSQLType() !== "bytea")
      .map(([key]) => key);
    tables.push({ name, csvColumns, rows: await read(table) });
  }
  for (const [name, table] of JSON_ONLY_TABLES) tables.push({ name, rows: await read(table) });
  return {
    exportedAt: new Date().toISOString(),
    business: business ? plainRow(business as Row) : null,
    tables,
  };
}

/**
 * The most rows, as PostgreSQL's text of them, one export reads: the worker's 256 MB heap built
 * the zip of 70 MB and failed on 100 MB, after the main thread had held every row (650 MB more
 * memory, its event loop stalled 350 ms). Larger is refused before a row is read.
 */
export const EXPORT_MAX_BYTES = 64 * 1024 * 1024;
export const exportTooLargeMessage =
  "Your business's data is over 64 MB, more than one export can hold. Remove products you no longer buy from your catalogue and try again.";

/** The text size of the business's rows, summed in the database (nothing is read here). */
async function exportBytes(db: Db, businessId: string): Promise<number> {
  const sizes: SQL[] = [...CSV_TABLES, ...JSON_ONLY_TABLES].map(
    ([, table]) =>
      sql`(select coalesce(sum(octet_length(t::text)), 0) from ${sql.identifier(getTableName(table))} t where t.business_id = ${businessId})`,
  );
  const [row] = await queryRows<{ bytes: string | number }>(
    db,
    sql`select ${sql.join(sizes, sql` + `)} as bytes`,
  );
  return Number(row?.bytes ?? 0);
}

/** One export at a time per business: a second request while one is built gets the same zip. */
const building = new Map<string, Promise<Uint8Array>>();

/** The zip of the CSVs and data.json, built in the worker pool (./zip.ts). */
export function exportZip(db: Db, businessId: string): Promise<Uint8Array> {
  const running = building.get(businessId);
  if (running) return running;
  const build = (async () => {
    if ((await exportBytes(db, businessId)) > EXPORT_MAX_BYTES) {
      throw new AppError(413, "export_too_large", exportTooLargeMessage);
    }
    return runTask("exportZip", await collectExport(db, businessId));
  })().finally(() => building.delete(businessId));
  building.set(businessId, build);
  return build;
}
