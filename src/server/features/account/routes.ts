import { createRoute, z } from "@hono/zod-openapi";
import { finishSignUpResultSchema, finishSignUpSchema } from "../../../shared/schemas/auth";
import { clientKey } from "../../auth/client-ip";
import { finishSignUp } from "../../auth/finish-sign-up";
import { authHeaders, requireSession } from "../../auth/session";
import { AppError } from "../../errors";
import { errorResponse, errorResponses, jsonBody, jsonResponse } from "../../http/openapi";
import { takeRateLimit } from "../../http/rate-limit";
import { createRouter } from "../../http/router";

/** Attempts to finish a sign-up per client address per window: each one checks a password. */
export const FINISH_SIGN_UP_LIMIT = 10;
export const FINISH_SIGN_UP_WINDOW_MS = 60_000;

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

export const accountRoutes = createRouter()
  .openapi(
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
  )
  .openapi(
    createRoute({
      method: "post",
      path: "/api/account/verify-email",
      tags: ["account"],
      summary: "Finish a sign-up: the emailed link's token and the password it was signed up with",
      request: { body: jsonBody(finishSignUpSchema) },
      responses: {
        200: jsonResponse(
          finishSignUpResultSchema,
          "Verified and signed in (a session cookie is set), or verified before",
        ),
        400: errorResponse(
          "The link expired or was replaced, or the password is not the sign-up's",
        ),
        429: errorResponse("More than 10 attempts a minute from this address"),
      },
    }),
    async (c) => {
      const deps = c.get("deps");
      const key = `finish-sign-up:${clientKey(c, deps.config)}`;
      if (!(await takeRateLimit(deps.db, key, FINISH_SIGN_UP_LIMIT, FINISH_SIGN_UP_WINDOW_MS))) {
        throw new AppError(
          429,
          "rate_limited",
          "Too many attempts. Please wait a minute and try again.",
        );
      }
      const finished = await finishSignUp(deps, c.req.valid("json"), authHeaders(c));
      for (const cookie of finished.setCookies) c.header("set-cookie", cookie, { append: true });
      return c.json({ verified: true as const, alreadyVerified: finished.alreadyVerified }, 200);
    },
  );
