// `npm start`: builds dist/ when it is missing or older than its sources, then runs the server
// in this very process, so SIGINT/SIGTERM reach its graceful shutdown directly. The npm script
// is `exec node scripts/start.mjs`: npm runs scripts through `sh -c`, and without `exec` that
// shell (dash on Debian) stood between npm and the server and kept the signals npm passed on.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { DIST, ROOT, SERVER_ENTRY, staleReason } from './lib/build-stamp.mjs';
import { stopWithParent } from './lib/stop-with-parent.mjs';

const STOP_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'];

/** The build, in a child process (Vite's and esbuild's memory is not kept by the server). A signal stops both. */
function build() {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(ROOT, 'scripts', 'build.mjs')], {
      cwd: ROOT,
      stdio: 'inherit',
    });
    const stop = (signal) => child.kill(signal);
    for (const signal of STOP_SIGNALS) process.on(signal, stop);
    child.on('exit', (code, signal) => {
      for (const s of STOP_SIGNALS) process.off(s, stop);
      resolve(signal ? 1 : (code ?? 1));
    });
  });
}

const reason = staleReason();
if (reason) {
  console.log(`[start] building first: ${reason}`);
  const status = await build();
  if (status !== 0) {
    console.error('[start] build failed or was stopped; not starting');
    process.exit(status);
  }
}

// npm passes SIGINT and SIGTERM on to its script, which `exec` (package.json) makes this process.
// Should npm die without passing anything on, we stop all the same (lib/stop-with-parent.mjs).
if (process.env.npm_lifecycle_event) stopWithParent();

// The server resolves CLIENT_DIR against the working directory; make it independent of where we were started.
process.env.CLIENT_DIR ??= path.join(DIST, 'client');
process.setSourceMapsEnabled?.(true);
await import(pathToFileURL(SERVER_ENTRY).href);
