import { createRoute, z } from "@hono/zod-openapi";
import { photoMessages, quoteSchema } from "../../../shared/schemas/quotes";
import { requireSession, signedIn } from "../../auth/session";
import { imageResponse, uploadedBytes } from "../../http/images";
import { errorResponse, errorResponses, jsonResponse, resourceIdParams } from "../../http/openapi";
import { createRouter } from "../../http/router";
import { checkQuoteId } from "./ids";
import { getQuoteImage, removeQuoteImage, setQuoteImage } from "./photos";

/** Any string is accepted here so an id that is not a uuid answers 404, not 400. */
const idParams = resourceIdParams("Quote");
const tags = ["quotes"];

const router = createRouter();
router.use("/api/quotes/*", signedIn);

/** The quote's site photo: upload (replacing any previous one), read, remove. */
export const quotePhotoRoutes = router
  .openapi(
    createRoute({
      method: "post",
      path: "/api/quotes/{id}/image",
      tags,
      request: { params: idParams },
      description:
        'The site photo: multipart/form-data with the file in field "image" (or JSON { dataUrl }); PNG, JPEG or WebP by content, under 5 MB. Replaces any previous photo.',
      responses: {
        200: jsonResponse(quoteSchema, "The quote with its new imageUrl"),
        ...errorResponses,
        413: errorResponse("File too large (code file_too_large)"),
      },
    }),
    async (c) => {
      const { businessId } = requireSession(c);
      const { id } = c.req.valid("param");
      checkQuoteId(id);
      const bytes = await uploadedBytes(c.req.raw, "image", photoMessages);
      return c.json(await setQuoteImage(c.get("deps").db, businessId, id, bytes), 200);
    },
  )
  .openapi(
    createRoute({
      method: "get",
      path: "/api/quotes/{id}/image",
      tags,
      request: { params: idParams },
      responses: {
        200: {
          description: "The site photo (PNG, JPEG or WebP); its URL changes with each new photo",
          content: { "image/*": { schema: z.string().openapi({ format: "binary" }) } },
        },
        401: errorResponses[401],
        404: errorResponses[404],
      },
    }),
    async (c) => {
      const { businessId } = requireSession(c);
      const { id } = c.req.valid("param");
      const image = await getQuoteImage(c.get("deps").db, businessId, id);
      return imageResponse(c, image, "private, max-age=31536000, immutable");
    },
  )
  .openapi(
    createRoute({
      method: "delete",
      path: "/api/quotes/{id}/image",
      tags,
      request: { params: idParams },
      responses: {
        200: jsonResponse(quoteSchema, "The quote without a site photo"),
        ...errorResponses,
      },
    }),
    async (c) => {
      const { businessId } = requireSession(c);
      const { id } = c.req.valid("param");
      return c.json(await removeQuoteImage(c.get("deps").db, businessId, id), 200);
    },
  );
