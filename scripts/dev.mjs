// `npm run dev`: the API under `tsx watch` (restarts on server changes) and Vite with hot reload,
// side by side. Vite proxies /api and /uploads to the API (vite.config.ts reads API_PORT).
// Output is prefixed per process; Ctrl-C or SIGTERM stops both. If one exits on its own, the other is stopped.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { ROOT } from './lib/build-stamp.mjs';

const apiPort = process.env.API_PORT ?? '3001';
const color = process.stdout.isTTY && !process.env.NO_COLOR;
const paint = (code, text) => (color ? `\x1b[${code}m${text}\x1b[0m` : text);

/** Absolute path of a dependency's executable script, run with this very node (no shell, no .bin shims). */
function binOf(pkg, name = pkg) {
  const dir = path.join(ROOT, 'node_modules', pkg);
  const { bin } = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
  return path.join(dir, typeof bin === 'string' ? bin : bin[name]);
}

const children = [
  {
    name: 'api',
    tint: '36',
    args: [binOf('tsx'), 'watch', '--clear-screen=false', 'src/server/main.ts'],
    env: {
      PORT: apiPort,
      HOST: process.env.HOST ?? '127.0.0.1',
      DATA_DIR: process.env.DATA_DIR ?? './data',
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
      // Its output reaches the terminal through a pipe, which would otherwise mean JSON lines.
      LOG_FORMAT: process.env.LOG_FORMAT ?? (process.stdout.isTTY ? 'pretty' : 'json'),
    },
  },
  { name: 'web', tint: '35', args: [binOf('vite')], env: { API_PORT: apiPort } },
];

let stopping = false;
let exitCode = 0;
const running = new Set();

function pipeLines(stream, prefix, out) {
  createInterface({ input: stream, crlfDelay: Number.POSITIVE_INFINITY }).on('line', (line) => {
    out.write(`${prefix} ${line}\n`);
  });
}

for (const child of children) {
  const prefix = paint(child.tint, `[${child.name}]`);
  const proc = spawn(process.execPath, child.args, {
    cwd: ROOT,
    env: { ...process.env, ...child.env, ...(color ? { FORCE_COLOR: '1' } : {}) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(proc);
  pipeLines(proc.stdout, prefix, process.stdout);
  pipeLines(proc.stderr, prefix, process.stderr);
  proc.on('error', (err) => {
    console.error(`${prefix} failed to start: ${err.message}`);
    exitCode ||= 1;
    stopAll();
  });
  proc.on('exit', (code, signal) => {
    running.delete(proc);
    if (!stopping) {
      console.error(`${prefix} exited (${signal ?? `code ${code}`}); stopping the rest`);
      exitCode ||= code || 1;
      stopAll();
    }
    if (running.size === 0) process.exit(exitCode);
  });
}

function stopAll() {
  if (stopping) return;
  stopping = true;
  for (const proc of running) proc.kill('SIGTERM');
  // Whatever ignores SIGTERM for 5 s is killed.
  setTimeout(() => {
    for (const proc of running) proc.kill('SIGKILL');
  }, 5000).unref();
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    if (stopping) return;
    console.log(`\n[dev] ${signal}: stopping api and web`);
    stopAll();
  });
}

console.log(`[dev] api on http://127.0.0.1:${apiPort} (tsx watch), web from Vite (proxying /api, /uploads)`);
