import { createRoute } from "@hono/zod-openapi";
import { waitlistEntrySchema, waitlistSchema } from "../../../shared/schemas/waitlist";
import { errorResponse, jsonBody, jsonResponse } from "../../http/openapi";
import { createRouter } from "../../http/router";
import { joinWaitlist } from "./service";

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
    },
  }),
  async (c) => {
    const { email } = c.req.valid("json");
    return c.json(await joinWaitlist(c.get("deps").db, email), 201);
  },
);
