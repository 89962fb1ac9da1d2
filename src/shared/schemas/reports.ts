import { z } from "zod";
import {
  MTD_ACCOUNTING_BASES,
  MTD_EXPENSE_CATEGORIES,
  MTD_QUARTER_BASES,
  taxYearStart,
} from "../tax/mtd";
import { VAT_SCHEMES } from "../tax/vat-return";
import { cleanText, isRealIsoDay } from "./common";

export const reportMessages = {
  date: "Please enter a date as YYYY-MM-DD",
  order: "The start date must be on or before the end date",
  span: "Choose a period of at most 2 years",
  taxYear: "Please enter a tax year such as 2026-27",
  quarter: "The quarter must be 1, 2, 3 or 4",
  format: "Choose Xero, QuickBooks or FreeAgent",
  range: "Choose the dates to export, or since the last export",
  noEarlier: "There is no earlier export yet: choose the dates for the first one",
  nothingSince: "Nothing new since the last export: it went up to today",
  flatRate: "The flat rate must be between 0% and 20%",
} as const;

/**
 * A VAT return or MTD quarter lists at most this many records behind each figure (the latest): a
 * business with thousands of invoices a quarter would otherwise be sent megabytes. The accounting
 * export (and the MTD CSV) has them all.
 */
export const VAT_RECORDS_LISTED = 200;

/** Two years and a day: a period runs from its first day to its last, both included. */
export const MAX_REPORT_DAYS = 731;

export const reportDaySchema = cleanText()
  .regex(/^\d{4}-\d{2}-\d{2}$/, reportMessages.date)
  .refine(isRealIsoDay, reportMessages.date);

export const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/** A bounded period: from ≤ to, at most two years. */
function checkPeriod(value: { from?: string; to?: string }, ctx: z.RefinementCtx) {
  if (!value.from || !value.to) return;
  if (value.from > value.to) {
    ctx.addIssue({ code: "custom", path: ["to"], message: reportMessages.order });
  } else if (daysBetween(value.from, value.to) + 1 > MAX_REPORT_DAYS) {
    ctx.addIssue({ code: "custom", path: ["to"], message: reportMessages.span });
  }
}

export const periodQuerySchema = z
  .object({ from: reportDaySchema, to: reportDaySchema })
  .superRefine(checkPeriod);

const box = z.number().int();
export const vatBoxesSchema = z.object({
  box1Pence: box,
  box2Pence: box,
  box3Pence: box,
  box4Pence: box,
  box5Pence: box,
  box6Pence: box,
  box7Pence: box,
  box8Pence: box,
  box9Pence: box,
});

export const vatEntrySchema = z.object({
  kind: z.enum(["sale", "purchase"]),
  id: z.string(),
  reference: z.string(),
  date: z.string(),
  name: z.string(),
  netPence: z.number().int(),
  vatPence: z.number().int(),
  reverseCharge: z.boolean(),
  boxes: z.array(z.union([z.literal(1), z.literal(4), z.literal(6), z.literal(7)])),
});

export const vatReturnSchema = z.object({
  from: z.string(),
  to: z.string(),
  scheme: z.enum(VAT_SCHEMES),
  flatRatePercent: z.number(),
  vatRegistered: z.boolean(),
  boxes: vatBoxesSchema,
  direction: z.enum(["pay", "reclaim", "none"]),
  flatRateTurnoverPence: z.number().int(),
  /**
   * The records behind boxes 1, 4, 6 and 7: for each box its latest VAT_RECORDS_LISTED (by date),
   * in the order of the return; every record still counts in the boxes.
   */
  entries: z.array(vatEntrySchema),
  /** How many records each of those boxes has in all, listed or not. */
  entryCounts: z.object({
    box1: z.number().int(),
    box4: z.number().int(),
    box6: z.number().int(),
    box7: z.number().int(),
  }),
  notes: z.array(z.string()),
});
export type VatReturnReport = z.infer<typeof vatReturnSchema>;

