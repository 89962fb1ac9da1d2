import { useMutation, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { accountSecurityQueryKey } from "./account-security";
import { authRequest } from "./auth-request";
import { sessionsQueryKey } from "./sessions";

export const disableTwoFactor = (password: string) =>
  authRequest(z.object({ status: z.boolean() }), "/two-factor/disable", { password });

export function useDisableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disableTwoFactor,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: accountSecurityQueryKey });
      await queryClient.invalidateQueries({ queryKey: sessionsQueryKey });
    },
  });
}
