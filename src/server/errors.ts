import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { z } from "zod";
import { messages } from "../shared/messages";

/** The one error type services throw; one middleware turns it into the JSON error shape. */
export class AppError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

export const notFound = (message: string = messages.http.notFound) =>
  new AppError(404, "not_found", message);

export const badRequest = (message: string, fields?: Record<string, string>) =>
  new AppError(400, "invalid_input", message, fields);

export const conflict = (code: string, message: string) => new AppError(409, code, message);

export const unauthorized = () => new AppError(401, "unauthorized", messages.http.unauthorized);

/** Field messages keyed by dotted path; the first message of a field wins. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join(".") : "_";
    fields[key] ??= issue.message;
  }
  return fields;
}

export function fromZodError(error: z.ZodError): AppError {
  const fields = fieldErrors(error);
  const first = Object.values(fields)[0] ?? messages.http.invalid;
  return new AppError(400, "invalid_input", first, fields);
}
