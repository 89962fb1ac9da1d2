import { createRoute, z } from "@hono/zod-openapi";
import { acceptedQuoteSchema } from "../../../../shared/schemas/accepted-snapshot";
import { scheduleDateTime } from "../../../../shared/schemas/jobs";
import { quoteSchema, sendQuoteSchema } from "../../../../shared/schemas/quotes";
import { requireSession, signedIn } from "../../../auth/session";
import { notFound } from "../../../errors";
import {
  errorResponse,
  errorResponses,
  jsonBody,
  jsonResponse,
  pdfResponse,
  resourceIdParams,
  sendPdf,
} from "../../../http/openapi";
import { createRouter } from "../../../http/router";
import { refuseDemoSending } from "../../../mail/sending";
import { findAcceptedSnapshot } from "./accepted-read";
import { quoteCalendar } from "./calendar";
import { sendQuote } from "./email";
import { quotePdf } from "./pdf";

/** Any string is accepted here so an id that is not a uuid answers 404, not 400. */
const idParams = resourceIdParams("Quote");

const calendarQuery = z.object({
  start: scheduleDateTime.optional().openapi({
    description: "Start (ISO 8601); defaults to the scheduled job's start",
  }),
  end: scheduleDateTime.optional().openapi({
    description:
      "End (ISO 8601); defaults to the end of the quote's labour days in working days (all-day events)",
  }),
});

const tags = ["quotes"];

const router = createRouter();
router.use("/api/quotes/*", signedIn);

/** A quote's documents: its PDF, the email to the customer, the job's calendar entry. */
export const quoteDocumentRoutes = router
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
      method: "get",
      path: "/api/quotes/{id}/accepted",
      tags,
      request: { params: idParams },
      responses: {
        200: jsonResponse(
          acceptedQuoteSchema,
          "What the customer accepted, frozen at acceptance, and the SHA-256 of its PDF",
        ),
        401: errorResponses[401],
        404: errorResponse("Not this business's quote, not accepted, or accepted before snapshots"),
      },
    }),
    async (c) => {
      const { businessId } = requireSession(c);
      const { id } = c.req.valid("param");
      const accepted = await findAcceptedSnapshot(c.get("deps").db, businessId, id);
      if (!accepted) throw notFound("This quote has no accepted version");
      return c.json({ snapshot: accepted.snapshot, pdfSha256: accepted.sha256 }, 200);
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
  );
