import { z } from "zod";

export const insightsMessages = {
  months: "Choose between 1 and 36 months",
  jobNotFinished:
    "This job is not finished yet: it is set against its quote once it is marked as finished.",
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

/** GET /api/insights/jobs?limit=10: the latest completed jobs, quoted against actual. */
export const jobProfitQuerySchema = z.object({
  limit: z.coerce
    .number({ message: "Choose between 1 and 50 jobs" })
    .int("Choose between 1 and 50 jobs")
    .min(1, "Choose between 1 and 50 jobs")
    .max(50, "Choose between 1 and 50 jobs")
    .default(10),
});

export const jobProfitSchema = z.object({
  jobId: z.string(),
  quoteId: z.string(),
  /** "Q-0042" or "Q-0042 rev 2". */
  reference: z.string(),
  name: z.string(),
  customerName: z.string(),
  completedAt: z.string(),
  /** The materials' trade net cost in the quote. */
  quotedMaterialsPence: z.number().int(),
  /**
   * The part of it the purchase orders are set against: the lines ordered in Sole (by product,
   * SKU or name); the whole when every line, or none, was.
   */
  comparedMaterialsPence: z.number().int(),
  /** What the purchase orders placed for the quote cost; null when none was placed in Sole. */
  actualMaterialsPence: z.number().int().nullable(),
  quotedDays: z.number(),
  /** Working days from the start to the completion, both counted. */
  actualDays: z.number().int(),
  quotedProfitPence: z.number().int(),
  /** The quoted profit less the materials' overspend and each extra day at the day rate. */
  actualProfitPence: z.number().int(),
  /** Actual less quoted profit: negative when the job made less than quoted. */
  offPence: z.number().int(),
});

export const jobProfitListSchema = z.object({ jobs: z.array(jobProfitSchema) });

export type JobProfit = z.infer<typeof jobProfitSchema>;
