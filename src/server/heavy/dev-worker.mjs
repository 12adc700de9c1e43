// The heavy pool's worker when the server runs from its TypeScript sources (Vitest, `npm run dev`):
// tsx compiles worker.ts inside the worker thread, which the parent's loader does not reach.
// The built server loads dist/server/heavy-worker.js instead (scripts/build.mjs).
import { tsImport } from 'tsx/esm/api';

const worker = await tsImport('./worker.ts', import.meta.url);
export default worker.default;
