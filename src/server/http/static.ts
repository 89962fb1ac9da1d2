import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import type { Hono } from "hono";
import type { AppEnv } from "../context";
import { webDistFolder } from "../paths";

const revalidated = /^\/(sw\.js|manifest\.webmanifest|workbox-[\w-]+\.js)$/;

/** Serves the built SPA: hashed assets cached for a year, every other GET falls back to index.html. */
export function mountSpa(app: Hono<AppEnv>, folder = webDistFolder) {
  const indexFile = join(folder, "index.html");
  if (!existsSync(indexFile)) return;
  const indexHtml = readFileSync(indexFile, "utf8");
  app.use(
    "/assets/*",
    async (c, next) => {
      await next();
      if (c.res.status === 200) c.header("Cache-Control", "public, max-age=31536000, immutable");
    },
    serveStatic({ root: folder, precompressed: true }),
  );
  // The service worker and the manifest name the current build's files: always revalidated, so a
  // new release reaches installed apps on their next visit (docs/decisions/0021-offline.md).
  app.use("*", async (c, next) => {
    await next();
    if (c.res.status === 200 && revalidated.test(c.req.path)) c.header("Cache-Control", "no-cache");
  });
  app.use("*", serveStatic({ root: folder }));
  app.get("*", (c) => {
    c.header("Cache-Control", "no-cache");
    return c.html(indexHtml);
  });
}
