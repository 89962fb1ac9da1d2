/** Backup files and the command-line scripts (scripts/backup.mjs, scripts/restore.mjs). */
import { assertDump, type Dump } from "./backup-format";

/** Gzipped JSON (the default, `.gz`) or plain JSON, written through a temporary file. */
export async function writeBackupFile(file: string, dump: Dump): Promise<void> {
  const { mkdirSync, renameSync, writeFileSync } = await import("node:fs");
  const { dirname } = await import("node:path");
  const { gzipSync } = await import("node:zlib");
  mkdirSync(dirname(file), { recursive: true });
  const json = Buffer.from(JSON.stringify(dump));
  const tmp = `${file}.partial`;
  writeFileSync(tmp, file.endsWith(".gz") ? gzipSync(json) : json, { mode: 0o600 });
  renameSync(tmp, file);
}

/** Reads a backup written by `writeBackupFile` (gzip detected by its magic bytes). */
export async function readBackupFile(file: string): Promise<Dump> {
  const { readFileSync } = await import("node:fs");
  const { gunzipSync } = await import("node:zlib");
  const raw = readFileSync(file);
  const text = (raw[0] === 0x1f && raw[1] === 0x8b ? gunzipSync(raw) : raw).toString("utf8");
  const dump: unknown = JSON.parse(text);
  assertDump(dump);
  return dump;
}

/**
 * The gzipped bytes of a dump (for GET /api/admin/backup), serialised and compressed in the worker
 * pool (src/server/workers/archive-tasks.ts) so the event loop stays free meanwhile.
 */
export async function gzipDump(dump: Dump): Promise<Buffer> {
  const { runTask } = await import("../workers/pool");
  // The whole database, for no one business: backups take their own turns.
  return runTask("backupArchive", dump, { owner: "backup" });
}

/** backups/sole-YYYYMMDD-HHMMSS.json.gz (UTC). */
export function defaultBackupName(now = new Date()): string {
  const stamp = now
    .toISOString()
    .replace(/[-:]/g, "")
    .replace("T", "-")
    .replace(/\.\d+Z$/, "");
  return `backups/sole-${stamp}.json.gz`;
}

/**
 * The database the server would open with this environment (DATA_DIR, DATABASE_URL). For the
 * embedded database, refuses when another process has it open: PGlite writes postmaster.pid into
 * the data dir while open and removes it on close (a crash leaves it behind: `force` skips the check).
 */
export async function openConfiguredDatabase(
  env: NodeJS.ProcessEnv = process.env,
  { force = false, create = false }: { force?: boolean; create?: boolean } = {},
) {
  const { existsSync, mkdirSync } = await import("node:fs");
  const { join, resolve } = await import("node:path");
  const { envSchema } = await import("../config");
  const { NO_TIME_LIMITS, openDatabase } = await import("./client");
  const parsed = envSchema.pick({ DATA_DIR: true, DATABASE_URL: true }).safeParse({
    DATA_DIR: env.DATA_DIR || undefined,
    DATABASE_URL: env.DATABASE_URL,
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`Invalid environment variable ${String(issue?.path[0])}: ${issue?.message}`);
  }
  const dataDir = resolve(parsed.data.DATA_DIR);
  const databaseUrl = parsed.data.DATABASE_URL;
  if (!databaseUrl) {
    if (!existsSync(join(dataDir, "pglite"))) {
      if (!create) throw new Error(`There is no embedded database in ${join(dataDir, "pglite")}`);
      mkdirSync(dataDir, { recursive: true });
    }
    const pid = join(dataDir, "pglite", "postmaster.pid");
    if (existsSync(pid) && !force) {
      throw new Error(
        `The embedded database in ${join(dataDir, "pglite")} is in use (postmaster.pid present): ` +
          "only one process may open it. Stop the Sole server first, or download a backup while it " +
          "runs from GET /api/admin/backup (admins). If the server is not running (it crashed), run " +
          "again with --force.",
      );
    }
  }
  const database = await openDatabase({ dataDir, databaseUrl, timeLimits: NO_TIME_LIMITS });
  return { database, where: databaseUrl ? "PostgreSQL (DATABASE_URL)" : `${dataDir}/pglite` };
}
