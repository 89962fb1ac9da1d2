import { z } from "zod";

export const insightsMessages = {
  months: "Choose between 1 and 36 months",
} as const;

export const MAX_INSIGHT_MONTHS = 36;

/** GET /api/insights?months=12: the last `months` London calendar months, this one included. */
export const insightsQuerySchema = z.object({
  months: z.coerce
    .number({ message: insightsMessages.months })
    .int(insightsMessages.months)
    .min(1, insightsMessages.months)
    .max(MAX_INSIGHT_MONTHS, insightsMessages.months)
    .default(12),
});

export const insightsMonthSchema = z.object({
  /** "YYYY-MM", a calendar month in Europe/London. */
  month: z.string(),
  /** Quotes first sent this month; a quote and its revisions count once. */
  quotesSent: z.number().int(),
  /** Quotes accepted this month (by the date of the decision). */
  quotesAccepted: z.number().int(),
  acceptedValuePence: z.number().int(),
  /** What issued invoices dated this month ask the customer to pay. */
  invoicedPence: z.number().int(),
  /** Payments received this month, part payments and deposits included. */
  paidPence: z.number().int(),
});

/** What is still owed on issued invoices, by how far past its due date each one is. */
export const owedByAgeSchema = z.object({
  currentPence: z.number().int(),
  days1To30Pence: z.number().int(),
  days31To60Pence: z.number().int(),
  over60DaysPence: z.number().int(),
});

export const insightsSchema = z.object({
  months: z.array(insightsMonthSchema),
  /** Accepted ÷ decided (accepted or declined) in the period; null when none was decided. */
  winRate: z.number().nullable(),
  /** The mean value of the quotes accepted in the period; null when none was. */
  averageAcceptedPence: z.number().int().nullable(),
  /** Still to pay on every issued invoice, whenever it was issued. */
  outstandingPence: z.number().int(),
  /** The part of that past its due date. */
  overduePence: z.number().int(),
  /** From first sending to acceptance, for quotes accepted in the period; one decimal. */
  medianDaysToAccept: z.number().nullable(),
  owedByAge: owedByAgeSchema,
});

export type InsightsMonth = z.infer<typeof insightsMonthSchema>;
export type OwedByAge = z.infer<typeof owedByAgeSchema>;
export type Insights = z.infer<typeof insightsSchema>;
