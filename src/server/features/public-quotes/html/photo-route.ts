import type { Context } from "hono";
import type { AppEnv } from "../../../context";
import { AppError } from "../../../errors";
import { imageResponse } from "../../../http/images";
import { publicPhoto } from "../photos";

/*
 * Caching, chosen against the app's "private, max-age=31536000, immutable": a photo's bytes never
 * change, but on this page the link is the only key, and a removed photo or a revoked link must
 * stop showing at once. A year-long immutable copy would keep answering from the customer's disk
 * (from history, or on a shared family tablet) long after the business removed a photo taken by
 * mistake or withdrew a link sent to the wrong person. So: "private" (never kept by a proxy or
 * CDN) and "no-cache" (kept, but asked about every time) with the photo id as its ETag: a reload
 * costs one small 304 per photo in view, and the server checks the link and the photo each time.
 */
const CACHE = "private, no-cache";

/** A site photo of the quote behind a link; 404 (or 410 for a revoked link) when not its own. */
export async function publicPhotoResponse(c: Context<AppEnv>, token: string, photoId: string) {
  c.header("x-robots-tag", "noindex, nofollow");
  try {
    const photo = await publicPhoto(c.get("deps").db, token, photoId);
    const etag = `"${photoId}"`;
    c.header("etag", etag);
    if (c.req.header("if-none-match") === etag) {
      c.header("cache-control", CACHE);
      return c.body(null, 304);
    }
    return imageResponse(c, photo, CACHE);
  } catch (error) {
    if (error instanceof AppError && (error.status === 404 || error.status === 410)) {
      c.header("cache-control", "no-store");
      return c.body(null, error.status);
    }
    throw error;
  }
}
