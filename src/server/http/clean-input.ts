import type { MiddlewareHandler } from "hono";
import { messages } from "../../shared/messages";
import {
  controlCharacterMessage,
  hasControlCharacter,
  normaliseNewlines,
} from "../../shared/schemas/common";
import type { AppEnv } from "../context";

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/**
 * better-auth takes any length of name or email (only the password has a maximum): a name of
 * megabytes became the business's name, went into every email and was read with every request's
 * session. The sign-up form's limits (shared/schemas/auth.ts) hold here for every client.
 */
export const AUTH_TEXT_MAX_CHARS = 2_000;
const capOf = new Map([
  ["name", { max: 100, message: "Name must be 100 characters or fewer" }],
  ["email", { max: 254, message: messages.validation.email }],
  ["newEmail", { max: 254, message: messages.validation.email }],
]);
const longText = {
  max: AUTH_TEXT_MAX_CHARS,
  message: "This text must be 2,000 characters or fewer",
};

/**
 * Applies `cleanText`'s rule to a parsed body: CRLF becomes LF in every string, and the dotted
 * path of each string that still holds a control character, or is longer than its field allows,
 * is collected in `fields`.
 */
function cleanValue(value: Json, path: string, fields: Record<string, string>): Json {
  if (typeof value === "string") {
    const normalised = normaliseNewlines(value);
    const key = path || "_";
    if (hasControlCharacter(normalised)) fields[key] ??= controlCharacterMessage;
    const cap = capOf.get(path) ?? longText;
    if (normalised.trim().length > cap.max) fields[key] ??= cap.message;
    return normalised;
  }
  if (Array.isArray(value))
    return value.map((v, i) => cleanValue(v, join(path, String(i)), fields));
  if (value && typeof value === "object") {
    const out: { [key: string]: Json } = {};
    for (const [key, v] of Object.entries(value)) {
      if (hasControlCharacter(key)) fields[join(path, key)] ??= controlCharacterMessage;
      out[key] = cleanValue(v, join(path, key), fields);
    }
    return out;
  }
  return value;
}

const join = (path: string, key: string) => (path ? `${path}.${key}` : key);

/**
 * better-auth validates its own bodies (sign-up name and email, sign-in, password reset...), so
 * its routes get the shared schemas' text rules here: a control character in any field of a JSON
 * or form body, or of the query, or a name, email or other text over its length, is a 400 naming
 * the field before better-auth sees it (nothing is written); CRLF is passed on as LF. The answer carries our error shape and better-auth's
 * top-level `code` and `message`, which its client shows.
 */
export const cleanAuthInput: MiddlewareHandler<AppEnv> = async (c, next) => {
  const fields: Record<string, string> = {};
  const url = new URL(c.req.url);
  for (const [key, value] of url.searchParams) cleanValue(value, key, fields);

  const type = (c.req.header("content-type") ?? "").toLowerCase();
  let replacement: string | undefined;
  if (c.req.method !== "GET" && c.req.method !== "HEAD") {
    if (type.includes("json")) {
      const raw = await c.req.raw.clone().text();
      let parsed: Json | undefined;
      try {
        parsed = JSON.parse(raw) as Json;
      } catch {
        parsed = undefined; // better-auth answers malformed JSON itself
      }
      if (parsed !== undefined) {
        const cleaned = cleanValue(parsed, "", fields);
        const text = JSON.stringify(cleaned);
        if (text !== JSON.stringify(parsed)) replacement = text;
      }
    } else if (type.includes("application/x-www-form-urlencoded")) {
      const form = new URLSearchParams(await c.req.raw.clone().text());
      const cleaned = new URLSearchParams();
      let changed = false;
      for (const [key, value] of form) {
        const v = cleanValue(value, key, fields) as string;
        changed ||= v !== value;
        cleaned.append(key, v);
      }
      if (changed) replacement = cleaned.toString();
    } else if (type.includes("multipart/form-data")) {
      try {
        const form = await c.req.raw.clone().formData();
        for (const [key, value] of form)
          if (typeof value === "string") cleanValue(value, key, fields);
      } catch {
        // an unreadable form is better-auth's to refuse
      }
    }
  }

  const names = Object.keys(fields);
  if (names.length) {
    const message = fields[names[0] as string] ?? messages.http.invalid;
    return c.json(
      { error: { code: "invalid_input", message, fields }, code: "INVALID_INPUT", message },
      400,
    );
  }
  if (replacement !== undefined) {
    const headers = new Headers(c.req.raw.headers);
    headers.delete("content-length");
    c.req.raw = new Request(c.req.raw, { body: replacement, headers });
  }
  return next();
};
