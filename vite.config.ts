import { readFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { VitePWA } from "vite-plugin-pwa";

/**
 * Chunk groups (docs/decisions/0002-landing-bundle.md). React stays in the entry chunk. The
 * landing page loads its own chunk and "shared" (what it has in common with the app: paths,
 * messages, the fetch client, its icons). Any other page loads the router chunk, "app-vendor"
 * (react-router, TanStack Query, tailwind-merge, Radix Slot, …) and "app" (the data layer, the auth
 * guard, UI components both first pages use) in parallel; /auth adds "auth" (the login page,
 * react-hook-form) and "radix" (Radix Tabs and the internals the lazy menus share), /dashboard…
 * "dashboard" (layout) and "dashboard-page"; main.tsx fetches them with the router's chunks, and the
 * server's HTML names them (src/server/http/static.ts, from the manifest) so they download beside the
 * entry script. Other
 * pages, and what a first render does not draw (menus, dialogs, zod and the schemas), are lazy
 * chunks on top. Groups take exactly the modules computed here (includeDependenciesRecursively:
 * false): a group that followed imports would pull React and the landing page's modules out of
 * their chunks.
 */
const web = (path: string) => fileURLToPath(new URL(`./src/web/${path}`, import.meta.url));
const nodeModules = /[\\/]node_modules[\\/]/;

/**
 * Barrels: `import { X } from "lucide-react"` and `import { Dialog } from "radix-ui"` go through a
 * module that re-exports every icon or every Radix package, so the module graph cannot tell which
 * ones a side uses. `exports` maps each name the barrel exports to the module that defines it.
 */
interface Barrel {
  specifier: string;
  test: RegExp;
  exports(code: string, barrel: string, graph: ModuleGraph): Map<string, string>;
}
const barrels: Barrel[] = [
  {
    specifier: "lucide-react",
    test: /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]lucide-react\.mjs$/,
    exports(code, barrel) {
      const fileOf = new Map<string, string>();
      for (const [, names = "", file = ""] of code.matchAll(
        /export\s*\{([^}]*)\}\s*from\s*'(\.[^']+)'/g,
      )) {
        for (const [, name = ""] of names.matchAll(/default as (\w+)/g)) {
          fileOf.set(name, resolve(dirname(barrel), file));
        }
      }
      return fileOf;
    },
  },
  {
    specifier: "radix-ui",
    test: /[\\/]radix-ui[\\/]dist[\\/]index\.mjs$/,
    exports(code, barrel, graph) {
      // `import * as Dialog from "@radix-ui/react-dialog";` … `export { …, Dialog, … };`
      const imported = graph.getModuleInfo(barrel)?.importedIds ?? [];
      const fileOf = new Map<string, string>();
      for (const [, name = "", pkg = ""] of code.matchAll(
        /import\s*\*\s*as\s+(\w+)\s+from\s*"([^"]+)"/g,
      )) {
        const id = imported.find((i) => i.includes(`/node_modules/${pkg}/`));
        if (id) fileOf.set(name, id);
      }
      return fileOf;
    },
  },
];
const isBarrel = (id: string) => barrels.some((b) => b.test.test(id));

/** The router statically imports the data layer and the auth guard. */
const router = web("router.tsx");
/** The login page: a lazy chunk, fetched with the router's on /auth and /login. */
const authRoots = [web("features/auth/login-page.tsx")];
/** The login page's own modules (features/auth): the "auth" group; what else it uses is "forms". */
const loginOwn = /[\\/]src[\\/]web[\\/]features[\\/]auth[\\/]/;
/**
 * The dashboard page's own modules (features/dashboard) and the other features' modules that only
 * it uses, not the layout: the "dashboard-page" group.
 */
const dashboardPageOwn = /[\\/]src[\\/]web[\\/]features[\\/]dashboard[\\/]/;
const featureModule = /[\\/]src[\\/]web[\\/]features[\\/]/;
/** The dashboard's layout and page: lazy chunks, fetched with the router's on /dashboard. */
const dashboardRoots = [
  web("components/layout/dashboard-layout.tsx"),
  web("features/dashboard/dashboard-page.tsx"),
];

interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[]; code: string | null } | null;
}

/**
 * A web feature's index.ts: it re-exports what other features may use (docs/ARCHITECTURE.md,
 * Feature boundaries). It has no side effects, so the build takes only the modules whose exports
 * an importer uses, and the chunk groups follow only those.
 */
const featureIndex = /[\\/]src[\\/]web[\\/]features[\\/][^\\/]+[\\/]index\.tsx?$/;

/** The modules `module` uses through a feature's index.ts: `import { A, B } from "../quotes"`. */
function throughFeatureIndex(graph: ModuleGraph, module: string, index: string) {
  const code = graph.getModuleInfo(module)?.code ?? readFileSync(module, "utf8");
  const indexCode = graph.getModuleInfo(index)?.code ?? readFileSync(index, "utf8");
  const indexImports = graph.getModuleInfo(index)?.importedIds ?? [];
  const fileOf = new Map<string, string>();
  for (const [, names = "", file = ""] of indexCode.matchAll(
    /export\s*\{([^}]*)\}\s*from\s*["'](\.[^"']+)["']/g,
  )) {
    const base = resolve(dirname(index), file);
    const id = indexImports.find((i) => i.replace(/\.tsx?$/, "") === base) ?? base;
    for (const name of names.split(",")) {
      const exported =
        name
          .trim()
          .split(/\s+as\s+/)
          .pop() ?? "";
      if (exported && !exported.startsWith("type ")) fileOf.set(exported, id);
    }
  }
  const used = new Set<string>();
  for (const [, names = "", spec = ""] of code.matchAll(
    /import\s*\{([^}]*)\}\s*from\s*["'](\.[^"']+)["']/g,
  )) {
    if (resolve(dirname(module), spec) !== dirname(index)) continue;
    for (const name of names.split(",")) {
      const file = fileOf.get(name.trim().split(/\s+as\s+/)[0] ?? "");
      if (file) used.add(file);
    }
  }
  return used;
}

/**
 * Modules statically reachable from `roots`, not entering `stop` nor a barrel's re-exports; a
 * feature's index.ts is followed only to the modules its importer uses.
 */
function reachable(graph: ModuleGraph, roots: string[], stop: Set<string>) {
  const seen = new Set<string>();
  const pending = [...roots];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (seen.has(id) || stop.has(id)) continue;
    seen.add(id);
    if (isBarrel(id)) continue;
    for (const imported of graph.getModuleInfo(id)?.importedIds ?? []) {
      if (featureIndex.test(imported)) pending.push(...throughFeatureIndex(graph, id, imported));
      else pending.push(imported);
    }
  }
  return seen;
}

/**
 * The modules that `modules` use through the barrels: read the `import { … } from "<barrel>"` of
 * their source files and map the names through the barrel, then follow what those modules import.
 */
function usedThroughBarrels(graph: ModuleGraph, modules: Set<string>, stop: Set<string>) {
  const used = new Set<string>();
  for (const barrel of barrels) {
    // The barrel may belong to an earlier side (`stop`): look among what `modules` import.
    const id = [...modules]
      .flatMap((m) => [m, ...(graph.getModuleInfo(m)?.importedIds ?? [])])
      .find((m) => barrel.test.test(m));
    if (!id) continue;
    const fileOf = barrel.exports(
      graph.getModuleInfo(id)?.code ?? readFileSync(id, "utf8"),
      id,
      graph,
    );
    const from = new RegExp(`import\\s*\\{([^}]*)\\}\\s*from\\s*["']${barrel.specifier}["']`, "g");
    for (const module of modules) {
      if (nodeModules.test(module) || !/\.tsx?$/.test(module)) continue;
      const code = graph.getModuleInfo(module)?.code ?? readFileSync(module, "utf8");
      for (const [, names = ""] of code.matchAll(from)) {
        for (const name of names.split(",")) {
          const file = fileOf.get(name.trim().split(/\s+as\s+/)[0] ?? "");
          if (file) used.add(file);
        }
      }
    }
  }
  return reachable(graph, [...used], new Set([...modules, ...stop]));
}

