import { z } from "zod";
import { quoteSummarySchema } from "./quote-list";

/** GET /api/dashboard's answer: counts, recent quotes and customers, latest activity. */
const nextStepSchema = z.object({
  id: z.string(),
  /** "Q-0003" */
  reference: z.string(),
  name: z.string(),
  customerName: z.string(),
});

export const dashboardSchema = z.object({
  /** Quotes with status sent. */
  activeQuotes: z.number(),
  acceptedQuotes: z.number(),
  jobsInProgress: z.number(),
  /** The business's customers. */
  clients: z.number(),
  recentQuotes: z.array(quoteSummarySchema),
  recentCustomers: z.array(
    z.object({
      id: z.string(),
      displayName: z.string(),
      email: z.string(),
      phone: z.string(),
      address: z.string(),
    }),
  ),
  /**
   * What comes next in the send → accept → schedule → invoice loop, newest first (at most 5 each,
   * of the last 180 days): accepted quotes with no job (`id`: the quote), finished jobs with no
   * full or final invoice (`id`: the job).
   */
  nextSteps: z.object({
    toSchedule: z.array(nextStepSchema),
    toInvoice: z.array(nextStepSchema),
  }),
  activity: z.array(
    z.object({ id: z.string(), kind: z.string(), message: z.string(), createdAt: z.string() }),
  ),
});
export type Dashboard = z.infer<typeof dashboardSchema>;
