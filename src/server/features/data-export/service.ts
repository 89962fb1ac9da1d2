/**
 * The business's own data as a zip: one CSV per main table and data.json with everything the
 * business owns. The rows are read here; the zip is built in the worker pool (./zip.ts). Every query is filtered by business id; nothing global or of another business.
 */
import { eq, getTableColumns } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client";
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

/** The zip of the CSVs and data.json, built in the worker pool (./zip.ts). */
export async function exportZip(db: Db, businessId: string): Promise<Uint8Array> {
  return runTask("exportZip", await collectExport(db, businessId));
}
