import type { Context, MiddlewareHandler } from "hono";
import type { AppEnv } from "../context";
import { errorJson } from "./middleware";
import { type RequestLimiter, retryAfterSeconds } from "./request-limiter";
import { REQUEST_LIMIT_WINDOW_MS, type RequestLimits } from "./request-limits";

export type TenantLimitKind = "writes" | "documents" | "lists";

export const tenantLimitMessages: Record<TenantLimitKind, string> = {
  writes: "Too many changes in a minute: wait a moment and try again.",
  documents: "Too many documents in a minute: wait a moment and try again.",
  lists: "Too many pages and searches in a minute: wait a moment and try again.",
};

const WRITES = new Set(["POST", "PUT", "PATCH", "DELETE"]);
/** Each drawn afresh on every request: PDFs, CSV files, archives, tax reports, whole-history figures. */
const DOCUMENT =
  /(\/pdf|\.csv|^\/api\/export|^\/api\/exports(\/.*)?|^\/api\/admin\/backup|^\/api\/reports\/.*|^\/api\/insights(\/.*)?)$/;
/**
 * The reads that count against no limit: who is signed in, and whether the server is up. Every
 * other read of a business counts as a page: a list, a search, a record, a photo. A few of them
 * read a business's whole history (the scraper's product pages, an invoice with its payments),
 * and a read left out of a list of expensive ones was free to loop.
 */
const FREE_READ = /^\/api\/(me|health|ready|auth\/.*)$/;

/** Which of a business's limits a request draws on, if any. */
export function tenantLimitKind(method: string, path: string): TenantLimitKind | null {
  // The customer's page has limits of its own, per link (public-quotes/limits.ts).
  if (path.startsWith("/api/public/")) return null;
  if (WRITES.has(method)) return "writes";
  if (method !== "GET" || FREE_READ.test(path)) return null;
  return DOCUMENT.test(path) ? "documents" : "lists";
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
    const kind = businessId ? tenantLimitKind(c.req.method, c.req.path) : null;
    if (!kind) return next();
    const take = await limiter.take(`${kind}:${businessId}`, limits[kind], REQUEST_LIMIT_WINDOW_MS);
    if (!take.allowed) return tooManyJson(c, tenantLimitMessages[kind], take.resetAt, now());
    return next();
  };
}
