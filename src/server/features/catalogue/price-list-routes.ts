/** Price lists: preview a CSV, import it in the background, follow the import, export a merchant's. */
import { createRoute, z } from "@hono/zod-openapi";
import { limitMessages, PRICE_LIST_MAX_BYTES } from "../../../shared/limits";
import { cleanText, rowId, rowIdParam } from "../../../shared/schemas/common";
import { requireSession, signedIn } from "../../auth/session";
import { errorResponse, errorResponses, jsonBody, jsonResponse } from "../../http/openapi";
import { createRouter } from "../../http/router";
import { exportBody } from "../data-export/downloads";
import { getPriceListImport, startPriceListImport } from "./price-list-imports";
import { MAPPING_FIELDS, previewPriceList, priceListCsv } from "./price-lists";

const merchantQuery = z.object({
  merchantId: rowIdParam().optional(),
});

const mappingSchema = z.object(
  Object.fromEntries(
    MAPPING_FIELDS.map((f) => [f, cleanText().max(200).nullable().optional()]),
  ) as {
    [K in (typeof MAPPING_FIELDS)[number]]: z.ZodOptional<z.ZodNullable<z.ZodString>>;
  },
);
const priceListInputSchema = z.object({
  csv: cleanText().max(PRICE_LIST_MAX_BYTES, limitMessages.priceListBytes),
  merchantId: rowId(),
  mapping: mappingSchema.optional(),
  tradePrices: z.boolean().optional().openapi({
    description:
      "The file's prices are already the business's trade prices: its merchant discount is not taken off them",
  }),
});
const rowErrorSchema = z.object({ row: z.number(), message: z.string() });
const previewSchema = z.object({
  headers: z.array(z.string()),
  mapping: z.object(
    Object.fromEntries(MAPPING_FIELDS.map((f) => [f, z.string().nullable()])) as {
      [K in (typeof MAPPING_FIELDS)[number]]: z.ZodNullable<z.ZodString>;
    },
  ),
  rows: z.array(
    z.object({
      row: z.number(),
      name: z.string(),
      sku: z.string(),
      unit: z.string(),
      pricePence: z.number(),
      category: z.string(),
      categoryId: z.number().nullable(),
      description: z.string(),
    }),
  ),
  errors: z.array(rowErrorSchema),
  validCount: z.number(),
  errorCount: z.number(),
  ownMatches: z.number().int().openapi({
    description:
      "Valid rows whose SKU the business's own price list holds at the merchant: updated",
  }),
  catalogueMatches: z.number().int().openapi({
    description:
      "Valid rows whose SKU the merchant's public catalogue lists: imported as the business's own product beside it",
  }),
});
const importJobSchema = z.object({
  job: z.object({
    id: z.string(),
    status: z.enum(["queued", "running", "done", "failed"]),
    rowsDone: z.number().int(),
    rowsTotal: z.number().int(),
    inserted: z.number().int(),
    updated: z.number().int(),
    skipped: z.number().int(),
    error: z.string().optional(),
  }),
});
const importParams = z.object({
  id: cleanText().openapi({ param: { name: "id", in: "path" }, description: "Import job id" }),
});

const tags = ["catalogue"];

const router = createRouter();
router.use("/api/price-lists", signedIn);
router.use("/api/price-lists/*", signedIn);

export const priceListRoutes = router
  .openapi(
    createRoute({
      method: "post",
      path: "/api/price-lists/preview",
      tags,
      request: { body: jsonBody(priceListInputSchema) },
      responses: {
        200: jsonResponse(
          previewSchema,
          "Headers, the (guessed) column mapping, the first 20 valid rows and every row's errors",
        ),
        400: errorResponses[400],
        401: errorResponses[401],
      },
    }),
    async (c) => {
      const { businessId } = requireSession(c);
      const input = c.req.valid("json");
      return c.json(await previewPriceList(c.get("deps").db, businessId, input), 200);
    },
  )
  .openapi(
    createRoute({
      method: "post",
      path: "/api/price-lists/import",
      tags,
      request: { body: jsonBody(priceListInputSchema) },
      responses: {
        202: jsonResponse(
          importJobSchema,
          "The file is checked and parsed; its valid rows are queued and imported by a worker of any server copy",
        ),
        400: errorResponses[400],
        401: errorResponses[401],
        409: errorResponse("This business already has an import queued or running"),
        413: errorResponse("The request body is over the price list's limit"),
      },
    }),
    async (c) => {
      const { businessId } = requireSession(c);
      const job = await startPriceListImport(c.get("deps"), businessId, c.req.valid("json"));
      return c.json({ job }, 202);
    },
  )
  .openapi(
    createRoute({
      method: "get",
      path: "/api/price-lists/imports/{id}",
      tags,
      request: { params: importParams },
      responses: {
        200: jsonResponse(
          importJobSchema,
          "The import's progress: rows done of total, then the result",
        ),
        400: errorResponses[400],
        401: errorResponses[401],
        404: errorResponses[404],
      },
    }),
    async (c) => {
      const { businessId } = requireSession(c);
      const job = await getPriceListImport(c.get("deps").db, businessId, c.req.valid("param").id);
      return c.json({ job }, 200);
    },
  )
  .openapi(
    createRoute({
      method: "get",
      path: "/api/price-lists/export.csv",
      tags,
      request: { query: merchantQuery },
      responses: {
        200: {
          description: "CSV with columns Name, SKU, Unit, Price (pounds), Category, Description",
          content: { "text/csv": { schema: z.string() } },
        },
        400: errorResponses[400],
        401: errorResponses[401],
      },
    }),
    async (c) => {
      const { businessId } = requireSession(c);
      const { merchantId } = c.req.valid("query");
      const csv = priceListCsv(c.get("deps").db, businessId, merchantId);
      c.header("Content-Type", "text/csv; charset=utf-8");
      c.header("Content-Disposition", 'attachment; filename="price-list.csv"');
      // Pulled a page at a time as the reader takes it; a stalled reader is let go.
      return c.body(
        exportBody(csv, () => {}),
        200,
      );
    },
  );
