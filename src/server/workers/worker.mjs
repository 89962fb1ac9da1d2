// The worker thread's entry when the server runs from its TypeScript sources (Vitest, `npm run dev`):
// worker.ts bundled on the spot (source-thread.mjs). The production build bundles worker.ts as
// dist/server/worker.js instead.
import { importBundled } from "../source-thread.mjs";

const worker = await importBundled("./worker.ts", import.meta.url);

export default worker.default;
