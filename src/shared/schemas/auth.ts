import { z } from "zod";
import { messages } from "../messages";
import { cleanText, emailSchema } from "./common";

const password = z.string().min(6, messages.validation.password).max(128);

export const loginSchema = z.object({ email: emailSchema, password });
export type LoginInput = z.infer<typeof loginSchema>;

export const signUpSchema = z
  .object({
    name: cleanText().trim().min(2, messages.validation.name).max(100),
    email: emailSchema,
    password,
    confirmPassword: z.string(),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: messages.validation.passwordsMatch,
    path: ["confirmPassword"],
  });
export type SignUpInput = z.infer<typeof signUpSchema>;

export const forgotPasswordSchema = z.object({ email: emailSchema });
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;

export const resetPasswordSchema = z
  .object({ password, confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, {
    message: messages.validation.passwordsMatch,
    path: ["confirmPassword"],
  });
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

export const changePasswordSchema = z
  .object({
    currentPassword: z.string().min(1, "Enter your current password"),
    password,
    confirmPassword: z.string(),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: messages.validation.passwordsMatch,
    path: ["confirmPassword"],
  });
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

export const changeNameSchema = z.object({
  name: cleanText().trim().min(2, messages.validation.name).max(100),
});

/**
 * Finishing a sign-up: the emailed link's token and the password chosen at sign-up, which proves
 * the person verifying is the one who signed up (docs/decisions/0027).
 */
export const finishSignUpSchema = z.object({
  token: cleanText().min(1).max(4096),
  password: cleanText().min(1, "Enter the password you chose when you signed up").max(128),
});
export type FinishSignUpInput = z.infer<typeof finishSignUpSchema>;

/** A finished sign-up; `alreadyVerified` when the link's account was verified before (sign in). */
export const finishSignUpResultSchema = z.object({
  verified: z.literal(true),
  alreadyVerified: z.boolean(),
});
export type FinishSignUpResult = z.infer<typeof finishSignUpResultSchema>;

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
