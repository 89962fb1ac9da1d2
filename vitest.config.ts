import { defineConfig } from "vitest/config";

const shared = {
  environment: "node" as const,
  pool: "forks" as const,
  testTimeout: 30_000,
  hookTimeout: 120_000,
};

/**
 * Two groups, one after the other. The unit, API, database and guard tests run two files at a
 * time (Vitest's default on a 2-core machine is one, which made CI's Vitest step 12.5 minutes);
 * the durability tests, which kill and restart real servers and hold recovery limits, then run
 * alone so nothing else competes for the cores while they measure.
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
          maxWorkers: 1,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
