// The server the end-to-end suite talks to (playwright.config.ts webServer): the built dist/server/main.js
// on E2E_PORT (default 4173), on SQLite in a fresh temporary DATA_DIR that is deleted when it stops.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DIST, SERVER_ENTRY } from './lib/build-stamp.mjs';

const PREFIX = 'rc-e2e-';
const log = (msg) => console.log(`[e2e-server] ${msg}`);

if (!existsSync(SERVER_ENTRY)) {
  console.error('[e2e-server] dist/server/main.js is missing: run `node scripts/build.mjs` first');
  process.exit(1);
}

// Data dirs left by runs that were killed outright (their owner pid is gone).
for (const name of readdirSync(os.tmpdir())) {
  const pid = Number(name.startsWith(PREFIX) ? name.slice(PREFIX.length).split('-')[0] : Number.NaN);
  if (!Number.isInteger(pid) || pid === process.pid) continue;
  try {
    process.kill(pid, 0);
  } catch (err) {
    if (err.code === 'ESRCH') rmSync(path.join(os.tmpdir(), name), { recursive: true, force: true });
  }
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), `${PREFIX}${process.pid}-`));
const cleanup = () => rmSync(dataDir, { recursive: true, force: true });
process.on('exit', cleanup);

const env = {
  ...process.env,
  PORT: process.env.E2E_PORT ?? '4173',
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  CLIENT_DIR: path.join(DIST, 'client'),
  LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
  // Every browser in the suite signs in from 127.0.0.1; per-account limits stay as shipped.
  RATE_LIMIT_LOGIN_PER_MINUTE: '10000',
  RATE_LIMIT_REGISTER_PER_HOUR: '10000',
  RATE_LIMIT_RESET_PER_MINUTE: '10000',
  // The results journey's fixture server and decoder simulator run on this machine (issue 30).
  BACKGROUND_WORK: 'true',
  RESULT_HOSTS_ALLOW: '127.0.0.1,localhost',
  RESULTS_POLL_SECONDS: '1',
};
// The suite always runs on a throw-away embedded database, whatever the shell has set.
delete env.DATABASE_URL;
delete env.COOKIE_SECURE;
delete env.TRUST_PROXY;

log(`starting dist/server/main.js on http://127.0.0.1:${env.PORT} with DATA_DIR=${dataDir}`);
let stopping = false;
const server = spawn(process.execPath, ['--enable-source-maps', SERVER_ENTRY], { env, stdio: 'inherit' });

server.on('exit', (code, signal) => {
  if (!stopping && (code !== 0 || signal)) log(`server exited unexpectedly (${signal ?? `code ${code}`})`);
  process.exit(stopping ? 0 : (code ?? 1));
});

for (const sig of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(sig, () => {
    if (stopping) return;
    stopping = true;
    // Playwright signals the whole process group; forwarding covers a wrapper signalled on its own.
    server.kill(sig);
    setTimeout(() => server.kill('SIGKILL'), 4000).unref();
  });
}
