import { createRoute, z } from "@hono/zod-openapi";
import {
  booksSettingsSchema,
  mtdQuarterSchema,
  mtdQuerySchema,
  periodQuerySchema,
  vatReturnSchema,
} from "../../../shared/schemas/reports";
import { requireSession, signedIn } from "../../auth/session";
import { errorResponses, jsonBody, jsonResponse } from "../../http/openapi";
import { createRouter } from "../../http/router";
import { mtdCsv, mtdListed, mtdQuarterReport } from "./mtd";
import { getBooksSettings, updateBooksSettings } from "./settings";
import { vatReturnReport } from "./vat";

const tags = ["reports"];
const router = createRouter();
router.use("/api/reports/*", signedIn);
router.use("/api/settings/books", signedIn);

export const reportRoutes = router
  .openapi(
    createRoute({
      method: "get",
      path: "/api/reports/vat-return",
      tags,
      request: { query: periodQuerySchema },
      responses: {
        200: jsonResponse(
          vatReturnSchema,
          "The nine VAT return boxes in pence for the period, and the invoices and orders behind them",
        ),
        400: errorResponses[400],
        401: errorResponses[401],
      },
    }),
    async (c) => {
      const { businessId } = requireSession(c);
      const { from, to } = c.req.valid("query");
      return c.json(await vatReturnReport(c.get("deps").db, businessId, from, to), 200);
    },
  )
  .openapi(
    createRoute({
      method: "get",
      path: "/api/reports/mtd-quarter",
      tags,
      request: { query: mtdQuerySchema },
      responses: {
        200: {
          description:
            "A Making Tax Digital quarter's turnover and expenses by HMRC category, with the records behind each (format=csv: as CSV)",
          content: {
            "application/json": { schema: mtdQuarterSchema },
            "text/csv": { schema: z.string() },
          },
        },
        400: errorResponses[400],
        401: errorResponses[401],
      },
    }),
    async (c) => {
      const { businessId } = requireSession(c);
      const { format, ...query } = c.req.valid("query");
      const report = await mtdQuarterReport(c.get("deps").db, businessId, query);
      if (format === "csv") {
        return c.body(mtdCsv(report), 200, {
          "Content-Type": "text/csv; charset=utf-8",
          "Content-Disposition": `attachment; filename="sole-mtd-${report.taxYear}-q${report.quarter}.csv"`,
          "Cache-Control": "no-store",
        });
      }
      return c.json(mtdListed(report), 200);
    },
  )
  .openapi(
    createRoute({
      method: "get",
      path: "/api/settings/books",
      tags: ["settings"],
      responses: {
        200: jsonResponse(booksSettingsSchema, "The VAT accounting scheme and the MTD quarters"),
        401: errorResponses[401],
      },
    }),
    async (c) => {
      const { businessId } = requireSession(c);
      return c.json(await getBooksSettings(c.get("deps").db, businessId), 200);
    },
  )
  .openapi(
    createRoute({
      method: "put",
      path: "/api/settings/books",
      tags: ["settings"],
      request: { body: jsonBody(booksSettingsSchema) },
      responses: {
        200: jsonResponse(booksSettingsSchema, "Saved"),
        400: errorResponses[400],
        401: errorResponses[401],
      },
    }),
    async (c) => {
      const { businessId } = requireSession(c);
      const saved = await updateBooksSettings(c.get("deps").db, businessId, c.req.valid("json"));
      return c.json(saved, 200);
    },
  );
