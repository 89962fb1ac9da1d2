import { createRoute, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import { isoDay } from "../../../shared/dates";
import { waitlistEntrySchema } from "../../../shared/schemas/waitlist";
import { requireSession } from "../../auth/session";
import type { AppEnv } from "../../context";
import { notFound } from "../../errors";
import { toCsv } from "../../http/csv";
import { errorResponses, jsonResponse } from "../../http/openapi";
import { createRouter } from "../../http/router";
import { listWaitlist } from "../waitlist/service";

/** Admin endpoints answer everyone else 404, as if they did not exist. */
function requireAdmin(c: Context<AppEnv>) {
  const session = requireSession(c);
  if (!session.isAdmin) throw notFound();
  return session;
}

export const adminRoutes = createRouter()
  .openapi(
    createRoute({
      method: "get",
      path: "/api/admin/waitlist",
      tags: ["admin"],
      responses: {
        200: jsonResponse(
          z.object({ entries: z.array(waitlistEntrySchema) }),
          "Waitlist, newest first",
        ),
        ...errorResponses,
      },
    }),
    async (c) => {
      requireAdmin(c);
      return c.json({ entries: await listWaitlist(c.get("deps").db) }, 200);
    },
  )
  .openapi(
    createRoute({
      method: "get",
      path: "/api/admin/waitlist.csv",
      tags: ["admin"],
      responses: {
        200: {
          description: "CSV with columns Email and Signup Date (YYYY-MM-DD)",
          content: { "text/csv": { schema: z.string() } },
        },
        ...errorResponses,
      },
    }),
    async (c) => {
      requireAdmin(c);
      const entries = await listWaitlist(c.get("deps").db);
      const csv = toCsv(
        ["Email", "Signup Date"],
        entries.map((e) => [e.email, isoDay(e.createdAt)]),
      );
      c.header("Content-Type", "text/csv; charset=utf-8");
      c.header(
        "Content-Disposition",
        `attachment; filename="waitlist-emails-${isoDay(new Date())}.csv"`,
      );
      return c.body(csv, 200);
    },
  );
