import { onlineManager, useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api";
import { forgetConflicts } from "../../../lib/offline-conflicts";
import { clearOffline } from "../../../lib/offline-store";
import { meQueryKey } from "./session";

const signOutKey = ["sign-out"] as const;

export function useSignOut() {
  const queryClient = useQueryClient();
  // Nothing of this user stays on the device: not the cache, not waiting changes or photos
  // (docs/decisions/0021-offline.md). The log-out dialog asked first if changes were waiting.
  const forgetDevice = () => {
    queryClient.setQueryData(meQueryKey, null);
    queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== meQueryKey[0] });
    const mutations = queryClient.getMutationCache();
    // All but the sign-out itself, which may still be waiting for the connection.
    for (const m of mutations.getAll()) {
      if (m.options.mutationKey?.[0] !== signOutKey[0]) mutations.remove(m);
    }
    forgetConflicts();
    void clearOffline();
  };
  return useMutation({
    mutationKey: signOutKey,
    mutationFn: () => api<unknown>("POST", "/api/auth/sign-out", {}),
    // Offline the request waits (paused) for the connection, but the phone is cleared now: a
    // shared phone must not go on showing this user's quotes.
    onMutate: () => {
      if (!onlineManager.isOnline()) forgetDevice();
    },
    onSuccess: forgetDevice,
  });
}
