import { OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "../context";
import { fromZodError } from "../errors";

/** Every feature router validates with its zod schemas and answers invalid input in the one error shape. */
export function createRouter() {
  return new OpenAPIHono<AppEnv>({
    defaultHook: (result) => {
      if (!result.success) throw fromZodError(result.error);
    },
  });
}
