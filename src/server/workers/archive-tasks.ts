import { gzipSync } from "node:zlib";
import type { Dump } from "../db/backup-format";
import { type AccountingZipInput, accountingZip } from "../features/exports/layouts";

/**
 * The backup archive and an accounting export's zip, built in the worker pool from the rows read
 * in the main thread. (The data export streams its zip instead, deflated by node:zlib off the
 * event loop: features/data-export.)
 */
export const archiveTasks = {
  /** The gzipped JSON of a dump (what GET /api/admin/backup sends and `npm run restore` reads). */
  backupArchive: (dump: Dump) => gzipSync(JSON.stringify(dump)),
  /** An accounting export's zip of CSVs (GET /api/exports/accounting). */
  accountingZip: (input: AccountingZipInput) => accountingZip(input),
};
