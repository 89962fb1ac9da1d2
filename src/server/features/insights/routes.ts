import { createRoute } from "@hono/zod-openapi";
import {
  insightsQuerySchema,
  insightsSchema,
  jobProfitListSchema,
  jobProfitQuerySchema,
  jobProfitSchema,
} from "../../../shared/schemas/insights";
import { requireSession, signedIn } from "../../auth/session";
import { errorResponse, errorResponses, jsonResponse, resourceIdParams } from "../../http/openapi";
import { createRouter } from "../../http/router";
import { jobProfit, jobProfits } from "./job-profit";
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
  )
  .openapi(
    createRoute({
      method: "get",
      path: "/api/insights/jobs/{id}",
      tags: ["insights"],
      request: { params: resourceIdParams("Job") },
      responses: {
        200: jsonResponse(
          jobProfitSchema,
          "One finished job's quoted against actual materials, days and profit, for its own page",
        ),
        401: errorResponses[401],
        404: errorResponses[404],
        409: errorResponse("job_not_finished: the job is not finished yet"),
      },
    }),
    async (c) => {
      const { businessId } = requireSession(c);
      const { id } = c.req.valid("param");
      return c.json(await jobProfit(c.get("deps").db, businessId, id), 200);
    },
  );
