// The worker thread's entry when the server runs from its TypeScript sources (Vitest, `npm run dev`):
// load worker.ts through tsx. The production build bundles worker.ts as dist/server/worker.js instead.
import { tsImport } from "tsx/esm/api";

const worker = await tsImport("./worker.ts", import.meta.url);

export default worker.default;
