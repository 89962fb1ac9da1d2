import { useMutation, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import type { ChangePasswordInput } from "../../../../../shared/schemas/auth";
import { accountSecurityQueryKey } from "./account-security";
import { authRequest } from "./auth-request";
import { sessionsQueryKey } from "./sessions";

export type ChangePasswordRequest = ChangePasswordInput & { revokeOtherSessions: boolean };

export const changePassword = ({
  currentPassword,
  password,
  revokeOtherSessions,
}: ChangePasswordRequest) =>
  authRequest(z.object({ token: z.string().nullish() }), "/change-password", {
    currentPassword,
    newPassword: password,
    revokeOtherSessions,
  });

/** Signing out elsewhere replaces this browser's session too, so both session queries go stale. */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: sessionsQueryKey });
      await queryClient.invalidateQueries({ queryKey: accountSecurityQueryKey });
    },
  });
}
