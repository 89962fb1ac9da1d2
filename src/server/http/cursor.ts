import type { z } from "zod";
import { pageCursorMessage } from "../../shared/schemas/paging";
import { badRequest } from "../errors";

/*
 * Keyset cursors: the sort key of a page's last row, as base64url JSON. The rows after it are
 * read with a row comparison on an index, so a page costs the same wherever it is in the list and
 * a row inserted meanwhile neither repeats nor hides one. A cursor only narrows a query that is
 * already limited to the caller's business, so a forged or foreign one can show nothing more.
 */

export function encodeCursor(key: unknown): string {
  return Buffer.from(JSON.stringify(key)).toString("base64url");
}

/** The key, or a 400 naming the field when the text is not a cursor this list gave out. */
export function decodeCursor<T>(text: string, schema: z.ZodType<T>): T {
  let value: unknown;
  try {
    if (!/^[A-Za-z0-9_-]+$/.test(text)) throw new Error("not base64url");
    value = JSON.parse(Buffer.from(text, "base64url").toString("utf8"));
  } catch {
    throw badRequest(pageCursorMessage, { cursor: pageCursorMessage });
  }
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw badRequest(pageCursorMessage, { cursor: pageCursorMessage });
  return parsed.data;
}
