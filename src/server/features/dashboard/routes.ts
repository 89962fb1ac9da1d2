import { createRoute } from "@hono/zod-openapi";
import { dashboardSchema } from "../../../shared/schemas/dashboard";
import { requireSession } from "../../auth/session";
import { errorResponses, jsonResponse } from "../../http/openapi";
import { createRouter } from "../../http/router";
import { dashboard } from "./service";

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
