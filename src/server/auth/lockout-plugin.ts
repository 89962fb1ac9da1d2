import { randomBytes } from "node:crypto";
import type { BetterAuthPlugin } from "better-auth";
import { APIError, createAuthMiddleware, isAPIError } from "better-auth/api";
import type { Db } from "../db/client";
import type { AfterAnswer } from "../mail/after-answer";
import type { Mailer } from "../mail/mailer";
import { layoutEmail } from "../mail/templates";
import { addressKey, CLIENT_IP_HEADER, UNKNOWN_ADDRESS } from "./client-ip";
import {
  clearLockout,
  forgetQuietStreaks,
  lockMinutes,
  lockoutMessages,
  minutesLeft,
  otherLockInForce,
  readLockout,
  recordFailure,
} from "./lockout";

export const LOCKOUT_EMAIL_SUBJECT = "Someone tried to sign in to your account";
const RESET_LINK_SECONDS = 60 * 60;

interface HookContext {
  path?: string;
  body?: unknown;
  headers?: Headers;
  request?: Request;
}

const isSignIn = (ctx: HookContext) => ctx.path === "/sign-in/email";

/** The email of a sign-in body, whatever its encoding (better-call parsed it already); or null. */
function emailOf(ctx: HookContext): string | null {
  const body = ctx.body;
  if (!body || typeof body !== "object") return null;
  const email = (body as { email?: unknown }).email;
  return typeof email === "string" && email.trim() ? email : null;
}

/** The client's address as our middleware put it (client-ip.ts), keyed per IPv4 address or IPv6 /64. */
function addressOf(ctx: HookContext): string {
  const raw =
    ctx.headers?.get(CLIENT_IP_HEADER) ?? ctx.request?.headers.get(CLIENT_IP_HEADER) ?? undefined;
  return addressKey(raw ?? UNKNOWN_ADDRESS);
}

const locked = (message: string) =>
  new APIError("TOO_MANY_REQUESTS", { code: "ACCOUNT_LOCKED", message });

const ukTime = (date: Date) =>
  new Intl.DateTimeFormat("en-GB", {
    dateStyle: "long",
    timeStyle: "short",
    timeZone: "Europe/London",
  }).format(date);

/**
 * The sign-in lockout as a better-auth plugin (ADR 0003): it runs where the password is checked,
 * on the body better-auth parsed, so a JSON, a form-encoded or any other accepted sign-in is
 * counted and refused alike. Per account and client address; growing delays (lockout.ts).
 */
export function signInLockout(deps: {
  db: Db;
  mailer: Mailer;
  afterAnswer: AfterAnswer;
}): BetterAuthPlugin {
  const { db, mailer, afterAnswer } = deps;
  return {
    id: "sole-sign-in-lockout",
    /**
     * The failure that starts a lock is answered from the after hook, which cannot change the
     * status better-auth already chose (401): make it the 429 every other locked answer is.
     */
    onResponse: async (response: Response) => {
      if (response.status !== 401) return;
      const body = await response
        .clone()
        .json()
        .catch(() => null);
      if ((body as { code?: unknown } | null)?.code !== "ACCOUNT_LOCKED") return;
      return {
        response: new Response(JSON.stringify(body), { status: 429, headers: response.headers }),
      };
    },
    hooks: {
      before: [
        {
          matcher: isSignIn,
          handler: createAuthMiddleware(async (ctx) => {
            const email = emailOf(ctx);
            if (!email) return;
            const minutes = minutesLeft(await readLockout(db, email, addressOf(ctx)), new Date());
            // Refused without checking the password: a lock means no guess is tried.
            if (minutes !== null) throw locked(lockoutMessages.locked(minutes));
          }),
        },
      ],
      after: [
        {
          matcher: isSignIn,
          handler: createAuthMiddleware(async (ctx) => {
            const email = emailOf(ctx);
            if (!email) return;
            const address = addressOf(ctx);
            const returned = ctx.context.returned;
            if (isAPIError(returned)) {
              // Only a wrong email or password counts (not an unverified address, not bad input).
              if ((returned as { statusCode?: number }).statusCode !== 401) return;
              const now = new Date();
              const { state, justLocked } = await recordFailure(db, email, address, now);
              if (!justLocked) return;
              const minutes = lockMinutes(state.lockCount);
              // After the answer: waiting for it would time whether the address has an account.
              afterAnswer.run("lockout email not sent", () =>
                tellOwner(ctx, email, address, minutes, now),
              );
              throw locked(lockoutMessages.justLocked(minutes));
            }
            await clearLockout(db, email, address);
          }),
        },
      ],
    },
  };

  /**
   * One email per lockout: to the account's owner (nothing for an unknown or never-verified
   * address), unless a lock from another address is still in force (its email already went), with
   * a one-hour reset link.
   */
  async function tellOwner(
    // biome-ignore lint/suspicious/noExplicitAny: better-auth's endpoint context type is internal
    ctx: any,
    email: string,
    address: string,
    minutes: number,
    now: Date,
  ) {
    await forgetQuietStreaks(db, now);
    if (await otherLockInForce(db, email, address, now)) return;
    const found = await ctx.context.internalAdapter.findUserByEmail(email.trim().toLowerCase());
    const user = found?.user as
      | { id: string; name: string; email: string; emailVerified: boolean }
      | undefined;
    // Its reset link would finish a sign-up that only its signer may finish (ADR 0027); and a
    // never-verified address is not known to be its owner's.
    if (!user?.emailVerified) return;
    const token = randomBytes(18).toString("base64url");
    await ctx.context.internalAdapter.createVerificationValue({
      value: user.id,
      identifier: `reset-password:${token}`,
      expiresAt: new Date(now.getTime() + RESET_LINK_SECONDS * 1000),
    });
    const url = `${ctx.context.baseURL}/reset-password/${token}?callbackURL=${encodeURIComponent("/reset-password")}`;
    const from = address === UNKNOWN_ADDRESS ? "an unknown address" : `the address ${address}`;
    await mailer.send(
      layoutEmail({
        to: user.email,
        subject: LOCKOUT_EMAIL_SUBJECT,
        businessName: "Sole.",
        paragraphs: [
          `Hello ${user.name},`,
          `Someone tried to sign in to your Sole account with the wrong password 5 times in a row from ${from}. The last attempt was on ${ukTime(now)} (UK time).`,
          `To protect your account, sign-in from that address is paused for ${minutes} minutes. Sign-in from your other devices and addresses still works.`,
          "If this was you, you can wait, or choose a new password with the button below: it ends the lock straight away and signs you in. The link works for one hour.",
          "If it was not you, nobody got in: the password was not accepted. Choosing a new password is still a good idea if yours is easy to guess.",
        ],
        action: { label: "Reset password", url },
        footer: "You received this email because someone tried to sign in to your Sole account.",
      }),
    );
  }
}
