import type { z } from "@hono/zod-openapi";
import { errorBodySchema } from "../../shared/schemas/common";

/** JSON request body declaration for createRoute. */
export function jsonBody<T extends z.ZodType>(schema: T) {
  return { required: true, content: { "application/json": { schema } } } as const;
}

/** A JSON response declaration for createRoute. */
export function jsonResponse<T extends z.ZodType>(schema: T, description: string) {
  return { description, content: { "application/json": { schema } } } as const;
}

export const errorResponse = (description: string) => jsonResponse(errorBodySchema, description);

export const errorResponses = {
  400: errorResponse("Invalid input"),
  401: errorResponse("Not signed in"),
  404: errorResponse("Not found"),
} as const;
