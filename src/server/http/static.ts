import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import type { Hono } from "hono";
import type { AppEnv } from "../context";
import { webDistFolder } from "../paths";

const revalidated = /^\/(sw\.js|manifest\.webmanifest|workbox-[\w-]+\.js)$/;

interface ManifestChunk {
  file: string;
  name?: string;
  imports?: string[];
}

/**
 * The scripts the first render of an app page needs, from the build's manifest, as modulepreload
 * links: main.tsx imports the router and the first page's chunks (the groups vite.config.ts makes)
 * only once the entry script has downloaded and run; named in the HTML, they download beside it
 * on a slow connection. The paths follow main.tsx's preloadFirstPage; none for the landing page.
 */
function firstPageScripts(folder: string) {
  const file = join(folder, ".vite/manifest.json");
  if (!existsSync(file)) return () => "";
  const manifest: Record<string, ManifestChunk> = JSON.parse(readFileSync(file, "utf8"));
  const entryImports = new Set(manifest["index.html"]?.imports ?? []);
  const keyOf = (name: string) =>
    Object.keys(manifest).find((k) => !k.includes("/") && manifest[k]?.name === name);
  const linksFor = (roots: (string | undefined)[]) => {
    const files = new Set<string>();
    const visit = (key: string | undefined) => {
      const chunk = key === undefined ? undefined : manifest[key];
      if (!key || !chunk || key === "index.html" || entryImports.has(key) || files.has(chunk.file))
        return;
      files.add(chunk.file);
      for (const imported of chunk.imports ?? []) visit(imported);
    };
    for (const root of roots) visit(root);
    return [...files].map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`).join("");
  };
  const builder = /^\/dashboard\/(quotes\/new|quotes\/[^/]+\/edit|manual-quote)\/?$/;
  const pages: [RegExp, string][] = [
    [/^\/(auth|login)\/?$/, linksFor(["router.tsx", keyOf("auth")])],
    [/^\/dashboard\/?$/, linksFor(["router.tsx", keyOf("dashboard"), keyOf("dashboard-page")])],
    [builder, linksFor(["router.tsx", keyOf("dashboard"), keyOf("quote-builder")])],
    [/^\/(dashboard|admin)(\/|$)/, linksFor(["router.tsx", keyOf("dashboard")])],
    [/^\/./, linksFor(["router.tsx"])],
  ];
  return (path: string) => pages.find(([test]) => test.test(path))?.[1] ?? "";
}

/**
 * The API answers a page's first render waits for (main.tsx asks for the same: the session on the
 * pages behind sign-in and the login page, the quote the builder edits), asked for by the HTML so
 * they arrive while the scripts download rather than after the entry script has run. main.tsx's
 * own requests for them take these answers. Only on those paths, as main.tsx: an answer no first
 * render takes would answer a later request (after signing in) with a stale one.
 */
export function firstRenderPreloads(path: string): string {
  if (!/^\/(dashboard|admin|auth|login)(\/|$)/.test(path)) return "";
  const urls = ["/api/me"];
  const quote = /^\/dashboard\/quotes\/([\w-]+)\/edit\/?$/.exec(path)?.[1];
  if (quote) urls.push(`/api/quotes/${quote}`);
  return urls
    .map((url) => `<link rel="preload" as="fetch" crossorigin="anonymous" href="${url}">`)
    .join("");
}

/** Serves the built SPA: hashed assets cached for a year, every other GET falls back to index.html. */
export function mountSpa(app: Hono<AppEnv>, folder = webDistFolder) {
  const indexFile = join(folder, "index.html");
  if (!existsSync(indexFile)) return;
  const indexHtml = readFileSync(indexFile, "utf8");
  const scriptsFor = firstPageScripts(folder);
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
    const preloads = scriptsFor(c.req.path) + firstRenderPreloads(c.req.path);
    return c.html(preloads ? indexHtml.replace("</head>", `${preloads}</head>`) : indexHtml);
  });
}
