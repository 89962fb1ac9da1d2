// Builds the SPA (Vite) and the server (esbuild bundle), then writes a stamp that `npm start` compares.
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { build as esbuild } from "esbuild";
import { build as viteBuild } from "vite";
import {
  distDir,
  newestSourceMtime,
  serverEntry,
  stampFile,
  supervisorEntry,
} from "./build-state.mjs";

// The build is always a production build, whatever environment the caller runs in (the e2e
// server runs with NODE_ENV=test, and React's development build would then be shipped).
process.env.NODE_ENV = "production";
const started = Date.now();
const sourceMtime = newestSourceMtime();
await viteBuild({ logLevel: "warn", build: { outDir: join(distDir, "web") } });
// Brotli and gzip copies of the hashed assets, which the server sends to browsers that accept them
// (serveStatic's `precompressed` in src/server/http/static.ts): no compression work per request.
const assets = join(distDir, "web/assets");
for (const name of readdirSync(assets)) {
  if (!/\.(js|css|svg|json)$/.test(name)) continue;
  const file = join(assets, name);
  const raw = readFileSync(file);
  if (raw.length < 1024) continue;
  writeFileSync(
    `${file}.br`,
    brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  writeFileSync(`${file}.gz`, gzipSync(raw, { level: 9 }));
}
// The server and its worker-thread entries, loaded from the folder index.js runs from: the pool's
// worker.js (src/server/workers/pool.ts) and the embedded database's thread, database-worker.js
// (src/server/db/embedded/client.ts).
await esbuild({
  entryPoints: {
    index: "src/server/index.ts",
    worker: "src/server/workers/worker.ts",
    "database-worker": "src/server/db/embedded/worker.ts",
  },
  outdir: dirname(serverEntry),
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  sourcemap: true,
  logLevel: "warning",
});
// `npm start`'s entry: the node:cluster supervisor, which forks index.js (above) as its workers.
await esbuild({
  entryPoints: ["src/server/supervisor.ts"],
  outfile: supervisorEntry,
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
