import type { z } from "zod";
import { messages } from "../../../../../shared/messages";
import { authCall } from "../../api/auth-client";

/** A better-auth error answer: its HTTP status, its code (e.g. INVALID_PASSWORD) and message. */
export class AuthRequestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/**
 * One better-auth call for the profile's queries and mutations: the answer is checked against
 * `schema`, and an error answer is thrown as an AuthRequestError.
 */
export async function authRequest<S extends z.ZodType>(
  schema: S,
  path: string,
  body?: unknown,
  method: "GET" | "POST" = "POST",
): Promise<z.output<S>> {
  const { data, error } = await authCall<unknown>(path, body, method);
  if (error) {
    throw new AuthRequestError(error.status, error.code, error.message || messages.auth.unexpected);
  }
  const parsed = schema.safeParse(data);
  if (!parsed.success) throw new AuthRequestError(500, "BAD_RESPONSE", messages.auth.unexpected);
  return parsed.data;
}

export const isWrongPassword = (error: unknown) =>
  error instanceof AuthRequestError && error.code === "INVALID_PASSWORD";
