import type { ErrorBody } from "../../shared/schemas/common";
import { takeEarly } from "./early-fetch";

/** An error answer from our API, carrying its code, message and field messages. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields: Record<string, string> = {},
    /** On a 429: the seconds the server asked us to wait (its Retry-After). */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

/** The server's own words for a request it refused (a 4xx: a limit, a conflict); else undefined. */
export function refusalMessage(error: unknown): string | undefined {
  return error instanceof ApiError && error.status < 500 ? error.message : undefined;
}

/** Retry-After as seconds: a number of seconds or an HTTP date; undefined when absent or unreadable. */
export function retryAfterSeconds(header: string | null, now = Date.now()): number | undefined {
  if (!header) return undefined;
  const seconds = /^\d+$/.test(header.trim())
    ? Number(header)
    : Math.ceil((Date.parse(header) - now) / 1000);
  return Number.isFinite(seconds) ? Math.max(1, seconds) : undefined;
}

/** What to tell someone who was refused for going too fast, when the server did not say. */
export function tooManyMessage(seconds: number | undefined) {
  if (seconds === undefined) return "Too many requests: wait a moment and try again.";
  if (seconds < 90) return `Too many requests: wait ${seconds} seconds and try again.`;
  return `Too many requests: wait ${Math.ceil(seconds / 60)} minutes and try again.`;
}

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/**
 * The typed fetch client: JSON in (or a FormData upload, sent as multipart), JSON out, errors as
 * ApiError.
 */
export async function api<T>(method: Method, path: string, body?: unknown): Promise<T> {
  const taken = method === "GET" ? await takeEarly(path) : undefined;
  const upload = body instanceof FormData;
  const response =
    taken ??
    (await fetch(path, {
      method,
      credentials: "same-origin",
      headers: body === undefined || upload ? undefined : { "Content-Type": "application/json" },
      body: upload
        ? body
        : body === undefined
          ? method === "GET"
            ? undefined
            : "{}"
          : JSON.stringify(body),
    }));
  const text = await response.text();
  const data: unknown = text ? safeJson(text) : undefined;
  if (!response.ok) {
    const error = (data as Partial<ErrorBody> | undefined)?.error;
    // A 429 from a proxy in front of us has no JSON body: still say what to do, not "went wrong".
    const wait =
      response.status === 429 ? retryAfterSeconds(response.headers.get("retry-after")) : undefined;
    const fallback =
      response.status === 429
        ? tooManyMessage(wait)
        : "Something went wrong. Please try again later.";
    throw new ApiError(
      response.status,
      error?.code ?? (response.status === 429 ? "rate_limited" : "http_error"),
      error?.message ?? fallback,
      error?.fields,
      wait,
    );
  }
  return data as T;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
