import { strToU8, zipSync } from "fflate";
import type { ExportFormat } from "../../../shared/schemas/reports";
import { toCsv } from "../../http/csv";
import { freeAgent } from "./freeagent";
import { quickBooks } from "./quickbooks";
import type { CsvFile, ExportData } from "./types";
import { xero } from "./xero";

export type { CsvFile, ExportData } from "./types";

export function exportFiles(format: ExportFormat, data: ExportData): CsvFile[] {
  if (format === "xero") return xero(data);
  if (format === "quickbooks") return quickBooks(data);
  return freeAgent(data);
}

export interface AccountingZipInput {
  format: ExportFormat;
  data: ExportData;
}

/**
 * The export's zip: the format's CSV files, written and deflated. Run in the worker pool
 * (`accountingZip`): for a big business's year it is a few hundred ms of CPU that would otherwise
 * hold every other business's requests on the event loop.
 */
export function accountingZip({ format, data }: AccountingZipInput): Uint8Array {
  return zipSync(
    Object.fromEntries(
      exportFiles(format, data).map((f) => [
        `${format}-${f.name}.csv`,
        strToU8(toCsv(f.columns, f.rows)),
      ]),
    ),
  );
}