let groups: Map<string, string> | undefined;

/** Module id → group name, computed once per build from the module graph. */
function groupOf(id: string, graph: ModuleGraph) {
  if (!groups) {
    const entry = reachable(graph, [web("main.tsx")], new Set());
    const landing = reachable(graph, [web("features/landing/landing-page.tsx")], entry);
    const landingBarrels = usedThroughBarrels(graph, landing, entry);
    const app = reachable(graph, [router], entry);
    const appBarrels = usedThroughBarrels(graph, app, entry);
    const routerSide = new Set([...entry, ...app, ...appBarrels]);
    const dashboard = reachable(graph, dashboardRoots, routerSide);
    const layout = reachable(graph, [web("components/layout/dashboard-layout.tsx")], routerSide);
    const dashboardBarrels = usedThroughBarrels(graph, dashboard, routerSide);
    const auth = reachable(graph, authRoots, routerSide);
    const authBarrels = usedThroughBarrels(graph, auth, routerSide);
    const firstPages = new Set([...app, ...dashboard, ...auth]);
    const both = new Set(
      [...auth, ...authBarrels].filter((m) => dashboard.has(m) || dashboardBarrels.has(m)),
    );
    groups = new Map();
    // What the landing page shares with the app (paths, messages, icons): one chunk for both.
    for (const module of landing) if (firstPages.has(module)) groups.set(module, "shared");
    for (const module of landingBarrels) groups.set(module, "shared");
    for (const module of [...app, ...appBarrels]) {
      // The router keeps its own chunk (and its manifest key, which the bundle budgets use).
      if (groups.has(module) || module === router || isBarrel(module)) continue;
      groups.set(module, nodeModules.test(module) ? "app-vendor" : "app");
    }
    // What the login page and the dashboard both use (cards, inputs, the theme button) goes with
    // the router's chunks; the rest is each page's own group.
    for (const module of both) {
      if (groups.has(module) || isBarrel(module)) continue;
      groups.set(module, nodeModules.test(module) ? "app-vendor" : "app");
    }
    // The dashboard page's own modules are a chunk of their own: the other pages under the layout
    // (the quote builder first) do not download them.
    for (const module of [...dashboard, ...dashboardBarrels]) {
      if (groups.has(module) || isBarrel(module)) continue;
      const pageOnly =
        dashboardPageOwn.test(module) || (featureModule.test(module) && !layout.has(module));
      groups.set(module, pageOnly ? "dashboard-page" : "dashboard");
    }
    // Radix Tabs' internals (collection, roving focus, presence, …) are also what the lazy menus
    // and dialogs import: their own group, so a menu does not load the login page's chunk.
    // What else the login page uses (react-hook-form, its resolvers, the form fields) is also what
    // the quote builder draws its first screen with: a "forms" group, so the builder does not
    // download the login page.
    for (const module of [...auth, ...authBarrels]) {
      if (groups.has(module) || isBarrel(module)) continue;
      groups.set(
        module,
        // The Tabs component with Radix Tabs: the builder draws forms without tabs.
        /[\\/]node_modules[\\/]@radix-ui[\\/]|[\\/]components[\\/]ui[\\/]tabs\.tsx$/.test(module)
          ? "radix"
          : loginOwn.test(module)
            ? "auth"
            : "forms",
      );
    }
    // The quote builder's first screen: what its page imports that no group above took is two
    // chunks rather than a dozen of about 1 kB, which a phone fetches a few at a time: the page
    // with its own parts (builder/), and what the quote's other pages share (the quote maths, the
    // totals). The page is in its parts' chunk (bundles.mjs maps it there): one request fewer.
    const builderPage = web("features/quotes/quote-builder-page.tsx");
    const builderOwn =
      /[\\/]features[\\/]quotes[\\/](builder[\\/](?!totals-card)|quote-builder-page)/;
    const builder = reachable(graph, [builderPage], routerSide);
    for (const module of builder) {
      if (groups.has(module) || nodeModules.test(module)) continue;
      if (isBarrel(module)) continue;
      groups.set(module, builderOwn.test(module) ? "quote-builder" : "quote-maths");
    }
    // Its icons too, which would otherwise be a chunk of their own.
    for (const module of usedThroughBarrels(graph, builder, routerSide)) {
      if (groups.has(module) || isBarrel(module)) continue;
      groups.set(module, "quote-builder");
    }
  }
  return groups.get(id) ?? null;
}

