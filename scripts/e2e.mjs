// Runs the Playwright suite in Debian's Chromium against the built server on a free port with a
// temporary data directory. Installs Chromium when missing (as root) or says what to install.
// `--check-bundles` (npm test) then checks that build's bundle budgets (scripts/bench/bundles.mjs):
// the server always builds for production, so CI need not build the web app a second time.
// `--dist DIR` serves a build already made there (npm test's dist/; rebuilt if stale, and kept);
// without it each run builds into a folder of its own, so runs never trip over each other.
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
if (!existsSync(chromium)) {
  if (process.getuid?.() === 0) {
    console.log("Chromium is missing: installing Debian's chromium package...");
    execFileSync(
      "bash",
      [
        "-c",
        "apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium",
      ],
      { stdio: "inherit" },
    );
  } else {
    console.error(
      `Chromium not found at ${chromium}: install it with \`sudo apt-get install -y chromium\` or set CHROMIUM_PATH.`,
    );
    process.exit(1);
  }
}

const port = await new Promise((resolve) => {
  const server = createServer();
  server.listen(0, "127.0.0.1", () => {
    const { port } = server.address();
    server.close(() => resolve(port));
  });
});
const dataDir = mkdtempSync(join(tmpdir(), "sole-e2e-"));
const args = process.argv.slice(2);
const distAt = args.indexOf("--dist");
const givenDist = distAt >= 0 ? args[distAt + 1] : undefined;
if (distAt >= 0 && !givenDist) {
  console.error("--dist needs a folder");
  process.exit(1);
}
// Inside the project so the bundled server still finds node_modules.
mkdirSync("node_modules/.cache", { recursive: true });
const distDir = givenDist ?? mkdtempSync(join("node_modules/.cache", "sole-e2e-dist-"));
const checkBundles = args.includes("--check-bundles");
const playwrightArgs = args.filter(
  (arg, i) => arg !== "--check-bundles" && (distAt < 0 || (i !== distAt && i !== distAt + 1)),
);
const result = spawnSync("npx", ["playwright", "test", ...playwrightArgs], {
  stdio: "inherit",
  env: {
    ...process.env,
    E2E_PORT: String(port),
    E2E_DATA_DIR: dataDir,
    SOLE_DIST_DIR: distDir,
    E2E_OUTPUT_DIR: `test-results/e2e-${port}`,
    CHROMIUM_PATH: chromium,
    PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: "1",
  },
});
let status = result.status ?? 1;
if (status === 0 && checkBundles) {
  const bundles = ["scripts/bench/bundles.mjs", "--check", "--dist", join(distDir, "web")];
  status = spawnSync(process.execPath, bundles, { stdio: "inherit" }).status ?? 1;
}
rmSync(dataDir, { recursive: true, force: true });
if (!givenDist) rmSync(distDir, { recursive: true, force: true });
process.exit(status);
