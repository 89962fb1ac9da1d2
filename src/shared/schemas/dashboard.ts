import { z } from "zod";
import { quoteSummarySchema } from "./quote-list";

/** GET /api/dashboard's answer: counts, recent quotes and customers, latest activity. */
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
  activity: z.array(
    z.object({ id: z.string(), kind: z.string(), message: z.string(), createdAt: z.string() }),
  ),
});
export type Dashboard = z.infer<typeof dashboardSchema>;
