/**
 * A crash costs one request, never the service (issue 15 item 3): `node scripts/start.mjs` (what
 * `npm start` runs) serves through the node:cluster supervisor (src/server/supervisor.ts). While
 * a demo business creates quotes continuously (8 at a time, bounded in count and time), a worker
 * is SIGKILLed; requests must succeed again within 5 s of the kill, the supervisor must log the
 * death and start the replacement within 2 s (both by its own log's clock), and every create
 * that was acknowledged must be there afterwards. SIGTERM then stops the supervisor and its
 * workers.
 *
 * On the embedded database (WEB_CONCURRENCY=4 given, and still exactly one worker) and on
 * PostgreSQL with WEB_CONCURRENCY=2, where both workers start together on a fresh database
 * (migrations and seed under the advisory lock) and the one left standing answers while the
 * replacement starts. The PostgreSQL case is skipped when PostgreSQL is not installed, outside CI.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type PostgresServer, startPostgres } from "../support/postgres";
import {
  alive,
  demoHeaders,
  exited,
  exitedWithin,
  firstHealthyBy,
  freePort,
  healthyBy,
  quoteBody,
  serverEnv,
} from "../support/server-process";

/** The product's promises under test. */
const RECOVERY_LIMIT_MS = 5_000;
/**
 * The embedded database's replacement has to open the data folder again (PGlite's start-up), which
 * takes 4.4 s at load average 4.5 but 5.5 s while CI runs other suites beside it: the 5 s promise
 * is held on PostgreSQL, and the embedded database must be back within this (RELIABILITY.md).
 */
const EMBEDDED_RECOVERY_LIMIT_MS = 15_000;
const REPLACEMENT_LIMIT_MS = 2_000;
/** Bounds of the run. */
const START_DEADLINE_MS = 150_000; // a fresh PGlite data folder runs initdb (~7 s; 80 s at load 20)
const MAX_WRITES = 10_000;
/** Writing stops this long after it began, or after the kill, whichever is later. */
const WRITE_DEADLINE_MS = 60_000;
const CONCURRENCY = 8;
const REQUEST_TIMEOUT_MS = 10_000;
/** Acknowledged creates before the kill, and after recovery before the writers stop. */
const WRITES_BEFORE_KILL = 40;
const WRITES_AFTER_RECOVERY = 40;

interface LogLine {
  time: string;
  level: string;
  msg: string;
  workerPid?: number;
  worker?: number;
  replaces?: number;
  code?: number | null;
  signal?: string | null;
  workers?: number;
  /** When the test read the line (its own clock). */
  receivedAt: number;
}

interface Supervised {
  url: string;
  child: ChildProcess;
  lines: LogLine[];
  /** The last few kilobytes of output, for failure messages. */
  tail(): string;
  /** Resolves with the first line (already read or still to come) that `match` accepts. */
  line(match: (l: LogLine) => boolean, deadline: number): Promise<LogLine>;
}

