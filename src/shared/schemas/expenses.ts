import { z } from "zod";
import { MTD_EXPENSE_CATEGORIES } from "../tax/mtd";
import { cleanText } from "./common";
import { nextCursorField, pageQuerySchema } from "./paging";
import { periodQuerySchema, reportDaySchema } from "./reports";
import { versionField, versionSchema } from "./version";

/**
 * Expenses the business enters itself (issue 21): what Sole. does not already know from its
 * purchase orders, in HMRC's self-employment categories, so a quarter's update is complete.
 */

/** £1,000,000: more than any one receipt a sole trader enters by hand. */
export const MAX_EXPENSE_PENCE = 100_000_000;

export const expenseMessages = {
  category: "Choose one of HMRC's expense categories",
  description: "Say what the expense was, such as “Van insurance”",
  descriptionLength: "Keep the description to 200 characters",
  supplierLength: "Keep the supplier's name to 120 characters",
  amount: "Enter the amount before VAT, between £0.01 and £1,000,000",
  vat: "Enter the VAT as £0 or more",
  vatOverAmount: "The VAT can't be more than the amount before it",
  notFound: "Expense not found",
  period: "Choose both the first and the last day, or neither",
} as const;

const expenseKeys = MTD_EXPENSE_CATEGORIES.map((c) => c.key) as [
  (typeof MTD_EXPENSE_CATEGORIES)[number]["key"],
  ...(typeof MTD_EXPENSE_CATEGORIES)[number]["key"][],
];
export const expenseCategorySchema = z.enum(expenseKeys, { error: expenseMessages.category });

const amountPence = z
  .number({ error: expenseMessages.amount })
  .int(expenseMessages.amount)
  .min(1, expenseMessages.amount)
  .max(MAX_EXPENSE_PENCE, expenseMessages.amount);
const vatPence = z
  .number({ error: expenseMessages.vat })
  .int(expenseMessages.vat)
  .min(0, expenseMessages.vat)
  .max(MAX_EXPENSE_PENCE, expenseMessages.vat);

const expenseFields = {
  spentOn: reportDaySchema,
  category: expenseCategorySchema,
  supplier: cleanText().trim().max(120, expenseMessages.supplierLength),
  description: cleanText()
    .trim()
    .min(1, expenseMessages.description)
    .max(200, expenseMessages.descriptionLength),
  netPence: amountPence,
  vatPence,
};

const vatWithinAmount = (value: { netPence?: number; vatPence?: number }) =>
  value.netPence === undefined || value.vatPence === undefined || value.vatPence <= value.netPence;

export const expenseInputSchema = z
  .object({
    ...expenseFields,
    supplier: expenseFields.supplier.default(""),
    vatPence: vatPence.default(0),
  })
  .refine(vatWithinAmount, { path: ["vatPence"], message: expenseMessages.vatOverAmount });
export type ExpenseInput = z.input<typeof expenseInputSchema>;

/** A change names the version it was based on (docs/decisions/0008-optimistic-concurrency.md). */
export const expenseUpdateSchema = z
  .object({ ...expenseFields, version: versionSchema })
  .partial()
  .required({ version: true })
  .refine(vatWithinAmount, { path: ["vatPence"], message: expenseMessages.vatOverAmount });
export type ExpenseUpdate = z.input<typeof expenseUpdateSchema>;

export const expenseSchema = z.object({
  id: z.string(),
  spentOn: z.string(),
  category: expenseCategorySchema,
  supplier: z.string(),
  description: z.string(),
  netPence: z.number().int(),
  vatPence: z.number().int(),
  version: versionField,
});
export type Expense = z.infer<typeof expenseSchema>;

/** Newest first; with `from` and `to`, only that period's (both days included). */
export const expenseListQuerySchema = pageQuerySchema
  .extend({ from: reportDaySchema.optional(), to: reportDaySchema.optional() })
  .superRefine((value, ctx) => {
    if ((value.from === undefined) !== (value.to === undefined)) {
      ctx.addIssue({ code: "custom", path: ["to"], message: expenseMessages.period });
      return;
    }
    if (value.from && value.to) {
      const period = periodQuerySchema.safeParse({ from: value.from, to: value.to });
      for (const issue of period.error?.issues ?? []) {
        ctx.addIssue({ code: "custom", path: issue.path, message: issue.message });
      }
    }
  });

export const expenseListSchema = z.object({
  expenses: z.array(expenseSchema),
  nextCursor: nextCursorField,
});
export type ExpenseList = z.infer<typeof expenseListSchema>;
