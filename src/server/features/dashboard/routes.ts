import { createRoute, z } from "@hono/zod-openapi";
import { quoteSchema } from "../../../shared/schemas/quotes";
import { requireSession } from "../../auth/session";
import { errorResponses, jsonResponse } from "../../http/openapi";
import { createRouter } from "../../http/router";
import { dashboard } from "./service";

export const dashboardSchema = z.object({
  /** Quotes with status sent. */
  activeQuotes: z.number(),
  acceptedQuotes: z.number(),
  jobsInProgress: z.number(),
  /** The business's customers. */
  clients: z.number(),
  recentQuotes: z.array(quoteSchema),
  recentCustomers: z.array(
    z.object({
      id: z.string(),
      displayName: z.string(),
      email: z.string(),
      phone: z.string(),
      address: z.string(),
    }),
  ),
  activity: z.array(
    z.object({ id: z.string(), kind: z.string(), message: z.string(), createdAt: z.string() }),
  ),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

export const dashboardRoutes = createRouter().openapi(
  createRoute({
    method: "get",
    path: "/api/dashboard",
    tags: ["dashboard"],
    responses: {
      200: jsonResponse(dashboardSchema, "Counts, recent quotes and customers, latest activity"),
      401: errorResponses[401],
    },
  }),
  async (c) => {
    const { businessId } = requireSession(c);
    return c.json(await dashboard(c.get("deps").db, businessId), 200);
  },
);
