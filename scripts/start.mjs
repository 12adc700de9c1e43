// `npm start`: builds dist/ when it is missing or older than its sources, then runs the server
// in this very process (so SIGINT/SIGTERM reach its graceful shutdown directly).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { DIST, ROOT, SERVER_ENTRY, staleReason } from './lib/build-stamp.mjs';

const reason = staleReason();
if (reason) {
  console.log(`[start] building first: ${reason}`);
  // A child process, so Vite's and esbuild's memory is not kept by the server.
  const result = spawnSync(process.execPath, [path.join(ROOT, 'scripts', 'build.mjs')], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  if (result.status !== 0) {
    console.error('[start] build failed; not starting');
    process.exit(result.status ?? 1);
  }
}

// The server resolves CLIENT_DIR against the working directory; make it independent of where we were started.
process.env.CLIENT_DIR ??= path.join(DIST, 'client');
process.setSourceMapsEnabled?.(true);
await import(pathToFileURL(SERVER_ENTRY).href);
