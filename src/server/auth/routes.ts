import { eq } from "drizzle-orm";
import { type Context, Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../context";
import { user, verification } from "../db/schema";
import type { Auth } from "./auth";
import { authHeaders } from "./session";

const resetBody = z.object({ token: z.string().min(1), newPassword: z.string() }).passthrough();

async function readJson(request: Request): Promise<unknown> {
  try {
    return await request.clone().json();
  } catch {
    return undefined;
  }
}

/**
 * better-auth under /api/auth/*, with a password reset that signs the user in. The sign-in
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

  app.on(["GET", "POST"], "/api/auth/*", (c) => forward(c));
  return app;
}
