import { createRoute, z } from "@hono/zod-openapi";
import { cleanText } from "../../../shared/schemas/common";
import { publicQuoteSchema } from "../../../shared/schemas/public-quote";
import { clientIp } from "../../auth/client-ip";
import {
  errorResponse,
  errorResponses,
  jsonBody,
  jsonResponse,
  pdfResponse,
  sendPdf,
} from "../../http/openapi";
import { createRouter } from "../../http/router";
import { acceptQuoteSchema, declineQuoteSchema } from "./decision-input";
import { decidePublicQuote, publicQuotePdf, viewPublicQuote } from "./service";
import { recordQuoteView } from "./views";

const tokenParams = z.object({
  token: cleanText().openapi({
    param: { name: "token", in: "path" },
    description: "The unguessable token of the link the customer was emailed",
  }),
});

export { acceptQuoteSchema, declineQuoteSchema };

const tags = ["customer view"];
const decisionResponses = {
  400: errorResponses[400],
  404: errorResponses[404],
  409: errorResponse(
    'Refused: "quote_expired" when past its validity, "already_decided" when accepted or declined before, "quote_replaced" when a newer version was sent in its place, "quote_changed" when it changed while being accepted',
  ),
} as const;

/** No sign-in: the token in the emailed link is the only key. */
export const publicQuoteRoutes = createRouter()
  .openapi(
    createRoute({
      method: "get",
      path: "/api/public/quotes/{token}",
      tags,
      request: { params: tokenParams },
      responses: {
        200: jsonResponse(publicQuoteSchema, "The quote as its customer may see it"),
        404: errorResponses[404],
      },
    }),
    async (c) => {
      const { token } = c.req.valid("param");
      c.header("cache-control", "no-store");
      c.header("referrer-policy", "no-referrer");
      await recordQuoteView(c, token);
      return c.json(await viewPublicQuote(c.get("deps").db, token), 200);
    },
  )
  .openapi(
    createRoute({
      method: "post",
      path: "/api/public/quotes/{token}/opened",
      tags,
      description:
        "The customer's page (/q/:token) says it was opened in a browser: counted as in docs/decisions/0015 (a link preview runs no script, so it does not count). Always 204, known token or not.",
      request: { params: tokenParams },
      responses: { 204: { description: "Counted, or not counted (a reload, a member's preview)" } },
    }),
    async (c) => {
      const { token } = c.req.valid("param");
      await recordQuoteView(c, token);
      c.header("cache-control", "no-store");
      return c.body(null, 204);
    },
  )
  .openapi(
    createRoute({
      method: "get",
      path: "/api/public/quotes/{token}/pdf",
      tags,
      request: { params: tokenParams },
      responses: {
        200: pdfResponse("The quote's PDF"),
        404: errorResponses[404],
      },
    }),
    async (c) => {
      const { token } = c.req.valid("param");
      const { filename, pdf } = await publicQuotePdf(c.get("deps").db, token);
      return sendPdf(c, pdf, filename, {
        attachment: false,
        headers: { "cache-control": "no-store", "referrer-policy": "no-referrer" },
      });
    },
  )
  .openapi(
    createRoute({
      method: "post",
      path: "/api/public/quotes/{token}/accept",
      tags,
      request: { params: tokenParams, body: jsonBody(acceptQuoteSchema) },
      responses: {
        200: jsonResponse(publicQuoteSchema, "The customer accepted the quote"),
        ...decisionResponses,
      },
    }),
    async (c) => {
      const { token } = c.req.valid("param");
      const { name } = c.req.valid("json");
      const deps = c.get("deps");
      const view = await decidePublicQuote(
        deps,
        token,
        { kind: "accepted", name },
        { ip: clientIp(c, deps.config), userAgent: c.req.header("user-agent") ?? "" },
      );
      return c.json(view, 200);
    },
  )
  .openapi(
    createRoute({
      method: "post",
      path: "/api/public/quotes/{token}/decline",
      tags,
      request: { params: tokenParams, body: jsonBody(declineQuoteSchema) },
      responses: {
        200: jsonResponse(publicQuoteSchema, "The customer declined the quote"),
        ...decisionResponses,
      },
    }),
    async (c) => {
      const { token } = c.req.valid("param");
      const { name, reason } = c.req.valid("json");
      const deps = c.get("deps");
      const view = await decidePublicQuote(
        deps,
        token,
        { kind: "declined", name, reason },
        { ip: clientIp(c, deps.config), userAgent: c.req.header("user-agent") ?? "" },
      );
      return c.json(view, 200);
    },
  );
