import { queryOptions, useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { quoteSchema } from "../../../../shared/schemas/quotes";
import { api } from "../../../lib/api";

/**
 * GET /api/dashboard's answer. It mirrors the server's `dashboardSchema`
 * (src/server/features/dashboard/routes.ts); the two belong together in src/shared/schemas.
 */
export const dashboardSchema = z.object({
  activeQuotes: z.number(),
  acceptedQuotes: z.number(),
  jobsInProgress: z.number(),
  clients: z.number(),
  recentQuotes: z.array(quoteSchema),
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
export type ActivityEvent = Dashboard["activity"][number];
export type RecentCustomer = Dashboard["recentCustomers"][number];

export const dashboardQueryKey = ["dashboard"] as const;

export async function getDashboard(): Promise<Dashboard> {
  return dashboardSchema.parse(await api<unknown>("GET", "/api/dashboard"));
}

export const dashboardQueryOptions = queryOptions({
  queryKey: dashboardQueryKey,
  queryFn: getDashboard,
  // Counts and activity change with every quote, customer and job written elsewhere in the app:
  // fetched afresh each time the dashboard is opened rather than invalidated from every feature.
  staleTime: 0,
});

export function useDashboard() {
  return useQuery(dashboardQueryOptions);
}
