import { z } from "zod";
import { messages } from "../messages";
import { cleanText } from "./common";
import { invoiceStatuses } from "./invoices";
import { jobStatuses } from "./jobs";
import { nextCursorField } from "./paging";
import { quoteStatuses } from "./quotes";
import { versionField, versionSchema } from "./version";

const text = (label: string, max: number) =>
  cleanText({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`);

const looksLikeEmail = z.email();

/** SPEC §5: the customer form has no required fields; an email, when given, must be valid. */
export const customerInputSchema = z.object({
  firstName: text("First name", 100).optional(),
  lastName: text("Last name", 100).optional(),
  email: cleanText({ error: messages.validation.email })
    .trim()
    .max(254, messages.validation.email)
    .refine((value) => value === "" || looksLikeEmail.safeParse(value).success, {
      error: messages.validation.email,
    })
    .optional(),
  phone: text("Phone", 40).optional(),
  address: text("Address", 500).optional(),
  comments: text("Comments", 2000).optional(),
  /** VAT-registered business customer, not an end user: the domestic reverse charge applies. */
  reverseCharge: z.boolean({ error: "Reverse charge must be true or false" }).optional(),
  /** CIS deduction when the customer is a contractor: 0, 20 or 30 %; null when not. */
  cisRatePercent: z
    .union([z.literal(0), z.literal(20), z.literal(30)], {
      error: "CIS rate must be 0, 20 or 30",
    })
    .nullable()
    .optional(),
});
export type CustomerInput = z.infer<typeof customerInputSchema>;

/** A save names the version it was based on (docs/decisions/0008-optimistic-concurrency.md). */
export const customerUpdateSchema = customerInputSchema.extend({ version: versionSchema });
export type CustomerUpdate = z.infer<typeof customerUpdateSchema>;

export const customerSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  address: z.string(),
  comments: z.string(),
  reverseCharge: z.boolean(),
  cisRatePercent: z.number().nullable(),
  /** "First Last", else the email, else "Unnamed customer". */
  displayName: z.string(),
  createdAt: z.string(),
  /** How many of the business's quotes are linked to this customer. */
  quoteCount: z.number().int(),
  /** Adds one on every change; a save sends it back. */
  version: versionField,
});
export type Customer = z.infer<typeof customerSchema>;

/** One page of customers (issue 19): `nextCursor` asks for the next, null on the last. */
export const customerListSchema = z.object({
  customers: z.array(customerSchema),
  nextCursor: nextCursorField,
});
export type CustomerList = z.infer<typeof customerListSchema>;

export const unnamedCustomer = "Unnamed customer";

export function customerDisplayName(c: { firstName?: string; lastName?: string; email?: string }) {
  const name = `${c.firstName ?? ""} ${c.lastName ?? ""}`.trim();
  return name || c.email?.trim() || unnamedCustomer;
}

/**
 * Who a message's "Hi ..." greets: a person's first name when both names are given ("Hi
 * Patricia", not "Hi Patricia Hughes"); a name given in one field whole (a letting agent's
 * "Harbour Lettings Ltd"); "there" for a customer known by email only.
 */
export function greetingName(c: { firstName?: string; lastName?: string }) {
  const first = c.firstName?.trim() ?? "";
  const last = c.lastName?.trim() ?? "";
  if (first && last) return first;
  return first || last || "there";
}

/**
 * `?customerId=` on the quotes, jobs and invoices lists: one customer's rows. An id that names no
 * customer of the business (another business's, or not an id at all) lists none, as the lists'
 * quoteId filter does.
 */
export const customerIdFilterSchema = cleanText()
  .max(100, "A customer id is at most 100 characters: open the customer from your list.")
  .optional()
  .describe(
    "Only this customer's rows; another business's customer or an id that is no customer's lists none",
  );

/**
 * How many of each list a customer's summary holds, newest first: a customer with thousands of
 * quotes (a letting agent, a main contractor) must not make the page megabytes long. The rest are
 * on the quotes, jobs and invoices lists filtered to the customer.
 */
export const CUSTOMER_SUMMARY_LIST_LIMIT = 20;

const listTotal = (what: string) =>
  z
    .number()
    .int()
    .describe(
      `How many ${what} the customer has in all; the list holds the latest ${CUSTOMER_SUMMARY_LIST_LIMIT}`,
    );

/**
 * GET /api/customers/{id}/summary: the customer with the latest CUSTOMER_SUMMARY_LIST_LIMIT of
 * their quotes, jobs and invoices, how many of each in all, and the balance over all invoices.
 */
export const customerSummarySchema = z.object({
  customer: customerSchema,
  quotes: z.array(
    z.object({
      id: z.string(),
      /** "Q-0042", or "Q-0042 rev 2" for a revision. */
      reference: z.string(),
      name: z.string(),
      status: z.enum(quoteStatuses),
      totalAmountPence: z.number().int(),
      createdAt: z.string(),
    }),
  ),
  jobs: z.array(
    z.object({
      id: z.string(),
      quoteId: z.string(),
      /** The quote's name, else its reference. */
      title: z.string(),
      status: z.enum(jobStatuses),
      startAt: z.string().nullable(),
      endAt: z.string().nullable(),
      completedAt: z.string().nullable(),
    }),
  ),
  invoices: z.array(
    z.object({
      id: z.string(),
      /** INV-0001 */
      reference: z.string(),
      status: z.enum(invoiceStatuses),
      issueDate: z.string(),
      dueDate: z.string(),
      amountDuePence: z.number().int(),
      paidPence: z.number().int(),
      outstandingPence: z.number().int(),
    }),
  ),
  quotesTotal: listTotal("quotes"),
  jobsTotal: listTotal("jobs"),
  invoicesTotal: listTotal("invoices"),
  /**
   * Over ALL the customer's issued (not draft) invoices, not only those listed: what was
   * invoiced, paid, and is still owed.
   */
  balance: z.object({
    invoicedPence: z.number().int(),
    paidPence: z.number().int(),
    owedPence: z.number().int(),
  }),
});
export type CustomerSummary = z.infer<typeof customerSummarySchema>;
