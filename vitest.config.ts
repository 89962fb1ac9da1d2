import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: [
      "src/**/*.test.ts",
      "src/**/*.test.tsx",
      "tests/api/**/*.test.ts",
      "tests/db/**/*.test.ts",
      "tests/durability/**/*.test.ts",
      "tests/meta/**/*.test.ts",
    ],
    environment: "node",
    pool: "forks",
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