export const mtdQuerySchema = z.object({
  // Within 2000-2098: year 0 answered its quarter as "1-01-06" to "1-04-05", 9999 as year 10000.
  taxYear: cleanText().refine((v) => {
    const start = taxYearStart(v);
    return start !== null && start >= 2000 && start <= 2098;
  }, reportMessages.taxYear),
  quarter: cleanText().regex(/^[1-4]$/, reportMessages.quarter),
  basis: z.enum(MTD_QUARTER_BASES, { error: "Choose tax-year or calendar quarters" }).optional(),
  accounting: z.enum(MTD_ACCOUNTING_BASES, { error: "Choose cash or accruals" }).optional(),
  format: z.enum(["json", "csv"], { error: "Choose json or csv" }).optional(),
});

export const mtdRecordSchema = z.object({
  kind: z.enum(["payment", "invoice", "order", "expense"]),
  id: z.string(),
  reference: z.string(),
  date: z.string(),
  name: z.string(),
  amountPence: z.number().int(),
});

const expenseKeys = MTD_EXPENSE_CATEGORIES.map((c) => c.key) as [string, ...string[]];
export const mtdQuarterSchema = z.object({
  taxYear: z.string(),
  quarter: z.number().int(),
  basis: z.enum(MTD_QUARTER_BASES),
  accounting: z.enum(MTD_ACCOUNTING_BASES),
  from: z.string(),
  to: z.string(),
  turnoverPence: z.number().int(),
  otherIncomePence: z.number().int(),
  expenses: z.array(
    z.object({
      key: z.enum(expenseKeys),
      label: z.string(),
      amountPence: z.number().int(),
      /** The latest VAT_RECORDS_LISTED records behind it (the CSV has them all). */
      records: z.array(mtdRecordSchema),
      /** How many records are behind it in all. */
      recordCount: z.number().int(),
    }),
  ),
  totalExpensesPence: z.number().int(),
  /** The latest VAT_RECORDS_LISTED payments or invoices behind the turnover (the CSV has all). */
  turnoverRecords: z.array(mtdRecordSchema),
  turnoverRecordCount: z.number().int(),
  notes: z.array(z.string()),
});
export type MtdQuarterReport = z.infer<typeof mtdQuarterSchema>;

export const EXPORT_FORMATS = ["xero", "quickbooks", "freeagent"] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export const exportQuerySchema = z
  .object({
    format: z.enum(EXPORT_FORMATS, { error: reportMessages.format }),
    from: reportDaySchema.optional(),
    to: reportDaySchema.optional(),
    since: z.enum(["last"], { error: reportMessages.range }).optional(),
  })
  .superRefine((value, ctx) => {
    if (!value.since && (!value.from || !value.to)) {
      ctx.addIssue({ code: "custom", path: ["from"], message: reportMessages.range });
    }
    checkPeriod(value, ctx);
  });

export const accountingExportSchema = z.object({
  id: z.string(),
  format: z.enum(EXPORT_FORMATS),
  from: z.string(),
  to: z.string(),
  invoiceCount: z.number().int(),
  paymentCount: z.number().int(),
  billCount: z.number().int(),
  createdAt: z.string(),
});
export type AccountingExport = z.infer<typeof accountingExportSchema>;
export const accountingExportListSchema = z.object({ exports: z.array(accountingExportSchema) });

export const booksSettingsSchema = z.object({
  vatScheme: z.enum(VAT_SCHEMES, { error: "Choose a VAT accounting scheme" }),
  flatRatePercent: z
    .number({ error: reportMessages.flatRate })
    .min(0, reportMessages.flatRate)
    .max(20, reportMessages.flatRate),
  mtdQuarterBasis: z.enum(MTD_QUARTER_BASES, { error: "Choose tax-year or calendar quarters" }),
});
export type BooksSettings = z.infer<typeof booksSettingsSchema>;
