import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Dashboard } from "../../../../shared/schemas/dashboard";
import { api } from "../../../lib/api";
import { afterNextPaint } from "../../../lib/deferred";

export type { Dashboard };
export type ActivityEvent = Dashboard["activity"][number];
export type RecentCustomer = Dashboard["recentCustomers"][number];

export const dashboardQueryKey = ["dashboard"] as const;

/**
 * The schema (and zod) load while the request is out, once the page has been drawn, not with the
 * dashboard's first render (docs/decisions/0002-landing-bundle.md).
 */
export async function getDashboard(): Promise<Dashboard> {
  const [{ dashboardSchema }, body] = await Promise.all([
    afterNextPaint().then(() => import("../../../../shared/schemas/dashboard")),
    api<unknown>("GET", "/api/dashboard"),
  ]);
  return dashboardSchema.parse(body);
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
