/**
 * `npm run bench:decoder`: live laps from a club decoder (issue 30), 40 cars on track.
 *
 * The server runs in a child process (bench/decoder-latency-server.ts, so its CPU is its own): two
 * app instances on one database, listening on ports, one club, one decoder held by the first
 * instance's decoder manager through a fake feed, 40 racers with a car and a transponder each. This process plays the decoder (each passing sent to the child over IPC, which
 * hands it to the manager as the decoder client would) and the 40 phones (one SSE stream each,
 * read with fetch). Laps around 16 s, replayed DECODER_SPEED times faster than real (default 10:
 * 25 passings a second, ten times a real 40-car practice).
 *
 * - passing → phone: from the passing leaving the "decoder" to its lap event read by that racer's
 *   stream, p50 / p99 / max over every lap, for phones on the decoder's instance (even cars) and on
 *   the other (odd cars);
 * - server CPU per 1,000 passings: the child's process.cpuUsage (user + system) over the measured
 *   laps, and the same for an idle stretch of as long with the 40 streams open (the hub's polling).
 * SQLite, and PostgreSQL when TEST_DATABASE_URL is set. Writes bench/results/decoder-latency.json.
 */
import { type ChildProcess, fork } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { DialectName } from '../src/server/db/dialect';
import type { FromServer, ToServer } from './decoder-latency-server';

const CARS = Number(process.env.DECODER_CARS ?? 40);
const LAPS = Number(process.env.DECODER_LAPS ?? 25);
const SPEED = Number(process.env.DECODER_SPEED ?? 10);
const T0 = Date.UTC(2026, 10, 29, 10, 0, 0);
const DIALECTS: DialectName[] = process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];

/** One racer's phone: its stream's lap events, each noted with when it was read. */
async function phone(base: string, cookie: string, onLap: (at: number) => void): Promise<AbortController> {
  const abort = new AbortController();
  const res = await fetch(`${base}/api/live/stream`, {
    headers: { cookie, accept: 'text/event-stream' },
    signal: abort.signal,
  });
  if (res.status !== 200) throw new Error(`stream answered ${res.status}`);
  const reader = (res.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  void (async () => {
    let text = '';
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return;
        text += decoder.decode(value, { stream: true });
        let end = text.indexOf('\n\n');
        while (end >= 0) {
          const block = text.slice(0, end);
          text = text.slice(end + 2);
          const data = block.split('\n').find((line) => line.startsWith('data: '));
          if (block.includes('event: lap') && data) onLap(Date.parse(JSON.parse(data.slice(6)).at));
          end = text.indexOf('\n\n');
        }
      }
    } catch {
      // aborted at the end
    }
  })();
  return abort;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;

