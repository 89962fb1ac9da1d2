import { useMutation } from "@tanstack/react-query";
import { z } from "zod";
import { authRequest } from "./auth-request";

const enableSchema = z.object({ totpURI: z.string(), backupCodes: z.array(z.string()) });
export type TwoFactorSetup = z.infer<typeof enableSchema>;

/**
 * Starts setting up an authenticator app: better-auth stores an unverified secret and answers its
 * otpauth:// URI and the backup codes. Two-factor is on only once a code is confirmed.
 */
export const enableTwoFactor = (password: string) =>
  authRequest(enableSchema, "/two-factor/enable", { password });

export function useEnableTwoFactor() {
  return useMutation({ mutationFn: enableTwoFactor });
}
