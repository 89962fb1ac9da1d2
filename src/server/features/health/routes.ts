import { createRoute, z } from "@hono/zod-openapi";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { isDraining } from "../../http/drain";
import { jsonResponse } from "../../http/openapi";
import { createRouter } from "../../http/router";

const healthSchema = z.object({ ok: z.boolean(), db: z.enum(["pglite", "postgres"]) });
const readySchema = z.object({ status: z.enum(["ready", "unavailable"]) });

/** How long /api/ready waits for the database before a load balancer is told to look elsewhere. */
export const READY_TIMEOUT_MS = 2_000;

/** Whether the database answers `select 1` within `ms`; a query still running then is left to finish. */
export async function databaseAnswers(db: Db, ms = READY_TIMEOUT_MS): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  const answered = db.execute(sql`select 1`).then(
    () => true,
    () => false,
  );
  try {
    return await Promise.race([answered, late]);
  } finally {
    clearTimeout(timer);
  }
}

export const healthRoutes = createRouter()
  .openapi(
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
  )
  .openapi(
    createRoute({
      method: "get",
      path: "/api/ready",
      tags: ["health"],
      description:
        "Readiness for a load balancer: 200 only while the database answers within 2 s and the process is not stopping (SIGTERM). Liveness is /api/health.",
      responses: {
        200: jsonResponse(readySchema, "The database answers: send traffic here"),
        503: jsonResponse(
          readySchema,
          "The database does not answer in time, or the process is stopping",
        ),
      },
    }),
    async (c) => {
      const { db } = c.get("deps");
      // A stopping process answers its last requests but asks for no new ones.
      if (!isDraining() && (await databaseAnswers(db))) {
        return c.json({ status: "ready" as const }, 200);
      }
      c.header("cache-control", "no-store");
      return c.json({ status: "unavailable" as const }, 503);
    },
  );
