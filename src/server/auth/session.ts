import { eq, sql } from "drizzle-orm";
import type { Context, MiddlewareHandler } from "hono";
import { getCookie, getSignedCookie } from "hono/cookie";
import type { AppEnv, SessionInfo } from "../context";
import type { Db } from "../db/client";
import { session, user } from "../db/schema";
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

/** Checked cookie values kept per process (about 200 bytes each). */
const SIGNED_COOKIES_KEPT = 10_000;

/**
 * The session of a token with its user and the user's business (their first membership), in one
 * query: what better-auth's getSession (session, then user) and businessOfUser (membership) read.
 * Every request asks it, so it is a prepared statement (named, per connection on PostgreSQL):
 * planning it took several times as long as running it.
 */
const prepare = (db: Db) =>
  db
    .select({
      expires_at: session.expiresAt,
      user_id: user.id,
      email: user.email,
      name: user.name,
      email_verified: user.emailVerified,
      is_anonymous: user.isAnonymous,
      business: sql<unknown>`(select json_build_array(b.id, b.name)
        from memberships m join businesses b on b.id = m.business_id
        where m.user_id = ${user.id} order by m.created_at limit 1)`,
    })
    .from(session)
    .innerJoin(user, eq(user.id, session.userId))
    .where(eq(session.token, sql.placeholder("token")))
    .prepare("sole_session_by_token");
const prepared = new WeakMap<Db, ReturnType<typeof prepare>>();

async function sessionByToken(db: Db, token: string) {
  const query = prepared.get(db) ?? prepared.set(db, prepare(db)).get(db);
  const [row] = (await query?.execute({ token })) ?? [];
  if (!row) return null;
  const business = (typeof row.business === "string" ? JSON.parse(row.business) : row.business) as
    | [string, string]
    | null;
  return { ...row, business_id: business?.[0] ?? null, business_name: business?.[1] ?? null };
}

/**
 * One middleware resolves the user and their business for every API request, with one query: the
 * signed session cookie is checked with Hono's getSignedCookie and the session, user and business
 * are read together (ADR 0006). Only a session that is expired or due for better-auth's daily
 * refresh (`updateAge`) goes through better-auth's getSession, which deletes or extends it.
 */
export function sessionMiddleware(auth: Auth): MiddlewareHandler<AppEnv> {
  let authContext: Awaited<Auth["$context"]> | undefined;
  /*
   * Cookie values whose signature this process has checked, and their token: a user's every
   * request would otherwise repeat the same HMAC. Only the signature is remembered; the session
   * row is still read on every request, so a sign-out or revocation anywhere applies at once.
   */
  const signed = new Map<string, string>();
  const tokenOf = async (c: Context<AppEnv>, secret: string, name: string) => {
    const raw = getCookie(c, name);
    const known = raw === undefined ? undefined : signed.get(raw);
    if (known !== undefined) return known;
    const token = await getSignedCookie(c, secret, name);
    if (raw !== undefined && token) {
      if (signed.size >= SIGNED_COOKIES_KEPT) signed.clear();
      signed.set(raw, token);
    }
    return token;
  };
  return async (c, next) => {
    const cookie = c.req.header("cookie");
    if (cookie?.includes("session_token")) {
      authContext ??= await auth.$context;
      const { db, config } = c.get("deps");
      // better-auth signs the cookie as Hono does (token.base64(HMAC-SHA256(secret, token))):
      // Hono checks it, in constant time, and gives false for a forged one.
      const token = await tokenOf(c, authContext.secret, authContext.authCookies.sessionToken.name);
      const row = token ? await sessionByToken(db, token) : null;
      if (row) {
        const expiresAt = new Date(row.expires_at).getTime();
        const { expiresIn, updateAge } = authContext.sessionConfig;
        const now = Date.now();
        const fresh = expiresAt > now && expiresAt - expiresIn * 1000 + updateAge * 1000 > now;
        if (fresh && row.business_id) {
          c.set("session", {
            userId: row.user_id,
            email: row.email,
            name: row.name,
            isAnonymous: Boolean(row.is_anonymous),
            isAdmin: isAdminEmail(row.email, row.email_verified, config.adminEmailDomain),
            businessId: row.business_id,
            businessName: row.business_name ?? "",
          });
        } else if (!fresh) {
          await betterAuthSession(auth, c);
        }
      }
    }
    await next();
  };
}

/** The slow path: better-auth's getSession (which refreshes or deletes the session), then the business. */
async function betterAuthSession(auth: Auth, c: Context<AppEnv>) {
  const result = await auth.api.getSession({ headers: authHeaders(c) });
  if (!result?.user) return;
  const { db, config } = c.get("deps");
  const business = await businessOfUser(db, result.user.id);
  if (!business) return;
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
