import { useQuery } from "@tanstack/react-query";
import {
  type Insights,
  insightsSchema,
  type JobProfit,
  jobProfitListSchema,
  jobProfitSchema,
} from "../../../shared/schemas/insights";
import { api } from "../../lib/api";

export function useInsights(months: number) {
  return useQuery({
    queryKey: ["insights", months],
    queryFn: async (): Promise<Insights> =>
      insightsSchema.parse(await api<unknown>("GET", `/api/insights?months=${months}`)),
  });
}

export function useJobProfits() {
  return useQuery({
    queryKey: ["insights", "jobs"],
    queryFn: async (): Promise<JobProfit[]> =>
      jobProfitListSchema.parse(await api<unknown>("GET", "/api/insights/jobs?limit=10")).jobs,
  });
}

/** One finished job against its quote, for the job's own page. */
export function useJobProfit(jobId: string) {
  return useQuery({
    queryKey: ["insights", "jobs", jobId],
    queryFn: async (): Promise<JobProfit> =>
      jobProfitSchema.parse(
        await api<unknown>("GET", `/api/insights/jobs/${encodeURIComponent(jobId)}`),
      ),
  });
}
