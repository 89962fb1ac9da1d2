import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { SetupProgress } from "../../../../shared/schemas/setup";
import { api } from "../../../lib/api";

export type { SetupProgress };

export const setupProgressQueryKey = ["setup-progress"] as const;

// The answer is typed, not parsed: zod stays out of the dashboard's first chunk (decision 0002).
export const setupProgressQueryOptions = queryOptions({
  queryKey: setupProgressQueryKey,
  queryFn: () => api<SetupProgress>("GET", "/api/setup-progress"),
  // Items tick from what is done elsewhere (settings, customers, quotes): asked afresh each visit.
  staleTime: 0,
});

export function useSetupProgress() {
  return useQuery(setupProgressQueryOptions);
}

export function useDismissSetup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api<SetupProgress>("PUT", "/api/setup-progress/dismissal", { dismissed: true }),
    onSuccess: (progress) => queryClient.setQueryData(setupProgressQueryKey, progress),
  });
}
