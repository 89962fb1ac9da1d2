import type { ErrorBody } from "../../shared/schemas/common";
import { takeEarly } from "./early-fetch";

/** An error answer from our API, carrying its code, message and field messages. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
  }
}

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** The typed fetch client: JSON in, JSON out, errors as ApiError. */
export async function api<T>(method: Method, path: string, body?: unknown): Promise<T> {
  const taken = method === "GET" ? await takeEarly(path) : undefined;
  const response =
    taken ??
    (await fetch(path, {
      method,
      credentials: "same-origin",
      headers: body === undefined ? undefined : { "Content-Type": "application/json" },
      body: body === undefined ? (method === "GET" ? undefined : "{}") : JSON.stringify(body),
    }));
  const text = await response.text();
  const data: unknown = text ? safeJson(text) : undefined;
  if (!response.ok) {
    const error = (data as Partial<ErrorBody> | undefined)?.error;
    throw new ApiError(
      response.status,
      error?.code ?? "http_error",
      error?.message ?? "Something went wrong. Please try again later.",
      error?.fields,
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
