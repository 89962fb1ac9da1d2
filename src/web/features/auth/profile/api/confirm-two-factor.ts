import { useMutation, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { accountSecurityQueryKey } from "./account-security";
import { authRequest } from "./auth-request";
import { sessionsQueryKey } from "./sessions";

/** The first good code from the app marks the secret verified and turns two-factor on. */
export const confirmTwoFactor = (code: string) =>
  authRequest(z.object({ token: z.string().nullish() }), "/two-factor/verify-totp", { code });

export function useConfirmTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmTwoFactor,
    // better-auth replaces the session when two-factor is turned on.
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: accountSecurityQueryKey });
      await queryClient.invalidateQueries({ queryKey: sessionsQueryKey });
    },
  });
}
