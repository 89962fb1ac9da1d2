import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, resolve } from "node:path";

/** Where the build goes: dist/, or SOLE_DIST_DIR (the e2e runner gives each run its own). */
export const distDir = resolve(process.env.SOLE_DIST_DIR ?? "dist");
export const stampFile = join(distDir, "build-stamp.json");
export const serverEntry = join(distDir, "server/index.js");
/** `npm start`'s entry: the supervisor, which runs serverEntry in worker processes. */
export const supervisorEntry = join(distDir, "server/supervisor.js");
/** The worker-thread pool's entry (src/server/workers/worker.ts), loaded from serverEntry's folder. */
export const workerEntry = join(distDir, "server/worker.js");
/** The embedded database's thread (src/server/db/embedded/worker.ts), beside serverEntry too. */
export const databaseWorkerEntry = join(distDir, "server/database-worker.js");
const inputs = ["src", "package-lock.json", "vite.config.ts", "tsconfig.json"];

function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = stat.mtimeMs;
  for (const entry of readdirSync(path)) latest = Math.max(latest, newest(join(path, entry)));
  return latest;
}

/** The newest modification time of anything the build reads. */
export function newestSourceMtime() {
  return Math.max(...inputs.map(newest));
}

/** The build is stale when it is missing or any input changed since it was made. */
export function buildIsStale() {
  if (
    !existsSync(stampFile) ||
    !existsSync(serverEntry) ||
    !existsSync(supervisorEntry) ||
    !existsSync(workerEntry) ||
    !existsSync(databaseWorkerEntry) ||
    !existsSync(join(distDir, "web/index.html"))
  ) {
    return true;
  }
  const { sourceMtime } = JSON.parse(readFileSync(stampFile, "utf8"));
  return newestSourceMtime() > sourceMtime;
}
