import { createRoute, z } from "@hono/zod-openapi";
import { cleanText } from "../../../shared/schemas/common";
import {
  businessDetailsResponseSchema,
  businessDetailsSchema,
  logoMessages,
  merchantsResponseSchema,
  merchantTermsResponseSchema,
  merchantTermsSchema,
  quoteSettingsSchema,
  tradeAccountPatchSchema,
  tradeAccountResponseSchema,
  tradeAccountSchema,
  tradeAccountsResponseSchema,
} from "../../../shared/schemas/settings";
import { requireSession, signedIn } from "../../auth/session";
import { imageResponse, uploadedBytes } from "../../http/images";
import { errorResponse, errorResponses, jsonBody, jsonResponse } from "../../http/openapi";
import { createRouter } from "../../http/router";
import {
  getBusinessDetails,
  getLogo,
  getMerchantTerms,
  getQuoteSettings,
  removeLogo,
  replaceMerchantTerms,
  setLogo,
  updateBusinessDetails,
  updateQuoteSettings,
} from "./service";
import {
  createTradeAccount,
  deleteTradeAccount,
  getTradeAccount,
  listMerchants,
  listTradeAccounts,
  updateTradeAccount,
} from "./trade-accounts";

const idParams = z.object({ id: cleanText() });
const logoResponses = {
  200: jsonResponse(businessDetailsResponseSchema, "The business details with the new logo"),
  ...errorResponses,
  413: errorResponse("File too large (code file_too_large)"),
} as const;

// Signed in before anything is read: a signed-out caller gets 401, not a bad-input 400.
const router = createRouter();
router.use("/api/settings/*", signedIn);
router.use("/api/merchants", signedIn);
router.use("/api/trade-accounts", signedIn);
router.use("/api/trade-accounts/*", signedIn);

