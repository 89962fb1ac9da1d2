import { createRoute } from "@hono/zod-openapi";
import { quoteSchema } from "../../../shared/schemas/quotes";
import { requireSession, signedIn } from "../../auth/session";
import { errorResponse, errorResponses, jsonResponse, resourceIdParams } from "../../http/openapi";
import { createRouter } from "../../http/router";
import { photoStore } from "./photos";
import { duplicateQuote, reviseQuote } from "./revisions";

/** Any string is accepted here so an id that is not a uuid answers 404, not 400. */
const idParams = resourceIdParams("Quote");
const tags = ["quotes"];

const router = createRouter();
router.use("/api/quotes/*", signedIn);

/** New drafts made from a quote: a duplicate (a new number) and a revision (the same number). */
export const quoteRevisionRoutes = router
  .openapi(
    createRoute({
      method: "post",
      path: "/api/quotes/{id}/duplicate",
      tags,
      request: { params: idParams },
      responses: {
        201: jsonResponse(
          quoteSchema,
          'A new draft "Copy of {name}" with a new number, the same customer, lines and labour; no site photos (a copy is usually for another job)',
        ),
        401: errorResponses[401],
        404: errorResponses[404],
        409: errorResponse("too_many_quotes: the business keeps as many as it may"),
      },
    }),
    async (c) => {
      const { businessId } = requireSession(c);
      const { id } = c.req.valid("param");
      return c.json(await duplicateQuote(c.get("deps").db, businessId, id), 201);
    },
  )
  .openapi(
    createRoute({
      method: "post",
      path: "/api/quotes/{id}/revise",
      tags,
      request: { params: idParams },
      responses: {
        201: jsonResponse(
          quoteSchema,
          "A new draft with the same number and the next revision, with the site photos (copied); of an accepted quote, a variation",
        ),
        401: errorResponses[401],
        404: errorResponses[404],
        409: errorResponse(
          "quote_draft: a draft is edited, not revised; too_many_quotes: the business keeps as many as it may; photo_storage_full: the copied photos would not fit",
        ),
      },
    }),
    async (c) => {
      const { businessId } = requireSession(c);
      const { id } = c.req.valid("param");
      return c.json(await reviseQuote(photoStore(c.get("deps")), businessId, id), 201);
    },
  );
