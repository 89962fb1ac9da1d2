import { defineConfig, devices } from "@playwright/test";

// scripts/e2e.mjs picks a free port and a temporary data directory before starting the runner.
const port = Number(process.env.E2E_PORT ?? 4173);
const dataDir = process.env.E2E_DATA_DIR ?? "./data-e2e";
export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export default defineConfig({
  testDir: "tests/e2e",
  outputDir: process.env.E2E_OUTPUT_DIR ?? "test-results/e2e",
  // Two spec files at a time against the one server: the suite waits on pages more than it
  // computes, so two workers took CI's end-to-end step from about 15.6 to 13 minutes. A spec's own
  // tests still run in order.
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    screenshot: "only-on-failure",
    // Recording a trace costs every test about 15 % of its time (4 specs: 157 s against 133 s on
    // a two-core machine), so CI, which retries a failed test once, records the retry's only; a
    // local run, which does not retry, keeps the trace of a failure.
    trace: process.env.CI ? "on-first-retry" : "retain-on-failure",
    // The service worker precaches the whole app (about 1.7 MB) in every new context, a fresh
    // download for each test: blocked, 4 specs took 92-94 s instead of 106 s. The specs of
    // working with no signal (offline, quote-photo) allow it, and test it.
    serviceWorkers: "block",
    locale: "en-GB",
    timezoneId: "Europe/London",
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  webServer: {
    command: "node scripts/start.mjs",
    url: `http://127.0.0.1:${port}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      PORT: String(port),
      SOLE_DIST_DIR: process.env.SOLE_DIST_DIR ?? "dist",
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      NODE_ENV: "test",
      ADMIN_EMAIL_DOMAIN: "sole-admin.test",
      LOG_LEVEL: "error",
      TRUSTED_PROXY_IP_HEADER: "x-forwarded-for",
      SCRAPER_ALLOWED_HOSTS: "www.screwfix.com,www.travisperkins.co.uk,www.jewson.co.uk,127.0.0.1",
      SCRAPER_ALLOW_PRIVATE: "1",
      // Low enough for catalogue.spec.ts to import past it; above what any other spec imports.
      OWN_PRODUCT_LIMIT: "60",
      // Low enough for quote-photo.spec.ts to pass it with two photos; other specs' are tiny.
      PHOTO_STORAGE_MB: "2",
    },
  },
});
