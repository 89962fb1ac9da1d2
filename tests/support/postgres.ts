/**
 * Starts a throw-away PostgreSQL server (Debian's postgresql-15 or PG_BIN) for a test file:
 * a temporary cluster on 127.0.0.1 and a free port, fsync off, removed again by stop().
 *
 * - Binaries missing: throws, saying what to install. The PostgreSQL tests always run: none skips
 *   itself when the server is absent (CI installs it, see .ci/run).
 * - Running as root (PostgreSQL refuses that): initdb and postgres run as the `postgres` OS user
 *   (`runuser -u postgres -- ...`) in a temporary directory that user owns.
 */
import { type ChildProcess, execFile, execFileSync, spawn } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { delimiter, join } from "node:path";
import pg from "pg";

export interface PostgresServer {
  /** postgres://postgres@127.0.0.1:PORT/postgres (trust authentication) */
  url: string;
  /** Stops the server (SIGTERM, SIGINT, then SIGKILL) and removes its directory; safe to call twice. */
  stop(): Promise<void>;
}

const READY_TIMEOUT_MS = 30_000;
const INITDB_TIMEOUT_MS = 60_000;
const OS_USER = "postgres";

const isRoot = () => process.getuid?.() === 0;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const hasServerBinaries = (dir: string) =>
  existsSync(join(dir, "initdb")) && existsSync(join(dir, "postgres"));

/** The folder holding initdb and postgres: PG_BIN, else the newest /usr/lib/postgresql/N/bin, else PATH. */
export function findPostgresBinDir(): string | null {
  const override = process.env.PG_BIN;
  if (override) return hasServerBinaries(override) ? override : null;
  const root = "/usr/lib/postgresql";
  if (existsSync(root)) {
    const versions = readdirSync(root)
      .filter((v) => /^\d+$/.test(v))
      .sort((a, b) => Number(b) - Number(a));
    for (const v of versions) {
      const dir = join(root, v, "bin");
      if (hasServerBinaries(dir)) return dir;
    }
  }
  for (const dir of (process.env.PATH ?? "").split(delimiter)) {
    if (dir && hasServerBinaries(dir)) return dir;
  }
  return null;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => (port ? resolve(port) : reject(new Error("no free port"))));
    });
  });
}

/** uid and gid of the postgres OS user, created (as a system user) when missing. */
function osUser(): { uid: number; gid: number } {
  const lookup = () => {
    const line = readFileSync("/etc/passwd", "utf8")
      .split("\n")
      .find((l) => l.startsWith(`${OS_USER}:`));
    const [, , uid, gid] = line?.split(":") ?? [];
    return line ? { uid: Number(uid), gid: Number(gid) } : null;
  };
  const found = lookup();
  if (found) return found;
  execFileSync(
    "useradd",
    ["--system", "--user-group", "--no-create-home", "--shell", "/usr/sbin/nologin", OS_USER],
    { stdio: "pipe", timeout: 15_000 },
  );
  const created = lookup();
  if (!created) throw new Error(`startPostgres: could not create the ${OS_USER} OS user`);
  return created;
}

/** The command line, run as the postgres user through runuser when we are root. */
function asServerUser(bin: string, args: string[]): [string, string[]] {
  return isRoot() ? ["runuser", ["-u", OS_USER, "--", bin, ...args]] : [bin, args];
}

function run(bin: string, args: string[], cwd: string): Promise<void> {
  const [cmd, argv] = asServerUser(bin, args);
  return new Promise((resolve, reject) => {
    execFile(cmd, argv, { cwd, timeout: INITDB_TIMEOUT_MS }, (error, stdout, stderr) => {
      if (error) reject(new Error(`${bin} failed: ${error.message}\n${stdout}\n${stderr}`));
      else resolve();
    });
  });
}

