// Gzip size of the JS and CSS each route of the SPA loads, from the Vite manifest, with budgets:
// 90 kB of JS for the landing page, 250 kB for every other route.
//
// Routes are read from src/web/router.tsx (each `const X = page(() => import("./m"), "X")` and the
// nested `<Route path=… element={<X />}>` tree, with `paths.*` resolved from src/web/config/paths.ts)
// and src/web/main.tsx ("/" loads the landing page without the router, every other path loads the
// router). A route loads the entry chunk (index.html), then the router (which brings the elements
// it imports statically), then each lazy element on its way down the route tree; each of those
// chunks brings its static `imports` and `css`,
// transitively. Dynamic imports (`dynamicImports`) load later, on demand, and are not counted.
//
// The benchmark and the CLI measure a fresh production build of the current sources (the repo's
// vite.config.ts, NODE_ENV=production, output in a temporary folder): dist/web may be a build made
// with another NODE_ENV (e.g. the e2e server's NODE_ENV=test ships React's development build) or be
// rebuilt by someone else mid-measurement. `measureRouteBundles({ distDir })` measures any build.
//
// The customer's quote page (/q/:token) is not a route of the SPA: the server draws it as HTML
// (src/server/features/public-quotes/html, docs/decisions/0020) with its CSS inline and one script,
// /q/page.js, whose bytes come from html/script.ts. Its row is measured from that source, with a
// budget of 50 kB (issue 20); a second <script> in those templates stops the check (update this file).
//
// CLI for CI: `node scripts/bench/bundles.mjs --check [--dist dist/web]` prints the sizes and exits
// 1 when a budget is exceeded; with --dist it measures that existing build instead.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, posix, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { buildSync } from "esbuild";
import { fixed, makeTempDir, ROOT, removeTempDir, runNode } from "./lib.mjs";

/** JS budgets in bytes (1 kB = 1000 bytes, as Vite reports sizes). */
export const BUDGETS = { landing: 90_000, other: 250_000, customerPage: 50_000 };

const WEB_ROOT = "src/web"; // Vite's `root`: manifest keys are relative to it
const EXTENSIONS = ["", ".tsx", ".ts", ".jsx", ".js", "/index.tsx", "/index.ts"];

/** `paths.key` → "/value" from src/web/config/paths.ts (string entries only). */
function readPaths(root) {
  const file = join(root, WEB_ROOT, "config/paths.ts");
  const found = {};
  if (!existsSync(file)) return found;
  for (const m of readFileSync(file, "utf8").matchAll(/^\s*(\w+):\s*["']([^"']*)["']/gm)) {
    found[m[1]] = m[2];
  }
  return found;
}

/**
 * The lazy route elements that vite.config.ts puts in a chunk group (authRoots, dashboardRoots,
 * the quote builder's page):
 * such a module has no manifest key of its own, its group's chunk does.
 */
const GROUPED = {
  "features/auth/login-page": "auth",
  "components/layout/dashboard-layout": "dashboard",
  "features/dashboard/dashboard-page": "dashboard-page",
  "features/quotes/quote-builder-page": "quote-builder",
};

/** The manifest key of an import specifier written in a file at the root of src/web. */
function manifestKey(manifest, specifier) {
  const base = posix.normalize(specifier);
  const key = EXTENSIONS.map((ext) => base + ext).find((k) => manifest[k]);
  if (key) return key;
  const group = GROUPED[base];
  const groupKey = Object.keys(manifest).find(
    (k) => group && !manifest[k].src && manifest[k].name === group,
  );
  if (groupKey) return groupKey;
  throw new Error(`No chunk in the Vite manifest for import("${specifier}")`);
}

/**
 * The first two lazy imports of main.tsx: the landing page (path "/") and the router (other paths).
 * Any later ones preload route elements of router.tsx (the dashboard), counted with the routes.
 */
