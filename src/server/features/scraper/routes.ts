import { createRoute, z } from "@hono/zod-openapi";
import { cleanText } from "../../../shared/schemas/common";
import {
  descriptionRequestSchema,
  descriptionResultSchema,
  SCRAPER_JOBS_LIMIT,
  scrapedCategoryListSchema,
  scrapedProductPageSchema,
  scrapedProductQuerySchema,
  scrapeRequestSchema,
  scrapeResultSchema,
  scrapingJobListSchema,
} from "../../../shared/schemas/scraper";
import { requireSession, signedIn } from "../../auth/session";
import { errorResponse, errorResponses, jsonBody, jsonResponse } from "../../http/openapi";
import { createRouter } from "../../http/router";
import { scrapeDescription } from "./description";
import { FetchRefused } from "./fetch";
import { startScrape } from "./scrape-job";
import { getJobResult, listJobs, listScrapedCategories, listScrapedProducts } from "./service";

const tags = ["scraper"];

const router = createRouter();
router.use("/api/scraper", signedIn);
router.use("/api/scraper/*", signedIn);

const jobParams = z.object({
  id: cleanText().openapi({ param: { name: "id", in: "path" }, description: "Scraping job id" }),
});
const jobsQuery = z.object({
  limit: z.coerce.number().int().min(1).max(50).default(SCRAPER_JOBS_LIMIT),
});

export const scraperRoutes = router
  .openapi(
    createRoute({
      method: "post",
      path: "/api/scraper/scrape",
      tags,
      summary: "Scrape a supplier category or product page",
      description:
        "Queues a scraping job (202, status running until it has finished) that a worker of any server copy runs and the client polls at /api/scraper/jobs/{id}. A URL that is not on an allowed supplier host answers 400 with success false.",
      request: { body: jsonBody(scrapeRequestSchema) },
      responses: {
        202: jsonResponse(scrapeResultSchema, "The scrape has started"),
        400: jsonResponse(scrapeResultSchema, "The URL was refused"),
        401: errorResponses[401],
        409: errorResponse("A scrape is already running for this business"),
      },
    }),
    async (c) => {
      const { businessId } = requireSession(c);
      const { url } = c.req.valid("json");
      const deps = c.get("deps");
      let job: Awaited<ReturnType<typeof startScrape>>;
      try {
        job = await startScrape(deps, businessId, url);
      } catch (err) {
        if (err instanceof FetchRefused) {
          // The scraper page reads success/message; `error` is the shape every other refusal has.
          return c.json(
            {
              success: false,
              message: err.message,
              products: [],
              jobId: null,
              job: null,
              error: { code: "url_refused", message: err.message },
            },
            400,
          );
        }
        throw err;
      }
      return c.json(
        {
          success: true,
          message: "Scraping products... This may take a few moments",
          products: [],
          jobId: job.id,
          job,
        },
        202,
      );
    },
  )
  .openapi(
    createRoute({
      method: "get",
      path: "/api/scraper/jobs",
      tags,
      request: { query: jobsQuery },
      responses: {
        200: jsonResponse(scrapingJobListSchema, "The business's latest scraping jobs"),
        401: errorResponses[401],
      },
    }),
    async (c) => {
      const { businessId } = requireSession(c);
      const { limit } = c.req.valid("query");
      return c.json({ jobs: await listJobs(c.get("deps").db, businessId, limit) }, 200);
    },
  )
  .openapi(
    createRoute({
      method: "get",
      path: "/api/scraper/jobs/{id}",
      tags,
      request: { params: jobParams },
      responses: {
        200: jsonResponse(scrapeResultSchema, "A job's progress and, once completed, its products"),
        401: errorResponses[401],
        404: errorResponses[404],
      },
    }),
    async (c) => {
      const { businessId } = requireSession(c);
      const { id } = c.req.valid("param");
      return c.json(await getJobResult(c.get("deps").db, businessId, id), 200);
    },
  )
  .openapi(
    createRoute({
      method: "get",
      path: "/api/scraper/products",
      tags,
      request: { query: scrapedProductQuerySchema },
      responses: {
        200: jsonResponse(scrapedProductPageSchema, "The business's scraped products, by name"),
        400: errorResponses[400],
        401: errorResponses[401],
      },
    }),
    async (c) => {
      const { businessId } = requireSession(c);
      const q = c.req.valid("query");
      const page = await listScrapedProducts(c.get("deps").db, businessId, {
        q: q.q,
        categoryId: q.categoryId,
        uncategorised: q.uncategorised === "1",
        page: q.page,
        pageSize: q.pageSize,
      });
      return c.json(page, 200);
    },
  )
  .openapi(
    createRoute({
      method: "get",
      path: "/api/scraper/categories",
      tags,
      responses: {
        200: jsonResponse(
          scrapedCategoryListSchema,
          "Categories of the scraped products, with counts",
        ),
        401: errorResponses[401],
      },
    }),
    async (c) => {
      const { businessId } = requireSession(c);
      return c.json({ categories: await listScrapedCategories(c.get("deps").db, businessId) }, 200);
    },
  )
  .openapi(
    createRoute({
      method: "post",
      path: "/api/scraper/description",
      tags,
      summary: "Scrape a product description",
      description:
        "Fetches a supplier product page, reads the selector's text (default the meta description) without markup, and stores it on the business's own product when productId is given. Failures answer 200 with success false and the error.",
      request: { body: jsonBody(descriptionRequestSchema) },
      responses: {
        200: jsonResponse(descriptionResultSchema, "The description, or why it could not be read"),
        400: errorResponses[400],
        401: errorResponses[401],
      },
    }),
    async (c) => {
      const { businessId } = requireSession(c);
      const input = c.req.valid("json");
      return c.json(await scrapeDescription(c.get("deps"), businessId, input), 200);
    },
  );