export const settingsRoutes = router
  .openapi(
    createRoute({
      method: "get",
      path: "/api/settings/business",
      tags: ["settings"],
      responses: {
        200: jsonResponse(businessDetailsResponseSchema, "Business details"),
        ...errorResponses,
      },
    }),
    async (c) => {
      const { businessId } = requireSession(c);
      return c.json(await getBusinessDetails(c.get("deps").db, businessId), 200);
    },
  )
  .openapi(
    createRoute({
      method: "put",
      path: "/api/settings/business",
      tags: ["settings"],
      request: { body: jsonBody(businessDetailsSchema) },
      responses: {
        200: jsonResponse(businessDetailsResponseSchema, "Saved business details"),
        ...errorResponses,
      },
    }),
    async (c) => {
      const { businessId } = requireSession(c);
      const details = c.req.valid("json");
      return c.json(await updateBusinessDetails(c.get("deps").db, businessId, details), 200);
    },
  )
  .openapi(
    createRoute({
      method: "post",
      path: "/api/settings/business/logo",
      tags: ["settings"],
      description:
        'multipart/form-data with the file in field "logo" (or JSON { dataUrl }); PNG, JPEG or WebP by content, under 2 MB',
      responses: logoResponses,
    }),
    async (c) => {
      const { businessId } = requireSession(c);
      const bytes = await uploadedBytes(c.req.raw, "logo", logoMessages);
      return c.json(await setLogo(c.get("deps").db, businessId, bytes), 200);
    },
  )
  .openapi(
    createRoute({
      method: "delete",
      path: "/api/settings/business/logo",
      tags: ["settings"],
      responses: {
        200: jsonResponse(businessDetailsResponseSchema, "The business details without a logo"),
        ...errorResponses,
      },
    }),
    async (c) => {
      const { businessId } = requireSession(c);
      return c.json(await removeLogo(c.get("deps").db, businessId), 200);
    },
  )
  .openapi(
    createRoute({
      method: "get",
      path: "/api/settings/business/logo",
      tags: ["settings"],
      responses: {
        200: {
          description: "The logo image (PNG, JPEG or WebP)",
          content: { "image/*": { schema: z.string().openapi({ format: "binary" }) } },
        },
        ...errorResponses,
      },
    }),
    async (c) => {
      const { businessId } = requireSession(c);
      const logo = await getLogo(c.get("deps").db, businessId);
      return imageResponse(c, logo, "private, no-cache");
    },
  )
  .openapi(
    createRoute({
      method: "get",
      path: "/api/settings/quote",
      tags: ["settings"],
      responses: { 200: jsonResponse(quoteSettingsSchema, "Quote settings"), ...errorResponses },
    }),
    async (c) => {
      const { businessId } = requireSession(c);
      return c.json(await getQuoteSettings(c.get("deps").db, businessId), 200);
    },
  )
  .openapi(
    createRoute({
      method: "put",
      path: "/api/settings/quote",
      tags: ["settings"],
      request: { body: jsonBody(quoteSettingsSchema) },
      responses: {
        200: jsonResponse(quoteSettingsSchema, "Saved quote settings"),
        ...errorResponses,
      },
    }),
    async (c) => {
      const { businessId } = requireSession(c);
      const settings = c.req.valid("json");
      return c.json(await updateQuoteSettings(c.get("deps").db, businessId, settings), 200);
    },
  )
  .openapi(
    createRoute({
      method: "get",
      path: "/api/settings/merchant-terms",
      tags: ["settings"],
      responses: {
        200: jsonResponse(merchantTermsResponseSchema, "Merchant terms in order"),
        ...errorResponses,
      },
    }),
    async (c) => {
      const { businessId } = requireSession(c);
      return c.json(await getMerchantTerms(c.get("deps").db, businessId), 200);
    },
  )
  .openapi(
    createRoute({
      method: "put",
      path: "/api/settings/merchant-terms",
      tags: ["settings"],
      request: { body: jsonBody(merchantTermsSchema) },
      responses: {
        200: jsonResponse(merchantTermsResponseSchema, "The saved list (replaces the old one)"),
        ...errorResponses,
      },
    }),
    async (c) => {
      const { businessId } = requireSession(c);
      const input = c.req.valid("json");
      return c.json(await replaceMerchantTerms(c.get("deps").db, businessId, input), 200);
    },
  )
  .openapi(
    createRoute({
      method: "get",
      path: "/api/merchants",
      tags: ["settings"],
      responses: {
        200: jsonResponse(merchantsResponseSchema, "Merchants with their branches"),
        ...errorResponses,
      },
    }),
    async (c) => {
      requireSession(c);
      return c.json({ merchants: await listMerchants(c.get("deps").db) }, 200);
    },
  )
  .openapi(
    createRoute({
      method: "get",
      path: "/api/trade-accounts",
      tags: ["settings"],
      responses: {
        200: jsonResponse(tradeAccountsResponseSchema, "Trade accounts"),
        ...errorResponses,
      },
    }),
    async (c) => {
      const { businessId } = requireSession(c);
      return c.json({ accounts: await listTradeAccounts(c.get("deps").db, businessId) }, 200);
    },
  )
  .openapi(
    createRoute({
      method: "post",
      path: "/api/trade-accounts",
      tags: ["settings"],
      request: { body: jsonBody(tradeAccountSchema) },
      responses: {
        201: jsonResponse(tradeAccountResponseSchema, "Created trade account"),
        ...errorResponses,
      },
    }),
    async (c) => {
      const { businessId } = requireSession(c);
      const input = c.req.valid("json");
      return c.json(await createTradeAccount(c.get("deps").db, businessId, input), 201);
    },
  )
  .openapi(
    createRoute({
      method: "get",
      path: "/api/trade-accounts/{id}",
      tags: ["settings"],
      request: { params: idParams },
      responses: {
        200: jsonResponse(tradeAccountResponseSchema, "Trade account"),
        ...errorResponses,
      },
    }),
    async (c) => {
      const { businessId } = requireSession(c);
      const { id } = c.req.valid("param");
      return c.json(await getTradeAccount(c.get("deps").db, businessId, id), 200);
    },
  )
  .openapi(
    createRoute({
      method: "patch",
      path: "/api/trade-accounts/{id}",
      tags: ["settings"],
      request: { params: idParams, body: jsonBody(tradeAccountPatchSchema) },
      responses: {
        200: jsonResponse(tradeAccountResponseSchema, "Updated trade account"),
        ...errorResponses,
      },
    }),
    async (c) => {
      const { businessId } = requireSession(c);
      const { id } = c.req.valid("param");
      const patch = c.req.valid("json");
      return c.json(await updateTradeAccount(c.get("deps").db, businessId, id, patch), 200);
    },
  )
  .openapi(
    createRoute({
      method: "delete",
      path: "/api/trade-accounts/{id}",
      tags: ["settings"],
      request: { params: idParams },
      responses: { 204: { description: "Deleted" }, ...errorResponses },
    }),
    async (c) => {
      const { businessId } = requireSession(c);
      const { id } = c.req.valid("param");
      await deleteTradeAccount(c.get("deps").db, businessId, id);
      return c.body(null, 204);
    },
  );
