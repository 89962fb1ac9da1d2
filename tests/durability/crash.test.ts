/**
 * Crash durability: the real server (dist/server/index.js) as a child process takes 1,000 quote
 * writes (POST /api/quotes and PATCH /api/quotes/:id, 8 at a time), is killed with SIGKILL at a
 * seeded random moment, restarts on the same data, and must still have every acknowledged write:
 * each quote whose create answered 2xx exists, and each quote carries its last acknowledged
 * patch (or a later one that was in flight at the kill).
 *
 * Runs on the embedded PGlite database (DATA_DIR) and on PostgreSQL (startPostgres(); skipped
 * when PostgreSQL is not installed, outside CI).
 */
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type PostgresServer, startPostgres } from "../support/postgres";

const SEED = Number(process.env.DURABILITY_SEED ?? 7151);
const WRITES = 1_000;
const CONCURRENCY = 8;
const AUTH_SECRET = "durability-secret-durability-secret-0123456789";

beforeAll(async () => {
  const state = (await import(pathToFileURL(resolve("scripts/build-state.mjs")).href)) as {
    buildIsStale: () => boolean;
  };
  if (!existsSync("dist/server/index.js") || state.buildIsStale()) {
    execFileSync(process.execPath, ["scripts/build.mjs"], { stdio: "pipe", timeout: 120_000 });
  }
}, 150_000);