/** The app's version: what the offline cache is kept for (a new one drops it, ADR 0021). */
const version: string = JSON.parse(
  readFileSync(fileURLToPath(new URL("./package.json", import.meta.url)), "utf8"),
).version;

export default defineConfig({
  root: "src/web",
  publicDir: "public",
  define: { __SOLE_VERSION__: JSON.stringify(version) },
  plugins: [
    react(),
    tailwindcss(),
    // A new module graph per build (a dev server or a script may build more than once).
    {
      name: "reset-chunk-groups",
      buildStart() {
        groups = undefined;
      },
    },
    // A feature's index.ts only re-exports: an importer takes the modules it uses, not the others.
    {
      name: "feature-index-without-side-effects",
      transform(code, id) {
        return featureIndex.test(id) ? { code, moduleSideEffects: false } : null;
      },
    },
    // The installable app (docs/decisions/0021-offline.md): a manifest linked from index.html and
    // a Workbox service worker at /sw.js that precaches the built shell. main.tsx registers it in
    // production builds only, after the first paint.
    VitePWA({
      injectRegister: false,
      registerType: "autoUpdate",
      filename: "sw.js",
      manifestFilename: "manifest.webmanifest",
      includeAssets: ["favicon.svg", "theme-init.js", "icons/apple-touch-icon.png"],
      manifest: {
        name: "Sole",
        short_name: "Sole",
        description: "Smart quoting and material management for UK tradespeople.",
        lang: "en-GB",
        start_url: "/dashboard",
        scope: "/",
        display: "standalone",
        theme_color: "#0f766e",
        background_color: "#ffffff",
        icons: [
          { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png" },
          { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png" },
          {
            src: "/icons/icon-maskable-512.png",
            sizes: "512x512",
            type: "image/png",
            purpose: "maskable",
          },
        ],
      },
      workbox: {
        globPatterns: ["**/*.{js,css,html,svg,png,webmanifest}"],
        // The builder's editors and the reports' charts are large chunks; all are the app offline.
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
        navigateFallback: "/index.html",
        // The server's own pages and the API are never answered with the app's shell.
        navigateFallbackDenylist: [/^\/api\//, /^\/q\//, /^\/dev(\/|$)/, /^\/metrics/],
        // No runtime caching: offline data comes from the persisted query cache, not the worker.
        runtimeCaching: [],
        cleanupOutdatedCaches: true,
        clientsClaim: true,
        skipWaiting: true,
      },
    }),
    // The manifest's <link>, which VitePWA writes into index.html, is added by main.tsx once the
    // first page has been drawn: the browser's install check (the manifest, then an icon) would
    // otherwise take two of a slow connection's requests before the first paint.
    {
      name: "manifest-link-after-load",
      enforce: "post",
      transformIndexHtml: {
        order: "post",
        handler: (html) => html.replace(/\s*<link rel="manifest"[^>]*>/, ""),
      },
    },
  ],
  build: {
    outDir: "../../dist/web",
    emptyOutDir: true,
    sourcemap: false,
    manifest: true,
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: {
        codeSplitting: {
          includeDependenciesRecursively: false,
          groups: [
            {
              debugName: "app",
              name: (id, ctx) => groupOf(id, ctx),
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { "/api": "http://127.0.0.1:3001", "/q/": "http://127.0.0.1:3001" },
  },
});
