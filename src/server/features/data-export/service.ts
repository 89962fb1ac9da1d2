/**
 * The business's own data as a zip: one CSV per main table and data.json with everything the
 * business owns. Every query is filtered by business id; nothing global or of another business.
 */
import { eq, getTableColumns } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { strToU8, zipSync } from "fflate";
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
import { toCsv } from "../../http/csv";

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

/**
 * CSV with a header of the table's columns (property names), even with no rows; formulas escaped
 * and numbers kept as numbers by the shared writer (src/server/http/csv.ts).
 */
function tableCsv(table: PgTable, rows: Row[]): string {
  const names = Object.keys(getTableColumns(table));
  return toCsv(
    names,
    rows.map((r) => names.map((n) => plain(r[n]))),
  );
}

export interface BusinessExport {
  files: Record<string, string>;
  data: Record<string, unknown>;
}

export async function collectExport(db: Db, businessId: string): Promise<BusinessExport> {
  const [business] = await db.select().from(businesses).where(eq(businesses.id, businessId));
  const data: Record<string, unknown> = {
    exportedAt: new Date().toISOString(),
    business: business ? plainRow(business as Row) : null,
  };
  const files: Record<string, string> = {};
  for (const [name, table] of CSV_TABLES) {
    const rows = (await db
      .select()
      .from(table as PgTable)
      .where(eq(table.businessId, businessId))) as Row[];
    files[`${name}.csv`] = tableCsv(table, rows);
    data[name] = rows.map(plainRow);
  }
  for (const [name, table] of JSON_ONLY_TABLES) {
    const rows = (await db
      .select()
      .from(table as PgTable)
      .where(eq(table.businessId, businessId))) as Row[];
    data[name] = rows.map(plainRow);
  }
  return { files, data };
}

/** The zip: the CSVs and data.json. */
export async function exportZip(db: Db, businessId: string): Promise<Uint8Array> {
  const { files, data } = await collectExport(db, businessId);
  const entries: Record<string, Uint8Array> = {};
  for (const [name, text] of Object.entries(files)) entries[name] = strToU8(text);
  entries["data.json"] = strToU8(JSON.stringify(data, null, 2));
  return zipSync(entries, { level: 6 });
}
