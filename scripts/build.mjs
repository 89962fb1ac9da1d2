// Builds the SPA (Vite) and the server (esbuild bundle), then writes a stamp that `npm start` compares.
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { build as esbuild } from "esbuild";
import { build as viteBuild } from "vite";
import { distDir, newestSourceMtime, serverEntry, stampFile } from "./build-state.mjs";

// The build is always a production build, whatever environment the caller runs in (the e2e
// server runs with NODE_ENV=test, and React's development build would then be shipped).
process.env.NODE_ENV = "production";
const started = Date.now();
const sourceMtime = newestSourceMtime();
await viteBuild({ logLevel: "warn", build: { outDir: join(distDir, "web") } });
await esbuild({
  entryPoints: ["src/server/index.ts"],
  outfile: serverEntry,
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  sourcemap: true,
  logLevel: "warning",
});
writeFileSync(stampFile, JSON.stringify({ sourceMtime, builtAt: new Date().toISOString() }));
console.log(`built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
