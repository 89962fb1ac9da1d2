import { createRoute, z } from "@hono/zod-openapi";
import { cleanText } from "../../../shared/schemas/common";
import {
  photoMessages,
  quoteInputSchema,
  quoteListSchema,
  quoteSchema,
  quoteStatusChangeSchema,
  quoteStatuses,
  quoteUpdateSchema,
  sendQuoteSchema,
} from "../../../shared/schemas/quotes";
import { requireSession, signedIn } from "../../auth/session";
import { imageResponse, uploadedBytes } from "../../http/images";
import {
  errorResponse,
  errorResponses,
  jsonBody,
  jsonResponse,
  pdfResponse,
  resourceIdParams,
  sendPdf,
} from "../../http/openapi";
import { createRouter } from "../../http/router";
import { refuseDemoSending } from "../../mail/sending";
import {
  addProductToQuote,
  changeQuoteStatus,
  checkQuoteId,
  createQuote,
  deleteQuote,
  getQuote,
  getQuoteImage,
  listQuotes,
  quoteCalendar,
  quotePdf,
  removeQuoteImage,
  sendQuote,
  setQuoteImage,
  updateQuote,
} from "./service";

/** Any string is accepted here so an id that is not a uuid answers 404, not 400. */
const idParams = resourceIdParams("Quote");

const listQuery = z.object({
  q: cleanText().max(200).optional().openapi({ description: "Matches name, job or customer" }),
  status: z
    .enum([...quoteStatuses, "all", ""])
    .optional()
    .openapi({ description: "Only quotes in this status; all or empty for every status" }),
});

const addMaterialSchema = z.object({
  productId: z.number().int().min(1),
  quantity: z.number().min(-1_000_000).max(1_000_000).default(1).openapi({
    description: "Rounded to a whole number of at least 1",
  }),
});

const calendarQuery = z.object({
  start: z.iso.datetime({ offset: true }).optional().openapi({
    description: "Start (ISO 8601); defaults to the scheduled job's start",
  }),
  end: z.iso.datetime({ offset: true }).optional().openapi({
    description: "End (ISO 8601); defaults to one hour after the start",
  }),
});

const tags = ["quotes"];

const router = createRouter();
router.use("/api/quotes", signedIn);
router.use("/api/quotes/*", signedIn);

export const quoteRoutes = router
  .openapi(
    createRoute({
      method: "get",
      path: "/api/quotes",
      tags,
      request: { query: listQuery },
      responses: {
        200: jsonResponse(quoteListSchema, "The business's quotes, newest first"),
        400: errorResponses[400],
        401: errorResponses[401],
      },
    }),
    async (c) => {
      const { businessId } = requireSession(c);
      const { q, status } = c.req.valid("query");
      const quotes = await listQuotes(c.get("deps").db, businessId, {
        q,
        status: status === "all" || status === "" ? undefined : status,
      });
      return c.json({ quotes }, 200);
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
        409: errorResponse("version_conflict: the quote changed since the version sent"),
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
  .openapi(
    createRoute({
      method: "get",
      path: "/api/quotes/{id}/pdf",
      tags,
      request: { params: idParams },
      responses: {
        200: pdfResponse("The branded quote as an A4 PDF"),
        401: errorResponses[401],
        404: errorResponses[404],
      },
    }),
    async (c) => {
      const { businessId } = requireSession(c);
      const { id } = c.req.valid("param");
      const { filename, pdf } = await quotePdf(c.get("deps").db, businessId, id);
      return sendPdf(c, pdf, filename);
    },
  )
  .openapi(
    createRoute({
      method: "post",
      path: "/api/quotes/{id}/send",
      tags,
      request: { params: idParams, body: jsonBody(sendQuoteSchema) },
      responses: {
        200: jsonResponse(quoteSchema, "The quote was emailed; a draft is now sent"),
        ...errorResponses,
        403: errorResponse("A demo business cannot send email"),
        429: errorResponse("The business's sending cap is reached"),
      },
    }),
    async (c) => {
      const session = requireSession(c);
      const { businessId } = session;
      await refuseDemoSending(c.get("deps").db, session);
      const { id } = c.req.valid("param");
      const input = c.req.valid("json");
      return c.json(await sendQuote(c.get("deps"), businessId, id, input), 200);
    },
  )
  .openapi(
    createRoute({
      method: "get",
      path: "/api/quotes/{id}/calendar.ics",
      tags,
      request: { params: idParams, query: calendarQuery },
      responses: {
        200: {
          description: 'The job as an iCalendar event titled "Job: {name}"',
          content: { "text/calendar": { schema: z.string() } },
        },
        ...errorResponses,
      },
    }),
    async (c) => {
      const { businessId } = requireSession(c);
      const { id } = c.req.valid("param");
      const { start, end } = c.req.valid("query");
      const { filename, body } = await quoteCalendar(c.get("deps").db, businessId, id, {
        start: start ? new Date(start) : undefined,
        end: end ? new Date(end) : undefined,
      });
      return c.body(body, 200, {
        "content-type": "text/calendar; charset=utf-8",
        "content-disposition": `attachment; filename="${filename}"`,
        "cache-control": "private, no-store",
      });
    },
  )
  .openapi(
    createRoute({
      method: "post",
      path: "/api/quotes/{id}/image",
      tags,
      request: { params: idParams },
      description:
        'The site photo: multipart/form-data with the file in field "image" (or JSON { dataUrl }); PNG, JPEG or WebP by content, under 5 MB. Replaces any previous photo.',
      responses: {
        200: jsonResponse(quoteSchema, "The quote with its new imageUrl"),
        ...errorResponses,
        413: errorResponse("File too large (code file_too_large)"),
      },
    }),
    async (c) => {
      const { businessId } = requireSession(c);
      const { id } = c.req.valid("param");
      checkQuoteId(id);
      const bytes = await uploadedBytes(c.req.raw, "image", photoMessages);
      return c.json(await setQuoteImage(c.get("deps").db, businessId, id, bytes), 200);
    },
  )
  .openapi(
    createRoute({
      method: "get",
      path: "/api/quotes/{id}/image",
      tags,
      request: { params: idParams },
      responses: {
        200: {
          description: "The site photo (PNG, JPEG or WebP); its URL changes with each new photo",
          content: { "image/*": { schema: z.string().openapi({ format: "binary" }) } },
        },
        401: errorResponses[401],
        404: errorResponses[404],
      },
    }),
    async (c) => {
      const { businessId } = requireSession(c);
      const { id } = c.req.valid("param");
      const image = await getQuoteImage(c.get("deps").db, businessId, id);
      return imageResponse(c, image, "private, max-age=31536000, immutable");
    },
  )
  .openapi(
    createRoute({
      method: "delete",
      path: "/api/quotes/{id}/image",
      tags,
      request: { params: idParams },
      responses: {
        200: jsonResponse(quoteSchema, "The quote without a site photo"),
        ...errorResponses,
      },
    }),
    async (c) => {
      const { businessId } = requireSession(c);
      const { id } = c.req.valid("param");
      return c.json(await removeQuoteImage(c.get("deps").db, businessId, id), 200);
    },
  );
