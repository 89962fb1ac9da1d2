// `npm start`: builds when the build is missing or stale, then serves the product under the
// supervisor (src/server/supervisor.ts), which runs the server in worker processes and replaces
// any that die.
import { spawnSync } from "node:child_process";
import { pathToFileURL } from "node:url";
import { buildIsStale, supervisorEntry } from "./build-state.mjs";

if (buildIsStale()) {
  console.log("Building Sole (first start or sources changed)...");
  const result = spawnSync(process.execPath, ["scripts/build.mjs"], { stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
process.env.NODE_ENV ??= "production";
await import(pathToFileURL(supervisorEntry).href);
