import { existsSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

/** The project root: the nearest folder above this module holding package.json (source or bundle). */
function findRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    if (existsSync(join(dir, "package.json"))) return dir;
    const parent = dirname(dir);
    if (parent === dir) return process.cwd();
    dir = parent;
  }
}

export const projectRoot = findRoot();
export const migrationsFolder = join(projectRoot, "src/server/db/migrations");
export const webDistFolder = join(
  process.env.SOLE_DIST_DIR ? resolve(process.env.SOLE_DIST_DIR) : join(projectRoot, "dist"),
  "web",
);