function startSupervised(env: NodeJS.ProcessEnv, port: number): Supervised {
  const child = spawn(process.execPath, ["scripts/start.mjs"], {
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  const lines: LogLine[] = [];
  const waiters = new Set<() => void>();
  let tail = "";
  let partial = "";
  const read = (chunk: Buffer) => {
    const text = partial + chunk.toString();
    tail = (tail + chunk.toString()).slice(-6_000);
    const parts = text.split("\n");
    partial = parts.pop() ?? "";
    for (const part of parts) {
      if (!part.startsWith("{")) continue;
      try {
        const parsed = JSON.parse(part) as Omit<LogLine, "receivedAt">;
        if (parsed.msg === "request") continue;
        lines.push({ ...parsed, receivedAt: Date.now() });
      } catch {
        // not one of ours
      }
    }
    for (const wake of waiters) wake();
  };
  child.stdout?.on("data", read);
  child.stderr?.on("data", read);
  child.on("exit", () => {
    for (const wake of waiters) wake();
  });
  return {
    url: `http://127.0.0.1:${port}`,
    child,
    lines,
    tail: () => tail,
    line(match, deadline) {
      return new Promise((done, fail) => {
        const timer = setTimeout(check, Math.max(0, deadline - Date.now()));
        function check() {
          const found = lines.find(match);
          if (found) {
            waiters.delete(check);
            clearTimeout(timer);
            done(found);
          } else if (Date.now() >= deadline || child.exitCode !== null) {
            waiters.delete(check);
            clearTimeout(timer);
            fail(new Error(`no such log line by the deadline; output:\n${tail}`));
          }
        }
        waiters.add(check);
        check();
      });
    },
  };
}

/** What the client knows: acknowledged creates (name -> id, and when). */
interface Ledger {
  created: Map<string, string>;
  ackedAt: number[];
  sent: number;
  failed: number;
  inFlight: number;
}

/**
 * Creates quotes with CONCURRENCY in flight until `stop()` says so, MAX_WRITES were sent or the
 * `deadline()` passed. A failed request (the worker gone, the connection refused) counts as
 * not acknowledged; its writer then waits until the server answers its health check again (one
 * wait shared by every writer, bounded by the deadline), so an outage is not a busy loop.
 */
async function writeContinuously(
  url: string,
  headers: Record<string, string>,
  ledger: Ledger,
  stop: () => boolean,
  deadline: () => number,
  onAck: () => void,
) {
  let outage: Promise<unknown> | null = null;
  const answering = () => {
    outage ??= firstHealthyBy(url, deadline(), { tryMs: 1_000 }).finally(() => {
      outage = null;
    });
    return outage;
  };
  const writer = async () => {
    while (!stop() && ledger.sent < MAX_WRITES && Date.now() < deadline()) {
      const name = `sup-${ledger.sent++}`;
      ledger.inFlight++;
      let ok = false;
      try {
        const res = await fetch(`${url}/api/quotes`, {
          method: "POST",
          headers,
          signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
          body: JSON.stringify(quoteBody(name)),
        });
        const json = (await res.json().catch(() => null)) as { id?: string } | null;
        if (res.ok && json?.id) {
          ledger.created.set(name, json.id);
          ledger.ackedAt.push(Date.now());
          ok = true;
          onAck();
        }
      } catch {
        // not acknowledged
      } finally {
        ledger.inFlight--;
      }
      if (!ok) {
        ledger.failed++;
        await answering();
      }
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, writer));
}

/** Every acknowledged create, found in the list or on its own. */
async function lostCreates(url: string, headers: Record<string, string>, ledger: Ledger) {
  const list = await fetch(`${url}/api/quotes`, { headers });
  expect(list.status).toBe(200);
  const { quotes } = (await list.json()) as { quotes: { id: string; name: string }[] };
  const byId = new Map(quotes.map((q) => [q.id, q.name]));
  const lost: string[] = [];
  for (const [name, id] of ledger.created) {
    if (byId.get(id) === name) continue;
    const res = await fetch(`${url}/api/quotes/${id}`, { headers });
    const quote = res.ok ? ((await res.json()) as { name: string }) : null;
    if (quote?.name !== name) lost.push(`${name} (${id}): ${res.status}`);
  }
  return lost;
}

interface Outcome {
  workers: number[];
  victim: number;
  recoveredMs: number;
  replacedMs: number;
  /** From the kill until the replacement logged that it listens (the test's clock). */
  replacementListeningMs: number;
  /** Creates acknowledged after the kill and before the replacement listened. */
  ackedWhileReplacing: number;
  /** Whether /api/health answered after the kill before the replacement listened. */
  servedWhileReplacing: boolean;
  inFlightAtKill: number;
  sent: number;
  acknowledged: number;
  failed: number;
  lost: string[];
  supervisorExit: number | null;
  workersLeft: number[];
  lines: LogLine[];
}

async function killRun(opts: {
  workers: number;
  databaseUrl?: string;
  recoveryLimitMs: number;
}): Promise<Outcome> {
  const dataDir = mkdtempSync(join(tmpdir(), "sole-supervisor-"));
  const port = await freePort();
  const env = serverEnv({
    port,
    dataDir,
    databaseUrl: opts.databaseUrl,
    logLevel: "info",
    extra: { WEB_CONCURRENCY: opts.databaseUrl ? String(opts.workers) : "4" },
  });
  const s = startSupervised(env, port);
  try {
    const startDeadline = Date.now() + START_DEADLINE_MS;
    const listening = (n: number) =>
      s.line(() => s.lines.filter((l) => l.msg === "worker listening").length >= n, startDeadline);
    await listening(opts.workers);
    expect(await healthyBy(s.url, startDeadline, s.child)).toBe(true);
    const workers = s.lines.filter((l) => l.msg === "worker listening").map((l) => l.workerPid!);

    const headers = await demoHeaders(s.url);
    const ledger: Ledger = { created: new Map(), ackedAt: [], sent: 0, failed: 0, inFlight: 0 };
    let stopWriting = false;
    let writeDeadline = Date.now() + WRITE_DEADLINE_MS;
    let target = WRITES_BEFORE_KILL;
    let reached: () => void = () => {};
    let reachedTarget = new Promise<void>((r) => {
      reached = r;
    });
    const writing = writeContinuously(
      s.url,
      headers,
      ledger,
      () => stopWriting,
      () => writeDeadline,
      () => {
        if (ledger.created.size >= target) reached();
      },
    );
    await Promise.race([reachedTarget, writing]);
    expect(ledger.created.size).toBeGreaterThanOrEqual(WRITES_BEFORE_KILL);

    // SIGKILL one worker with writes in flight.
    const victim = workers[0]!;
    const inFlightAtKill = ledger.inFlight;
    const killedAt = Date.now();
    process.kill(victim, "SIGKILL");
    writeDeadline = Math.max(writeDeadline, killedAt + WRITE_DEADLINE_MS);

    // Requests succeed again within the limit of the kill (5 s on PostgreSQL).
    const recoverDeadline = killedAt + opts.recoveryLimitMs;
    // 1 s per try: a connection the cluster handed to the worker as it died is never answered
    // (one lost request), and must not use up the whole window.
    const recovery = await firstHealthyBy(s.url, recoverDeadline, { tryMs: 1_000 });
    const recoveredAt = recovery?.answeredAt ?? 0;
    const healthSentAt = recovery?.sentAt ?? 0;
    const replacementDeadline = Date.now() + START_DEADLINE_MS;
    const died = await s.line(
      (l) => l.msg === "worker died" && l.workerPid === victim,
      killedAt + 5_000,
    );
    const started = await s.line(
      (l) => l.msg === "worker started" && l.replaces === victim,
      replacementDeadline,
    );
    const replacementListening = await s.line(
      (l) => l.msg === "worker listening" && l.workerPid === started.workerPid,
      replacementDeadline,
    );
    const ackedWhileReplacing = ledger.ackedAt.filter(
      (t) => t > killedAt && t < replacementListening.receivedAt,
    ).length;

    // Writes go on to the replacement, then stop.
    target = ledger.created.size + WRITES_AFTER_RECOVERY;
    reachedTarget = new Promise<void>((r) => {
      reached = r;
    });
    if (ledger.created.size >= target) reached();
    await Promise.race([reachedTarget, writing]);
    stopWriting = true;
    await writing;
    const lost = await lostCreates(s.url, headers, ledger);

    // SIGTERM stops the supervisor and its workers.
    const everyWorker = s.lines
      .filter((l) => l.msg === "worker started" || l.msg === "standby started")
      .map((l) => l.workerPid!);
    s.child.kill("SIGTERM");
    await exitedWithin(s.child, 15_000);

    return {
      workers,
      victim,
      recoveredMs: recoveredAt ? recoveredAt - killedAt : Number.POSITIVE_INFINITY,
      replacedMs: Date.parse(started.time) - Date.parse(died.time),
      replacementListeningMs: replacementListening.receivedAt - killedAt,
      ackedWhileReplacing,
      servedWhileReplacing: recoveredAt > 0 && healthSentAt < replacementListening.receivedAt,
      inFlightAtKill,
      sent: ledger.sent,
      acknowledged: ledger.created.size,
      failed: ledger.failed,
      lost,
      supervisorExit: s.child.exitCode,
      workersLeft: everyWorker.filter(alive),
      lines: s.lines,
    };
  } catch (error) {
    throw new Error(`${(error as Error).message}\n--- output ---\n${s.tail()}`);
  } finally {
    if (s.child.exitCode === null && s.child.signalCode === null) {
      s.child.kill("SIGKILL");
      await exited(s.child);
    }
    for (const l of s.lines) {
      if (l.workerPid && alive(l.workerPid)) process.kill(l.workerPid, "SIGKILL");
    }
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function report(engine: string, o: Outcome) {
  console.info(
    `supervisor ${engine}: ${o.workers.length} worker(s); SIGKILL of ${o.victim} with ${o.inFlightAtKill} writes in flight; requests succeeded again after ${o.recoveredMs} ms; replacement started ${o.replacedMs} ms after the death (supervisor's clock) and listened ${o.replacementListeningMs} ms after the kill; ${o.ackedWhileReplacing} creates acknowledged while the replacement started; ${o.sent} creates sent, ${o.acknowledged} acknowledged, ${o.failed} failed; lost ${o.lost.length}`,
  );
}

function expectSupervised(o: Outcome, recoveryLimitMs: number) {
  expect(o.lost).toEqual([]);
  expect(o.acknowledged).toBeGreaterThanOrEqual(WRITES_BEFORE_KILL + WRITES_AFTER_RECOVERY);
  expect(o.lines).toContainEqual(
    expect.objectContaining({
      msg: "worker died",
      workerPid: o.victim,
      signal: "SIGKILL",
      code: null,
    }),
  );
  expect(o.replacedMs).toBeLessThanOrEqual(REPLACEMENT_LIMIT_MS);
  expect(o.supervisorExit).toBe(0);
  expect(o.workersLeft).toEqual([]);
  expect(o.lines).toContainEqual(expect.objectContaining({ msg: "stopped", code: 0 }));
  expect(o.recoveredMs).toBeLessThanOrEqual(recoveryLimitMs);
}

describe("npm start's supervisor", () => {
  it("replaces a SIGKILLed worker on the embedded database: exactly one worker, no acknowledged write lost", async () => {
    const o = await killRun({ workers: 1, recoveryLimitMs: EMBEDDED_RECOVERY_LIMIT_MS });
    report("pglite", o);
    expectSupervised(o, EMBEDDED_RECOVERY_LIMIT_MS);
    expect(o.lines).toContainEqual(
      expect.objectContaining({ msg: "supervisor started", workers: 1, db: "pglite" }),
    );
    // WEB_CONCURRENCY=4 was given: one worker before the kill, one replacement after it.
    expect(o.lines.filter((l) => l.msg === "worker started")).toHaveLength(2);
    expect(o.workers).toHaveLength(1);
  }, 240_000);

  it("stops with the worker's exit code when the server cannot start at all", async () => {
    const port = await freePort();
    const closed = await freePort();
    const dataDir = mkdtempSync(join(tmpdir(), "sole-supervisor-"));
    const s = startSupervised(
      serverEnv({
        port,
        dataDir,
        logLevel: "info",
        databaseUrl: `postgres://postgres@127.0.0.1:${closed}/postgres`,
        extra: { WEB_CONCURRENCY: "1" },
      }),
      port,
    );
    try {
      await s.line((l) => l.msg === "stopped", Date.now() + 60_000);
      await exited(s.child);
      expect(s.child.exitCode).toBe(1);
      expect(s.lines).toContainEqual(
        expect.objectContaining({ msg: "the server failed to start", code: 1 }),
      );
      expect(s.lines.filter((l) => l.msg === "worker started")).toHaveLength(1);
    } finally {
      if (s.child.exitCode === null) s.child.kill("SIGKILL");
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 90_000);

  describe("on PostgreSQL", () => {
    let pg: PostgresServer | null = null;
    beforeAll(async () => {
      pg = await startPostgres();
    }, 90_000);
    afterAll(() => pg?.stop());

    it("runs WEB_CONCURRENCY workers; killing one leaves the other serving while it is replaced", async () => {
      const o = await killRun({
        workers: 2,
        databaseUrl: pg!.url,
        recoveryLimitMs: RECOVERY_LIMIT_MS,
      });
      report("postgres", o);
      expectSupervised(o, RECOVERY_LIMIT_MS);
      expect(o.lines).toContainEqual(
        expect.objectContaining({ msg: "supervisor started", workers: 2, db: "postgres" }),
      );
      // Both started together on a fresh database: neither died migrating or seeding.
      expect(o.workers).toHaveLength(2);
      expect(o.lines.filter((l) => l.msg === "worker died")).toHaveLength(1);
      expect(o.servedWhileReplacing).toBe(true);
      expect(o.ackedWhileReplacing).toBeGreaterThan(0);
    }, 240_000);
  });
});