function freePort(): Promise<number> {
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

interface Server {
  url: string;
  child: ChildProcess;
}

async function startServer(dataDir: string, port: number, databaseUrl?: string): Promise<Server> {
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ["dist/server/index.js"], {
    env: {
      ...process.env,
      NODE_ENV: "test",
      HOST: "127.0.0.1",
      PORT: String(port),
      DATA_DIR: dataDir,
      PUBLIC_URL: url,
      LOG_LEVEL: "error",
      AUTH_SECRET,
      DATABASE_URL: databaseUrl ?? "",
      SMTP_URL: "",
    },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4_000);
  });
  const deadline = Date.now() + 60_000; // a fresh PGlite data folder takes ~20 s (initdb)
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited ${child.exitCode}: ${stderr}`);
    const ok = await fetch(`${url}/api/health`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) return { url, child };
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill("SIGKILL");
  throw new Error(`server did not start: ${stderr}`);
}

function killed(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((done) => child.once("exit", () => done()));
}

async function stopServer(server: Server) {
  server.child.kill("SIGTERM");
  await killed(server.child);
}

/** A small seeded PRNG (mulberry32). */
function mulberry32(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = a;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

const quoteBody = (name: string) => ({
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

interface Outcome {
  engine: string;
  sent: number;
  acknowledged: number;
  createsAcked: number;
  patchesAcked: number;
  killedAfterMs: number;
  lostCreates: string[];
  lostPatches: string[];
}

/** Writes until killed; restarts; returns what survived. */
async function crashRun(engine: string, databaseUrl?: string): Promise<Outcome> {
  const rand = mulberry32(SEED);
  const dataDir = mkdtempSync(join(tmpdir(), "sole-durability-"));
  const port = await freePort();
  try {
    let server = await startServer(dataDir, port, databaseUrl);
    const signIn = await fetch(`${server.url}/api/auth/sign-in/anonymous`, {
      method: "POST",
      headers: { origin: server.url, "content-type": "application/json" },
      body: "{}",
    });
    expect(signIn.ok).toBe(true);
    const cookie = signIn.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    const headers = { origin: server.url, "content-type": "application/json", cookie };

    // quote name -> id once its create was acknowledged; id -> highest acknowledged version
    const created = new Map<string, string>();
    const patched = new Map<string, number>();
    const version = new Map<string, number>();
    const busy = new Set<string>();
    const killAt = 100 + Math.floor(rand() * 500); // acknowledged writes before the kill
    let sent = 0;
    let acked = 0;
    let dead = false;
    const started = Date.now();
    let killedAfterMs = 0;

    const kill = () => {
      if (dead) return;
      dead = true;
      killedAfterMs = Date.now() - started;
      server.child.kill("SIGKILL");
    };

    const worker = async () => {
      while (!dead && sent < WRITES) {
        const i = sent++;
        const ids = [...created.values()].filter((id) => !busy.has(id));
        const patch = ids.length > 0 && rand() < 0.6;
        try {
          if (patch) {
            const id = ids[Math.floor(rand() * ids.length)]!;
            const v = (version.get(id) ?? 0) + 1;
            version.set(id, v);
            busy.add(id);
            try {
              const res = await fetch(`${server.url}/api/quotes/${id}`, {
                method: "PATCH",
                headers,
                body: JSON.stringify({ jobDescription: `v${v}`, laborDays: v }),
              });
              await res.arrayBuffer();
              if (res.ok) {
                acked++;
                patched.set(id, Math.max(patched.get(id) ?? 0, v));
              }
            } finally {
              busy.delete(id);
            }
          } else {
            const name = `dur-${engine}-${i}`;
            const res = await fetch(`${server.url}/api/quotes`, {
              method: "POST",
              headers,
              body: JSON.stringify(quoteBody(name)),
            });
            const json = (await res.json().catch(() => null)) as { id?: string } | null;
            if (res.ok && json?.id) {
              acked++;
              created.set(name, json.id);
            }
          }
        } catch {
          // connection refused or reset: the server is gone, this write was not acknowledged
        }
        // The kill lands at a seeded moment, often with writes in flight.
        // (and at the latest after 25 s, to bound the run)
        if (!dead && ((acked >= killAt && rand() < 0.3) || Date.now() - started > 25_000)) kill();
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    kill();
    await killed(server.child);

    server = await startServer(dataDir, port, databaseUrl);
    const lostCreates: string[] = [];
    const lostPatches: string[] = [];
    const list = await fetch(`${server.url}/api/quotes`, { headers });
    expect(list.status).toBe(200);
    for (const [name, id] of created) {
      const res = await fetch(`${server.url}/api/quotes/${id}`, { headers });
      if (res.status !== 200) {
        lostCreates.push(`${name} (${id}): ${res.status}`);
        continue;
      }
      const quote = (await res.json()) as { name: string; jobDescription: string };
      const want = patched.get(id) ?? 0;
      const have = Number(quote.jobDescription.replace(/^v/, ""));
      if (quote.name !== name || !(have >= want)) {
        lostPatches.push(`${id}: acknowledged v${want}, found ${quote.jobDescription}`);
      }
    }
    await stopServer(server);
    return {
      engine,
      sent,
      acknowledged: acked,
      createsAcked: created.size,
      patchesAcked: acked - created.size,
      killedAfterMs,
      lostCreates,
      lostPatches,
    };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function report(outcome: Outcome) {
  console.info(
    `durability ${outcome.engine}: seed ${SEED}, ${outcome.sent} writes sent, ${outcome.acknowledged} acknowledged (${outcome.createsAcked} creates, ${outcome.patchesAcked} patches), SIGKILL after ${outcome.killedAfterMs} ms; lost ${outcome.lostCreates.length} creates, ${outcome.lostPatches.length} patches`,
  );
}

describe("crash durability", () => {
  it("keeps every acknowledged write on the embedded database (PGlite)", async () => {
    const outcome = await crashRun("pglite");
    report(outcome);
    expect(outcome.acknowledged).toBeGreaterThan(100);
    expect(outcome.lostCreates).toEqual([]);
    expect(outcome.lostPatches).toEqual([]);
  }, 90_000);

  describe("on PostgreSQL", () => {
    let pg: PostgresServer | null = null;
    beforeAll(async () => {
      pg = await startPostgres();
    }, 90_000);
    afterAll(() => pg?.stop());

    it("keeps every acknowledged write on PostgreSQL", async (ctx) => {
      if (!pg) ctx.skip();
      const outcome = await crashRun("postgres", pg!.url);
      report(outcome);
      expect(outcome.acknowledged).toBeGreaterThan(100);
      expect(outcome.lostCreates).toEqual([]);
      expect(outcome.lostPatches).toEqual([]);
    }, 90_000);
  });
});
