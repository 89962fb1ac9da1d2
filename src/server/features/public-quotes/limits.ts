import { createHash } from "node:crypto";
import type { Context, MiddlewareHandler } from "hono";
import { clientKey } from "../../auth/client-ip";
import type { AppEnv } from "../../context";
import { type RequestLimiter, retryAfterSeconds } from "../../http/request-limiter";
import {
  REQUEST_LIMIT_WINDOW_MS,
  type RequestLimits,
  type RequestsAtOnce,
} from "../../http/request-limits";
import { requestGate } from "../../http/tenant-gate";
import { tooManyJson } from "../../http/tenant-limits";
import { lostPage } from "./html/document";

export const publicLimitMessages = {
  views: "This quote has been opened too many times in a minute: wait a moment and try again.",
  decisions: "Too many tries in a minute: wait a moment and try again.",
  address: "Too many requests from your connection: wait a moment and try again.",
  atOnce: "Too many requests from your connection at once: wait a moment and try again.",
};

type Kind = "view" | "decision" | "opened" | "image";

/** What a customer-page request is, from its path (`document`: the PDF); null for the page's script. */
export function publicRequestKind(method: string, path: string) {
  const [, imageOf] = path.match(/^\/q\/([^/]+)\/(?:logo|photos\/[^/]+)\/?$/) ?? [];
  if (imageOf)
    return method === "GET"
      ? { kind: "image" as const, token: imageOf, html: false, document: false }
      : null;
  const page = path.match(/^\/q\/([^/]+)(?:\/(accept|decline))?\/?$/);
  const api = path.match(/^\/api\/public\/quotes\/([^/]+)(?:\/(pdf|accept|decline|opened))?\/?$/);
  const [, token, action] = page ?? api ?? [];
  if (!token || token === "page.js") return null;
  const kind: Kind | null =
    method === "GET" && (!action || action === "pdf")
      ? "view"
      : method === "POST" && (action === "accept" || action === "decline")
        ? "decision"
        : method === "POST" && action === "opened"
          ? "opened"
          : null;
  return kind ? { kind, token, html: Boolean(page), document: action === "pdf" } : null;
}

/** The link's key in the shared counters: its hash, so the table never holds a working link. */
const linkKey = (token: string) =>
  createHash("sha256").update(token).digest("base64url").slice(0, 22);

function refuse(c: Context<AppEnv>, html: boolean, message: string, resetAt: number, now: number) {
  if (!html) return tooManyJson(c, message, resetAt, now);
  c.header("retry-after", String(retryAfterSeconds(resetAt, now)));
  c.header("cache-control", "no-store");
  c.header("x-robots-tag", "noindex, nofollow");
  return c.html(lostPage(429), 429);
}

/**
 * The customer's page, its JSON, PDF and decisions (ADR 0022): per link, so one link hammered
 * is refused while every other link is served, and per client address across links, so a script
 * cannot walk through tokens. An "opened" report over its limit is answered 204 as usual and
 * simply not counted: the customer never sees an error for it. The page's images (logo, site
 * photos) have their own, larger count per address: a page shows up to 11 of them, and a script
 * fetching one photo in a loop would otherwise read its bytes from the database without end.
 */
export function publicQuoteLimits(
  limiter: RequestLimiter,
  limits: RequestLimits,
  now: () => number = Date.now,
): MiddlewareHandler<AppEnv> {
  const window = REQUEST_LIMIT_WINDOW_MS;
  return async (c, next) => {
    const request = publicRequestKind(c.req.method, c.req.path);
    if (!request) return next();
    const address = clientKey(c, c.get("deps").config);
    if (request.kind === "image") {
      const take = await limiter.take(`image:${address}`, limits.publicImagesPerAddress, window);
      if (take.allowed) return next();
      c.header("retry-after", String(retryAfterSeconds(take.resetAt, now())));
      c.header("cache-control", "no-store");
      return c.body(null, 429);
    }
    if (request.kind === "opened") {
      const take = await limiter.take(`opened:${address}`, limits.opened, window);
      if (take.allowed) return next();
      c.header("cache-control", "no-store");
      return c.body(null, 204);
    }
    const byAddress = await limiter.take(`public:${address}`, limits.publicPerAddress, window);
    if (!byAddress.allowed) {
      return refuse(c, request.html, publicLimitMessages.address, byAddress.resetAt, now());
    }
    const decision = request.kind === "decision";
    const byLink = await limiter.take(
      `${decision ? "link-decision" : "link-view"}:${linkKey(request.token)}`,
      decision ? limits.linkDecisions : limits.linkViews,
      window,
    );
    if (!byLink.allowed) {
      const message = decision ? publicLimitMessages.decisions : publicLimitMessages.views;
      return refuse(c, request.html, message, byLink.resetAt, now());
    }
    return next();
  };
}

/**
 * The customer's page by client address, at once (ADR 0026): a few of an address's requests run,
 * one PDF at a time (a sent quote's PDF is drawn afresh in the worker pool every business's PDFs
 * share), the rest wait their turn; past the waiting places, the page's 429.
 */
export function publicQuoteGate(atOnce: RequestsAtOnce): MiddlewareHandler<AppEnv> {
  return requestGate(atOnce, {
    askerOf: (c) => {
      const request = publicRequestKind(c.req.method, c.req.path);
      if (!request) return undefined;
      const key = `address:${clientKey(c, c.get("deps").config)}`;
      return { key, document: request.document, html: request.html };
    },
    refuse: (c, { html }) => {
      const now = Date.now();
      return refuse(c, html, publicLimitMessages.atOnce, now + 1_000, now);
    },
  });
}
