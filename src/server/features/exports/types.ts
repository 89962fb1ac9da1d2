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

/** A UK postcode, alone ("DT9 3NX") or ending a part ("Sherborne DT9 3NX"). */
const POSTCODE = /^[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}$/i;
const ENDING_POSTCODE = /\s([A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2})$/i;

/**
 * A free-text address as up to four lines, the town and the postcode: the postcode is the last
 * part, or ends it ("Sherborne DT9 3NX", as most people write the last line), the town the part
 * before it. Lines beyond the fourth are joined into the fourth.
 */
export function addressParts(address: string) {
  const parts = address
    .split(/[\n,]/)
    .map((p) => p.trim())
    .filter(Boolean);
  let postcode = "";
  const last = parts.at(-1) ?? "";
  if (POSTCODE.test(last)) postcode = parts.pop() ?? "";
  else {
    const ending = ENDING_POSTCODE.exec(last);
    if (ending && parts.length > 1) {
      postcode = ending[1] ?? "";
      parts[parts.length - 1] = last.slice(0, ending.index).trim();
    }
  }
  const city = parts.length > 1 ? (parts.pop() ?? "") : "";
  const lines = [...parts.slice(0, 3), parts.slice(3).join(", ")];
  while (lines.length < 4) lines.push("");
  return {
    lines: lines.slice(0, 4),
    city,
    postcode: postcode.toUpperCase(),
    country: address.trim() ? "United Kingdom" : "",
  };
}

export const quantity = (q: number) => String(q);
