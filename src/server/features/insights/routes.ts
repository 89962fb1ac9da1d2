import { createRoute } from "@hono/zod-openapi";
import {
  insightsQuerySchema,
  insightsSchema,
  jobProfitListSchema,
  jobProfitQuerySchema,
} from "../../../shared/schemas/insights";
import { requireSession, signedIn } from "../../auth/session";
import { errorResponses, jsonResponse } from "../../http/openapi";
import { createRouter } from "../../http/router";
import { jobProfits } from "./job-profit";
import { insights } from "./service";

const router = createRouter();
router.use("/api/insights", signedIn);
router.use("/api/insights/*", signedIn);

export const insightsRoutes = router
  .openapi(
    createRoute({
      method: "get",
      path: "/api/insights",
      tags: ["insights"],
      request: { query: insightsQuerySchema },
      responses: {
        200: jsonResponse(
          insightsSchema,
          "Quotes sent and won, money invoiced and paid per London month, and what is owed by age",
        ),
        400: errorResponses[400],
        401: errorResponses[401],
      },
    }),
    async (c) => {
      const { businessId } = requireSession(c);
      const { months } = c.req.valid("query");
      return c.json(await insights(c.get("deps").db, businessId, months), 200);
    },
  )
  .openapi(
    createRoute({
      method: "get",
      path: "/api/insights/jobs",
      tags: ["insights"],
      request: { query: jobProfitQuerySchema },
      responses: {
        200: jsonResponse(
          jobProfitListSchema,
          "The latest completed jobs, quoted against actual materials, days and profit, worst first",
        ),
        400: errorResponses[400],
        401: errorResponses[401],
      },
    }),
    async (c) => {
      const { businessId } = requireSession(c);
      const { limit } = c.req.valid("query");
      return c.json({ jobs: await jobProfits(c.get("deps").db, businessId, limit) }, 200);
    },
  );
