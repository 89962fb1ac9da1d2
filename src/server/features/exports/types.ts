import type { Expense } from "../../../shared/schemas/expenses";
import type { InvoiceRecord, OrderRecord, PaymentRecord } from "../reports/records";

/**
 * The column layouts Xero, QuickBooks Online and FreeAgent import, one file each for sales
 * invoices, payments received, and bills (purchase orders and the expenses the business entered).
 * Sources in docs/uk-tax.md ("Accounting exports"). Pure: rows in, header and cells out; the CSV
 * writer escapes formulas.
 */

export interface ExportInvoiceLine {
  description: string;
  quantity: number;
  unitPricePence: number;
  vatRate: number;
  netPence: number;
  vatPence: number;
  isLabour: boolean;
}

export interface ExportInvoice extends InvoiceRecord {
  email: string;
  address: string;
  lines: ExportInvoiceLine[];
}

export interface ExportBillLine {
  name: string;
  sku: string;
  quantity: number;
  unitPricePence: number;
  totalPence: number;
}

export interface ExportBill extends OrderRecord {
  dueDate: string;
  lines: ExportBillLine[];
}

export interface ExportData {
  vatRegistered: boolean;
  invoices: ExportInvoice[];
  payments: PaymentRecord[];
  bills: ExportBill[];
  expenses: Expense[];
}

export interface CsvFile {
  name: "invoices" | "payments" | "bills";
  columns: string[];
  rows: string[][];
}

const POSTCODE = /^[A-Z]{1,2}\d[A-Z\d]?\s*\d[A-Z]{2}$/i;

/** A free-text address as up to four lines, the town and the postcode (the last part, if it is one). */
export function addressParts(address: string) {
  const parts = address
    .split(/[\n,]/)
    .map((p) => p.trim())
    .filter(Boolean);
  const postcode = parts.length && POSTCODE.test(parts.at(-1) ?? "") ? (parts.pop() ?? "") : "";
  const city = parts.length > 1 ? (parts.pop() ?? "") : "";
  const lines = [parts.slice(0, 3).join(", "), ...parts.slice(3)].slice(0, 4);
  while (lines.length < 4) lines.push("");
  return { lines, city, postcode, country: address.trim() ? "United Kingdom" : "" };
}

export const quantity = (q: number) => String(q);
