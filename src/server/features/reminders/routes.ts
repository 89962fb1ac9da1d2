import { createRoute } from "@hono/zod-openapi";
import { reminderSettingsSchema } from "../../../shared/schemas/settings";
import { requireSession, signedIn } from "../../auth/session";
import { errorResponses, jsonBody, jsonResponse } from "../../http/openapi";
import { createRouter } from "../../http/router";
import { getReminderSettings, updateReminderSettings } from "./settings";

/** Settings → Reminders: which of the business's reminders Sole sends. */
const router = createRouter();
router.use("/api/settings/reminders", signedIn);

export const reminderRoutes = router
  .openapi(
    createRoute({
      method: "get",
      path: "/api/settings/reminders",
      tags: ["settings"],
      responses: {
        200: jsonResponse(reminderSettingsSchema, "Which reminders are on"),
        ...errorResponses,
      },
    }),
    async (c) => {
      const { businessId } = requireSession(c);
      return c.json(await getReminderSettings(c.get("deps").db, businessId), 200);
    },
  )
  .openapi(
    createRoute({
      method: "put",
      path: "/api/settings/reminders",
      tags: ["settings"],
      request: { body: jsonBody(reminderSettingsSchema) },
      responses: {
        200: jsonResponse(reminderSettingsSchema, "The reminders as saved"),
        ...errorResponses,
      },
    }),
    async (c) => {
      const { businessId } = requireSession(c);
      const settings = c.req.valid("json");
      return c.json(await updateReminderSettings(c.get("deps").db, businessId, settings), 200);
    },
  );
