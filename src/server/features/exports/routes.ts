import { createRoute, z } from "@hono/zod-openapi";
import { accountingExportListSchema, exportQuerySchema } from "../../../shared/schemas/reports";
import { requireSession, signedIn } from "../../auth/session";
import { errorResponses, jsonResponse } from "../../http/openapi";
import { createRouter } from "../../http/router";
import { accountingExport, exportPeriod, listExports } from "./service";

const tags = ["exports"];
const router = createRouter();
router.use("/api/exports", signedIn);
router.use("/api/exports/*", signedIn);

export const accountingExportRoutes = router
  .openapi(
    createRoute({
      method: "get",
      path: "/api/exports/accounting",
      tags,
      request: { query: exportQuerySchema },
      responses: {
        200: {
          description:
            "Zip of invoices.csv, payments.csv and bills.csv (purchase orders and entered expenses) in the layout Xero, QuickBooks Online or FreeAgent imports; the export is logged",
          content: { "application/zip": { schema: z.string().openapi({ format: "binary" }) } },
        },
        400: errorResponses[400],
        401: errorResponses[401],
      },
    }),
    async (c) => {
      const { businessId } = requireSession(c);
      const query = c.req.valid("query");
      const db = c.get("deps").db;
      const period = await exportPeriod(db, businessId, query);
      const { zip, fileName, record } = await accountingExport(
        db,
        businessId,
        query.format,
        period,
      );
      return c.body(zip as Uint8Array<ArrayBuffer>, 200, {
        "Content-Type": "application/zip",
        "Content-Disposition": `attachment; filename="${fileName}"`,
        "Cache-Control": "no-store",
        "X-Export-Id": record.id,
      });
    },
  )
  .openapi(
    createRoute({
      method: "get",
      path: "/api/exports",
      tags,
      responses: {
        200: jsonResponse(
          accountingExportListSchema,
          "The business's accounting exports, newest first",
        ),
        401: errorResponses[401],
      },
    }),
    async (c) => {
      const { businessId } = requireSession(c);
      return c.json({ exports: await listExports(c.get("deps").db, businessId) }, 200);
    },
  );
