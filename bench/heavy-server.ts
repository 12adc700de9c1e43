/**
 * The built server as `npm run bench:heavy` runs it: with bench/event-loop-probe.mjs loaded into
 * its process, its resident memory read from /proc, and stopped for sure even while its event
 * loop is stuck (SIGKILL when SIGTERM is not heard in time).
 */
import { existsSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { type RunningServer, startServer } from '../src/server/test/server-process';

const PROBE = pathToFileURL(path.join(import.meta.dirname, 'event-loop-probe.mjs')).href;
const MB = 1024 * 1024;

/** The server's main thread, since the last reading: longest block and delay percentiles, in ms. */
export interface EventLoop {
  /** Null when the server did not answer within the wait: it was blocked at least that long. */
  maxMs: number | null;
  /** Time spent in blocks over 50 ms, and the time measured (from the last reading to this one). */
  blockedMs: number | null;
  windowMs: number | null;
  p99Ms: number | null;
  p50Ms: number | null;
  /** How long the bench waited for the reading (the rest of a block in progress when asked). */
  waitedMs: number;
}

export interface BenchServer {
  url: string;
  pid: number;
  /** Asks the probe for its figures and resets them; waits at most `capMs` for a busy loop. */
  eventLoop: (capMs: number) => Promise<EventLoop>;
  /** Resident memory now and the process's peak so far (VmRSS, VmHWM), in MB; null off Linux. */
  memory: () => { rssMb: number; peakMb: number } | null;
  stop: () => Promise<void>;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function procStatus(pid: number, field: 'VmRSS' | 'VmHWM'): number | null {
  try {
    const kb = new RegExp(`${field}:\\s+(\\d+) kB`).exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? Number(kb) * 1024 : null;
  } catch {
    return null;
  }
}

export async function startBenchServer(env: Record<string, string>): Promise<BenchServer> {
  const file = path.join(os.tmpdir(), `rc-bench-event-loop-${process.pid}-${Date.now()}.json`);
  const options = [process.env.NODE_OPTIONS, `--import=${PROBE}`].filter(Boolean).join(' ');
  const app: RunningServer = await startServer(
    { ...env, LOG_LEVEL: 'warn', NODE_OPTIONS: options, BENCH_EVENT_LOOP_FILE: file },
    'dist',
  );
  const pid = app.process.pid as number;
  return {
    url: app.url,
    pid,
    eventLoop: async (capMs) => {
      rmSync(file, { force: true });
      const asked = performance.now();
      app.process.kill('SIGUSR2');
      while (!existsSync(file) && performance.now() - asked < capMs) await sleep(20);
      const waitedMs = Math.round(performance.now() - asked);
      if (!existsSync(file))
        return { maxMs: null, blockedMs: null, windowMs: null, p99Ms: null, p50Ms: null, waitedMs };
      const report = JSON.parse(readFileSync(file, 'utf8')) as Omit<EventLoop, 'waitedMs'>;
      return { ...report, waitedMs };
    },
    memory: () => {
      const rss = procStatus(pid, 'VmRSS');
      const peak = procStatus(pid, 'VmHWM');
      return rss === null || peak === null ? null : { rssMb: rss / MB, peakMb: peak / MB };
    },
    stop: async () => {
      // A server still inside a lying zip hears SIGTERM only when it is done: give it 2 s.
      const exited = app.stop('SIGTERM');
      const gone = await Promise.race([exited.then(() => true), sleep(2000).then(() => false)]);
      if (!gone) await app.stop('SIGKILL');
      rmSync(file, { force: true });
      rmSync(`${file}.tmp`, { force: true });
    },
  };
}
