import type { Context, MiddlewareHandler } from "hono";
import type { AppEnv } from "../context";
import { errorJson } from "./middleware";
import { type RequestLimiter, retryAfterSeconds } from "./request-limiter";
import { REQUEST_LIMIT_WINDOW_MS, type RequestLimits } from "./request-limits";

export type TenantLimitKind = "writes" | "documents" | "lists";

export const tenantLimitMessages: Record<TenantLimitKind, string> = {
  writes: "Too many changes in a minute: wait a moment and try again.",
  documents: "Too many documents in a minute: wait a moment and try again.",
  lists: "Too many searches in a minute: wait a moment and try again.",
};

const WRITES = new Set(["POST", "PUT", "PATCH", "DELETE"]);
/** Each drawn afresh on every request: PDFs, CSV files, archives, tax reports. */
const DOCUMENT =
  /(\/pdf|\.csv|^\/api\/export|^\/api\/exports(\/.*)?|^\/api\/admin\/backup|^\/api\/reports\/.*)$/;
/**
 * The paged lists and the product search: each a page of rows, counts and a search. A customer's
 * summary lists every quote, job and invoice of the customer, so it counts as a list too.
 */
const LIST =
  /^\/api\/((quotes|customers|invoices|jobs|orders|products|templates|board|favourites|merchants|categories)\/?|customers\/[^/]+\/summary)$/;

/** Which of a business's limits a request draws on, if any (cheap reads count against none). */
export function tenantLimitKind(
  method: string,
  path: string,
  searched: boolean,
): TenantLimitKind | null {
  // The customer's page has limits of its own, per link (public-quotes/limits.ts).
  if (path.startsWith("/api/public/")) return null;
  if (WRITES.has(method)) return "writes";
  if (method !== "GET") return null;
  if (DOCUMENT.test(path)) return "documents";
  if (LIST.test(path) || searched) return "lists";
  return null;
}

/** A 429 in the API's error shape, saying when to come back. */
export function tooManyJson(c: Context, message: string, resetAt: number, now: number) {
  c.header("retry-after", String(retryAfterSeconds(resetAt, now)));
  c.header("cache-control", "no-store");
  return errorJson(c, 429, "rate_limited", message);
}

/**
 * One business's writes, documents and list pages per minute (ADR 0022): a tenant in a loop is
 * answered 429 before its request reaches the database, and every other business carries on.
 * Runs after the session middleware; requests without a business are left to the routes' own
 * guards and limits (sign-in, the public estimate, the customer page).
 */
export function tenantLimits(
  limiter: RequestLimiter,
  limits: RequestLimits,
  now: () => number = Date.now,
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const businessId = c.get("session")?.businessId;
    const kind = businessId
      ? tenantLimitKind(c.req.method, c.req.path, c.req.query("q") !== undefined)
      : null;
    if (!kind) return next();
    const take = await limiter.take(`${kind}:${businessId}`, limits[kind], REQUEST_LIMIT_WINDOW_MS);
    if (!take.allowed) return tooManyJson(c, tenantLimitMessages[kind], take.resetAt, now());
    return next();
  };
}
