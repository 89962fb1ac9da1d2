import { sql } from "drizzle-orm";
import type { Context } from "hono";
import { getCookie, setCookie } from "hono/cookie";
import type { AppEnv } from "../../context";

/** A reload, a back-and-forth or a second tab within this window is the same opening. */
export const VIEW_WINDOW_SECONDS = 30 * 60;
const COOKIE = "sole_quote_opened";
/** The shape of a link token: anything else names no quote, and must not reach a cookie path. */
const TOKEN = /^[A-Za-z0-9_-]{20,64}$/;

/**
 * Counts the customer opening their quote page (docs/decisions/0015): one UPDATE of the quote's
 * own columns, no row per view, so a thousand reloads cost a thousand tiny updates at worst and
 * nothing grows. Not counted: a browser that opened this link in the last 30 minutes (a cookie
 * scoped to the link's path; forging it only hides the forger's own openings, so it is not
 * signed), and anyone signed in as a member of the quote's business (their previews).
 * A failure here never stops the customer seeing the quote.
 */
export async function recordQuoteView(c: Context<AppEnv>, token: string, now = new Date()) {
  if (!TOKEN.test(token) || getCookie(c, COOKIE)) return;
  const { db, config, log } = c.get("deps");
  const userId = c.get("session")?.userId ?? null;
  const at = now.toISOString();
  try {
    await db.execute(sql`
      update quotes set
        first_viewed_at = coalesce(first_viewed_at, ${at}::timestamptz),
        last_viewed_at = ${at}::timestamptz,
        view_count = view_count + 1
      where public_token = ${token}
        and status <> 'draft'
        and not exists (
          select 1 from memberships m
          where m.business_id = quotes.business_id and m.user_id = ${userId}
        )`);
  } catch (error) {
    log.error("quote view not recorded", { error: String(error) });
    return;
  }
  setCookie(c, COOKIE, "1", {
    path: `/api/public/quotes/${token}`,
    maxAge: VIEW_WINDOW_SECONDS,
    httpOnly: true,
    sameSite: "Lax",
    secure: config.publicUrl.startsWith("https://"),
  });
}