async function canConnect(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000 });
  client.on("error", () => {});
  try {
    await client.connect();
    await client.query("select 1");
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

function waitForExit(child: ChildProcess, ms: number): Promise<boolean> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), ms);
    child.once("exit", () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

const READY_LINE = /database system is ready to accept connections/;

/**
 * True once the server logs READY_LINE; false when it exits (or cannot be spawned) or `ms` pass
 * first.
 */
function readyOrGone(proc: ChildProcess, ms: number): Promise<boolean> {
  return new Promise((resolve) => {
    let seen = "";
    const finish = (ready: boolean) => {
      clearTimeout(timer);
      proc.stdout?.off("data", onData);
      proc.stderr?.off("data", onData);
      proc.off("exit", onGone);
      proc.off("error", onGone);
      resolve(ready);
    };
    const onData = (chunk: Buffer) => {
      seen = (seen + chunk.toString()).slice(-500);
      if (READY_LINE.test(seen)) finish(true);
    };
    const onGone = () => finish(false);
    const timer = setTimeout(() => finish(false), ms);
    proc.stdout?.on("data", onData);
    proc.stderr?.on("data", onData);
    proc.once("exit", onGone);
    proc.once("error", onGone);
    if (proc.exitCode !== null || proc.signalCode !== null) finish(false);
  });
}

/** The postmaster's own pid (under runuser the child we spawned is runuser, not postgres). */
function postmasterPid(dataDir: string): number | null {
  try {
    const pid = Number(readFileSync(join(dataDir, "postmaster.pid"), "utf8").split("\n")[0]);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

function signal(pid: number | null | undefined, sig: NodeJS.Signals) {
  if (!pid) return;
  try {
    process.kill(pid, sig);
  } catch {
    // already gone
  }
}

export async function startPostgres(): Promise<PostgresServer> {
  const binDir = findPostgresBinDir();
  if (!binDir) {
    const where = process.env.PG_BIN
      ? `PG_BIN=${process.env.PG_BIN}`
      : "/usr/lib/postgresql/*/bin or PATH";
    const message =
      `startPostgres: PostgreSQL server binaries (initdb, postgres) not found in ${where}; ` +
      "install them with `apt-get install -y postgresql` (Debian 12: PostgreSQL 15).";
    throw new Error(message);
  }

  const root = isRoot();
  // As root, use /tmp: the postgres user must be able to reach the directory.
  const dir = mkdtempSync(join(root ? "/tmp" : tmpdir(), "sole-pg-"));
  const dataDir = join(dir, "data");
  let child: ChildProcess | undefined;
  let log = "";
  let stopped = false;

  const killNow = () => {
    signal(postmasterPid(dataDir), "SIGKILL");
    signal(child?.pid, "SIGKILL");
    rmSync(dir, { recursive: true, force: true });
  };
  // A test process that dies without calling stop() must not leave a server running.
  process.once("exit", killNow);

  const stop = async () => {
    if (stopped) return;
    stopped = true;
    process.removeListener("exit", killNow);
    const pid = postmasterPid(dataDir);
    if (child && child.exitCode === null && child.signalCode === null) {
      // Signal the postmaster itself: runuser turns a signal into SIGTERM + SIGKILL 2 s later.
      // SIGTERM (smart shutdown) first lets clients whose pool is closing say goodbye; clients
      // still connected after 2 s get SIGINT (fast shutdown: disconnected), then SIGKILL.
      const stages: [NodeJS.Signals, number][] = [
        ["SIGTERM", 2_000],
        ["SIGINT", 10_000],
        ["SIGKILL", 5_000],
      ];
      for (const [sig, ms] of stages) {
        signal(pid ?? child.pid, sig);
        if (sig === "SIGKILL") signal(child.pid, sig);
        if (await waitForExit(child, ms)) break;
      }
    }
    // Under runuser the postmaster may outlive its parent for a moment.
    for (let i = 0; pid && i < 50; i++) {
      try {
        process.kill(pid, 0);
      } catch {
        break;
      }
      if (i === 40) signal(pid, "SIGKILL");
      await sleep(100);
    }
    rmSync(dir, { recursive: true, force: true });
  };

  try {
    if (root) {
      const { uid, gid } = osUser();
      chownSync(dir, uid, gid);
    }
    await run(
      join(binDir, "initdb"),
      ["-D", dataDir, "-A", "trust", "-U", "postgres", "--no-sync", "-E", "UTF8", "--locale=C"],
      dir,
    );

    // A free port can be taken between the probe and the bind: try a few.
    for (let attempt = 1; ; attempt++) {
      const port = await freePort();
      const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
      const [cmd, argv] = asServerUser(join(binDir, "postgres"), [
        ...["-D", dataDir, "-k", dir, "-h", "127.0.0.1", "-p", String(port), "-F"],
        ...["-c", "fsync=off", "-c", "synchronous_commit=off", "-c", "full_page_writes=off"],
      ]);
      log = "";
      const proc = spawn(cmd, argv, { cwd: dir, stdio: ["ignore", "pipe", "pipe"] });
      child = proc;
      const append = (chunk: Buffer) => {
        log = (log + chunk.toString()).slice(-8_000);
      };
      proc.stdout?.on("data", append);
      proc.stderr?.on("data", append);
      let spawnFailed = false;
      proc.once("error", (error) => {
        spawnFailed = true;
        append(Buffer.from(`spawn error: ${error.message}\n`));
      });

      const running = () => !spawnFailed && proc.exitCode === null && proc.signalCode === null;
      // The postmaster says when it accepts connections: wait for that line, not a polling loop.
      if ((await readyOrGone(proc, READY_TIMEOUT_MS)) && (await canConnect(url))) {
        return { url, stop };
      }

      if (running()) {
        throw new Error(
          `startPostgres: server did not accept connections within ${READY_TIMEOUT_MS / 1000} s\n${log}`,
        );
      }
      if (attempt >= 3 || !/could not bind|address already in use/i.test(log)) {
        throw new Error(`startPostgres: postgres exited (code ${proc.exitCode})\n${log}`);
      }
    }
  } catch (error) {
    await stop();
    throw error;
  }
}
