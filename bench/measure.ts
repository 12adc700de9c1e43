import { fork } from 'node:child_process';
import { once } from 'node:events';
import { writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

export interface Figures {
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  /** Requests answered in the measured run (for costs per request). */
  total?: number;
  /** Answers by status code in the measured run. */
  statuses?: Record<string, number>;
  background?: BackgroundFigures;
}

export interface LoadOptions {
  url: string;
  connections: number;
  duration: number;
  requests: autocannon.Request[];
  /** Load run alongside the measured one, from warm-up to the end (its answers are not figures). */
  background?: { connections: number; requests: autocannon.Request[] };
  /** Told when the measured run (after the warm-up) starts and ends, to read costs around it alone. */
  measuring?: (phase: 'start' | 'end') => void;
}

/** What the background load got: its rate and answers by status class. */
export interface BackgroundFigures {
  rps: number;
  statuses: Record<string, number>;
}

/** The middle value (the mean of the two middle ones for an even count); NaN for none. */
export function median(values: number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

/**
 * A service's cost: `call` one at a time, `calls` times after 20 warm-up calls, as median and p99
 * in ms; `before`, untimed, runs ahead of each (to make the call find nothing cached).
 */
export async function timeCalls(
  call: () => Promise<unknown>,
  calls = 200,
  before?: () => Promise<unknown>,
): Promise<{ p50: number; p99: number }> {
  const times: number[] = [];
  for (let i = 0; i < calls + 20; i++) {
    await before?.();
    const started = performance.now();
    await call();
    if (i >= 20) times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const round = (ms: number) => Math.round(ms * 100) / 100;
  return { p50: round(median(times)), p99: round(times[Math.floor(times.length * 0.99)] as number) };
}

const run = (opts: autocannon.Options) => autocannon(opts) as unknown as Promise<autocannon.Result>;

/** What Chromium sends; every scenario request carries it, as a racer's browser would. */
export const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

/** One answer's bytes as they crossed the wire (still compressed) and the headers that describe them. */
export interface Sample {
  body: Buffer;
  headers: Record<string, string>;
}

export async function fetchSample(
  url: string,
  headers: Record<string, string>,
  /** A JSON body to POST (an analyse), instead of a GET. */
  body?: string,
): Promise<Sample> {
  const response = await new Promise<import('node:http').IncomingMessage>((resolve, reject) => {
    const sent = request(
      url,
      {
        method: body === undefined ? 'GET' : 'POST',
        headers: {
          'accept-encoding': BROWSER_ACCEPT_ENCODING,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...headers,
        },
      },
      resolve,
    );
    sent.on('error', reject);
    sent.end(body);
  });
  const chunks: Buffer[] = [];
  for await (const chunk of response) chunks.push(chunk as Buffer);
  const described: Record<string, string> = {};
  for (const name of ['content-type', 'content-encoding', 'vary']) {
    const value = response.headers[name];
    if (typeof value === 'string') described[name] = value;
  }
  return { body: Buffer.concat(chunks), headers: described };
}

/** A warm-up run (discarded), then the measured one. */
export async function load(options: LoadOptions, warmup: number): Promise<Figures> {
  const base = {
    url: options.url,
    connections: options.connections,
    requests: options.requests,
    headers: { 'accept-encoding': BROWSER_ACCEPT_ENCODING },
    timeout: 10,
  };
  const background = options.background
    ? run({
        url: options.url,
        connections: options.background.connections,
        requests: options.background.requests,
        headers: base.headers,
        timeout: 10,
        duration: warmup + options.duration + 1,
      })
    : undefined;
  await run({ ...base, duration: warmup });
  options.measuring?.('start');
  const result = await run({ ...base, duration: options.duration });
  options.measuring?.('end');
  const flood = await background;
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    total: result.requests.total,
    statuses: Object.fromEntries(
      Object.entries(result.statusCodeStats ?? {}).map(([code, stat]) => [code, stat?.count ?? 0]),
    ),
    ...(flood
      ? {
          background: {
            rps: flood.requests.average,
            statuses: {
              '2xx': flood['2xx'],
              '4xx': flood['4xx'],
              '5xx': flood['5xx'],
              errors: flood.errors + flood.timeouts,
            },
          },
        }
      : {}),
  };
}

async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  return port;
}

/** Starts bench/bare-server.mjs answering `sample`; returns its url and a stop function. */
export async function startBare(sample: Sample): Promise<{ url: string; stop: () => Promise<void> }> {
  const file = path.join(os.tmpdir(), `rc-bench-payload-${process.pid}.json`);
  writeFileSync(file, sample.body);
  const port = await freePort();
  const args = [file, String(port), JSON.stringify(sample.headers)];
  const child = fork(path.join(import.meta.dirname, 'bare-server.mjs'), args, { stdio: 'inherit' });
  await once(child, 'message');
  return {
    url: `http://127.0.0.1:${port}`,
    stop: async () => {
      child.kill('SIGTERM');
      await once(child, 'exit');
    },
  };
}
