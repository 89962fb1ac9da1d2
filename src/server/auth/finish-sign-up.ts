import { verifyJWT } from "better-auth/crypto";
import { and, eq } from "drizzle-orm";
import { z } from "zod";
import { messages } from "../../shared/messages";
import type { FinishSignUpInput } from "../../shared/schemas/auth";
import type { Db } from "../db/client";
import { account, user } from "../db/schema";
import { badRequest } from "../errors";
import type { Auth } from "./auth";

/** What better-auth signs into a sign-up's verification link (email-verification.mjs). */
const signUpToken = z.object({
  email: z.string(),
  userId: z.string(),
  // Present only on better-auth's change-of-email links, which this app does not send.
  updateTo: z.never().optional(),
});

const linkExpired = () => badRequest(messages.auth.verificationLinkExpired);

export interface FinishedSignUp {
  alreadyVerified: boolean;
  /** better-auth's session cookie for the newly verified account; none when already verified. */
  setCookies: string[];
}

/**
 * Verifies a sign-up's email only for whoever knows the password it was signed up with
 * (docs/decisions/0027): the emailed link alone proves the mailbox, not that the person holding
 * it chose the account's password, and an account someone else pre-registered with that address
 * must never be finished by the mailbox's owner. A link for an account since replaced (a new
 * sign-up deleted it), expired or forged is refused; a wrong password changes nothing.
 */
export async function finishSignUp(
  deps: { db: Db; auth: Auth },
  input: FinishSignUpInput,
  headers: Headers,
): Promise<FinishedSignUp> {
  const { db, auth } = deps;
  const context = await auth.$context;
  const claims = signUpToken.safeParse(await verifyJWT(input.token, context.secret));
  if (!claims.success) throw linkExpired();
  const [signedUp] = await db
    .select({ email: user.email, emailVerified: user.emailVerified, hash: account.password })
    .from(user)
    .leftJoin(account, and(eq(account.userId, user.id), eq(account.providerId, "credential")))
    .where(eq(user.id, claims.data.userId));
  if (!signedUp || signedUp.email.toLowerCase() !== claims.data.email.toLowerCase()) {
    throw linkExpired();
  }
  if (signedUp.emailVerified) return { alreadyVerified: true, setCookies: [] };
  if (!signedUp.hash) throw linkExpired();
  const matches = await context.password.verify({ hash: signedUp.hash, password: input.password });
  if (!matches) {
    throw badRequest(messages.auth.notTheSignUpPassword, {
      password: messages.auth.notTheSignUpPassword,
    });
  }
  // better-auth marks the email verified and, with autoSignInAfterVerification, signs in.
  const verified = await auth.api.verifyEmail({
    query: { token: input.token },
    headers,
    asResponse: true,
  });
  if (!verified.ok) throw linkExpired();
  return { alreadyVerified: false, setCookies: verified.headers.getSetCookie() };
}
