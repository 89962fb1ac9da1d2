// Shared helpers for the benchmark modules: machine facts, the build, free ports, servers started
// as child processes (127.0.0.1 only, always stopped), temporary directories and small statistics.
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { request } from "node:http";
import { createServer } from "node:net";
import { cpus, platform, release, tmpdir, totalmem } from "node:os";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { tsImport } from "tsx/esm/api";

/**
 * Imports the TypeScript sources a benchmark module measures, relative to `from` (its
 * import.meta.url): through tsx, or as they are under `node --import tsx`
 * (SOLE_BENCH_NATIVE_TS=1).
 */
export function sourceImporter(from) {
  return (path) => (process.env.SOLE_BENCH_NATIVE_TS ? import(path) : tsImport(path, from));
}

/** The repository root: every path the benchmarks read is relative to it. */
export const ROOT = fileURLToPath(new URL("../..", import.meta.url));
/** dist/, or SOLE_DIST_DIR (as scripts/build-state.mjs): a build of one's own to measure. */
const DIST = resolve(ROOT, process.env.SOLE_DIST_DIR ?? "dist");
export const SERVER_ENTRY = join(DIST, "server/index.js");
export const MANIFEST = join(DIST, "web/.vite/manifest.json");

/** CPU model, cores, RAM and Node version, stated in every section of docs/BENCHMARKS.md. */
export function machineInfo() {
  const cpuList = cpus();
  return {
    cpu: cpuList[0]?.model.replace(/\s+/g, " ").trim() ?? "unknown CPU",
    cores: cpuList.length,
    ramGiB: totalmem() / 2 ** 30,
    node: process.version,
    os: `${platform()} ${release()}`,
  };
}

// --- child processes and temporary directories, cleaned up even when the run fails or is killed ---

const children = new Set();
const tempDirs = new Set();

function cleanupSync() {
  for (const child of children) child.kill("SIGKILL");
  children.clear();
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
  tempDirs.clear();
}

process.once("exit", cleanupSync);
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) {
  process.once(signal, () => {
    console.error(`\n${signal}: stopping benchmark servers`);
    process.exit(130);
  });
}

/** A new empty temporary directory, removed by `removeTempDir` or at exit. */
export function makeTempDir(prefix = "sole-bench-") {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  tempDirs.add(dir);
  return dir;
}

export function removeTempDir(dir) {
  rmSync(dir, { recursive: true, force: true, maxRetries: 3 });
  tempDirs.delete(dir);
}

/** Stops every child process still running (used when a benchmark times out). */
export async function stopAllChildren() {
  await Promise.all([...children].map((child) => stopChild(child)));
}

// --- the build ---

/** Runs `node <script> ...args` from the repo root, output inherited; rejects on failure. */
export async function runNode(script, args = [], { env = process.env, timeoutMs = 300_000 } = {}) {
  const child = track(
    spawn(process.execPath, [script, ...args], { cwd: ROOT, env, stdio: "inherit" }),
  );
  let timer;
  const code = await new Promise((resolve) => {
    child.once("exit", (c, signal) => resolve(signal ?? c));
    timer = setTimeout(() => resolve(`timeout after ${timeoutMs / 1000} s`), timeoutMs);
  }).finally(() => clearTimeout(timer));
  if (code !== 0) {
    await stopChild(child);
    throw new Error(`node ${[script, ...args].join(" ")} failed (${code})`);
  }
}

let buildChecked = false;

/**
 * Builds with `node scripts/build.mjs` (NODE_ENV=production) when dist is missing or older than
 * the sources.
 */
export async function ensureBuild(log = console.log) {
  if (buildChecked) return { built: false };
  const previous = process.cwd();
  process.chdir(ROOT);
  let stale;
  try {
    const { buildIsStale } = await import("../build-state.mjs");
    stale = buildIsStale() || !existsSync(MANIFEST);
  } finally {
    process.chdir(previous);
  }
  if (stale) {
    log("dist is missing or stale: running node scripts/build.mjs");
    await runNode("scripts/build.mjs", [], { env: { ...process.env, NODE_ENV: "production" } });
  }
  buildChecked = true;
  return { built: stale };
}

// --- servers ---

/** A port that is free on 127.0.0.1 right now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

export function sleep(ms) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** One GET on a fresh connection; resolves with the status code, rejects on a network error. */
export function httpStatus(url, timeoutMs = 2000) {
  return new Promise((resolve, reject) => {
    const req = request(url, { agent: false, timeout: timeoutMs }, (res) => {
      res.resume();
      res.once("end", () => resolve(res.statusCode));
      res.once("error", reject);
    });
    req.once("timeout", () => req.destroy(new Error("timeout")));
    req.once("error", reject);
    req.end();
  });
}

function track(child) {
  children.add(child);
  child.once("exit", () => children.delete(child));
  return child;
}

/**
 * The environment of the product server: 127.0.0.1 only, embedded database in `dataDir`, quiet
 * logs, production mode. A DATABASE_URL or SMTP_URL in the caller's environment is dropped.
 */
export function productEnv({ port, dataDir }) {
  const env = { ...process.env };
  delete env.DATABASE_URL;
  delete env.SMTP_URL;
  delete env.PUBLIC_URL;
  return {
    ...env,
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    LOG_LEVEL: "error",
    NODE_ENV: "production",
  };
}

/**
 * Spawns `node <script>` and polls `readyUrl` every `pollMs` until it answers 200. The time is
 * measured from just before the spawn to the 200 answer.
 */
export async function startServer({
  script,
  env,
  readyUrl,
  timeoutMs = 60_000,
  pollMs = 5,
  label = script,
}) {
  const output = [];
  const keep = (chunk) => {
    output.push(chunk.toString());
    if (output.length > 50) output.shift();
  };
  const started = performance.now();
  const child = track(
    spawn(process.execPath, [script], { cwd: ROOT, env, stdio: ["ignore", "pipe", "pipe"] }),
  );
  child.stdout.on("data", keep);
  child.stderr.on("data", keep);
  let exited = null;
  child.once("exit", (code, signal) => {
    exited = signal ?? code;
  });
  const deadline = started + timeoutMs;
  try {
    while (performance.now() < deadline) {
      if (exited !== null) throw new Error(`${label} exited (${exited}) before it was ready`);
      try {
        if ((await httpStatus(readyUrl, 1000)) === 200) {
          return { child, readyMs: performance.now() - started, output };
        }
      } catch {
        // not listening yet
      }
      await sleep(pollMs);
    }
    throw new Error(`${label} did not answer ${readyUrl} within ${timeoutMs / 1000} s`);
  } catch (error) {
    await stopChild(child);
    const tail = output.join("").trim().split("\n").slice(-15).join("\n");
    throw new Error(`${error.message}${tail ? `\n--- server output ---\n${tail}` : ""}`);
  }
}

/** SIGTERM, then SIGKILL after `graceMs`; resolves once the child has exited. */
export async function stopChild(child, graceMs = 10_000) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  const timer = setTimeout(() => child.kill("SIGKILL"), graceMs);
  try {
    await exited;
  } finally {
    clearTimeout(timer);
  }
}

// --- statistics and formatting ---

/** The value at percentile `p` (0–100) of a sorted array, nearest-rank. */
export function percentile(sorted, p) {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank - 1))];
}

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

export function fixed(value, digits = 0) {
  return Number.isFinite(value)
    ? value.toLocaleString("en-GB", {
        minimumFractionDigits: digits,
        maximumFractionDigits: digits,
      })
    : "–";
}
