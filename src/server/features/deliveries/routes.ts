import { createRoute } from "@hono/zod-openapi";
import type { Context } from "hono";
import { emailDeliverySchema, latestDeliverySchema } from "../../../shared/schemas/deliveries";
import { requireSession, signedIn } from "../../auth/session";
import type { AppEnv } from "../../context";
import { errorResponse, errorResponses, jsonResponse, resourceIdParams } from "../../http/openapi";
import { createRouter } from "../../http/router";
import { type DocumentKind, documentDelivery, sendAgain } from "./service";

const tags = ["email deliveries"];

const documentName = { quote: "Quote", invoice: "Invoice", order: "Purchase order" } as const;

function latestRoute(kind: DocumentKind) {
  return createRoute({
    method: "get",
    path: `/api/${kind}s/{id}/email-delivery`,
    tags,
    summary: `The newest email sending this ${kind}: queued, sent, or failed with the reason`,
    request: { params: resourceIdParams(documentName[kind]) },
    responses: {
      200: jsonResponse(latestDeliverySchema, "The delivery, or null"),
      ...errorResponses,
    },
  });
}

/** The newest email of one document of the business (another business's is 404). */
async function latestOf(c: Context<AppEnv>, kind: DocumentKind, id: string) {
  const { businessId } = requireSession(c);
  return c.json({ delivery: await documentDelivery(c.get("deps").db, businessId, kind, id) }, 200);
}

const router = createRouter();
router.use("/api/quotes/:id/email-delivery", signedIn);
router.use("/api/invoices/:id/email-delivery", signedIn);
router.use("/api/orders/:id/email-delivery", signedIn);
router.use("/api/email-deliveries/*", signedIn);

export const deliveryRoutes = router
  .openapi(latestRoute("quote"), (c) => latestOf(c, "quote", c.req.valid("param").id))
  .openapi(latestRoute("invoice"), (c) => latestOf(c, "invoice", c.req.valid("param").id))
  .openapi(latestRoute("order"), (c) => latestOf(c, "order", c.req.valid("param").id))
  .openapi(
    createRoute({
      method: "post",
      path: "/api/email-deliveries/{id}/send-again",
      tags,
      summary: "Queue a sent or failed email again, exactly as it was",
      request: { params: resourceIdParams("Email delivery") },
      responses: {
        202: jsonResponse(emailDeliverySchema, "Queued again (a new delivery)"),
        ...errorResponses,
        403: errorResponse("A demo business cannot send email"),
        409: errorResponse("The email is still queued, or a newer one of its document replaced it"),
        429: errorResponse("The business's sending cap is reached"),
      },
    }),
    async (c) => {
      const session = requireSession(c);
      const delivery = await sendAgain(c.get("deps"), session, c.req.valid("param").id);
      return c.json(delivery, 202);
    },
  );
