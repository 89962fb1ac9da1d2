import { createRoute, z } from "@hono/zod-openapi";
import {
  categorySchema,
  productPageSchema,
  productQuerySchema,
  productSchema,
} from "../../../shared/schemas/catalogue";
import { cleanText, rowIdParam } from "../../../shared/schemas/common";
import { nextCursorField } from "../../../shared/schemas/paging";
import { requireSession, signedIn } from "../../auth/session";
import { errorResponses, jsonResponse } from "../../http/openapi";
import { createRouter } from "../../http/router";
import { listProducts } from "./list";
import {
  addFavourite,
  getProduct,
  listCategories,
  listFavourites,
  parseProductId,
  removeFavourite,
} from "./service";

const searchPageSchema = productPageSchema.extend({
  totalIsEstimate: z.boolean().openapi({
    description: "True when more than 1,000 products match: total is then 1,000 (show 1,000+)",
  }),
  nextCursor: nextCursorField,
});

/** Any string is accepted so an id that is not a number answers 404, not 400. */
const productIdParams = z.object({
  id: cleanText().openapi({ param: { name: "id", in: "path" }, description: "Product id" }),
});
const favouriteParams = z.object({
  productId: cleanText().openapi({
    param: { name: "productId", in: "path" },
    description: "Product id",
  }),
});
const merchantQuery = z.object({
  merchantId: rowIdParam().optional(),
});

const tags = ["catalogue"];

const router = createRouter();
for (const path of ["/api/products", "/api/categories", "/api/favourites"]) {
  router.use(path, signedIn);
  router.use(`${path}/*`, signedIn);
}

const scopeOf = (session: { businessId: string; userId: string }) => ({
  businessId: session.businessId,
  userId: session.userId,
});

export const catalogueRoutes = router
  .openapi(
    createRoute({
      method: "get",
      path: "/api/products",
      tags,
      request: { query: productQuerySchema },
      responses: {
        200: jsonResponse(
          searchPageSchema,
          "Products of the public catalogue and the business's own price list, by name",
        ),
        400: errorResponses[400],
        401: errorResponses[401],
      },
    }),
    async (c) => {
      const session = requireSession(c);
      const query = c.req.valid("query");
      const { db } = c.get("deps");
      const page = await listProducts(db, scopeOf(session), {
        q: query.q,
        merchantId: query.merchantId,
        categoryId: query.categoryId,
        includeDescription: query.includeDescription === "1",
        favouritesOnly: query.favourites === "1",
        page: query.page,
        pageSize: query.pageSize,
        limit: query.limit,
        cursor: query.cursor,
      });
      return c.json(page, 200);
    },
  )
  .openapi(
    createRoute({
      method: "get",
      path: "/api/products/{id}",
      tags,
      request: { params: productIdParams },
      responses: {
        200: jsonResponse(productSchema, "One product"),
        401: errorResponses[401],
        404: errorResponses[404],
      },
    }),
    async (c) => {
      const session = requireSession(c);
      const id = parseProductId(c.req.valid("param").id);
      return c.json(await getProduct(c.get("deps").db, scopeOf(session), id), 200);
    },
  )
  .openapi(
    createRoute({
      method: "get",
      path: "/api/categories",
      tags,
      request: { query: merchantQuery },
      responses: {
        200: jsonResponse(
          z.object({ categories: z.array(categorySchema) }),
          "Every category, with the number of products the business can see",
        ),
        400: errorResponses[400],
        401: errorResponses[401],
      },
    }),
    async (c) => {
      const { businessId } = requireSession(c);
      const { merchantId } = c.req.valid("query");
      const categories = await listCategories(c.get("deps").db, businessId, merchantId);
      return c.json({ categories }, 200);
    },
  )
  .openapi(
    createRoute({
      method: "get",
      path: "/api/favourites",
      tags,
      responses: {
        200: jsonResponse(
          z.object({ productIds: z.array(z.number()) }),
          "The signed-in user's favourite products",
        ),
        401: errorResponses[401],
      },
    }),
    async (c) => {
      const session = requireSession(c);
      return c.json({ productIds: await listFavourites(c.get("deps").db, scopeOf(session)) }, 200);
    },
  )
  .openapi(
    createRoute({
      method: "put",
      path: "/api/favourites/{productId}",
      tags,
      request: { params: favouriteParams },
      responses: {
        204: { description: "The product is a favourite" },
        401: errorResponses[401],
        404: errorResponses[404],
      },
    }),
    async (c) => {
      const session = requireSession(c);
      const id = parseProductId(c.req.valid("param").productId);
      await addFavourite(c.get("deps").db, scopeOf(session), id);
      return c.body(null, 204);
    },
  )
  .openapi(
    createRoute({
      method: "delete",
      path: "/api/favourites/{productId}",
      tags,
      request: { params: favouriteParams },
      responses: {
        204: { description: "The product is not a favourite (any more)" },
        401: errorResponses[401],
        404: errorResponses[404],
      },
    }),
    async (c) => {
      const session = requireSession(c);
      const id = parseProductId(c.req.valid("param").productId);
      await removeFavourite(c.get("deps").db, scopeOf(session), id);
      return c.body(null, 204);
    },
  );
