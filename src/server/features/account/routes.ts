import { createRoute, z } from "@hono/zod-openapi";
import { requireSession } from "../../auth/session";
import { errorResponses, jsonResponse } from "../../http/openapi";
import { createRouter } from "../../http/router";

const meSchema = z.object({
  user: z.object({
    id: z.string(),
    email: z.string(),
    name: z.string(),
    isAnonymous: z.boolean(),
    isAdmin: z.boolean(),
  }),
  business: z.object({ id: z.string(), name: z.string() }),
});

export const accountRoutes = createRouter().openapi(
  createRoute({
    method: "get",
    path: "/api/me",
    tags: ["account"],
    responses: {
      200: jsonResponse(meSchema, "The signed-in user and their business"),
      ...errorResponses,
    },
  }),
  (c) => {
    const s = requireSession(c);
    return c.json(
      {
        user: {
          id: s.userId,
          email: s.email,
          name: s.name,
          isAnonymous: s.isAnonymous,
          isAdmin: s.isAdmin,
        },
        business: { id: s.businessId, name: s.businessName },
      },
      200,
    );
  },
);
