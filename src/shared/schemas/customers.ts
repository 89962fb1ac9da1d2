import { z } from "zod";
import { messages } from "../messages";
import { cleanText } from "./common";
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

export const customerListSchema = z.object({ customers: z.array(customerSchema) });
export type CustomerList = z.infer<typeof customerListSchema>;

export const unnamedCustomer = "Unnamed customer";

export function customerDisplayName(c: { firstName?: string; lastName?: string; email?: string }) {
  const name = `${c.firstName ?? ""} ${c.lastName ?? ""}`.trim();
  return name || c.email?.trim() || unnamedCustomer;
}
