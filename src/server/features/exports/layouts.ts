import type { ExportFormat } from "../../../shared/schemas/reports";
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
