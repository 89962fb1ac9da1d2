import { gzipSync } from "node:zlib";
import type { Dump } from "../db/backup-format";
import { buildExportZip, type CollectedExport } from "../features/data-export/zip";

/** The data-export zip and the backup archive, built in the worker pool from rows read in the main thread. */
export const archiveTasks = {
  exportZip: (collected: CollectedExport) => buildExportZip(collected),
  /** The gzipped JSON of a dump (what GET /api/admin/backup sends and `npm run restore` reads). */
  backupArchive: (dump: Dump) => gzipSync(JSON.stringify(dump)),
};
