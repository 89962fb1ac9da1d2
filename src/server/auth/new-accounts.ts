import type { Context } from "hono";
import type { AppEnv } from "../context";
import { takeWindow } from "../http/rate-limit";
import { retryAfterSeconds } from "../http/request-limiter";

/**
 * Accounts the whole service opens in an hour, every address together. The per-address limits
 * (10 sign-ups and 20 demos a minute) bound one client; a few thousand addresses together would
 * still open hundreds of thousands of accounts an hour, each a business (a demo a copy of the
 * demo's quotes, customers and jobs) in the database every business shares, and each sign-up an
 * email from our domain. Far above any real day's sign-ups; past it new accounts wait for the
 * next hour (429) and the log says so, while every existing account works as before. Only
 * attempts within their address's own limit count, so one client cannot spend it for everyone.
 */
export const NEW_ACCOUNTS_PER_HOUR = { signUp: 3_000, demo: 3_000 };
const HOUR_MS = 60 * 60_000;

const pausedMessages = {
  signUp:
    "We're getting an unusual number of sign-ups, so new ones are paused for a while. Please try again later.",
  demo: "We're getting an unusual number of demo visits, so new demos are paused for a while. Please try again later.",
};

/** The 429 (in better-auth's `{ code, message }` shape) past the hour's ceiling, else null. */
export async function newAccountsPaused(
  c: Context<AppEnv>,
  kind: keyof typeof NEW_ACCOUNTS_PER_HOUR,
  now = Date.now(),
): Promise<Response | null> {
  const { db, log } = c.get("deps");
  const take = await takeWindow(db, `new-accounts:${kind}`, {
    limit: NEW_ACCOUNTS_PER_HOUR[kind],
    windowMs: HOUR_MS,
    now,
  });
  if (take.allowed) return null;
  log.error("new accounts paused: the hourly ceiling is reached", { kind });
  c.header("retry-after", String(retryAfterSeconds(take.resetAt, now)));
  return c.json({ code: "NEW_ACCOUNTS_PAUSED", message: pausedMessages[kind] }, 429);
}
