import { ensureBuilt } from "./server-process";

/**
 * Vitest's global setup for the durability tests: builds dist/ once, if it is missing or stale,
 * before any of them starts (two run at a time, and two builds into one dist/ would trip over
 * each other). Each file's own `beforeAll(ensureBuilt)` then finds it fresh.
 */
export default async function setup() {
  await ensureBuilt();
}
