import { createRoute, z } from "@hono/zod-openapi";
import { sql } from "drizzle-orm";
import { jsonResponse } from "../../http/openapi";
import { createRouter } from "../../http/router";

const healthSchema = z.object({ ok: z.boolean(), db: z.enum(["pglite", "postgres"]) });

export const healthRoutes = createRouter().openapi(
  createRoute({
    method: "get",
    path: "/api/health",
    tags: ["health"],
    responses: { 200: jsonResponse(healthSchema, "The server and its database answer") },
  }),
  async (c) => {
    const { db, dbKind } = c.get("deps");
    await db.execute(sql`select 1`);
    return c.json({ ok: true, db: dbKind }, 200);
  },
);
