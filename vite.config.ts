import { readFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

/**
 * Chunk groups (docs/decisions/0002-landing-bundle.md). React stays in the entry chunk. The
 * landing page loads its own chunk and "shared" (what it has in common with the app: paths,
 * messages, the fetch client, its icons). Any other page loads the router chunk, "app-vendor"
 * (react-router, TanStack Query, radix, react-hook-form, zod, tailwind-merge, …) and "app" (the
 * shell, the login and dashboard pages, UI components, APIs, schemas, icons) in parallel; other
 * pages are lazy chunks on top. Groups take exactly the modules computed here
 * (includeDependenciesRecursively: false): a group that followed imports would pull React and the
 * landing page's modules out of their chunks.
 */
const web = (path: string) => fileURLToPath(new URL(`./src/web/${path}`, import.meta.url));
const nodeModules = /[\\/]node_modules[\\/]/;
// `import { X } from "lucide-react"` goes through this barrel, which re-exports every icon.
const lucideBarrel = /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]lucide-react\.mjs$/;

/** The router statically imports the shell and the first pages (/auth, /dashboard). */
const router = web("router.tsx");

interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[]; code: string | null } | null;
}

/** Modules statically reachable from `roots`, not entering `stop`. */
function reachable(graph: ModuleGraph, roots: string[], stop: Set<string>) {
  const seen = new Set<string>();
  const pending = [...roots];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (seen.has(id) || stop.has(id)) continue;
    seen.add(id);
    if (lucideBarrel.test(id)) continue;
    pending.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

/**
 * The icon modules that `modules` use. Every icon is reachable through the barrel, so the module
 * graph cannot tell which icons the landing page needs: read its `import { … } from "lucide-react"`.
 */
function iconsUsedBy(graph: ModuleGraph, modules: Set<string>, stop: Set<string>) {
  const barrel = [...modules].find((id) => lucideBarrel.test(id));
  if (!barrel) return new Set<string>();
  const fileOf = new Map<string, string>();
  const barrelCode = graph.getModuleInfo(barrel)?.code ?? readFileSync(barrel, "utf8");
  for (const [, names = "", file = ""] of barrelCode.matchAll(
    /export\s*\{([^}]*)\}\s*from\s*'(\.[^']+)'/g,
  )) {
    for (const [, name = ""] of names.matchAll(/default as (\w+)/g)) {
      fileOf.set(name, resolve(dirname(barrel), file));
    }
  }
  const icons = new Set<string>();
  for (const id of modules) {
    if (nodeModules.test(id) || !/\.tsx?$/.test(id)) continue;
    const code = graph.getModuleInfo(id)?.code ?? readFileSync(id, "utf8");
    for (const [, names = ""] of code.matchAll(
      /import\s*\{([^}]*)\}\s*from\s*["']lucide-react["']/g,
    )) {
      for (const name of names.split(",")) {
        const file = fileOf.get(name.trim().split(/\s+as\s+/)[0] ?? "");
        if (file) icons.add(file);
      }
    }
  }
  // …and what the icons import (createLucideIcon and its helpers).
  return reachable(graph, [...icons], new Set([...modules, ...stop]));
}

let groups: Map<string, string> | undefined;

/** Module id → group name, computed once per build from the module graph. */
function groupOf(id: string, graph: ModuleGraph) {
  if (!groups) {
    const entry = reachable(graph, [web("main.tsx")], new Set());
    const landing = reachable(graph, [web("features/landing/landing-page.tsx")], entry);
    const app = reachable(graph, [router], entry);
    const landingIcons = iconsUsedBy(graph, landing, entry);
    const appIcons = iconsUsedBy(graph, app, entry);
    groups = new Map();
    // What the landing page shares with the app (paths, messages, icons): one chunk for both.
    for (const module of landing) if (app.has(module)) groups.set(module, "shared");
    for (const module of landingIcons) groups.set(module, "shared");
    for (const module of [...app, ...appIcons]) {
      // The router keeps its own chunk (and its manifest key, which the bundle budgets use).
      if (groups.has(module) || module === router || lucideBarrel.test(module)) continue;
      groups.set(module, nodeModules.test(module) ? "app-vendor" : "app");
    }
  }
  return groups.get(id) ?? null;
}

export default defineConfig({
  root: "src/web",
  publicDir: "public",
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
