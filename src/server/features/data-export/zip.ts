/**
 * The data-export zip, built in the worker pool from rows the main thread read: one CSV per main
 * table and data.json with everything. Pure: no database, no I/O.
 */
import { strToU8, zipSync } from "fflate";
import { toCsv } from "../../http/csv";

type Row = Record<string, unknown>;

export interface ExportTable {
  /** data.json's key, and the CSV's file name when `csvColumns` is given. */
  name: string;
  /** The table's columns (property names) for its CSV; absent for tables only in data.json. */
  csvColumns?: string[];
  /** JSON-safe rows (dates as ISO strings, binary as base64). */
  rows: Row[];
}

export interface CollectedExport {
  exportedAt: string;
  business: Row | null;
  tables: ExportTable[];
}

/**
 * CSV with a header of the table's columns, even with no rows; formulas escaped and numbers kept
 * as numbers by the shared writer (src/server/http/csv.ts).
 */
function tableCsv(columns: string[], rows: Row[]): string {
  return toCsv(
    columns,
    rows.map((r) => columns.map((n) => r[n])),
  );
}

/** The CSVs by file name, and data.json's content. */
export function exportFiles(collected: CollectedExport) {
  const files: Record<string, string> = {};
  const data: Record<string, unknown> = {
    exportedAt: collected.exportedAt,
    business: collected.business,
  };
  for (const table of collected.tables) {
    if (table.csvColumns) files[`${table.name}.csv`] = tableCsv(table.csvColumns, table.rows);
    data[table.name] = table.rows;
  }
  return { files, data };
}

/** The zip: the CSVs and data.json. */
export function buildExportZip(collected: CollectedExport): Uint8Array {
  const { files, data } = exportFiles(collected);
  const entries: Record<string, Uint8Array> = {};
  for (const [name, text] of Object.entries(files)) entries[name] = strToU8(text);
  entries["data.json"] = strToU8(JSON.stringify(data, null, 2));
  return zipSync(entries, { level: 6 });
}
