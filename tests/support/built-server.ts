import { ensureBuilt } from "./server-process";

/**
 * Vitest's global setup for the durability tests, which start dist/: builds it once, if it is
 * missing or stale, before any of them starts (two run at a time, and two builds into one dist/
 * would trip over each other). It runs only when a durability file is among those run.
 */
export default async function setup() {
  await ensureBuilt();
}
