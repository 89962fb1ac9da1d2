// Runs embedded-database-child.ts the way the scripts load the server's code (tsx's tsImport,
// as scripts/backup.mjs does), so the database thread's entry is found from there too.
import { tsImport } from "tsx/esm/api";

await tsImport("./embedded-database-child.ts", import.meta.url);
