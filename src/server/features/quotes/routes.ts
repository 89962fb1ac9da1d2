import { createRoute, z } from "@hono/zod-openapi";
import { cleanText, rowId } from "../../../shared/schemas/common";
import { customerIdFilterSchema } from "../../../shared/schemas/customers";
import { pageQuerySchema } from "../../../shared/schemas/paging";
import { quoteListSchema } from "../../../shared/schemas/quote-list";
import {
  quoteInputSchema,
  quoteSchema,
  quoteSorts,
  quoteStatusChangeSchema,
  quoteStatuses,
  quoteUpdateSchema,
} from "../../../shared/schemas/quotes";
import { requireSession, signedIn } from "../../auth/session";
import {
  errorResponse,
  errorResponses,
  jsonBody,
  jsonResponse,
  resourceIdParams,
} from "../../http/openapi";
import { createRouter } from "../../http/router";
import { createQuote, deleteQuote, updateQuote } from "./commands";
import { quoteDocumentRoutes } from "./documents/routes";
import { changeQuoteStatus } from "./lifecycle";
import { listQuotes } from "./list";
import { addProductToQuote } from "./materials";
import { quotePhotoRoutes } from "./photo-routes";
import { getQuote } from "./read-model";
import { quoteRevisionRoutes } from "./revision-routes";

/** Any string is accepted here so an id that is not a uuid answers 404, not 400. */
const idParams = resourceIdParams("Quote");

const listQuery = pageQuerySchema.extend({
  q: cleanText().max(200).optional().openapi({ description: "Matches name, job or customer" }),
  status: z
    .enum([...quoteStatuses, "all", ""])
    .optional()
    .openapi({ description: "Only quotes in this status; all or empty for every status" }),
  number: z.coerce
    .number()
    .int()
    .positive()
    .optional()
    .openapi({ description: "Only the versions of this quote number" }),
  customerId: customerIdFilterSchema,
  sort: z.enum(quoteSorts).optional().openapi({ description: "newest (default), oldest or total" }),
});

const addMaterialSchema = z.object({
  productId: rowId(),
  quantity: z.number().min(-1_000_000).max(1_000_000).default(1).openapi({
    description: "Rounded to a whole number of at least 1",
  }),
});

const tags = ["quotes"];

const router = createRouter();
router.use("/api/quotes", signedIn);
router.use("/api/quotes/*", signedIn);

/**
 * The quote resource: list, create, read, update, delete, status, material lines; then its
 * documents (./documents/routes.ts) and its site photo (./photo-routes.ts).
 */
export const quoteRoutes = router
  .openapi(
    createRoute({
      method: "get",
      path: "/api/quotes",
      tags,
      request: { query: listQuery },
      responses: {
        200: jsonResponse(
          quoteListSchema,
          "A page of the business's quotes (newest first unless sorted) and the counts per status",
        ),
        400: errorResponses[400],
        401: errorResponses[401],
      },
    }),
    async (c) => {
      const { businessId } = requireSession(c);
      const { status, ...rest } = c.req.valid("query");
      const page = await listQuotes(c.get("deps").db, businessId, {
        ...rest,
        status: status === "all" || status === "" ? undefined : status,
      });
      return c.json(page, 200);
    },
  )
  .openapi(
    createRoute({
      method: "post",
      path: "/api/quotes",
      tags,
      request: { body: jsonBody(quoteInputSchema) },
      responses: {
        201: jsonResponse(quoteSchema, "The quote was created as a draft; totals are the server's"),
        ...errorResponses,
        409: errorResponse(
          "id_taken: the id given is another business's quote; too_many_quotes: the business keeps as many as it may",
        ),
      },
    }),
    async (c) => {
      const { businessId } = requireSession(c);
      const input = c.req.valid("json");
      const quote = await createQuote(c.get("deps").db, businessId, input);
      return c.json(quote, 201);
    },
  )
  .openapi(
    createRoute({
      method: "get",
      path: "/api/quotes/{id}",
      tags,
      request: { params: idParams },
      responses: {
        200: jsonResponse(quoteSchema, "One quote"),
        401: errorResponses[401],
        404: errorResponses[404],
      },
    }),
    async (c) => {
      const { businessId } = requireSession(c);
      const { id } = c.req.valid("param");
      return c.json(await getQuote(c.get("deps").db, businessId, id), 200);
    },
  )
  .openapi(
    createRoute({
      method: "patch",
      path: "/api/quotes/{id}",
      tags,
      request: { params: idParams, body: jsonBody(quoteUpdateSchema) },
      responses: {
        200: jsonResponse(quoteSchema, "The quote was updated and its totals recomputed"),
        ...errorResponses,
        409: errorResponse(
          "version_conflict: the quote changed since the version sent; quote_sent or quote_accepted: only a draft is edited",
        ),
      },
    }),
    async (c) => {
      const { businessId } = requireSession(c);
      const { id } = c.req.valid("param");
      const input = c.req.valid("json");
      return c.json(await updateQuote(c.get("deps").db, businessId, id, input), 200);
    },
  )
  .openapi(
    createRoute({
      method: "delete",
      path: "/api/quotes/{id}",
      tags,
      request: { params: idParams },
      responses: {
        204: { description: "The quote, its lines and its job were deleted" },
        401: errorResponses[401],
        404: errorResponses[404],
        409: errorResponse("quote_sent or quote_accepted: only a draft is deleted"),
      },
    }),
    async (c) => {
      const { businessId } = requireSession(c);
      const { id } = c.req.valid("param");
      await deleteQuote(c.get("deps").db, businessId, id);
      return c.body(null, 204);
    },
  )
  .openapi(
    createRoute({
      method: "post",
      path: "/api/quotes/{id}/status",
      tags,
      request: { params: idParams, body: jsonBody(quoteStatusChangeSchema) },
      responses: {
        200: jsonResponse(quoteSchema, "The status was changed (the same status changes nothing)"),
        ...errorResponses,
      },
    }),
    async (c) => {
      const session = requireSession(c);
      const { id } = c.req.valid("param");
      const { status, version } = c.req.valid("json");
      const quote = await changeQuoteStatus(
        c.get("deps").db,
        session.businessId,
        id,
        status,
        { name: session.name || session.email },
        version,
      );
      return c.json(quote, 200);
    },
  )
  .openapi(
    createRoute({
      method: "post",
      path: "/api/quotes/{id}/materials",
      tags,
      request: { params: idParams, body: jsonBody(addMaterialSchema) },
      responses: {
        200: jsonResponse(quoteSchema, "The product was added at the business's net price"),
        ...errorResponses,
      },
    }),
    async (c) => {
      const { businessId } = requireSession(c);
      const { id } = c.req.valid("param");
      const { productId, quantity } = c.req.valid("json");
      const quote = await addProductToQuote(c.get("deps").db, businessId, id, productId, quantity);
      return c.json(quote, 200);
    },
  )
  .route("/", quoteDocumentRoutes)
  .route("/", quotePhotoRoutes)
  .route("/", quoteRevisionRoutes);
