import { useMutation } from "@tanstack/react-query";
import { z } from "zod";
import { authRequest } from "./auth-request";

/** New backup codes; the old ones stop working. */
export const generateBackupCodes = (password: string) =>
  authRequest(z.object({ backupCodes: z.array(z.string()) }), "/two-factor/generate-backup-codes", {
    password,
  }).then((r) => r.backupCodes);

export function useGenerateBackupCodes() {
  return useMutation({ mutationFn: generateBackupCodes });
}
