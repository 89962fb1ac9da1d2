import { createRoute, z } from "@hono/zod-openapi";
import { cleanText } from "../../../shared/schemas/common";
import { calendarFeedSchema } from "../../../shared/schemas/jobs";
import { requireSession, signedIn } from "../../auth/session";
import { notFound } from "../../errors";
import { errorResponses, jsonResponse } from "../../http/openapi";
import { createRouter } from "../../http/router";
import {
  currentFeedToken,
  feedCalendar,
  feedUrl,
  revokeFeedToken,
  rotateFeedToken,
} from "./service";

const tags = ["calendar"];

const fileParams = z.object({
  file: cleanText()
    .max(200)
    .openapi({
      param: { name: "file", in: "path" },
      description: "The secret token followed by .ics",
    }),
});

const router = createRouter();
router.use("/api/calendar-feed", signedIn);

/**
 * DESIGN: a private subscription feed per business. The signed-in user makes, reads or revokes
 * the secret address; calendar apps read it without a session.
 */
export const calendarFeedRoutes = router
  .openapi(
    createRoute({
      method: "get",
      path: "/api/calendar-feed",
      tags,
      responses: {
        200: jsonResponse(calendarFeedSchema, "The current subscription address, or null"),
        401: errorResponses[401],
      },
    }),
    async (c) => {
      const { businessId } = requireSession(c);
      const { db, config } = c.get("deps");
      return c.json(
        { url: feedUrl(config.publicUrl, await currentFeedToken(db, businessId)) },
        200,
      );
    },
  )
  .openapi(
    createRoute({
      method: "post",
      path: "/api/calendar-feed",
      tags,
      responses: {
        200: jsonResponse(
          calendarFeedSchema,
          "A new secret address; any previous one stops working",
        ),
        401: errorResponses[401],
      },
    }),
    async (c) => {
      const { businessId } = requireSession(c);
      const { db, config } = c.get("deps");
      return c.json({ url: feedUrl(config.publicUrl, await rotateFeedToken(db, businessId)) }, 200);
    },
  )
  .openapi(
    createRoute({
      method: "delete",
      path: "/api/calendar-feed",
      tags,
      responses: {
        200: jsonResponse(calendarFeedSchema, "The address was revoked"),
        401: errorResponses[401],
      },
    }),
    async (c) => {
      const { businessId } = requireSession(c);
      await revokeFeedToken(c.get("deps").db, businessId);
      return c.json({ url: null }, 200);
    },
  )
  .openapi(
    createRoute({
      method: "get",
      path: "/api/calendar/{file}",
      tags,
      request: { params: fileParams },
      responses: {
        200: {
          description: "The business's scheduled and in-progress jobs (public, secret address)",
          content: { "text/calendar": { schema: z.string() } },
        },
        404: errorResponses[404],
      },
    }),
    async (c) => {
      const { file } = c.req.valid("param");
      if (!file.endsWith(".ics")) throw notFound();
      const body = await feedCalendar(c.get("deps").db, file.slice(0, -4));
      return c.body(body, 200, {
        "content-type": "text/calendar; charset=utf-8",
        "cache-control": "private, max-age=300",
        "x-robots-tag": "noindex",
      });
    },
  );
