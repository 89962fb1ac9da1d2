import { createRoute, z } from "@hono/zod-openapi";
import { requireSession, signedIn } from "../../auth/session";
import { errorResponse, errorResponses, jsonResponse, resourceIdParams } from "../../http/openapi";
import { createRouter } from "../../http/router";
import { revokeQuoteLink } from "./service";

const revokedSchema = z.object({
  url: z.string().openapi({ description: "The quote's new customer link" }),
});

const router = createRouter();
router.use("/api/quotes/*", signedIn);

export const quoteLinkRoutes = router.openapi(
  createRoute({
    method: "post",
    path: "/api/quotes/{id}/link/revoke",
    tags: ["quotes"],
    summary: "Revoke the customer link: a new link is made, the old one says it is no longer valid",
    request: { params: resourceIdParams("Quote") },
    responses: {
      200: jsonResponse(revokedSchema, "The old link is revoked; the new one is returned"),
      ...errorResponses,
      409: errorResponse("The quote has no customer link yet"),
    },
  }),
  async (c) => {
    const { businessId } = requireSession(c);
    const { db, config } = c.get("deps");
    return c.json(
      await revokeQuoteLink(db, businessId, c.req.valid("param").id, config.publicUrl),
      200,
    );
  },
);
