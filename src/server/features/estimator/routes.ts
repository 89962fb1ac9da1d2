import { createRoute } from "@hono/zod-openapi";
import {
  chatInputSchema,
  chatResultSchema,
  predictMaterialsInputSchema,
  predictMaterialsResultSchema,
  publicEstimateInputSchema,
  publicEstimateSchema,
} from "../../../shared/schemas/assistant";
import { estimatorSettingsSchema } from "../../../shared/schemas/settings";
import { clientKey } from "../../auth/client-ip";
import { requireSession, signedIn } from "../../auth/session";
import { AppError } from "../../errors";
import { errorResponse, errorResponses, jsonBody, jsonResponse } from "../../http/openapi";
import { takeRateLimit } from "../../http/rate-limit";
import { createRouter } from "../../http/router";
import { ESTIMATOR_TIMEOUT_MS } from "../../workers/estimator-tasks";
import { runTask } from "../../workers/pool";
import { businessPace, getEstimatorSettings, updateEstimatorSettings } from "./pace";
import { predictMaterials, publicEstimate } from "./service";

const tags = ["ai"];

/** Public estimates allowed per client address per window (SPEC: the landing's generator). */
export const PUBLIC_ESTIMATE_LIMIT = 10;
export const PUBLIC_ESTIMATE_WINDOW_MS = 60_000;

const router = createRouter();
router.use("/api/ai/*", signedIn);
router.use("/api/settings/estimator", signedIn);

export const estimatorRoutes = router
  .openapi(
    createRoute({
      method: "post",
      path: "/api/ai/predict-materials",
      tags,
      request: { body: jsonBody(predictMaterialsInputSchema) },
      responses: {
        200: jsonResponse(
          predictMaterialsResultSchema,
          "Predicted materials matched to the catalogue at the business's net prices",
        ),
        400: errorResponses[400],
        401: errorResponses[401],
      },
    }),
    async (c) => {
      const session = requireSession(c);
      const deps = c.get("deps");
      const input = c.req.valid("json");
      const result = await predictMaterials(
        deps.db,
        { businessId: session.businessId, userId: session.userId },
        deps.config,
        { jobDescription: input.jobDescription, measurements: input.measurements },
      );
      return c.json(result, 200);
    },
  )
  .openapi(
    createRoute({
      method: "post",
      path: "/api/ai/chat",
      tags,
      request: { body: jsonBody(chatInputSchema) },
      responses: {
        200: jsonResponse(chatResultSchema, "The quote assistant's reply"),
        400: errorResponses[400],
        401: errorResponses[401],
      },
    }),
    async (c) => {
      const session = requireSession(c);
      const { prompt, context } = c.req.valid("json");
      const pace = await businessPace(c.get("deps").db, session.businessId);
      // The estimator parses the conversation in the worker pool, off the event loop.
      const reply = await runTask(
        "chatReply",
        { prompt, context: context ?? [], pace },
        { owner: session.businessId, timeoutMs: ESTIMATOR_TIMEOUT_MS },
      );
      // The conversation is the deterministic estimator's, whichever model predicts materials.
      return c.json({ ...reply, model: "Sole estimator" }, 200);
    },
  )
  .openapi(
    createRoute({
      method: "post",
      path: "/api/public/estimate",
      tags,
      request: { body: jsonBody(publicEstimateInputSchema) },
      responses: {
        200: jsonResponse(publicEstimateSchema, "An estimate at list prices, without signing in"),
        400: errorResponses[400],
        429: errorResponse("More than 10 estimates a minute from this address"),
      },
    }),
    async (c) => {
      const deps = c.get("deps");
      const address = clientKey(c, deps.config);
      const ok = await takeRateLimit(
        deps.db,
        `estimate:${address}`,
        PUBLIC_ESTIMATE_LIMIT,
        PUBLIC_ESTIMATE_WINDOW_MS,
      );
      if (!ok) {
        throw new AppError(
          429,
          "rate_limited",
          "Too many estimates. Please wait a minute and try again.",
        );
      }
      const { jobDescription } = c.req.valid("json");
      return c.json(await publicEstimate(jobDescription, `address:${address}`), 200);
    },
  )
  .openapi(
    createRoute({
      method: "get",
      path: "/api/settings/estimator",
      tags: ["settings"],
      responses: {
        200: jsonResponse(
          estimatorSettingsSchema,
          "Whether the estimator learns the business's pace",
        ),
        ...errorResponses,
      },
    }),
    async (c) => {
      const { businessId } = requireSession(c);
      return c.json(await getEstimatorSettings(c.get("deps").db, businessId), 200);
    },
  )
  .openapi(
    createRoute({
      method: "put",
      path: "/api/settings/estimator",
      tags: ["settings"],
      request: { body: jsonBody(estimatorSettingsSchema) },
      responses: {
        200: jsonResponse(estimatorSettingsSchema, "The estimator's settings as saved"),
        ...errorResponses,
      },
    }),
    async (c) => {
      const { businessId } = requireSession(c);
      const settings = c.req.valid("json");
      return c.json(await updateEstimatorSettings(c.get("deps").db, businessId, settings), 200);
    },
  );
