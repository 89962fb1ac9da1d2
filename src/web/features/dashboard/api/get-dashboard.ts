import { queryOptions, useQuery } from "@tanstack/react-query";
import { type Dashboard, dashboardSchema } from "../../../../shared/schemas/dashboard";
import { api } from "../../../lib/api";

export type { Dashboard };
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
