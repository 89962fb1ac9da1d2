import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  type EstimatorSettings,
  estimatorSettingsSchema,
} from "../../../../shared/schemas/settings";
import { api } from "../../../lib/api";

export const estimatorSettingsQueryKey = ["settings", "estimator"] as const;

export function useEstimatorSettings() {
  return useQuery({
    queryKey: estimatorSettingsQueryKey,
    queryFn: async () =>
      estimatorSettingsSchema.parse(await api<unknown>("GET", "/api/settings/estimator")),
  });
}

export function useSaveEstimatorSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (settings: EstimatorSettings) =>
      estimatorSettingsSchema.parse(await api<unknown>("PUT", "/api/settings/estimator", settings)),
    onSuccess: (saved) => client.setQueryData(estimatorSettingsQueryKey, saved),
  });
}
