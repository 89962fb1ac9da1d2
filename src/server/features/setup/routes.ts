import { createRoute } from "@hono/zod-openapi";
import { setupDismissalSchema, setupProgressSchema } from "../../../shared/schemas/setup";
import { requireSession, signedIn } from "../../auth/session";
import { errorResponses, jsonBody, jsonResponse } from "../../http/openapi";
import { createRouter } from "../../http/router";
import { setSetupDismissed, setupProgress } from "./service";

const router = createRouter();
router.use("/api/setup-progress", signedIn);
router.use("/api/setup-progress/*", signedIn);

export const setupRoutes = router
  .openapi(
    createRoute({
      method: "get",
      path: "/api/setup-progress",
      tags: ["setup"],
      responses: {
        200: jsonResponse(setupProgressSchema, "The first-run checklist: each item done or not"),
        ...errorResponses,
      },
    }),
    async (c) => {
      const { businessId } = requireSession(c);
      return c.json(await setupProgress(c.get("deps").db, businessId), 200);
    },
  )
  .openapi(
    createRoute({
      method: "put",
      path: "/api/setup-progress/dismissal",
      tags: ["setup"],
      request: { body: jsonBody(setupDismissalSchema) },
      responses: {
        200: jsonResponse(setupProgressSchema, "The checklist with its dismissal saved"),
        ...errorResponses,
      },
    }),
    async (c) => {
      const { businessId } = requireSession(c);
      const { dismissed } = c.req.valid("json");
      return c.json(await setSetupDismissed(c.get("deps").db, businessId, dismissed), 200);
    },
  );
