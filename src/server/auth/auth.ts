import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { getSessionFromCtx } from "better-auth/api";
import { anonymous, twoFactor } from "better-auth/plugins";
import type { ServerConfig } from "../config";
import type { Db } from "../db/client";
import * as schema from "../db/schema";
import { betterAuthLogger, type Logger } from "../log";
import { type AfterAnswer, createAfterAnswer } from "../mail/after-answer";
import type { Mailer } from "../mail/mailer";
import { layoutEmail } from "../mail/templates";
import { accountMailAllowed } from "./account-mail-cap";
import { adoptDemoBusiness, copyDemoTemplate, createBusinessForUser } from "./businesses";
import { CLIENT_IP_HEADER } from "./client-ip";
import { finishSignUpUrl } from "./finish-sign-up-url";
import { clearAccountLockouts } from "./lockout";
import { signInLockout } from "./lockout-plugin";
import { trustedOrigins } from "./origins";
import { passwordHasher, TEST_SCRYPT_N } from "./password";

/** The client address better-auth rate-limits by; set by our middleware, never trusted from the client. */
export { CLIENT_IP_HEADER };
export const DEMO_EMAIL_DOMAIN = "demo.sole.local";

export function createAuth(deps: {
  db: Db;
  config: ServerConfig;
  mailer: Mailer;
  log: Logger;
  /** Where the account emails go out, after the answer (one of its own unless given). */
  afterAnswer?: AfterAnswer;
}) {
  const { db, config, mailer, log } = deps;
  const afterAnswer = deps.afterAnswer ?? createAfterAnswer(log);
  const secure = config.publicUrl.startsWith("https://");

  return betterAuth({
    appName: "Sole.",
    // Its warnings and errors go through our redacting logger, not to the console.
    logger: betterAuthLogger(deps.log, config.logLevel),
    baseURL: config.publicUrl,
    basePath: "/api/auth",
    secret: config.authSecret,
    trustedOrigins: trustedOrigins(config.publicUrl),
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: { ...schema, twoFactor: schema.twoFactor, rateLimit: schema.rateLimit },
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 6,
      maxPasswordLength: 128,
      password: passwordHasher(config.nodeEnv === "test" ? TEST_SCRYPT_N : undefined),
      requireEmailVerification: true,
      autoSignIn: false,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      // A reset proves the owner holds the mailbox: every sign-in lock on the account ends.
      onPasswordReset: async ({ user: account }) => {
        await clearAccountLockouts(db, account.email);
      },
      sendResetPassword: async ({ user, url }) => {
        // A reset never finishes a sign-up: only whoever chose its password may (ADR 0027).
        // Someone who forgot it signs up again, which starts over. better-auth's answer stays
        // the same, so nothing tells whether the address has an account.
        if (!user.emailVerified) return;
        afterAnswer.run("reset email not sent", async () => {
          if (!(await accountMailAllowed({ db, log }, "reset", user.email))) return;
          await mailer.send(
            layoutEmail({
              to: user.email,
              subject: "Reset your Sole password",
              businessName: "Sole.",
              paragraphs: [
                `Hello ${user.name},`,
                "Someone asked to reset the password of your Sole account. If it was you, choose a new password with the button below. The link works for one hour.",
                "If you did not ask for this, you can ignore this email: your password stays as it is.",
              ],
              action: { label: "Reset password", url },
              footer: "You received this email because a password reset was asked for at Sole.",
            }),
          );
        });
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: false,
      autoSignInAfterVerification: true,
      expiresIn: 60 * 60 * 24,
      // The link opens our page, which asks for the sign-up's password before verifying (ADR
      // 0027), not better-auth's GET /verify-email, which would verify whoever opens it.
      sendVerificationEmail: async ({ user, token }) => {
        afterAnswer.run("verification email not sent", async () => {
          if (!(await accountMailAllowed({ db, log }, "verify", user.email))) return;
          const url = finishSignUpUrl(config.publicUrl, token);
          await mailer.send(
            layoutEmail({
              to: user.email,
              subject: "Verify your email for Sole.",
              businessName: "Sole.",
              paragraphs: [
                `Hello ${user.name},`,
                "Thanks for signing up to Sole. Please confirm your email address to start quoting: the button below asks for the password you chose when you signed up. The link works for 24 hours.",
              ],
              action: { label: "Verify email", url },
              footer: "You received this email because this address was used to sign up at Sole.",
            }),
          );
        });
      },
    },
    session: {
      expiresIn: 60 * 60 * 24 * 30,
      updateAge: 60 * 60 * 24,
      // No signed copy of the session in a cookie: our API resolves the session, the user and
      // the business in one query per request (src/server/auth/session.ts), so a revoked or
      // signed-out session stops working at once instead of up to a cache's maxAge (ADR 0006).
      cookieCache: { enabled: false },
    },
    rateLimit: {
      enabled: true,
      storage: "database",
      modelName: "rateLimit",
      window: 60,
      max: 100,
      customRules: {
        "/sign-in/email": { window: 60, max: 20 },
        "/sign-up/email": { window: 60, max: 10 },
        "/request-password-reset": { window: 60, max: 5 },
        "/sign-in/anonymous": { window: 60, max: 20 },
        "/two-factor/*": { window: 60, max: 20 },
      },
    },
    advanced: {
      // better-auth skips its callbackURL and origin checks under NODE_ENV=test; on here too,
      // so the tests exercise what production runs.
      disableOriginCheck: false,
      useSecureCookies: secure,
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax", secure },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    databaseHooks: {
      user: {
        create: {
          after: async (user, ctx) => {
            if ((user as { isAnonymous?: boolean }).isAnonymous) {
              await copyDemoTemplate(db, user.id);
              return;
            }
            // A demo visitor signing up keeps their sandbox instead of getting an empty business.
            const current = ctx ? await getSessionFromCtx(ctx).catch(() => null) : null;
            const anonymous = current?.user as { id: string; isAnonymous?: boolean } | undefined;
            const signer = { id: user.id, name: user.name, email: user.email };
            if (anonymous?.isAnonymous && (await adoptDemoBusiness(db, anonymous.id, signer))) {
              return;
            }
            await createBusinessForUser(db, signer);
          },
        },
      },
    },
    plugins: [
      anonymous({
        emailDomainName: DEMO_EMAIL_DOMAIN,
        generateName: () => "Demo User",
        // The sandbox was already handed over at sign-up; keep the anonymous row until clean-up.
        disableDeleteAnonymousUser: true,
      }),
      twoFactor({ issuer: "Sole." }),
      signInLockout({ db, mailer, afterAnswer }),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;
