import type { Context, ErrorHandler, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { HTTPException } from "hono/http-exception";
import { secureHeaders } from "hono/secure-headers";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { limitMessages, PRICE_LIST_MAX_BYTES } from "../../shared/limits";
import { messages } from "../../shared/messages";
import { PHOTO_MAX_BYTES, photoMessages } from "../../shared/schemas/quote-photos";
import { trustedOrigins } from "../auth/origins";
import type { AppEnv } from "../context";
import { hasSqlState, SQL_STATE } from "../db/sql-state";
import { AppError } from "../errors";
import { loggablePath, safeError } from "../log";

export function errorJson(
  c: Context,
  status: ContentfulStatusCode,
  code: string,
  message: string,
  fields?: Record<string, string>,
) {
  return c.json({ error: fields ? { code, message, fields } : { code, message } }, status);
}

/** The one place an error becomes an HTTP answer. */
export const onError: ErrorHandler<AppEnv> = (err, c) => {
  if (err instanceof AppError) return errorJson(c, err.status, err.code, err.message, err.fields);
  if (err instanceof HTTPException) {
    const status = err.status as ContentfulStatusCode;
    if (status === 400) return errorJson(c, 400, "invalid_json", messages.http.badJson);
    if (status === 413) return errorJson(c, 413, "too_large", messages.http.tooLarge);
    return errorJson(c, status, "http_error", err.message || messages.http.internal);
  }
  // PostgreSQL cancelled a statement past its time limit (PG_TIME_LIMITS, db/client.ts).
  if (hasSqlState(err, SQL_STATE.queryCanceled)) {
    c.get("deps")?.log.error("statement time limit reached", {
      method: c.req.method,
      path: loggablePath(c.req.path),
      error: safeError(err),
    });
    return errorJson(c, 503, "query_timeout", messages.http.queryTimeout);
  }
  // The error's code, query shape and stack frames; never a failed query's parameters.
  c.get("deps")?.log.error("unhandled error", {
    method: c.req.method,
    path: loggablePath(c.req.path),
    error: safeError(err),
  });
  return errorJson(c, 500, "internal", messages.http.internal);
};

export const requestLog: MiddlewareHandler<AppEnv> = async (c, next) => {
  const start = performance.now();
  await next();
  c.get("deps").log.info("request", {
    method: c.req.method,
    path: loggablePath(c.req.path),
    status: c.res.status,
    ms: Math.round((performance.now() - start) * 10) / 10,
  });
};

export const securityHeaders = secureHeaders({
  contentSecurityPolicy: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", "data:", "blob:"],
    fontSrc: ["'self'", "data:"],
    connectSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
  },
  referrerPolicy: "strict-origin-when-cross-origin",
  xContentTypeOptions: "nosniff",
  xFrameOptions: "DENY",
  crossOriginEmbedderPolicy: false,
  crossOriginResourcePolicy: "same-origin",
});

const defaultBodyLimit = bodyLimit({
  maxSize: 4 * 1024 * 1024,
  onError: (c) => errorJson(c, 413, "too_large", messages.http.tooLarge),
});

/** A site photo may be up to 5 MB (checked exactly by the service); the multipart framing fits. */
const photoBodyLimit = bodyLimit({
  maxSize: PHOTO_MAX_BYTES + 1024 * 1024,
  onError: (c) =>
    errorJson(
      c,
      413,
      "file_too_large",
      `${photoMessages.tooLarge.title} - ${photoMessages.tooLarge.description}`,
    ),
});
const PHOTO_UPLOAD = /^\/api\/quotes\/[^/]+\/(?:image|photos)\/?$/;

/**
 * A price list may be 20 MB of CSV (checked exactly by the service). As a JSON string it grows
 * with escaping (each `"` and line break takes two characters), so its body may be twice that.
 */
export const PRICE_LIST_BODY_MAX_BYTES = 2 * PRICE_LIST_MAX_BYTES + 1024 * 1024;
const priceListBodyLimit = bodyLimit({
  maxSize: PRICE_LIST_BODY_MAX_BYTES,
  onError: (c) => errorJson(c, 413, "too_large", limitMessages.priceListBytes),
});
const PRICE_LIST_UPLOAD = /^\/api\/price-lists\/(?:import|preview)\/?$/;

/**
 * Bodies over 4 MB are refused before they are read (a 2 MB logo as a data URL fits); a quote's
 * site photo upload and a price list (import and preview) have their own, larger limits.
 */
export const limitBody: MiddlewareHandler<AppEnv> = (c, next) => {
  if (c.req.method === "POST" && PHOTO_UPLOAD.test(c.req.path)) return photoBodyLimit(c, next);
  if (c.req.method === "POST" && PRICE_LIST_UPLOAD.test(c.req.path)) {
    return priceListBodyLimit(c, next);
  }
  return defaultBodyLimit(c, next);
};

/**
 * CSRF: a state-changing API request from another site is refused. Browsers send Origin (and
 * Sec-Fetch-Site) on cross-site requests; requests without either come from non-browser clients.
 * Allowed: the request's own origin and PUBLIC_URL's (with every loopback spelling of it when it
 * is loopback, so http://127.0.0.1:3000 and http://localhost:3000 both work: auth/origins.ts).
 */
export const sameOriginWrites: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (c.req.method === "GET" || c.req.method === "HEAD" || c.req.method === "OPTIONS") {
    return next();
  }
  const origin = c.req.header("origin");
  const fetchSite = c.req.header("sec-fetch-site");
  const allowed = trustedOrigins(c.get("deps").config.publicUrl);
  const selfOrigin = new URL(c.req.url).origin;
  if (
    fetchSite === "cross-site" ||
    (origin && !allowed.includes(origin) && origin !== selfOrigin)
  ) {
    return errorJson(c, 403, "cross_origin", "Cross-site requests are not allowed");
  }
  return next();
};