async function measure(dialect: DialectName) {
  const env: NodeJS.ProcessEnv = { ...process.env };
  let cleanup = async () => {};
  if (dialect === 'postgres') {
    const { privatePgSchema } = await import('../src/server/test/harness');
    const pg = await privatePgSchema();
    env.BENCH_PG_URL = pg.url;
    cleanup = pg.drop;
  } else {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'rc-decoder-'));
    env.BENCH_SQLITE = path.join(dir, 'rc-setup.db');
    cleanup = async () => rmSync(dir, { recursive: true, force: true });
  }
  const child: ChildProcess = fork(
    fileURLToPath(new URL('./decoder-latency-server.ts', import.meta.url)),
    [],
    { env },
  );
  const next = <T extends FromServer['type']>(type: T) =>
    new Promise<Extract<FromServer, { type: T }>>((resolve) => {
      const on = (message: FromServer) => {
        if (message.type !== type) return;
        child.off('message', on);
        resolve(message as Extract<FromServer, { type: T }>);
      };
      child.on('message', on);
    });
  const cpu = async () => {
    const answer = next('cpu');
    child.send({ type: 'cpu' } satisfies ToServer);
    return (await answer).micros;
  };
  const ready = await next('ready');
  const bases = ready.ports.map((port) => `http://127.0.0.1:${port}`);

  // Every passing, in the decoder's time: each car's laps around 16 s, cars spread over the first lap.
  const passings: Array<{ transponder: string; at: number }> = [];
  ready.racers.forEach(({ transponder }, car) => {
    let at = T0 + car * 397;
    for (let lap = 0; lap <= LAPS; lap++) {
      passings.push({ transponder, at });
      at += 15_500 + ((car * 131 + lap * 977) % 1_300);
    }
  });
  passings.sort((a, b) => a.at - b.at);
  const sentAt = new Map<string, number>();
  // Even cars' phones on the instance holding the decoder, odd ones on the other.
  const byInstance: [number[], number[]] = [[], []];
  const streams = await Promise.all(
    ready.racers.map(({ cookie, transponder }, car) =>
      phone(bases[car % 2] as string, cookie, (at) => {
        const sent = sentAt.get(`${transponder}|${at}`);
        if (sent !== undefined) byInstance[car % 2]?.push(performance.now() - sent);
      }),
    ),
  );
  const heard = () => byInstance[0].length + byInstance[1].length;

  // Idle with 40 phones listening: what the hub's polling costs on its own.
  const idleMs = ((passings.at(-1)?.at ?? T0) - T0) / SPEED;
  const idle0 = await cpu();
  await sleep(Math.min(idleMs, 20_000));
  const idleCpu = ((await cpu()) - idle0) / Math.min(idleMs, 20_000);

  const cpu0 = await cpu();
  const wall0 = performance.now();
  for (const passing of passings) {
    const due = wall0 + (passing.at - T0) / SPEED;
    const wait = due - performance.now();
    if (wait > 0) await sleep(wait);
    sentAt.set(`${passing.transponder}|${passing.at}`, performance.now());
    child.send({ type: 'passing', ...passing } satisfies ToServer);
  }
  const expected = CARS * LAPS;
  const deadline = performance.now() + 30_000;
  while (heard() < expected && performance.now() < deadline) await sleep(100);
  const busyMs = performance.now() - wall0;
  const usedMicros = (await cpu()) - cpu0;
  for (const stream of streams) stream.abort();
  child.send({ type: 'stop' } satisfies ToServer);
  await new Promise((resolve) => child.once('exit', resolve));
  await cleanup();

  const figures = (latencies: number[]) => {
    latencies.sort((a, b) => a - b);
    return {
      p50Ms: Math.round(percentile(latencies, 50)),
      p99Ms: Math.round(percentile(latencies, 99)),
      maxMs: Math.round(latencies.at(-1) ?? 0),
    };
  };
  const cpuMsPer1000 = (usedMicros / 1000 / passings.length) * 1000;
  const idleMsPer1000 = ((idleCpu * busyMs) / 1000 / passings.length) * 1000;
  return {
    dialect,
    passings: passings.length,
    laps: heard(),
    lapsExpected: expected,
    sameInstance: figures(byInstance[0]),
    otherInstance: figures(byInstance[1]),
    cpuMsPer1000Passings: Math.round(cpuMsPer1000),
    idleCpuMsSameStretchPer1000: Math.round(idleMsPer1000),
    seconds: Math.round(busyMs / 1000),
  };
}

async function main(): Promise<void> {
  console.log(`${CARS} cars × ${LAPS} laps, ${SPEED}× real speed, one SSE stream per racer\n`);
  const rows = [];
  for (const dialect of DIALECTS) {
    const row = await measure(dialect);
    rows.push(row);
    const { sameInstance: same, otherInstance: other } = row;
    console.log(
      `${dialect.padEnd(9)}passing→phone, phone on the decoder's instance: p50 ${same.p50Ms} ms, p99 ` +
        `${same.p99Ms} ms, max ${same.maxMs} ms; on another instance: p50 ${other.p50Ms} ms, p99 ` +
        `${other.p99Ms} ms, max ${other.maxMs} ms (${row.laps}/${row.lapsExpected} laps)\n${''.padEnd(9)}` +
        `CPU of both instances ${row.cpuMsPer1000Passings} ms per 1,000 passings (idle with the ` +
        `streams open, same stretch: ${row.idleCpuMsSameStretchPer1000} ms)`,
    );
  }
  mkdirSync('bench/results', { recursive: true });
  writeFileSync(
    'bench/results/decoder-latency.json',
    `${JSON.stringify({ cars: CARS, laps: LAPS, speed: SPEED, rows }, null, 2)}\n`,
  );
  console.log('\nwritten: bench/results/decoder-latency.json');
}

await main();
