// `npm run restore FILE [--force]`: restores a backup made by `npm run backup` into the database
// the server uses (DATA_DIR's embedded PGlite, or DATABASE_URL), empty or not: migrates first,
// then in one transaction empties every table, inserts the backup's rows in foreign-key order and
// moves serial sequences past them. Everything in the database is replaced. Stop the server first.
import { resolve } from "node:path";
import { tsImport } from "tsx/esm/api";

const args = process.argv.slice(2);
const force = args.includes("--force");
const positional = args.filter((a) => !a.startsWith("--"));
if (positional.length !== 1) {
  console.error("Usage: npm run restore -- FILE [--force]");
  process.exit(2);
}

const backup = await tsImport("../src/server/db/backup.ts", import.meta.url);
const file = resolve(positional[0]);
let dump;
try {
  dump = await backup.readBackupFile(file);
} catch (error) {
  console.error(`Cannot read ${file}: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
let opened;
try {
  opened = await backup.openConfiguredDatabase(process.env, { force, create: true });
} catch (error) {
  console.error(`Restore refused: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
const { database, where } = opened;
try {
  console.log(`Restoring ${file} (taken ${dump.createdAt} from ${dump.engine}) into ${where}`);
  await database.migrate();
  const started = performance.now();
  const result = await backup.restoreDatabase(database.db, dump, (name, rows) =>
    console.log(`  ${name}: ${rows} row(s)`),
  );
  console.log(
    `Restored ${result.rows} rows into ${result.tables} tables (${Math.round(performance.now() - started)} ms)`,
  );
} catch (error) {
  console.error(
    `Restore failed (nothing changed): ${error instanceof Error ? error.message : error}`,
  );
  process.exitCode = 1;
} finally {
  await database.close();
}
