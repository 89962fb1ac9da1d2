import { createRoute, z } from "@hono/zod-openapi";
import { cleanText } from "../../../shared/schemas/common";
import {
  photoMessages,
  photoStorageSchema,
  quotePhotoSchema,
} from "../../../shared/schemas/quote-photos";
import { quoteSchema } from "../../../shared/schemas/quotes";
import { requireSession, signedIn } from "../../auth/session";
import { imageResponse, uploadedBytes } from "../../http/images";
import { errorResponse, errorResponses, jsonResponse, resourceIdParams } from "../../http/openapi";
import { createRouter } from "../../http/router";
import { checkQuoteId } from "./ids";
import { getQuoteImage, getQuotePhoto } from "./photo-bytes";
import { photoStorageUsed } from "./photo-storage";
import {
  addQuotePhoto,
  photoStore,
  removeQuoteImage,
  removeQuotePhoto,
  setQuoteImage,
} from "./photos";
import { getQuote } from "./read-model";

/** Any string is accepted here so an id that is not a uuid answers 404, not 400. */
const idParams = resourceIdParams("Quote");
const tags = ["quotes"];
const photoParams = idParams.extend({
  photoId: cleanText().openapi({ param: { name: "photoId", in: "path" }, format: "uuid" }),
});
const addQuery = z.object({
  photoId: z
    .string()
    .uuid("The photo id must be a uuid")
    .optional()
    .openapi({
      param: { name: "photoId", in: "query" },
      description: "The device's id for the photo: sending it again adds nothing (offline replay)",
    }),
});
/** A photo's URL names one photo whose bytes never change. */
const IMMUTABLE = "private, max-age=31536000, immutable";

const router = createRouter();
router.use("/api/quotes/*", signedIn);

/**
 * The quote's site photos (up to 10): list, add, read, remove; then the single photo of older
 * builds, which is the first one (their offline changes may land after an update).
 */
export const quotePhotoRoutes = router
  .openapi(
    createRoute({
      method: "get",
      path: "/api/settings/photo-storage",
      tags: ["settings"],
      responses: {
        200: jsonResponse(
          photoStorageSchema,
          "Bytes of site photos the business keeps, of the most it may (PHOTO_STORAGE_MB)",
        ),
        ...errorResponses,
      },
    }),
    async (c) => {
      const { businessId } = requireSession(c);
      const { db, config } = c.get("deps");
      const usedBytes = await photoStorageUsed(db, businessId);
      return c.json({ usedBytes, limitBytes: config.photoStorageBytes }, 200);
    },
  )
  .openapi(
    createRoute({
      method: "get",
      path: "/api/quotes/{id}/photos",
      tags,
      request: { params: idParams },
      responses: {
        200: jsonResponse(z.object({ photos: z.array(quotePhotoSchema) }), "The photos in order"),
        ...errorResponses,
      },
    }),
    async (c) => {
      const { businessId } = requireSession(c);
      const { id } = c.req.valid("param");
      checkQuoteId(id);
      const quote = await getQuote(c.get("deps").db, businessId, id);
      return c.json({ photos: quote.photos }, 200);
    },
  )
  .openapi(
    createRoute({
      method: "post",
      path: "/api/quotes/{id}/photos",
      tags,
      request: { params: idParams, query: addQuery },
      description:
        'Adds a site photo after the others: multipart/form-data with the file in field "image" (or JSON { dataUrl }); PNG, JPEG or WebP by content, under 5 MB. At most 10 per quote.',
      responses: {
        200: jsonResponse(quoteSchema, "That photo id was already added: the quote as it is"),
        201: jsonResponse(quoteSchema, "The quote with its new photo"),
        ...errorResponses,
        409: errorResponse(
          "10 photos already (too_many_photos), the business's photo storage is full (photo_storage_full), or the id is another photo's",
        ),
        413: errorResponse("File too large (code file_too_large)"),
      },
    }),
    async (c) => {
      const { businessId } = requireSession(c);
      const { id } = c.req.valid("param");
      const { photoId } = c.req.valid("query");
      checkQuoteId(id);
      const bytes = await uploadedBytes(c.req.raw, "image", photoMessages);
      const { quote, created } = await addQuotePhoto(
        photoStore(c.get("deps")),
        businessId,
        id,
        bytes,
        photoId,
      );
      return created ? c.json(quote, 201) : c.json(quote, 200);
    },
  )
  .openapi(
    createRoute({
      method: "get",
      path: "/api/quotes/{id}/photos/{photoId}",
      tags,
      request: { params: photoParams },
      responses: {
        200: {
          description: "The photo (JPEG, or PNG/WebP stored before re-encoding); it never changes",
          content: { "image/*": { schema: z.string().openapi({ format: "binary" }) } },
        },
        401: errorResponses[401],
        404: errorResponses[404],
      },
    }),
    async (c) => {
      const { businessId } = requireSession(c);
      const { id, photoId } = c.req.valid("param");
      const photo = await getQuotePhoto(c.get("deps").db, businessId, id, photoId);
      return imageResponse(c, photo, IMMUTABLE);
    },
  )
  .openapi(
    createRoute({
      method: "delete",
      path: "/api/quotes/{id}/photos/{photoId}",
      tags,
      request: { params: photoParams },
      responses: {
        200: jsonResponse(quoteSchema, "The quote without that photo"),
        ...errorResponses,
      },
    }),
    async (c) => {
      const { businessId } = requireSession(c);
      const { id, photoId } = c.req.valid("param");
      return c.json(await removeQuotePhoto(c.get("deps").db, businessId, id, photoId), 200);
    },
  )
  .openapi(
    createRoute({
      method: "post",
      path: "/api/quotes/{id}/image",
      tags,
      request: { params: idParams },
      description:
        'The first site photo (older builds): multipart/form-data with the file in field "image" (or JSON { dataUrl }); PNG, JPEG or WebP by content, under 5 MB. Replaces the first photo, or adds one.',
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
      return c.json(await setQuoteImage(photoStore(c.get("deps")), businessId, id, bytes), 200);
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
          description: "The first site photo; its URL (imageUrl) changes with each new photo",
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
      return imageResponse(c, image, IMMUTABLE);
    },
  )
  .openapi(
    createRoute({
      method: "delete",
      path: "/api/quotes/{id}/image",
      tags,
      request: { params: idParams },
      responses: {
        200: jsonResponse(quoteSchema, "The quote without its first photo"),
        ...errorResponses,
      },
    }),
    async (c) => {
      const { businessId } = requireSession(c);
      const { id } = c.req.valid("param");
      return c.json(await removeQuoteImage(c.get("deps").db, businessId, id), 200);
    },
  );
