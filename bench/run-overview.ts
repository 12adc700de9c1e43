/**
 * `npm run bench:run-overview`: the dashboard's race-day overview (GET /api/runs/overview, issue 16)
 * for a racer whose car has 500 runs of 40 laps (20,000 laps), run on a sheet with 60 versions and
 * an ESC setup with 30, the last race day holding 5 runs with a version change between each.
 *
 * - built (service): `runOverview` called directly, every answer built anew: what a request costs
 *   after any change to the racer's data (the answer cache is keyed by their data revision);
 * - cached (app.inject): `GET /api/runs/overview` through the app, the answer from the cache.
 * Serial requests; p50 and p99 over the samples, medians of the rounds.
 */
import { buildApp } from '../src/server/app';
import { defaultConfig } from '../src/server/config';
import { runOverview } from '../src/server/services/run-overview';
import { createSession } from '../src/server/services/sessions';
import { median } from './measure';
import { BENCH_DIALECTS, freshDatabase } from './versions-db';

const RUNS = 500;
const LAPS = 40;
const SAMPLES = Number(process.env.OVERVIEW_SAMPLES ?? 200);
const ROUNDS = Number(process.env.OVERVIEW_ROUNDS ?? 5);

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;

/** p50 and p99 in ms of `SAMPLES` serial calls, medians over rounds (after one warm-up round). */
async function measure(call: () => Promise<unknown>): Promise<{ p50: number; p99: number }> {
  const p50: number[] = [];
  const p99: number[] = [];
  for (let round = -1; round < ROUNDS; round++) {
    const took: number[] = [];
    for (let i = 0; i < SAMPLES; i++) {
      const started = process.hrtime.bigint();
      await call();
      took.push(Number(process.hrtime.bigint() - started) / 1e6);
    }
    if (round < 0) continue;
    took.sort((a, b) => a - b);
    p50.push(percentile(took, 50));
    p99.push(percentile(took, 99));
  }
  return { p50: median(p50), p99: median(p99) };
}

/** A run's laps: 40 of them around 40 s, one slow (a crash), varied by run. */
const lapsOf = (run: number) =>
  Array.from({ length: LAPS }, (_, i) => ({
    lapNo: i + 1,
    timeMs: i === 17 ? 61_000 : 39_000 + ((run * 37 + i * 53) % 2_000),
  }));

const dateOf = (day: number) => new Date(Date.UTC(2024, 0, 1 + day)).toISOString().slice(0, 10);

console.log(`${RUNS} runs × ${LAPS} laps on one car; ${SAMPLES} serial requests a round, ${ROUNDS} rounds\n`);
console.log(
  `${'dialect'.padEnd(9)}${'answer'.padEnd(24)}${'p50 ms'.padStart(9)}${'p99 ms'.padStart(9)}${'bytes'.padStart(8)}`,
);
for (const dialect of BENCH_DIALECTS) {
  const { db, racer, close } = await freshDatabase(dialect);
  const app = await buildApp(db, defaultConfig({ logLevel: 'silent' }));
  try {
    const cookie = `rc_session=${await createSession(db, racer.id)}`;
    const send = async (method: 'POST' | 'PUT' | 'GET', url: string, payload?: object) => {
      const res = await app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
      if (res.statusCode >= 300) throw new Error(`${method} ${url} answered ${res.statusCode}: ${res.body}`);
      return res;
    };
    const car = (await send('POST', '/api/cars', { manufacturer: 'Tekno RC', model: 'EB48 2.2' })).json();
    const installed = { rcCarId: car.id, isCurrentlyInstalled: true };
    const sheet = (
      await send('POST', '/api/setup-sheets', { name: 'Clay A', rearSpring: 'Blue', ...installed })
    ).json();
    const esc = (
      await send('POST', '/api/esc-setups', {
        name: 'Punchy',
        escMake: 'Tekin',
        escModel: 'RX8',
        ...installed,
      })
    ).json();
    // Runs on 100 days, 5 a day; the sheet moves on every 10th run, the ESC setup on every 20th.
    for (let run = 0; run < RUNS; run++) {
      if (run % 10 === 9)
        await send('PUT', `/api/setup-sheets/${sheet.id}`, {
          pinion: String(20 + (run % 7)),
          rearSpring: `S${run}`,
        });
      if (run % 20 === 19) await send('PUT', `/api/esc-setups/${esc.id}`, { escModel: `RX8 ${run}` });
      // The last day: a change before every run.
      if (run >= RUNS - 5) await send('PUT', `/api/setup-sheets/${sheet.id}`, { frontToe: `${run}°` });
      const track = ['Canberra', 'Tacoma', 'Mount Cotton'][Math.floor(run / 5) % 3];
      await send('POST', '/api/runs', {
        rcCarId: car.id,
        date: dateOf(Math.floor(run / 5)),
        trackName: track,
        laps: lapsOf(run),
      });
    }
    const answer = await runOverview(db, racer.id);
    const bytes = JSON.stringify(answer).length;
    const show = (what: string, r: { p50: number; p99: number }) =>
      console.log(
        `${dialect.padEnd(9)}${what.padEnd(24)}${r.p50.toFixed(2).padStart(9)}${r.p99.toFixed(2).padStart(9)}${String(bytes).padStart(8)}`,
      );
    show('built (service)', await measure(() => runOverview(db, racer.id)));
    show('cached (app.inject)', await measure(() => send('GET', '/api/runs/overview')));
    const changes = answer.lastRaceDay?.cars[0]?.changes.length;
    console.log(
      `${''.padEnd(9)}(last race day ${answer.lastRaceDay?.date}: ${changes} changes; ${answer.bestLaps.length} tracks)`,
    );
  } finally {
    await app.close();
    await close();
  }
}
