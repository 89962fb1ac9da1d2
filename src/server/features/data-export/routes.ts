import { createRoute, z } from "@hono/zod-openapi";
import { isoDay } from "../../../shared/dates";
import { requireSession } from "../../auth/session";
import { dumpDatabase, gzipDump } from "../../db/backup";
import { notFound } from "../../errors";
import { errorResponses } from "../../http/openapi";
import { createRouter } from "../../http/router";
import { exportZip } from "./service";

export const dataExportRoutes = createRouter()
  .openapi(
    createRoute({
      method: "get",
      path: "/api/export",
      tags: ["export"],
      responses: {
        200: {
          description:
            "Zip of the business's own data: customers, quotes, quote_materials, jobs, invoices, payments and catalogue CSVs, plus data.json with everything",
          content: { "application/zip": { schema: z.string().openapi({ format: "binary" }) } },
        },
        401: errorResponses[401],
      },
    }),
    async (c) => {
      const { businessId } = requireSession(c);
      const zip = await exportZip(c.get("deps").db, businessId);
      return c.body(zip as Uint8Array<ArrayBuffer>, 200, {
        "Content-Type": "application/zip",
        "Content-Disposition": `attachment; filename="sole-export-${isoDay(new Date())}.zip"`,
        "Cache-Control": "no-store",
      });
    },
  )
  .openapi(
    createRoute({
      method: "get",
      path: "/api/admin/backup",
      tags: ["admin"],
      responses: {
        200: {
          description:
            "Consistent logical dump of the whole database (gzipped JSON), restorable with `npm run restore FILE`",
          content: { "application/gzip": { schema: z.string().openapi({ format: "binary" }) } },
        },
        ...errorResponses,
      },
    }),
    async (c) => {
      const session = requireSession(c);
      // Admin endpoints answer everyone else 404, as if they did not exist.
      if (!session.isAdmin) throw notFound();
      const { db, dbKind } = c.get("deps");
      const body = await gzipDump(await dumpDatabase(db, dbKind));
      const stamp = new Date()
        .toISOString()
        .replace(/[-:]/g, "")
        .replace("T", "-")
        .replace(/\.\d+Z$/, "");
      return c.body(new Uint8Array(body), 200, {
        "Content-Type": "application/gzip",
        "Content-Disposition": `attachment; filename="sole-${stamp}.json.gz"`,
        "Cache-Control": "no-store",
      });
    },
  );
