// The embedded database thread's entry when the server runs from its TypeScript sources (Vitest,
// `npm run dev`, the scripts): load worker.ts through tsx. The production build bundles worker.ts
// as dist/server/database-worker.js instead.
import { tsImport } from "tsx/esm/api";

await tsImport("./worker.ts", import.meta.url);
