import { createRoute, z } from "@hono/zod-openapi";
import {
  emailOrderResponseSchema,
  emailOrderSchema,
  orderListSchema,
  orderSchema,
  placeOrdersResponseSchema,
  placeOrdersSchema,
} from "../../../shared/schemas/orders";
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
import { cancelOrder, placeOrders } from "./commands";
import { emailOrder, orderDocument } from "./documents";
import { renderPurchaseOrderPdf } from "./pdf";
import { getOrder, listOrders } from "./read-model";

/** Any string is accepted here so an id that is not a uuid answers 404, not 400. */
const idParams = resourceIdParams("Order");

const listQuery = pageQuerySchema.extend({
  quoteId: z
    .uuid()
    .optional()
    .openapi({ param: { name: "quoteId", in: "query" }, description: "Only this quote's orders" }),
});

const tags = ["orders"];

const router = createRouter();
router.use("/api/orders", signedIn);
router.use("/api/orders/*", signedIn);

export const orderRoutes = router
  .openapi(
    createRoute({
      method: "post",
      path: "/api/orders",
      tags,
      summary: "Place purchase orders, one per merchant",
      description:
        "Groups the lines by merchant; lines need a SKU and a merchant to be orderable. Each merchant " +
        "succeeds or fails on its own. The link to the merchant is simulated (SPEC §7): the order is " +
        "stored with status placed. For a quote, the whole request is refused with 409 " +
        "`quote_not_accepted` while the quote is not accepted (unless `unaccepted: true`) and " +
        "`already_ordered` when a placed order of this quote exists for one of its merchants " +
        "(unless `repeat: true`), its message naming every such merchant. With `remaining: true` " +
        "(a retry) the merchants already ordered for the quote are skipped instead, never ordered " +
        "twice, each answered with its earlier order and `alreadyOrdered: true`.",
      request: { body: jsonBody(placeOrdersSchema) },
      responses: {
        200: jsonResponse(placeOrdersResponseSchema, "Per-merchant results"),
        ...errorResponses,
        409: errorResponse(
          "Not accepted yet, already ordered from this merchant, or too_many_orders: the request's orders would take the business past the purchase orders it may keep",
        ),
      },
    }),
    async (c) => {
      const { businessId } = requireSession(c);
      const deps = c.get("deps");
      return c.json(await placeOrders(deps.db, businessId, c.req.valid("json"), deps.log), 200);
    },
  )
  .openapi(
    createRoute({
      method: "get",
      path: "/api/orders",
      tags,
      request: { query: listQuery },
      responses: {
        200: jsonResponse(
          orderListSchema,
          "A page of the business's purchase orders, newest first",
        ),
        400: errorResponses[400],
        401: errorResponses[401],
      },
    }),
    async (c) => {
      const { businessId } = requireSession(c);
      return c.json(await listOrders(c.get("deps").db, businessId, c.req.valid("query")), 200);
    },
  )
  .openapi(
    createRoute({
      method: "get",
      path: "/api/orders/{id}",
      tags,
      request: { params: idParams },
      responses: {
        200: jsonResponse(orderSchema, "One purchase order with its lines"),
        401: errorResponses[401],
        404: errorResponses[404],
      },
    }),
    async (c) => {
      const { businessId } = requireSession(c);
      const { id } = c.req.valid("param");
      return c.json(await getOrder(c.get("deps").db, businessId, id), 200);
    },
  )
  .openapi(
    createRoute({
      method: "get",
      path: "/api/orders/{id}/pdf",
      tags,
      request: { params: idParams },
      responses: {
        200: pdfResponse("The purchase order as an A4 PDF"),
        401: errorResponses[401],
        404: errorResponses[404],
      },
    }),
    async (c) => {
      const { businessId } = requireSession(c);
      const { id } = c.req.valid("param");
      const document = await orderDocument(c.get("deps").db, businessId, id);
      const pdf = await renderPurchaseOrderPdf(document, businessId);
      return sendPdf(c, pdf, `${document.order.number}.pdf`, { attachment: true });
    },
  )
  .openapi(
    createRoute({
      method: "post",
      path: "/api/orders/{id}/email",
      tags,
      summary: "Email the purchase order PDF (e.g. to the merchant branch)",
      request: { params: idParams, body: jsonBody(emailOrderSchema) },
      responses: {
        200: jsonResponse(emailOrderResponseSchema, "The email was sent"),
        ...errorResponses,
        403: errorResponse("A demo business cannot send email"),
        409: errorResponse(
          "The same email to the same address is still being sent, or the order is cancelled",
        ),
        429: errorResponse("The business's sending cap is reached"),
      },
    }),
    async (c) => {
      const { id } = c.req.valid("param");
      const { email } = c.req.valid("json");
      await emailOrder(c.get("deps"), requireSession(c), id, email);
      return c.json({ sent: true as const, to: email }, 200);
    },
  )
  .openapi(
    createRoute({
      method: "post",
      path: "/api/orders/{id}/cancel",
      tags,
      summary: "Cancel a placed purchase order: it leaves the books and can be placed again",
      request: { params: idParams },
      responses: {
        200: jsonResponse(orderSchema, "The cancelled order"),
        401: errorResponses[401],
        404: errorResponses[404],
        409: errorResponse("The order is already cancelled"),
      },
    }),
    async (c) => {
      const { businessId } = requireSession(c);
      const { id } = c.req.valid("param");
      return c.json(await cancelOrder(c.get("deps").db, businessId, id), 200);
    },
  );
