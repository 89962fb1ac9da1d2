import { eq } from "drizzle-orm";
import { type Context, Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../context";
import { user, verification } from "../db/schema";
import { takeRateLimit } from "../http/rate-limit";
import type { Auth } from "./auth";
import { clientKey } from "./client-ip";
import { FINISH_SIGN_UP_PAGE, finishSignUpUrl } from "./finish-sign-up-url";
import { newAccountsPaused } from "./new-accounts";
import { authHeaders } from "./session";
import { restartUnverifiedSignUp } from "./sign-up-restart";

const resetBody = z.object({ token: z.string().min(1), newPassword: z.string() }).passthrough();

/** The fields of a sign-up better-auth would accept, so a sign-up it refuses restarts nothing. */
const signUpBody = z
  .object({ email: z.email(), password: z.string(), name: z.string() })
  .passthrough();

async function readJson(request: Request): Promise<unknown> {
  try {
    return await request.clone().json();
  } catch {
    return undefined;
  }
}

/** A JSON or form-encoded body (better-auth accepts both), read from a copy of the request. */
async function readBody(request: Request): Promise<unknown> {
  const type = (request.headers.get("content-type") ?? "").toLowerCase();
  if (type.includes("application/x-www-form-urlencoded")) {
    return Object.fromEntries(new URLSearchParams(await request.clone().text()));
  }
  return readJson(request);
}

/**
 * better-auth under /api/auth/*, with a password reset that signs the user in, a sign-up that
 * starts a never-verified account over, and no verification by link alone (ADR 0027). The sign-in
 * lockout is not here but inside better-auth (lockout-plugin.ts), where the password is checked,
 * so no body encoding can go around it; a reset clears the account's locks (auth.ts).
 */
export function authRoutes(auth: Auth) {
  const app = new Hono<AppEnv>();
  const forward = (c: Context<AppEnv>) =>
    auth.handler(new Request(c.req.raw, { headers: authHeaders(c) }));

  app.post("/api/auth/reset-password", async (c) => {
    const parsed = resetBody.safeParse(await readJson(c.req.raw));
    if (!parsed.success) return forward(c);
    const { db } = c.get("deps");
    const [owner] = await db
      .select({ email: user.email })
      .from(verification)
      .innerJoin(user, eq(user.id, verification.value))
      .where(eq(verification.identifier, `reset-password:${parsed.data.token}`));
    const response = await forward(c);
    if (!response.ok || !owner) return response;
    // A reset proves the owner has the mailbox: sign them straight in (their locks are gone).
    return auth.api.signInEmail({
      body: { email: owner.email, password: parsed.data.newPassword },
      headers: authHeaders(c),
      asResponse: true,
    });
  });

  app.post("/api/auth/sign-up/email", async (c) => {
    const parsed = signUpBody.safeParse(await readBody(c.req.raw));
    if (parsed.success) {
      const { minPasswordLength, maxPasswordLength } = (await auth.$context).password.config;
      const { length } = parsed.data.password;
      const deps = c.get("deps");
      // better-auth's own limit (10 a minute an address) is counted only inside it, after this:
      // the same limit here, so a refused sign-up never restarts anyone's.
      const allowed =
        length >= minPasswordLength &&
        length <= maxPasswordLength &&
        (await takeRateLimit(deps.db, `sign-up-restart:${clientKey(c, deps.config)}`, 10, 60_000));
      if (allowed) {
        const paused = await newAccountsPaused(c, "signUp");
        if (paused) return paused;
        // A never-verified account with this email is deleted first, so better-auth creates it
        // afresh with this password and a new link (ADR 0027); a verified one keeps its generic
        // answer to a duplicate sign-up.
        await restartUnverifiedSignUp(deps.db, parsed.data.email);
      }
    }
    return forward(c);
  });

  app.post("/api/auth/sign-in/anonymous", async (c) => {
    const { db, config } = c.get("deps");
    // better-auth's own limit (20 a minute an address), counted here too: a client past it is
    // refused by better-auth and spends nothing of the service's hourly ceiling.
    if (await takeRateLimit(db, `demo:${clientKey(c, config)}`, 20, 60_000)) {
      const paused = await newAccountsPaused(c, "demo");
      if (paused) return paused;
    }
    return forward(c);
  });

  // Opening a link verifies nothing: the page asks for the sign-up's password first (ADR 0027).
  // Links emailed before the page existed, and anyone's GET, are sent to it.
  app.get("/api/auth/verify-email", (c) => {
    const token = c.req.query("token");
    return c.redirect(token ? finishSignUpUrl("", token) : FINISH_SIGN_UP_PAGE, 302);
  });

  app.on(["GET", "POST"], "/api/auth/*", (c) => forward(c));
  return app;
}
