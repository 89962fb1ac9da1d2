import { z } from "zod";

/** Re-entering the password before a security change (two-factor on or off, new backup codes). */
export const confirmPasswordSchema = z.object({
  password: z.string().min(1, "Enter your password"),
});
export type ConfirmPasswordInput = z.infer<typeof confirmPasswordSchema>;

/** The 6-digit code an authenticator app shows; spaces are allowed as people type them. */
export const totpCodeSchema = z.object({
  code: z
    .string()
    .transform((v) => v.replace(/\s/g, ""))
    .pipe(z.string().regex(/^\d{6}$/, "Enter the 6-digit code from your authenticator app")),
});
export type TotpCodeInput = z.input<typeof totpCodeSchema>;