function readEntry(root, manifest) {
  const source = readFileSync(join(root, WEB_ROOT, "main.tsx"), "utf8");
  const imports = [...source.matchAll(/import\(\s*["']([^"']+)["']\s*\)/g)].map((m) => m[1]);
  if (
    imports.length < 2 ||
    !/landing/.test(imports[0]) ||
    !/router/.test(imports[1]) ||
    !/pathname\s*===\s*["']\/["']/.test(source)
  ) {
    throw new Error(
      'src/web/main.tsx no longer has the shape `pathname === "/" ? import(landing) : import(router)`: update scripts/bench/bundles.mjs',
    );
  }
  return { landing: manifestKey(manifest, imports[0]), router: manifestKey(manifest, imports[1]) };
}

/** Finds `<Route …>`, `<Route … />` and `</Route>` in order, skipping braces and strings. */
function routeTags(source) {
  const tags = [];
  let i = 0;
  while (i < source.length) {
    const open = source.indexOf("<Route", i);
    const close = source.indexOf("</Route>", i);
    if (open === -1 && close === -1) break;
    if (close !== -1 && (open === -1 || close < open)) {
      tags.push({ kind: "close" });
      i = close + "</Route>".length;
      continue;
    }
    const after = source[open + "<Route".length];
    if (!/[\s/>]/.test(after)) {
      i = open + 1; // <Routes>
      continue;
    }
    let depth = 0;
    let quote = null;
    let j = open + "<Route".length;
    for (; j < source.length; j++) {
      const ch = source[j];
      if (quote) {
        if (ch === quote) quote = null;
      } else if (ch === '"' || ch === "'" || ch === "`") quote = ch;
      else if (ch === "{") depth++;
      else if (ch === "}") depth--;
      else if (ch === ">" && depth === 0) break;
    }
    const attrs = source.slice(open + "<Route".length, j);
    const selfClosing = attrs.trimEnd().endsWith("/");
    tags.push({ kind: selfClosing ? "leaf" : "open", attrs });
    i = j + 1;
  }
  return tags;
}

/**
 * Every route path of router.tsx with the manifest keys of the chunks it loads, in load order:
 * [{ path, page, keys }]. Redirects (`<Navigate>`) are left out.
 */
export function readRoutes({ root = ROOT, manifest }) {
  const source = readFileSync(join(root, WEB_ROOT, "router.tsx"), "utf8");
  const pathValues = readPaths(root);
  const entry = readEntry(root, manifest);

  const lazyModules = new Map();
  const pageCall =
    /const\s+(\w+)\s*=\s*page\(\s*\(\)\s*=>\s*import\(\s*["']([^"']+)["']\s*\)\s*,\s*["'](\w+)["']\s*,?\s*\)/g;
  for (const m of source.matchAll(pageCall)) {
    lazyModules.set(m[1], manifestKey(manifest, m[2]));
  }
  const lazyImports = [...source.matchAll(/import\(\s*["']/g)].length;
  if (lazyImports !== lazyModules.size) {
    throw new Error(
      `router.tsx has ${lazyImports} import() calls but ${lazyModules.size} \`const X = page(() => import("…"), "X")\` declarations: update scripts/bench/bundles.mjs`,
    );
  }

  const resolvePath = (attrs) => {
    const literal = attrs.match(/\bpath=\s*(?:["']([^"']*)["']|\{\s*["']([^"']*)["']\s*\})/);
    if (literal) return literal[1] ?? literal[2];
    const named = attrs.match(/\bpath=\s*\{\s*paths\.(\w+)\s*\}/);
    if (named) {
      if (pathValues[named[1]] === undefined) throw new Error(`paths.${named[1]} is not a string`);
      return pathValues[named[1]];
    }
    if (/\bpath=/.test(attrs)) throw new Error(`Unsupported route path in <Route${attrs}>`);
    return undefined;
  };
  const joinPath = (parent, child) =>
    child.startsWith("/") ? child : `${parent.replace(/\/$/, "")}/${child}`;

  const routes = [];
  const stack = [{ path: "/", keys: [] }];
  for (const tag of routeTags(source)) {
    if (tag.kind === "close") {
      stack.pop();
      continue;
    }
    const parent = stack.at(-1);
    const path = resolvePath(tag.attrs);
    const fullPath = path === undefined ? parent.path : joinPath(parent.path, path);
    const element = tag.attrs.match(/\belement=\s*\{\s*<(\w+)/)?.[1];
    // A statically imported element (app shell, first pages) is in the router's chunk.
    const redirect = element === "Navigate";
    const keys =
      element && lazyModules.has(element)
        ? [...parent.keys, lazyModules.get(element)]
        : parent.keys;
    const node = { path: fullPath, keys, redirect };
    if (tag.kind === "open") {
      stack.push(node);
      continue;
    }
    const isRoute = path !== undefined || /(^|\s)index(\s|=|\/|$)/.test(tag.attrs);
    if (!isRoute || redirect) continue;
    routes.push({ path: fullPath, page: element, keys: [entry.router, ...keys] });
  }
  if (stack.length !== 1) throw new Error("Unbalanced <Route> tags in router.tsx");

  // main.tsx renders the landing page itself on "/": no router there.
  const landing = routes.find((r) => r.path === "/");
  if (landing) landing.keys = [entry.landing];
  else routes.unshift({ path: "/", page: "LandingPage", keys: [entry.landing] });
  return routes;
}

/** Classic scripts index.html loads from the public folder (e.g. /theme-init.js). */
function publicScripts(distDir, manifest) {
  const html = readFileSync(join(distDir, "index.html"), "utf8");
  const bundled = new Set(Object.values(manifest).map((c) => c.file));
  return [...html.matchAll(/<script\b[^>]*\bsrc=["']\/([^"']+)["'][^>]*>/g)]
    .filter((m) => !/type=["']module["']/.test(m[0]))
    .map((m) => m[1])
    .filter((file) => !bundled.has(file) && existsSync(join(distDir, file)));
}

/**
 * The gzip size (level 9) of the JS and CSS each route loads, from dist/web/.vite/manifest.json.
 * Returns [{ path, page, landing, jsFiles, cssFiles, jsBytes, cssBytes, jsRawBytes, budget }].
 */
export function measureRouteBundles({ root = ROOT, distDir = join(root, "dist/web") } = {}) {
  const manifestFile = join(distDir, ".vite/manifest.json");
  if (!existsSync(manifestFile)) {
    throw new Error(`${manifestFile} is missing: run \`node scripts/build.mjs\` first`);
  }
  const manifest = JSON.parse(readFileSync(manifestFile, "utf8"));
  const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry && k === "index.html");
  if (!entryKey) throw new Error("The Vite manifest has no index.html entry");
  const extraScripts = publicScripts(distDir, manifest);

  const sizes = new Map();
  const size = (file) => {
    if (!sizes.has(file)) {
      const bytes = readFileSync(join(distDir, file));
      sizes.set(file, { raw: bytes.length, gz: gzipSync(bytes, { level: 9 }).length });
    }
    return sizes.get(file);
  };

  const closure = (keys) => {
    const seen = new Set();
    const js = new Set(extraScripts);
    const css = new Set();
    const visit = (key) => {
      if (seen.has(key)) return;
      seen.add(key);
      const chunk = manifest[key];
      if (!chunk) throw new Error(`${key} is not in the Vite manifest`);
      if (/\.m?js$/.test(chunk.file)) js.add(chunk.file);
      for (const file of chunk.css ?? []) css.add(file);
      for (const imported of chunk.imports ?? []) visit(imported);
    };
    for (const key of keys) visit(key);
    return { js: [...js], css: [...css] };
  };

  const sum = (files, field) => files.reduce((total, f) => total + size(f)[field], 0);
  const entry = closure([entryKey]);
  const routes = readRoutes({ root, manifest }).map((route) => {
    const { js, css } = closure([entryKey, ...route.keys]);
    const landing = route.path === "/";
    return {
      path: route.path,
      page: route.page,
      landing,
      jsFiles: js,
      cssFiles: css,
      jsBytes: sum(js, "gz"),
      jsRawBytes: sum(js, "raw"),
      cssBytes: sum(css, "gz"),
      budget: landing ? BUDGETS.landing : BUDGETS.other,
    };
  });
  routes.push(measureCustomerPage({ root }));
  return {
    routes,
    entry: { jsBytes: sum(entry.js, "gz"), cssBytes: sum(entry.css, "gz"), files: entry.js },
  };
}

const CUSTOMER_PAGE = "src/server/features/public-quotes/html";

/** The exports of one self-contained TypeScript module of the server (no imports), evaluated. */
function loadConstants(root, file) {
  const { outputFiles } = buildSync({
    entryPoints: [join(root, file)],
    bundle: true,
    write: false,
    format: "cjs",
    platform: "neutral",
    logLevel: "silent",
  });
  const module = { exports: {} };
  new Function("module", "exports", outputFiles[0].text)(module, module.exports);
  return module.exports;
}

/** The server-drawn customer page: its one script's bytes and its inline CSS, gzipped. */
export function measureCustomerPage({ root = ROOT } = {}) {
  const folder = join(root, CUSTOMER_PAGE);
  const scriptTags = readdirSync(folder)
    .filter((f) => f.endsWith(".ts"))
    .flatMap((f) => [...readFileSync(join(folder, f), "utf8").matchAll(/<script\b/g)]);
  if (scriptTags.length !== 1) {
    throw new Error(
      `${CUSTOMER_PAGE} has ${scriptTags.length} <script> tags, not 1 (/q/page.js): update scripts/bench/bundles.mjs`,
    );
  }
  const { PAGE_SCRIPT, PAGE_SCRIPT_PATH } = loadConstants(root, `${CUSTOMER_PAGE}/script.ts`);
  const { PAGE_CSS } = loadConstants(root, `${CUSTOMER_PAGE}/styles.ts`);
  const gz = (text) => gzipSync(Buffer.from(text), { level: 9 }).length;
  return {
    path: "/q/:token",
    page: "server-drawn HTML",
    landing: false,
    jsFiles: [PAGE_SCRIPT_PATH],
    cssFiles: ["(inline <style>)"],
    jsBytes: gz(PAGE_SCRIPT),
    jsRawBytes: Buffer.byteLength(PAGE_SCRIPT),
    cssBytes: gz(PAGE_CSS),
    budget: BUDGETS.customerPage,
  };
}

/** Routes whose JS is over budget: { ok, failures: [{ path, jsBytes, budget }] }. */
export function checkBudgets(routes) {
  const failures = routes
    .filter((r) => r.jsBytes > r.budget)
    .map(({ path, jsBytes, budget }) => ({ path, jsBytes, budget }));
  return { ok: failures.length === 0, failures };
}

const kB = (bytes) => fixed(bytes / 1000, 1);

function describeFailures(failures) {
  return failures
    .map((f) => `${f.path} loads ${kB(f.jsBytes)} kB of JS (budget ${kB(f.budget)} kB)`)
    .join("; ");
}

/** Builds the SPA in production mode into a new temporary folder; returns its path. */
export async function buildForMeasurement() {
  const outDir = makeTempDir("sole-bench-web-");
  try {
    await runNode("scripts/bench/build-web.mjs", [outDir], {
      env: { ...process.env, NODE_ENV: "production" },
    });
  } catch (error) {
    removeTempDir(outDir);
    throw error;
  }
  return outDir;
}

/** Fresh production build, measured, folder removed. */
export async function measureFreshBuild() {
  const distDir = await buildForMeasurement();
  try {
    return measureRouteBundles({ distDir });
  } finally {
    removeTempDir(distDir);
  }
}

export async function run(ctx) {
  const log = ctx?.log ?? console.log;
  log("building the SPA (production) into a temporary folder");
  const { routes, entry } = await measureFreshBuild();
  const { ok, failures } = checkBudgets(routes);
  log(`${routes.length} routes; largest JS ${kB(Math.max(...routes.map((r) => r.jsBytes)))} kB gz`);
  return {
    title: "Bundles: gzip size of the JS and CSS each route loads",
    rows: routes.map((r) => ({
      Route: r.path === "/*" ? "* (not found)" : r.path,
      "Page component": r.page,
      "JS files": r.jsFiles.length,
      "JS gz (kB)": kB(r.jsBytes),
      "JS raw (kB)": kB(r.jsRawBytes),
      "CSS gz (kB)": kB(r.cssBytes),
      "JS budget (kB)": kB(r.budget),
      Status: r.jsBytes > r.budget ? "**over budget**" : "ok",
    })),
    failed: ok ? undefined : describeFailures(failures),
    notes: [
      "Sizes are `zlib.gzipSync(file, { level: 9 })` of each file of the build, summed per route; 1 kB = 1000 bytes. Budgets apply to JS: 90 kB for the landing page (/), 50 kB for the customer's quote page (/q/:token), 250 kB for every other route.",
      "`/q/:token` is drawn by the server as HTML (docs/decisions/0020), not by the SPA: its JS is the one script it loads, /q/page.js (src/server/features/public-quotes/html/script.ts), and its CSS is inline in the HTML (measured the same way, gzip level 9).",
      `A route loads the entry chunk (index.html: ${kB(entry.jsBytes)} kB JS + ${kB(entry.cssBytes)} kB CSS gz, public scripts included: ${entry.files.filter((f) => !f.startsWith("assets/")).join(", ") || "none"}), then — except "/", which main.tsx renders without the router — router.tsx and each lazy element on its way down the route tree in router.tsx (layouts, guards, page), each with its static \`imports\` and \`css\` followed transitively in the build's .vite/manifest.json. \`dynamicImports\` (loaded later, on demand, e.g. the toast library) are not counted; neither are fonts and images.`,
      "Routes are derived from src/web/router.tsx and src/web/config/paths.ts on each run; redirects (`<Navigate>`) are left out. CI: `node scripts/bench/bundles.mjs --check` exits 1 when a budget is exceeded (`npm test` runs it with `--dist` on the end-to-end suite's production build).",
      "Measured on a fresh production build of the current sources (`vite build` with the repo's vite.config.ts and NODE_ENV=production, into a temporary folder), not on whatever dist/web holds.",
    ],
  };
}

// `node scripts/bench/bundles.mjs --check`
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  if (!process.argv.includes("--check")) {
    console.error(
      "Usage: node scripts/bench/bundles.mjs --check [--dist dist/web]   (report: node scripts/bench.mjs bundles)",
    );
    process.exit(2);
  }
  try {
    const distFlag = process.argv.indexOf("--dist");
    const { routes } =
      distFlag === -1
        ? await measureFreshBuild()
        : measureRouteBundles({ distDir: resolve(process.argv[distFlag + 1] ?? "dist/web") });
    for (const r of routes) {
      const status = r.jsBytes > r.budget ? "OVER BUDGET" : "ok";
      console.log(
        `${r.path.padEnd(32)} JS ${kB(r.jsBytes).padStart(7)} kB / ${kB(r.budget)} kB  CSS ${kB(r.cssBytes).padStart(6)} kB  ${status}`,
      );
    }
    const { ok, failures } = checkBudgets(routes);
    if (!ok) {
      console.error(`Bundle budget exceeded: ${describeFailures(failures)}`);
      process.exit(1);
    }
    console.log(`All ${routes.length} routes are within their JS budgets.`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
