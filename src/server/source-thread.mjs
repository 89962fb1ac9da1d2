// How a worker thread loads its TypeScript entry when the server runs from its sources (Vitest,
// `npm run dev`, the scripts): esbuild bundles the entry, as the production build does
// (scripts/build.mjs), into node_modules/.cache, named by its content. tsx's loader hooks, which
// did this before, took about 0.6 s to start in every new thread, and Vitest's files open some
// two hundred embedded-database threads in a run; the bundle takes about 30 ms.
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, renameSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { threadId } from "node:worker_threads";
import { buildSync } from "esbuild";

const cache = fileURLToPath(new URL("../../node_modules/.cache/sole-threads/", import.meta.url));

/** Bundles `entry` (a path relative to `base`, an import.meta.url) and imports the bundle. */
export async function importBundled(entry, base) {
  const [bundle] = buildSync({
    entryPoints: [fileURLToPath(new URL(entry, base))],
    outdir: cache,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    packages: "external",
    sourcemap: "inline",
    write: false,
    logLevel: "error",
  }).outputFiles;
  if (!bundle) throw new Error(`esbuild wrote nothing for ${entry}`);
  const name = createHash("sha256").update(bundle.contents).digest("hex").slice(0, 20);
  const file = join(cache, `${name}.mjs`);
  if (!existsSync(file)) {
    mkdirSync(cache, { recursive: true });
    // Threads starting together may write the same bundle: each renames its own whole copy.
    const partial = `${file}.${process.pid}-${threadId}.tmp`;
    writeFileSync(partial, bundle.contents);
    renameSync(partial, file);
  }
  // Stack traces point into the sources, as they did under tsx.
  process.setSourceMapsEnabled(true);
  return import(pathToFileURL(file).href);
}
