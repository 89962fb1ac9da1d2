// The embedded database thread's entry when the server runs from its TypeScript sources (Vitest,
// `npm run dev`, the scripts): worker.ts bundled on the spot (source-thread.mjs). The production
// build bundles worker.ts as dist/server/database-worker.js instead.
import { importBundled } from "../../source-thread.mjs";

await importBundled("./worker.ts", import.meta.url);
