import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api";
import { forgetConflicts } from "../../../lib/offline-conflicts";
import { clearOffline } from "../../../lib/offline-store";
import { meQueryKey } from "./session";

export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<unknown>("POST", "/api/auth/sign-out", {}),
    onSuccess: () => {
      queryClient.setQueryData(meQueryKey, null);
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== meQueryKey[0] });
      // Nothing of this user stays on the device: not the cache, not waiting changes or photos
      // (docs/decisions/0021-offline.md).
      queryClient.getMutationCache().clear();
      forgetConflicts();
      void clearOffline();
    },
  });
}
