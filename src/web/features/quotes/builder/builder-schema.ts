import { z } from "zod";
import { QUOTE_TERMS_MAX_CHARS, SITE_ADDRESS_MAX_CHARS } from "../../../../shared/limits";
import { messages } from "../../../../shared/messages";

/** The manual builder's form: its fields and their messages (materials and measurements aside). */
const number = (label: string) => z.number({ error: `${label} must be a number` });

export const builderSchema = z.object({
  name: z.string().trim().max(200, "Project name must be 200 characters or fewer"),
  customerId: z.string(),
  jobDescription: z
    .string()
    .trim()
    .min(1, messages.quotes.jobDescription)
    .max(10_000, "Job description must be 10,000 characters or fewer"),
  dayRate: number("Day rate").min(0, "Day rate must be 0 or more"),
  laborDays: number("Days required")
    .min(0.5, "Days required must be at least 0.5")
    .max(1000, "Days required must be 1000 or fewer")
    .refine((d) => Number.isInteger(d * 2), "Days required goes in steps of 0.5"),
  marginPercent: number("Markup on materials")
    .min(0, "Markup on materials must be between 0 and 100")
    .max(100, "Markup on materials must be between 0 and 100"),
  vatIncluded: z.boolean(),
  vatRate: number("VAT rate")
    .min(0, "VAT rate must be between 0 and 100")
    .max(100, "VAT rate must be between 0 and 100"),
  /** Where the work is; empty: at the customer's address. */
  siteAddress: z
    .string()
    .trim()
    .max(
      SITE_ADDRESS_MAX_CHARS,
      `Site address must be ${SITE_ADDRESS_MAX_CHARS} characters or fewer`,
    ),
  /** This quote's own terms; null: the business's defaults. */
  terms: z
    .string()
    .max(QUOTE_TERMS_MAX_CHARS, `Terms must be ${QUOTE_TERMS_MAX_CHARS} characters or fewer`)
    .nullable(),
});
export type BuilderValues = z.infer<typeof builderSchema>;
