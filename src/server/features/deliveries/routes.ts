import { createRoute } from "@hono/zod-openapi";
import { emailDeliverySchema, latestDeliverySchema } from "../../../shared/schemas/deliveries";
import { requireSession, signedIn } from "../../auth/session";
import { errorResponse, errorResponses, jsonResponse, resourceIdParams } from "../../http/openapi";
import { createRouter } from "../../http/router";
import { documentDelivery, sendAgain } from "./service";

const tags = ["email deliveries"];

function latestRoute(kind: "quote" | "invoice") {
  return createRoute({
    method: "get",
    path: `/api/${kind}s/{id}/email-delivery`,
    tags,
    summary: `The newest email sending this ${kind}: queued, sent, or failed with the reason`,
    request: { params: resourceIdParams(kind === "quote" ? "Quote" : "Invoice") },
    responses: {
      200: jsonResponse(latestDeliverySchema, "The delivery, or null"),
      ...errorResponses,
    },
  });
}

const router = createRouter();
router.use("/api/quotes/:id/email-delivery", signedIn);
router.use("/api/invoices/:id/email-delivery", signedIn);
router.use("/api/email-deliveries/*", signedIn);

export const deliveryRoutes = router
  .openapi(latestRoute("quote"), async (c) => {
    const { businessId } = requireSession(c);
    const delivery = await documentDelivery(
      c.get("deps").db,
      businessId,
      "quote",
      c.req.valid("param").id,
    );
    return c.json({ delivery }, 200);
  })
  .openapi(latestRoute("invoice"), async (c) => {
    const { businessId } = requireSession(c);
    const delivery = await documentDelivery(
      c.get("deps").db,
      businessId,
      "invoice",
      c.req.valid("param").id,
    );
    return c.json({ delivery }, 200);
  })
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
