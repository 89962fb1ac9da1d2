import { z } from "zod";
import { messages } from "../messages";
import { cleanText, isRealIsoDay } from "./common";
import { nextCursorField } from "./paging";
import { versionField, versionSchema } from "./version";

export const invoiceKinds = ["deposit", "final", "standard"] as const;
export type InvoiceKind = (typeof invoiceKinds)[number];
export const invoiceKindLabels: Record<InvoiceKind, string> = {
  deposit: "Deposit",
  final: "Final",
  standard: "Invoice",
};

/** draft and sent are stored; part-paid, paid and overdue are derived from payments and due date. */
export const invoiceStatuses = ["draft", "sent", "part-paid", "paid", "overdue"] as const;
export type InvoiceStatusName = (typeof invoiceStatuses)[number];
export const invoiceStatusLabels: Record<InvoiceStatusName, string> = {
  draft: "Draft",
  sent: "Sent",
  "part-paid": "Part-paid",
  paid: "Paid",
  overdue: "Overdue",
};

export const paymentMethods = ["bank transfer", "card", "cash", "cheque", "other"] as const;

const isoDate = z
  .string({ error: "Please enter a date" })
  .regex(/^\d{4}-\d{2}-\d{2}$/, "Please enter a date")
  .refine(isRealIsoDay, "Please enter a date");

export const invoiceLineSchema = z.object({
  id: z.string(),
  description: z.string(),
  quantity: z.number(),
  unit: z.string(),
  unitPricePence: z.number().int(),
  vatRate: z.number(),
  netPence: z.number().int(),
  vatPence: z.number().int(),
  isLabour: z.boolean(),
});
export type InvoiceLine = z.infer<typeof invoiceLineSchema>;

export const paymentSchema = z.object({
  id: z.string(),
  amountPence: z.number().int(),
  paidOn: z.string(),
  method: z.string(),
  note: z.string(),
  createdAt: z.string(),
});
export type Payment = z.infer<typeof paymentSchema>;

export const invoiceSchema = z.object({
  id: z.string(),
  number: z.number().int(),
  /** INV-0001 */
  reference: z.string(),
  quoteId: z.string().nullable(),
  customerId: z.string().nullable(),
  customerName: z.string(),
  customerEmail: z.string(),
  /** Who the invoice's message greets ("Patricia"; see `greetingName`); "" from older servers. */
  customerGreeting: z.string().default(""),
  /** Where the work was, when its quote named a site (a landlord's property); "" otherwise. */
  siteAddress: z.string().default(""),
  kind: z.enum(invoiceKinds),
  /** Derived: paid, part-paid and overdue come from the payments and the due date. */
  status: z.enum(invoiceStatuses),
  issueDate: z.string(),
  taxPoint: z.string(),
  dueDate: z.string(),
  netPence: z.number().int(),
  /** The VAT on the supply (stated but not charged under the reverse charge). */
  vatPence: z.number().int(),
  /** Net + VAT charged, before CIS. */
  totalPence: z.number().int(),
  depositsDeductedPence: z.number().int(),
  labourNetPence: z.number().int(),
  cisDeductionPence: z.number().int(),
  cisRatePercent: z.number().nullable(),
  reverseCharge: z.boolean(),
  /** The supplier's VAT number; empty when the business is not VAT registered. */
  supplierVatNumber: z.string(),
  amountDuePence: z.number().int(),
  paidPence: z.number().int(),
  balancePence: z.number().int(),
  rateTotals: z.array(
    z.object({ rate: z.number(), netPence: z.number().int(), vatPence: z.number().int() }),
  ),
  lines: z.array(invoiceLineSchema),
  payments: z.array(paymentSchema),
  sentAt: z.string().nullable(),
  createdAt: z.string(),
  /** Adds one on every change (sent, a payment recorded or removed). */
  version: versionField,
});
export type Invoice = z.infer<typeof invoiceSchema>;

/** One page of invoices (issue 19): `nextCursor` asks for the next, null on the last. */
export const invoiceListSchema = z.object({
  invoices: z.array(invoiceSchema),
  nextCursor: nextCursorField,
  /** The balance of every invoice that is not a draft. */
  outstandingPence: z.number().int(),
});
export type InvoiceList = z.infer<typeof invoiceListSchema>;

export const DEPOSIT_PERCENT_MESSAGE = "The deposit must be a whole percentage from 1 to 100";
export const createInvoiceSchema = z
  .object({
    quoteId: cleanText({ error: "Please choose a quote" }).min(1, "Please choose a quote"),
    kind: z.enum(invoiceKinds, { error: "Kind must be deposit, final or standard" }),
    depositPercent: z
      .number({ error: DEPOSIT_PERCENT_MESSAGE })
      .int(DEPOSIT_PERCENT_MESSAGE)
      .min(1, DEPOSIT_PERCENT_MESSAGE)
      .max(100, DEPOSIT_PERCENT_MESSAGE)
      .optional()
      .describe("A deposit invoice's percentage of the quote; absent: the Quote Settings deposit"),
  })
  .refine((input) => input.depositPercent === undefined || input.kind === "deposit", {
    message: "Only a deposit invoice takes a percentage",
    path: ["depositPercent"],
  });
export type CreateInvoice = z.infer<typeof createInvoiceSchema>;

export const sendInvoiceSchema = z.object({
  email: cleanText({ error: messages.validation.email })
    .trim()
    .max(254, messages.validation.email)
    .pipe(z.email({ error: messages.validation.email })),
  message: cleanText().max(5000).optional(),
  /** The version the sender saw; optional for API clients (docs/decisions/0008). */
  version: versionSchema.optional(),
});
export type SendInvoice = z.infer<typeof sendInvoiceSchema>;

/**
 * Payments one invoice holds: staged payments of a real job are a handful; a script recording 1p
 * payments without end made every read of the invoice (and of the list, the reports, the export)
 * group tens of thousands of rows on the thread every business shares.
 */
export const PAYMENTS_PER_INVOICE = 100;
export const tooManyPaymentsMessage = `An invoice can hold up to ${PAYMENTS_PER_INVOICE} payments. Delete one recorded by mistake to add another.`;

export const paymentInputSchema = z.object({
  amountPence: z
    .number({ error: "Please enter an amount" })
    .int("Amount must be whole pence")
    .positive("Amount must be more than £0.00")
    .max(100_000_000_00, "Amount is too large"),
  paidOn: isoDate,
  method: cleanText().trim().max(40).default("bank transfer"),
  note: cleanText().trim().max(500).default(""),
  /** The version the balance was read at; optional for API clients (docs/decisions/0008). */
  version: versionSchema.optional(),
});
export type PaymentInput = z.input<typeof paymentInputSchema>;
