import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
/** `npm start` builds first when dist/ is stale (the first case may pay for that). */
const START_WITHIN_MS = 180_000;
const STOP_WITHIN_MS = 10_000;

/** Whether any process of the group (npm, its shell, the server) is still there. */
function groupAlive(pgid: number): boolean {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
}

async function until(check: () => boolean | Promise<boolean>, withinMs: number, what: string) {
  const deadline = Date.now() + withinMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${what} within ${withinMs} ms`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(1000) })).ok;
  } catch {
    return false;
  }
}

interface Started {
  npm: ChildProcess;
  url: string;
  serverPid: number;
  output: string[];
}

/** `npm start`, as a racer types it, in a process group of its own (as a terminal gives it). */
async function npmStart(dataDir: string): Promise<Started> {
  const npm = spawn('npm', ['start'], {
    cwd: ROOT,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'info' },
  });
  const output: string[] = [];
  for (const stream of [npm.stdout, npm.stderr]) {
    stream?.setEncoding('utf8');
    stream?.on('data', (chunk: string) => output.push(...chunk.split('\n')));
  }
  let started: { local: string; pid: number } | undefined;
  await until(
    () => {
      for (const line of output) {
        if (!line.includes('RC Setup Assistant is running')) continue;
        started = JSON.parse(line);
        return true;
      }
      if (npm.exitCode !== null) throw new Error(`npm start exited:\n${output.join('\n')}`);
      return false;
    },
    START_WITHIN_MS,
    'npm start did not print its start line',
  );
  if (!started) throw new Error('no start line');
  expect(await answers(started.local)).toBe(true);
  return { npm, url: started.local, serverPid: started.pid, output };
}

/**
 * Stopping `npm start` stops the server: Ctrl-C in a terminal, and a signal sent to npm alone (npm
 * hands it to the `sh -c` it runs the script in, which used to die and leave the server answering).
 */
describe('npm start stops with everything it started', () => {
  let running: Started | undefined;
  let dataDir = '';
  afterEach(() => {
    if (running?.npm.pid && groupAlive(running.npm.pid)) process.kill(-running.npm.pid, 'SIGKILL');
    running = undefined;
    rmSync(dataDir, { recursive: true, force: true });
  });

  const cases: Array<[string, (npmPid: number) => void]> = [
    ['SIGTERM to npm', (pid) => process.kill(pid, 'SIGTERM')],
    ['SIGINT to npm', (pid) => process.kill(pid, 'SIGINT')],
    ['Ctrl-C in the terminal (SIGINT to the whole group)', (pid) => process.kill(-pid, 'SIGINT')],
    // npm cannot pass anything on: the server sees its parent gone (scripts/lib/stop-with-parent.mjs).
    ['SIGKILL to npm', (pid) => process.kill(pid, 'SIGKILL')],
  ];
  it.each(cases)(
    '%s: the port closes and no process survives',
    async (_name, signal) => {
      dataDir = mkdtempSync(path.join(os.tmpdir(), 'rc-start-'));
      running = await npmStart(dataDir);
      const pgid = running.npm.pid as number;
      signal(pgid);
      const { url, serverPid } = running;
      await until(async () => !(await answers(url)), STOP_WITHIN_MS, 'the server still answers');
      await until(() => !groupAlive(pgid), STOP_WITHIN_MS, 'a process of npm start survived');
      expect(() => process.kill(serverPid, 0)).toThrow();
      // It stopped the graceful way: requests finished, the database closed.
      expect(running.output.join('\n')).toContain('shutting down');
    },
    START_WITHIN_MS + 2 * STOP_WITHIN_MS,
  );
});
