import { useMutation, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { authRequest } from "./auth-request";
import { sessionsQueryKey } from "./sessions";

export const revokeOtherSessions = () =>
  authRequest(z.object({ status: z.boolean() }), "/revoke-other-sessions", {});

export function useRevokeOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeOtherSessions,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionsQueryKey }),
  });
}
