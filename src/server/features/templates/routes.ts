import { createRoute, z } from "@hono/zod-openapi";
import { cleanText } from "../../../shared/schemas/common";
import { quoteSchema } from "../../../shared/schemas/quotes";
import {
  applyTemplateSchema,
  pricedTemplateSchema,
  quoteFromTemplateSchema,
  templateInputSchema,
  templateListSchema,
  templateSchema,
  templateUpdateSchema,
} from "../../../shared/schemas/templates";
import { requireSession, signedIn } from "../../auth/session";
import {
  errorResponse,
  errorResponses,
  jsonBody,
  jsonResponse,
  resourceIdParams,
} from "../../http/openapi";
import { createRouter } from "../../http/router";
import { applyTemplate, createQuoteFromTemplate, pricedTemplate } from "./apply";
import {
  createTemplate,
  deleteTemplate,
  listTemplates,
  templateRow,
  toTemplate,
  updateTemplate,
} from "./service";

const idParams = resourceIdParams("Template");
const applyParams = z.object({
  id: cleanText().openapi({ param: { name: "id", in: "path" }, format: "uuid" }),
  templateId: cleanText().openapi({ param: { name: "templateId", in: "path" }, format: "uuid" }),
});
const tags = ["templates"];

const router = createRouter();
router.use("/api/templates", signedIn);
router.use("/api/templates/*", signedIn);
router.use("/api/quotes/:id/templates/*", signedIn);

/**
 * Templates (kits, issue 20). "Save as template" is POST /api/templates with `fromQuoteId`;
 * "Start from template" is POST /api/templates/{id}/quotes; "Add template" in the builder reads
 * GET /api/templates/{id}/priced, and POST /api/quotes/{id}/templates/{templateId} adds one to a
 * stored draft.
 */
export const templateRoutes = router
  .openapi(
    createRoute({
      method: "get",
      path: "/api/templates",
      tags,
      responses: {
        200: jsonResponse(templateListSchema, "The business's templates by name"),
        401: errorResponses[401],
      },
    }),
    async (c) => {
      const { businessId } = requireSession(c);
      return c.json({ templates: await listTemplates(c.get("deps").db, businessId) }, 200);
    },
  )
  .openapi(
    createRoute({
      method: "post",
      path: "/api/templates",
      tags,
      request: { body: jsonBody(templateInputSchema) },
      responses: {
        201: jsonResponse(
          templateSchema,
          "The template was created; with fromQuoteId, the quote's lines, labour days, measurements and job description (as notes) fill what the body leaves out",
        ),
        ...errorResponses,
        409: errorResponse("too_many_templates: the business keeps as many as it may"),
      },
    }),
    async (c) => {
      const { businessId } = requireSession(c);
      const template = await createTemplate(c.get("deps").db, businessId, c.req.valid("json"));
      return c.json(template, 201);
    },
  )
  .openapi(
    createRoute({
      method: "get",
      path: "/api/templates/{id}",
      tags,
      request: { params: idParams },
      responses: {
        200: jsonResponse(templateSchema, "One template"),
        401: errorResponses[401],
        404: errorResponses[404],
      },
    }),
    async (c) => {
      const { businessId } = requireSession(c);
      const row = await templateRow(c.get("deps").db, businessId, c.req.valid("param").id);
      return c.json(toTemplate(row), 200);
    },
  )
  .openapi(
    createRoute({
      method: "patch",
      path: "/api/templates/{id}",
      tags,
      request: { params: idParams, body: jsonBody(templateUpdateSchema) },
      responses: {
        200: jsonResponse(templateSchema, "The template was updated; lines are replaced when sent"),
        ...errorResponses,
        409: errorResponse("version_conflict: the template changed since the version sent"),
      },
    }),
    async (c) => {
      const { businessId } = requireSession(c);
      const { id } = c.req.valid("param");
      const template = await updateTemplate(c.get("deps").db, businessId, id, c.req.valid("json"));
      return c.json(template, 200);
    },
  )
  .openapi(
    createRoute({
      method: "delete",
      path: "/api/templates/{id}",
      tags,
      request: { params: idParams },
      responses: {
        204: { description: "The template was deleted (quotes made from it are unchanged)" },
        401: errorResponses[401],
        404: errorResponses[404],
      },
    }),
    async (c) => {
      const { businessId } = requireSession(c);
      await deleteTemplate(c.get("deps").db, businessId, c.req.valid("param").id);
      return c.body(null, 204);
    },
  )
  .openapi(
    createRoute({
      method: "get",
      path: "/api/templates/{id}/priced",
      tags,
      request: { params: idParams },
      responses: {
        200: jsonResponse(
          pricedTemplateSchema,
          "The template with its lines at today's prices: catalogue lines at the business's net price now, custom lines at their saved price",
        ),
        401: errorResponses[401],
        404: errorResponses[404],
      },
    }),
    async (c) => {
      const { businessId } = requireSession(c);
      const priced = await pricedTemplate(c.get("deps").db, businessId, c.req.valid("param").id);
      return c.json(priced, 200);
    },
  )
  .openapi(
    createRoute({
      method: "post",
      path: "/api/templates/{id}/quotes",
      tags,
      request: { params: idParams, body: jsonBody(quoteFromTemplateSchema) },
      responses: {
        201: jsonResponse(
          quoteSchema,
          "Start from template: a new draft quote with the template's lines at today's prices, labour days, measurements and notes (as the job description)",
        ),
        ...errorResponses,
        409: errorResponse("too_many_quotes: the business keeps as many as it may"),
      },
    }),
    async (c) => {
      const { businessId } = requireSession(c);
      const { id } = c.req.valid("param");
      const db = c.get("deps").db;
      return c.json(await createQuoteFromTemplate(db, businessId, id, c.req.valid("json")), 201);
    },
  )
  .openapi(
    createRoute({
      method: "post",
      path: "/api/quotes/{id}/templates/{templateId}",
      tags: ["quotes", ...tags],
      request: { params: applyParams, body: jsonBody(applyTemplateSchema) },
      responses: {
        200: jsonResponse(
          quoteSchema,
          "The template was added to the draft: its lines at today's prices after the quote's own, its measurements, its labour days added to the quote's, its notes added to the job description",
        ),
        ...errorResponses,
        409: errorResponse(
          "quote_sent or quote_accepted: only a draft takes a template; version_conflict: the quote changed since the version sent",
        ),
      },
    }),
    async (c) => {
      const { businessId } = requireSession(c);
      const { id, templateId } = c.req.valid("param");
      const { version } = c.req.valid("json");
      const db = c.get("deps").db;
      return c.json(await applyTemplate(db, businessId, id, templateId, version), 200);
    },
  );
