import { z } from "zod";

/** Issue 19: every list answers at most this many rows a page, 50 unless asked. */
export const PAGE_LIMIT_DEFAULT = 50;
export const PAGE_LIMIT_MAX = 200;

export const pageLimitMessage = `Ask for between 1 and ${PAGE_LIMIT_MAX} rows a page.`;
export const pageCursorMessage =
  "This list position is not one the server gave out. Load the list again from the start.";

/** `limit` and `cursor` as a list's query string carries them. */
export const pageQuerySchema = z.object({
  limit: z.coerce
    .number({ error: pageLimitMessage })
    .int({ error: pageLimitMessage })
    .min(1, { error: pageLimitMessage })
    .max(PAGE_LIMIT_MAX, { error: pageLimitMessage })
    .default(PAGE_LIMIT_DEFAULT),
  /** Opaque: the `nextCursor` of the previous page, never built by a client. */
  cursor: z
    .string()
    .max(500, { error: pageCursorMessage })
    .regex(/^[A-Za-z0-9_-]+$/, { error: pageCursorMessage })
    .optional(),
});

/** Null on the last page. */
export const nextCursorField = z.string().nullable();
