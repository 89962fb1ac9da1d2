import { createRoute } from "@hono/zod-openapi";
import { cleanText } from "../../../shared/schemas/common";
import {
  CUSTOMER_SUMMARY_LIST_LIMIT,
  customerInputSchema,
  customerListSchema,
  customerSchema,
  customerSummarySchema,
  customerUpdateSchema,
} from "../../../shared/schemas/customers";
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
import { listCustomers } from "./list";
import { createCustomer, deleteCustomer, getCustomer, updateCustomer } from "./service";
import { customerSummary } from "./summary";

/** Any string is accepted here so an id that is not a uuid answers 404, not 400. */
const idParams = resourceIdParams("Customer");

const listQuery = pageQuerySchema.extend({
  q: cleanText()
    .max(200)
    .optional()
    .openapi({ description: "Matches name, email, phone or address" }),
});

const tags = ["customers"];

const router = createRouter();
router.use("/api/customers", signedIn);
router.use("/api/customers/*", signedIn);

export const customerRoutes = router
  .openapi(
    createRoute({
      method: "get",
      path: "/api/customers",
      tags,
      request: { query: listQuery },
      responses: {
        200: jsonResponse(customerListSchema, "A page of the business's customers, newest first"),
        400: errorResponses[400],
        401: errorResponses[401],
      },
    }),
    async (c) => {
      const { businessId } = requireSession(c);
      return c.json(await listCustomers(c.get("deps").db, businessId, c.req.valid("query")), 200);
    },
  )
  .openapi(
    createRoute({
      method: "post",
      path: "/api/customers",
      tags,
      request: { body: jsonBody(customerInputSchema) },
      responses: {
        201: jsonResponse(customerSchema, "The customer was added"),
        400: errorResponses[400],
        401: errorResponses[401],
        409: errorResponse("too_many_customers: the business keeps as many as it may"),
      },
    }),
    async (c) => {
      const { businessId } = requireSession(c);
      const input = c.req.valid("json");
      return c.json(await createCustomer(c.get("deps").db, businessId, input), 201);
    },
  )
  .openapi(
    createRoute({
      method: "get",
      path: "/api/customers/{id}",
      tags,
      request: { params: idParams },
      responses: {
        200: jsonResponse(customerSchema, "One customer"),
        401: errorResponses[401],
        404: errorResponses[404],
      },
    }),
    async (c) => {
      const { businessId } = requireSession(c);
      const { id } = c.req.valid("param");
      return c.json(await getCustomer(c.get("deps").db, businessId, id), 200);
    },
  )
  .openapi(
    createRoute({
      method: "get",
      path: "/api/customers/{id}/summary",
      tags,
      request: { params: idParams },
      responses: {
        200: jsonResponse(
          customerSummarySchema,
          `The customer with the latest ${CUSTOMER_SUMMARY_LIST_LIMIT} of their quotes, jobs and invoices (newest first), how many of each they have in all (quotesTotal, jobsTotal, invoicesTotal; the rest are on GET /api/quotes, /api/jobs and /api/invoices with ?customerId=), and the balance over all their invoices`,
        ),
        401: errorResponses[401],
        404: errorResponses[404],
      },
    }),
    async (c) => {
      const { businessId } = requireSession(c);
      const { id } = c.req.valid("param");
      return c.json(await customerSummary(c.get("deps").db, businessId, id), 200);
    },
  )
  .openapi(
    createRoute({
      method: "patch",
      path: "/api/customers/{id}",
      tags,
      request: { params: idParams, body: jsonBody(customerUpdateSchema) },
      responses: {
        200: jsonResponse(customerSchema, "The customer was updated"),
        ...errorResponses,
        409: errorResponse("version_conflict: the customer changed since the version sent"),
      },
    }),
    async (c) => {
      const { businessId } = requireSession(c);
      const { id } = c.req.valid("param");
      const input = c.req.valid("json");
      return c.json(await updateCustomer(c.get("deps").db, businessId, id, input), 200);
    },
  )
  .openapi(
    createRoute({
      method: "delete",
      path: "/api/customers/{id}",
      tags,
      request: { params: idParams },
      responses: {
        204: {
          description:
            "The customer was deleted; their quotes are kept, unlinked, with the customer's name",
        },
        401: errorResponses[401],
        404: errorResponses[404],
      },
    }),
    async (c) => {
      const { businessId } = requireSession(c);
      const { id } = c.req.valid("param");
      await deleteCustomer(c.get("deps").db, businessId, id);
      return c.body(null, 204);
    },
  );
