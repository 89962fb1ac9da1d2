/**
 * The built server as a child process, for the durability tests (crash.test.ts,
 * supervisor.test.ts): build when stale, a free port, start-up awaited (vi.waitFor) by a deadline,
 * a demo business to write as, and the quote body the writes send.
 */
import { type ChildProcess, execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { createServer } from "node:net";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { vi } from "vitest";

export const AUTH_SECRET = "durability-secret-durability-secret-0123456789";

/** Builds dist/ when it is missing or older than the sources (scripts/build-state.mjs). */
export async function ensureBuilt() {
  const state = (await import(pathToFileURL(resolve("scripts/build-state.mjs")).href)) as {
    buildIsStale: () => boolean;
  };
  if (!existsSync("dist/server/index.js") || state.buildIsStale()) {
    execFileSync(process.execPath, ["scripts/build.mjs"], { stdio: "pipe", timeout: 120_000 });
  }
}

export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once("error", fail);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => done(port));
    });
  });
}

/** The environment a test server runs with: test mode, loopback, its own data and port. */
export function serverEnv(opts: {
  port: number;
  dataDir: string;
  databaseUrl?: string;
  logLevel?: string;
  extra?: Record<string, string>;
}): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_ENV: "test",
    HOST: "127.0.0.1",
    PORT: String(opts.port),
    DATA_DIR: opts.dataDir,
    PUBLIC_URL: `http://127.0.0.1:${opts.port}`,
    LOG_LEVEL: opts.logLevel ?? "error",
    AUTH_SECRET,
    DATABASE_URL: opts.databaseUrl ?? "",
    SMTP_URL: "",
    ...opts.extra,
  };
}

/** Whether GET /api/health answers 200 (within `timeoutMs`). */
export function healthy(url: string, timeoutMs = 2_000): Promise<boolean> {
  return fetch(`${url}/api/health`, { signal: AbortSignal.timeout(timeoutMs) })
    .then(async (r) => {
      await r.arrayBuffer();
      return r.ok;
    })
    .catch(() => false);
}

/**
 * Asks /api/health every 50 ms (vi.waitFor) until it answers 200 by the deadline, each try given at
 * most `tryMs`. Resolves when the answered request was sent and when it was answered, or null when
 * the deadline passed or `child` exited first.
 */
export async function firstHealthyBy(
  url: string,
  deadline: number,
  opts: { child?: ChildProcess; tryMs?: number } = {},
): Promise<{ sentAt: number; answeredAt: number } | null> {
  const { child, tryMs = 2_000 } = opts;
  let answer: { sentAt: number; answeredAt: number } | null = null;
  let gone = false;
  const left = () => Math.max(1, deadline - Date.now());
  await vi
    .waitFor(
      async () => {
        if (child && (child.exitCode !== null || child.signalCode !== null)) {
          gone = true;
          return;
        }
        const sentAt = Date.now();
        if (!(await healthy(url, Math.min(tryMs, left())))) throw new Error("not answering yet");
        const answeredAt = Date.now();
        if (answeredAt <= deadline) answer = { sentAt, answeredAt };
      },
      { timeout: left(), interval: 50 },
    )
    .catch(() => undefined);
  return gone ? null : answer;
}

/** Whether /api/health answers 200 by the deadline (false when `child` exited first). */
export async function healthyBy(url: string, deadline: number, child?: ChildProcess) {
  return (await firstHealthyBy(url, deadline, { child })) !== null;
}

/** Resolves true when `child` has exited, false when `ms` passed first. */
export function exitedWithin(child: ChildProcess, ms: number): Promise<boolean> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(true);
  return new Promise((done) => {
    const timer = setTimeout(() => done(false), ms);
    child.once("exit", () => {
      clearTimeout(timer);
      done(true);
    });
  });
}

export function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((done) => child.once("exit", () => done()));
}

/** Whether a process with this pid still exists. */
export function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** A small seeded PRNG (mulberry32). */
export function mulberry32(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = a;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

export const quoteBody = (name: string) => ({
  name,
  jobDescription: "v0",
  materials: [{ name: "Plasterboard 12.5mm", quantity: 2, unit: "sheet", unitPricePence: 1099 }],
  measurements: [],
  laborDays: 1,
  dayRatePence: 25000,
  vatIncluded: true,
  vatRate: 20,
  marginPercent: 10,
  profitRule: "manual",
});

/** Signs in as a new demo business; the headers its writes send (cookie, same-origin). */
export async function demoHeaders(url: string): Promise<Record<string, string>> {
  const signIn = await fetch(`${url}/api/auth/sign-in/anonymous`, {
    method: "POST",
    headers: { origin: url, "content-type": "application/json" },
    body: "{}",
  });
  if (!signIn.ok) throw new Error(`demo sign-in answered ${signIn.status}`);
  const cookie = signIn.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  return { origin: url, "content-type": "application/json", cookie };
}
