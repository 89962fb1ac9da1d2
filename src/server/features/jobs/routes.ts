import { createRoute, z } from "@hono/zod-openapi";
import { cleanText, errorBodySchema } from "../../../shared/schemas/common";
import { customerIdFilterSchema } from "../../../shared/schemas/customers";
import {
  boardSchema,
  completeJobSchema,
  jobInputSchema,
  jobListSchema,
  jobSchema,
  jobStatuses,
  jobUpdateSchema,
} from "../../../shared/schemas/jobs";
import { pageQuerySchema } from "../../../shared/schemas/paging";
import { requireSession, signedIn } from "../../auth/session";
import {
  errorResponse,
  errorResponses,
  jsonBody,
  jsonResponse,
  resourceIdParams,
} from "../../http/openapi";
import { createRouter } from "../../http/router";
import { loadBoard } from "./board";
import { jobCalendar } from "./calendar";
import { listJobPage } from "./list";
import { getJob } from "./read-model";
import { completeJob, createJob, deleteJob, startJob, updateJob } from "./service";

/** Any string is accepted so an id that is not a uuid answers 404, not 400. */
const idParams = resourceIdParams("Job");

const listQuery = pageQuerySchema.extend({
  status: z
    .enum([...jobStatuses, "all", ""])
    .optional()
    .openapi({ description: "Only jobs in this status" }),
  q: cleanText().max(200).optional().openapi({ description: "Matches quote, customer or notes" }),
  quoteId: cleanText().max(100).optional().openapi({ description: "Only this quote's job" }),
  customerId: customerIdFilterSchema,
});

const conflictResponse = { 409: jsonResponse(errorBodySchema, "Not allowed in the job's state") };
const tags = ["jobs"];

const router = createRouter();
router.use("/api/jobs", signedIn);
router.use("/api/jobs/*", signedIn);
router.use("/api/board", signedIn);

export const jobRoutes = router
  .openapi(
    createRoute({
      method: "get",
      path: "/api/jobs",
      tags,
      request: { query: listQuery },
      responses: {
        200: jsonResponse(
          jobListSchema,
          "A page of the business's jobs with their quote and customer",
        ),
        400: errorResponses[400],
        401: errorResponses[401],
      },
    }),
    async (c) => {
      const { businessId } = requireSession(c);
      const { status, ...rest } = c.req.valid("query");
      const page = await listJobPage(c.get("deps").db, businessId, {
        ...rest,
        status: status === "all" || status === "" ? undefined : status,
      });
      return c.json(page, 200);
    },
  )
  .openapi(
    createRoute({
      method: "post",
      path: "/api/jobs",
      tags,
      request: { body: jsonBody(jobInputSchema) },
      responses: {
        201: jsonResponse(jobSchema, "The accepted quote is scheduled as a job"),
        ...errorResponses,
        409: errorResponse("The quote is not accepted or already has a job"),
      },
    }),
    async (c) => {
      const { businessId } = requireSession(c);
      const job = await createJob(c.get("deps").db, businessId, c.req.valid("json"));
      return c.json(job, 201);
    },
  )
  .openapi(
    createRoute({
      method: "get",
      path: "/api/jobs/{id}",
      tags,
      request: { params: idParams },
      responses: {
        200: jsonResponse(jobSchema, "One job"),
        401: errorResponses[401],
        404: errorResponses[404],
      },
    }),
    async (c) => {
      const { businessId } = requireSession(c);
      return c.json(await getJob(c.get("deps").db, businessId, c.req.valid("param").id), 200);
    },
  )
  .openapi(
    createRoute({
      method: "patch",
      path: "/api/jobs/{id}",
      tags,
      request: { params: idParams, body: jsonBody(jobUpdateSchema) },
      responses: {
        200: jsonResponse(jobSchema, "The job was updated"),
        ...errorResponses,
        409: errorResponse("version_conflict: the job changed since the version sent"),
      },
    }),
    async (c) => {
      const { businessId } = requireSession(c);
      const { id } = c.req.valid("param");
      return c.json(await updateJob(c.get("deps").db, businessId, id, c.req.valid("json")), 200);
    },
  )
  .openapi(
    createRoute({
      method: "delete",
      path: "/api/jobs/{id}",
      tags,
      request: { params: idParams },
      responses: {
        204: { description: "The job was deleted; its quote is back in Quote Accepted" },
        401: errorResponses[401],
        404: errorResponses[404],
      },
    }),
    async (c) => {
      const { businessId } = requireSession(c);
      await deleteJob(c.get("deps").db, businessId, c.req.valid("param").id);
      return c.body(null, 204);
    },
  )
  .openapi(
    createRoute({
      method: "post",
      path: "/api/jobs/{id}/start",
      tags,
      request: { params: idParams },
      responses: {
        200: jsonResponse(jobSchema, "The job is in progress"),
        401: errorResponses[401],
        404: errorResponses[404],
        ...conflictResponse,
      },
    }),
    async (c) => {
      const { businessId } = requireSession(c);
      return c.json(await startJob(c.get("deps").db, businessId, c.req.valid("param").id), 200);
    },
  )
  .openapi(
    createRoute({
      method: "post",
      path: "/api/jobs/{id}/complete",
      tags,
      request: {
        params: idParams,
        body: {
          required: false,
          content: { "application/json": { schema: completeJobSchema } },
        },
      },
      responses: {
        200: jsonResponse(jobSchema, "The job is completed"),
        401: errorResponses[401],
        404: errorResponses[404],
        ...conflictResponse,
      },
    }),
    async (c) => {
      const { businessId } = requireSession(c);
      const worked = c.req.valid("json") ?? {};
      return c.json(
        await completeJob(
          c.get("deps").db,
          businessId,
          c.req.valid("param").id,
          new Date(),
          worked,
        ),
        200,
      );
    },
  )
  .openapi(
    createRoute({
      method: "get",
      path: "/api/jobs/{id}/calendar.ics",
      tags,
      request: { params: idParams },
      responses: {
        200: {
          description: 'The job as an iCalendar event titled "Job: {name}"',
          content: { "text/calendar": { schema: z.string() } },
        },
        401: errorResponses[401],
        404: errorResponses[404],
      },
    }),
    async (c) => {
      const { businessId } = requireSession(c);
      const { filename, body } = await jobCalendar(
        c.get("deps").db,
        businessId,
        c.req.valid("param").id,
      );
      return c.body(body, 200, {
        "content-type": "text/calendar; charset=utf-8",
        "content-disposition": `attachment; filename="${filename}"`,
        "cache-control": "private, no-store",
      });
    },
  )
  .openapi(
    createRoute({
      method: "get",
      path: "/api/board",
      tags,
      responses: {
        200: jsonResponse(
          boardSchema,
          "The job workflow board: the newest cards of each column and how many more it holds",
        ),
        401: errorResponses[401],
      },
    }),
    async (c) => {
      const { businessId } = requireSession(c);
      return c.json(await loadBoard(c.get("deps").db, businessId), 200);
    },
  );
