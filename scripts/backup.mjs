// `npm run backup [FILE] [--force]`: a consistent logical dump of the database the server uses
// (DATA_DIR's embedded PGlite, or DATABASE_URL) to FILE, by default backups/sole-YYYYMMDD-HHMMSS.json.gz.
// Logic in src/server/db/backup.ts. The embedded database can be open in one process only: with
// the server running, this refuses; use GET /api/admin/backup instead.
import { resolve } from "node:path";
import { tsImport } from "tsx/esm/api";

const args = process.argv.slice(2);
const force = args.includes("--force");
const positional = args.filter((a) => !a.startsWith("--"));
if (args.includes("--help") || positional.length > 1) {
  console.log("Usage: npm run backup -- [FILE] [--force]");
  process.exit(positional.length > 1 ? 2 : 0);
}

const backup = await tsImport("../src/server/db/backup.ts", import.meta.url);
const file = resolve(positional[0] ?? backup.defaultBackupName());
let opened;
try {
  opened = await backup.openConfiguredDatabase(process.env, { force });
} catch (error) {
  console.error(`Backup refused: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
const { database, where } = opened;
try {
  console.log(`Backing up ${where}`);
  const started = performance.now();
  const dump = await backup.dumpDatabase(database.db, database.kind, (name, rows) =>
    console.log(`  ${name}: ${rows} row(s)`),
  );
  await backup.writeBackupFile(file, dump);
  const rows = dump.tables.reduce((n, t) => n + t.rows.length, 0);
  console.log(
    `Wrote ${file}: ${dump.tables.length} tables, ${rows} rows, migration ${dump.migration?.hash.slice(0, 12) ?? "none"} (${Math.round(performance.now() - started)} ms)`,
  );
} catch (error) {
  console.error(
    `Backup failed: ${error instanceof Error ? (error.stack ?? error.message) : error}`,
  );
  process.exitCode = 1;
} finally {
  await database.close();
}
