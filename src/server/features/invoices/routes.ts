import { createRoute, z } from "@hono/zod-openapi";
import { cleanText } from "../../../shared/schemas/common";
import { customerIdFilterSchema } from "../../../shared/schemas/customers";
import {
  createInvoiceSchema,
  invoiceListSchema,
  invoiceSchema,
  invoiceStatuses,
  paymentInputSchema,
  sendInvoiceSchema,
} from "../../../shared/schemas/invoices";
import { pageQuerySchema } from "../../../shared/schemas/paging";
import { requireSession, signedIn } from "../../auth/session";
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
import { createInvoice, deleteInvoice } from "./commands";
import { sendInvoice } from "./documents/email";
import { invoicePdf } from "./documents/pdf";
import { listInvoices } from "./list";
import { deletePayment, recordPayment } from "./payments";
import { getInvoice, outstandingInvoicesPence } from "./read-model";

/** Any string is accepted so an id that is not a uuid answers 404, not 400. */
const idParams = resourceIdParams("Invoice");
const paymentParams = idParams.extend({
  paymentId: cleanText().openapi({
    param: { name: "paymentId", in: "path" },
    format: "uuid",
    description: "Payment id",
  }),
});
const listQuery = pageQuerySchema.extend({
  status: z
    .enum([...invoiceStatuses, "all", ""])
    .optional()
    .openapi({ description: "Only invoices in this (derived) status" }),
  quoteId: cleanText().max(100).optional().openapi({
    description: "Only the invoices of one quote (an id that is no quote's lists none)",
  }),
  customerId: customerIdFilterSchema,
});

const tags = ["invoices"];
const router = createRouter();
router.use("/api/invoices", signedIn);
router.use("/api/invoices/*", signedIn);

export const invoiceRoutes = router
  .openapi(
    createRoute({
      method: "get",
      path: "/api/invoices",
      tags,
      request: { query: listQuery },
      responses: {
        200: jsonResponse(
          invoiceListSchema,
          "A page of the business's invoices, newest number first, and the outstanding total (over the customer's invoices alone with customerId)",
        ),
        400: errorResponses[400],
        401: errorResponses[401],
      },
    }),
    async (c) => {
      const { businessId } = requireSession(c);
      const { status, ...rest } = c.req.valid("query");
      const list = await listInvoices(c.get("deps").db, businessId, {
        ...rest,
        status: status === "all" || status === "" ? undefined : status,
      });
      return c.json(list, 200);
    },
  )
  .openapi(
    createRoute({
      method: "post",
      path: "/api/invoices",
      tags,
      request: { body: jsonBody(createInvoiceSchema) },
      responses: {
        201: jsonResponse(invoiceSchema, "A draft invoice raised from an accepted quote"),
        ...errorResponses,
        409: errorResponse(
          "already_invoiced: the quote is invoiced in full, or a full invoice would follow a deposit; too_many_invoices: the business keeps as many as it may",
        ),
      },
    }),
    async (c) => {
      const { businessId } = requireSession(c);
      const invoice = await createInvoice(c.get("deps").db, businessId, c.req.valid("json"));
      return c.json(invoice, 201);
    },
  )
  .openapi(
    createRoute({
      method: "get",
      path: "/api/invoices/summary",
      tags,
      responses: {
        200: jsonResponse(
          z.object({ outstandingPence: z.number().int() }),
          "The balance still to pay on issued (not draft) invoices: the dashboard tile",
        ),
        401: errorResponses[401],
      },
    }),
    async (c) => {
      const { businessId } = requireSession(c);
      return c.json(
        { outstandingPence: await outstandingInvoicesPence(c.get("deps").db, businessId) },
        200,
      );
    },
  )
  .openapi(
    createRoute({
      method: "get",
      path: "/api/invoices/{id}",
      tags,
      request: { params: idParams },
      responses: {
        200: jsonResponse(invoiceSchema, "One invoice with its lines and payments"),
        401: errorResponses[401],
        404: errorResponses[404],
      },
    }),
    async (c) => {
      const { businessId } = requireSession(c);
      return c.json(await getInvoice(c.get("deps").db, businessId, c.req.valid("param").id), 200);
    },
  )
  .openapi(
    createRoute({
      method: "delete",
      path: "/api/invoices/{id}",
      tags,
      request: { params: idParams },
      responses: {
        204: { description: "The draft was deleted (its number is not re-used)" },
        ...errorResponses,
      },
    }),
    async (c) => {
      const { businessId } = requireSession(c);
      await deleteInvoice(c.get("deps").db, businessId, c.req.valid("param").id);
      return c.body(null, 204);
    },
  )
  .openapi(
    createRoute({
      method: "post",
      path: "/api/invoices/{id}/send",
      tags,
      request: { params: idParams, body: jsonBody(sendInvoiceSchema) },
      responses: {
        200: jsonResponse(invoiceSchema, "The invoice was emailed with its PDF; it is now sent"),
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
      return c.json(await sendInvoice(c.get("deps"), businessId, id, c.req.valid("json")), 200);
    },
  )
  .openapi(
    createRoute({
      method: "get",
      path: "/api/invoices/{id}/pdf",
      tags,
      request: { params: idParams },
      responses: {
        200: pdfResponse("The invoice as an A4 PDF"),
        401: errorResponses[401],
        404: errorResponses[404],
      },
    }),
    async (c) => {
      const { businessId } = requireSession(c);
      const { filename, pdf } = await invoicePdf(
        c.get("deps").db,
        businessId,
        c.req.valid("param").id,
      );
      return sendPdf(c, pdf, filename);
    },
  )
  .openapi(
    createRoute({
      method: "post",
      path: "/api/invoices/{id}/payments",
      tags,
      request: { params: idParams, body: jsonBody(paymentInputSchema) },
      responses: {
        201: jsonResponse(invoiceSchema, "The payment was recorded; the status follows"),
        ...errorResponses,
      },
    }),
    async (c) => {
      const { businessId } = requireSession(c);
      const { id } = c.req.valid("param");
      const invoice = await recordPayment(c.get("deps").db, businessId, id, c.req.valid("json"));
      return c.json(invoice, 201);
    },
  )
  .openapi(
    createRoute({
      method: "delete",
      path: "/api/invoices/{id}/payments/{paymentId}",
      tags,
      request: { params: paymentParams },
      responses: {
        200: jsonResponse(invoiceSchema, "The payment was removed"),
        401: errorResponses[401],
        404: errorResponses[404],
      },
    }),
    async (c) => {
      const { businessId } = requireSession(c);
      const { id, paymentId } = c.req.valid("param");
      return c.json(await deletePayment(c.get("deps").db, businessId, id, paymentId), 200);
    },
  );
