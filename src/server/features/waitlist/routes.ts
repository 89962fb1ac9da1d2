import { createRoute } from "@hono/zod-openapi";
import { waitlistEntrySchema, waitlistSchema } from "../../../shared/schemas/waitlist";
import { clientKey } from "../../auth/client-ip";
import { AppError } from "../../errors";
import { errorResponse, jsonBody, jsonResponse } from "../../http/openapi";
import { takeRateLimit } from "../../http/rate-limit";
import { createRouter } from "../../http/router";
import { joinWaitlist } from "./service";

/** Waitlist sign-ups allowed per client address per window (public, no sign-in). */
export const WAITLIST_LIMIT = 10;
export const WAITLIST_WINDOW_MS = 60_000;

export const waitlistRoutes = createRouter().openapi(
  createRoute({
    method: "post",
    path: "/api/waitlist",
    tags: ["waitlist"],
    request: { body: jsonBody(waitlistSchema) },
    responses: {
      201: jsonResponse(waitlistEntrySchema, "Added to the waitlist"),
      400: errorResponse("Not a valid email address"),
      409: errorResponse("Already on the waitlist (code 23505)"),
      429: errorResponse("More than 10 sign-ups a minute from this address"),
    },
  }),
  async (c) => {
    const { email } = c.req.valid("json");
    const deps = c.get("deps");
    const key = `waitlist:${clientKey(c, deps.config)}`;
    if (!(await takeRateLimit(deps.db, key, WAITLIST_LIMIT, WAITLIST_WINDOW_MS))) {
      throw new AppError(
        429,
        "rate_limited",
        "Too many requests. Please wait a minute and try again.",
      );
    }
    return c.json(await joinWaitlist(deps.db, email), 201);
  },
);
