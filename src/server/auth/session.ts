import type { Context, MiddlewareHandler } from "hono";
import type { AppEnv, SessionInfo } from "../context";
import { unauthorized } from "../errors";
import { type Auth, CLIENT_IP_HEADER } from "./auth";
import { businessOfUser } from "./businesses";
import { clientIp } from "./client-ip";

/** Admin is derived from the email suffix (SPEC §5), and only for a verified address. */
export function isAdminEmail(email: string, verified: boolean, domain: string | undefined) {
  if (!domain || !verified) return false;
  const suffix = domain.startsWith("@") ? domain : `@${domain}`;
  return email.toLowerCase().endsWith(suffix.toLowerCase());
}

/** Headers for better-auth: the request's own, with our client-address header set by us alone. */
export function authHeaders(c: Context<AppEnv>): Headers {
  const headers = new Headers(c.req.raw.headers);
  headers.set(CLIENT_IP_HEADER, clientIp(c, c.get("deps").config));
  return headers;
}

/** One middleware resolves the user and their business for every API request. */
export function sessionMiddleware(auth: Auth): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const cookie = c.req.header("cookie");
    if (cookie?.includes("session_token")) {
      const result = await auth.api.getSession({ headers: authHeaders(c) });
      if (result?.user) {
        const { db, config } = c.get("deps");
        const business = await businessOfUser(db, result.user.id);
        if (business) {
          const u = result.user as typeof result.user & { isAnonymous?: boolean | null };
          c.set("session", {
            userId: u.id,
            email: u.email,
            name: u.name,
            isAnonymous: Boolean(u.isAnonymous),
            isAdmin: isAdminEmail(u.email, u.emailVerified, config.adminEmailDomain),
            businessId: business.id,
            businessName: business.name,
          });
        }
      }
    }
    await next();
  };
}

/** The session of a signed-in user, or a 401 in the JSON error shape. */
export function requireSession(c: Context<AppEnv>): SessionInfo {
  const session = c.get("session");
  if (!session) throw unauthorized();
  return session;
}

/** Every route of a router that it guards needs a signed-in user (401 in the error shape). */
export const signedIn: MiddlewareHandler<AppEnv> = async (c, next) => {
  requireSession(c);
  await next();
};
