import { createHash } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../../context";
import type { RequestLimiter } from "../../http/request-limiter";
import { REQUEST_LIMIT_WINDOW_MS } from "../../http/request-limits";
import { tooManyJson } from "../../http/tenant-limits";

/** A calendar app asks every few minutes; a person subscribing, a few times at most. */
export const FEED_FETCHES_PER_MINUTE = 12;

export const feedLimitMessage =
  "This calendar has been fetched too many times in a minute: wait a moment and try again.";

/**
 * The calendar feed is fetched without a session, so no business limit counted it: each fetch
 * draws every job of the business, and a script holding the address could ask without end.
 * Counted per address, 12 a minute (a feed of 500 jobs is about 125 ms of the calendar writer).
 * The token is hashed so the counters never hold a working address.
 */
export function calendarFeedLimits(
  limiter: RequestLimiter,
  now: () => number = Date.now,
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const [, file] = c.req.path.match(/^\/api\/calendar\/([^/]+)$/) ?? [];
    if (c.req.method !== "GET" || !file) return next();
    const key = createHash("sha256").update(file).digest("base64url").slice(0, 22);
    const take = await limiter.take(
      `feed:${key}`,
      FEED_FETCHES_PER_MINUTE,
      REQUEST_LIMIT_WINDOW_MS,
    );
    if (!take.allowed) return tooManyJson(c, feedLimitMessage, take.resetAt, now());
    return next();
  };
}
