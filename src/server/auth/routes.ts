import { eq } from "drizzle-orm";
import { type Context, Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../context";
import { user, verification } from "../db/schema";
import type { Auth } from "./auth";
import { lockoutMessages, minutesLeft, readLockout, recordFailure, resetLockout } from "./lockout";
import { authHeaders } from "./session";

const signInBody = z.object({ email: z.string() }).passthrough();
const resetBody = z.object({ token: z.string().min(1), newPassword: z.string() }).passthrough();

/** better-auth's own error shape, which the sign-in screens read. */
const authError = (code: string, message: string) => ({ code, message });

async function readJson(request: Request): Promise<unknown> {
  try {
    return await request.clone().json();
  } catch {
    return undefined;
  }
}

/**
 * better-auth under /api/auth/*, with the server-side lockout in front of email sign-in and a
 * password reset that signs the user in.
 */
export function authRoutes(auth: Auth) {
  const app = new Hono<AppEnv>();
  const forward = (c: Context<AppEnv>) =>
    auth.handler(new Request(c.req.raw, { headers: authHeaders(c) }));

  app.post("/api/auth/sign-in/email", async (c) => {
    const parsed = signInBody.safeParse(await readJson(c.req.raw));
    if (!parsed.success) return forward(c);
    const { db } = c.get("deps");
    const email = parsed.data.email;
    const now = new Date();
    const minutes = minutesLeft(await readLockout(db, email), now);
    if (minutes !== null) {
      return c.json(authError("ACCOUNT_LOCKED", lockoutMessages.locked(minutes)), 429);
    }
    const response = await forward(c);
    if (response.status === 401) {
      const state = await recordFailure(db, email, now);
      if (state.lockedUntil) {
        return c.json(authError("ACCOUNT_LOCKED", lockoutMessages.justLocked), 429);
      }
    } else if (response.ok) {
      await resetLockout(db, email);
    }
    return response;
  });

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
    // A reset proves the owner has the mailbox: clear any lock and sign them straight in.
    await resetLockout(db, owner.email);
    return auth.api.signInEmail({
      body: { email: owner.email, password: parsed.data.newPassword },
      headers: authHeaders(c),
      asResponse: true,
    });
  });

  app.on(["GET", "POST"], "/api/auth/*", (c) => forward(c));
  return app;
}
