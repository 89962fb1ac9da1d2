import { createRoute, z } from "@hono/zod-openapi";
import { isoDay } from "../../../shared/dates";
import { requireSession } from "../../auth/session";
import { dumpDatabase, gzipDump } from "../../db/backup";
import { notFound } from "../../errors";
import { errorJson } from "../../http/middleware";
import { errorResponse, errorResponses } from "../../http/openapi";
import { createRouter } from "../../http/router";
import { safeError } from "../../log";
import { claimExportSlot, EXPORT_RETRY_AFTER_S, exportBody } from "./downloads";
import { exportZipChunks } from "./service";

export const dataExportRoutes = createRouter()
  .openapi(
    createRoute({
      method: "get",
      path: "/api/export",
      tags: ["export"],
      responses: {
        200: {
          description:
            "Zip of the business's own data, streamed as it is written: customers, quotes, quote_materials, jobs, invoices, payments, catalogue and expenses CSVs, data.json with everything (templates too), site photos (photos/), accepted quotes' PDFs (accepted-quotes/) and the logo",
          content: { "application/zip": { schema: z.string().openapi({ format: "binary" }) } },
        },
        401: errorResponses[401],
        429: errorResponse(
          "An export of this business is already downloading, or the server is streaming as many exports as it allows (Retry-After)",
        ),
      },
    }),
    async (c) => {
      const { businessId } = requireSession(c);
      const headers = {
        "Content-Type": "application/zip",
        "Content-Disposition": `attachment; filename="sole-export-${isoDay(new Date())}.zip"`,
        "Cache-Control": "no-store",
      };
      // HEAD (a download manager's first look) gets the headers alone: Hono would otherwise start
      // an export whose body nobody reads, holding the business's place until it stalled.
      if (c.req.method === "HEAD") return c.body(null, 200, headers);
      const slot = claimExportSlot(businessId);
      if (!slot.ok) {
        c.header("retry-after", String(EXPORT_RETRY_AFTER_S));
        c.header("cache-control", "no-store");
        return errorJson(c, 429, slot.code, slot.message);
      }
      const { db, log } = c.get("deps");
      const body = exportBody(exportZipChunks(db, businessId), slot.release, {
        onError: (error) =>
          log.error("data export failed", { businessId, error: safeError(error) }),
      });
      return c.body(body, 200, headers);
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
