import { z } from "@hono/zod-openapi";
import type { Context } from "hono";
import { cleanText, errorBodySchema } from "../../shared/schemas/common";

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

/** The `{id}` path parameter of a tenant resource (a uuid; anything else is simply not found). */
export function resourceIdParams(resource: string) {
  return z.object({
    id: cleanText().openapi({
      param: { name: "id", in: "path" },
      format: "uuid",
      description: `${resource} id`,
    }),
  });
}

/** A PDF response declaration for createRoute. */
export function pdfResponse(description: string) {
  return {
    description,
    content: { "application/pdf": { schema: z.string().openapi({ format: "binary" }) } },
  } as const;
}

/**
 * Sends a generated PDF: shown in the browser unless `?download` is asked for (or `attachment`
 * is forced), never cached by shared caches.
 */
export function sendPdf(
  c: Context,
  pdf: Uint8Array,
  filename: string,
  opts: { attachment?: boolean; headers?: Record<string, string> } = {},
) {
  const attachment = opts.attachment ?? c.req.query("download") !== undefined;
  return c.body(new Uint8Array(pdf), 200, {
    "content-type": "application/pdf",
    "content-disposition": `${attachment ? "attachment" : "inline"}; filename="${filename}"`,
    "cache-control": "private, no-store",
    ...opts.headers,
  });
}
