// Builds the SPA in production mode into the folder given as argument (not dist/web), so the
// bundles benchmark measures the current sources whatever NODE_ENV or concurrent builds did to dist.
// Usage: NODE_ENV=production node scripts/bench/build-web.mjs <outDir>  (run from the repo root)
import { resolve } from "node:path";
import { build } from "vite";

const outDir = process.argv[2];
if (!outDir) {
  console.error("Usage: node scripts/bench/build-web.mjs <outDir>");
  process.exit(2);
}
process.env.NODE_ENV = "production";
await build({
  configFile: resolve("vite.config.ts"),
  mode: "production",
  logLevel: "warn",
  build: { outDir: resolve(outDir), emptyOutDir: true, manifest: true },
});
