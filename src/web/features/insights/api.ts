import { useQuery } from "@tanstack/react-query";
import { type Insights, insightsSchema } from "../../../shared/schemas/insights";
import { api } from "../../lib/api";

export function useInsights(months: number) {
  return useQuery({
    queryKey: ["insights", months],
    queryFn: async (): Promise<Insights> =>
      insightsSchema.parse(await api<unknown>("GET", `/api/insights?months=${months}`)),
  });
}
