import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { request as httpRequest } from 'node:http';
import { createServer } from 'node:net';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../../..');

async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  await once(server, 'close');
  return port;
}

export interface RunningServer {
  url: string;
  process: ChildProcess;
  /** Every line the server has logged so far (pino JSON). */
  lines: string[];
  /** Resolves once the server has logged `count` lines matching `pattern` (needs LOG_LEVEL=info). */
  waitForLog: (pattern: RegExp, count: number) => Promise<void>;
  /** Resolves with the exit code (null when killed by a signal). */
  exited: Promise<number | null>;
  stop: (signal?: NodeJS.Signals) => Promise<number | null>;
}

function spawnServer(env: Record<string, string>, entry: 'source' | 'dist', port: number, root: string) {
  const args =
    entry === 'dist'
      ? [path.join(root, 'dist/server/main.js')]
      : ['--import', 'tsx', path.join(root, 'src/server/main.ts')];
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: {
      ...process.env,
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      CLIENT_DIR: '/nonexistent',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines: string[] = [];
  const waiters: Array<() => void> = [];
  let pending = '';
  child.stdout?.setEncoding('utf8');
  child.stdout?.on('data', (chunk: string) => {
    const parts = (pending + chunk).split('\n');
    pending = parts.pop() ?? '';
    lines.push(...parts);
    for (const wake of waiters.splice(0)) wake();
  });
  const waitForLog = async (pattern: RegExp, count: number) => {
    while (lines.filter((l) => pattern.test(l)).length < count) {
      if (child.exitCode !== null) throw new Error('server exited while waiting for its log');
      await new Promise<void>((wake) => waiters.push(wake));
    }
  };
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, lines, waitForLog, exited };
}

/**
 * Starts the real server as its own process, as an operator would: from source under tsx, or
 * the built bundle (`dist`) for measurements. `root` names another checkout (an older build a
 * benchmark measures against); by default this one.
 */
export async function startServer(
  env: Record<string, string>,
  entry: 'source' | 'dist' = 'source',
  startWithinMs = 20_000,
  root = ROOT,
): Promise<RunningServer> {
  const port = await freePort();
  const { child, lines, waitForLog, exited } = spawnServer(env, entry, port, root);
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + startWithinMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode} before listening`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`server did not start within ${startWithinMs} ms`);
    await new Promise((r) => setTimeout(r, 20));
  }
  return {
    url,
    process: child,
    lines,
    waitForLog,
    exited,
    stop: async (signal = 'SIGTERM') => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}

/** Runs the server until it exits by itself (it is expected to refuse to start). */
export async function runUntilExit(
  env: Record<string, string>,
): Promise<{ code: number | null; log: string }> {
  const { lines, exited } = spawnServer(env, 'source', await freePort(), ROOT);
  const code = await exited;
  return { code, log: lines.join('\n') };
}

/**
 * A tiny client keeping one racer's session cookie. Each request opens its own connection
 * (no keep-alive pool), so a request counts as "in flight" once sent, as it would from a
 * browser behind a load balancer that drains an instance.
 */
export function client(baseUrl: string, cookie = '') {
  const send = (method: string, url: string, body?: unknown) =>
    new Promise<{ status: number; text: string; setCookies: string[] }>((resolve, reject) => {
      const payload = body === undefined ? undefined : JSON.stringify(body);
      const req = httpRequest(
        `${baseUrl}${url}`,
        {
          method,
          agent: false,
          headers: {
            ...(payload
              ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }
              : {}),
            ...(cookie ? { cookie } : {}),
          },
        },
        (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (chunk) => {
            text += chunk;
          });
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 0, text, setCookies: res.headers['set-cookie'] ?? [] }),
          );
          res.on('error', reject);
        },
      );
      req.on('error', reject);
      req.end(payload);
    });
  return {
    get cookie() {
      return cookie;
    },
    async request(method: string, url: string, body?: unknown) {
      const res = await send(method, url, body);
      // A sign-in sets several cookies (session, signed-in hint, known browser) in any order.
      const session = res.setCookies.find((c) => c.startsWith('rc_session='));
      if (session) cookie = session.split(';')[0] as string;
      return { status: res.status, json: res.text ? JSON.parse(res.text) : undefined };
    },
  };
}

export const racer = (n: number | string) => ({
  username: `fault${n}`,
  email: `fault${n}@example.com`,
  password: 'pit-lane-1',
  securityQuestion1: 'What was the name of your first pet?',
  securityAnswer1: 'Rex',
  securityQuestion2: 'What is your favourite food?',
  securityAnswer2: 'Pizza',
});
