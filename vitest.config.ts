import { defineConfig } from "vitest/config";

const shared = {
  environment: "node" as const,
  pool: "forks" as const,
  testTimeout: 30_000,
  hookTimeout: 120_000,
};

/**
 * Test files that mock modules or change process-wide settings, so they run in a fresh module
 * graph of their own (tests/meta/shared-modules.test.ts keeps this list complete):
 * quote-acceptance mocks the PDF module; the pool test shrinks the worker pool the other files
 * would otherwise share.
 */
export const ISOLATED = ["src/server/workers/pool.test.ts", "tests/api/quote-acceptance.test.ts"];

/**
 * The durability test that holds the product's recovery limits (a killed worker replaced within
 * 2 s, requests served again within 5 s): it runs last and alone, so nothing else competes for the
 * cores while it measures. The other durability tests (crash, queue restart, two instances, the
 * supervisor's metrics) have only generous deadlines and spend much of their time waiting on
 * servers to start, so they run two at a time before it: alone, one after another, they left
 * about 30 % of the machine idle.
 */
export const HOLDS_TIME_LIMITS = ["tests/durability/supervisor.test.ts"];

/**
 * Three groups, one after the other. The unit, API, database and guard tests run two files at a time (Vitest's default
 * on a 2-core machine is one, which made CI's Vitest step 12.5 minutes) without isolation: the
 * files a worker runs share one module graph, so the server's code is imported once per worker
 * instead of once per file (about 1.2 to 2.7 s each, some 200 s of CI's run). Each file still
 * starts its own app on its own database. The files of ISOLATED run beside them as before,
 * each in its own graph. Then the durability tests, which kill and restart real servers, two at a time; then
 * HOLDS_TIME_LIMITS alone.
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          ...shared,
          name: "app",
          include: [
            "src/**/*.test.ts",
            "src/**/*.test.tsx",
            "tests/api/**/*.test.ts",
            "tests/db/**/*.test.ts",
            "tests/meta/**/*.test.ts",
          ],
          exclude: ISOLATED,
          maxWorkers: 2,
          isolate: false,
          globalSetup: ["tests/support/migrated-database.ts"],
          sequence: { groupOrder: 0 },
        },
      },
      {
        test: {
          ...shared,
          name: "isolated",
          include: ISOLATED,
          maxWorkers: 2,
          globalSetup: ["tests/support/migrated-database.ts"],
          sequence: { groupOrder: 0 },
        },
      },
      {
        test: {
          ...shared,
          name: "durability",
          include: ["tests/durability/**/*.test.ts"],
          exclude: HOLDS_TIME_LIMITS,
          maxWorkers: 2,
          globalSetup: ["tests/support/built-server.ts"],
          sequence: { groupOrder: 1 },
        },
      },
      {
        test: {
          ...shared,
          name: "durability-timed",
          include: HOLDS_TIME_LIMITS,
          maxWorkers: 1,
          globalSetup: ["tests/support/built-server.ts"],
          sequence: { groupOrder: 2 },
        },
      },
    ],
  },
});
