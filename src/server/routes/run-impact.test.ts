import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SetupImpact } from '../../shared/schemas/run-impact';
import { createTestApp, DIALECTS, registerRacer, type TestApp } from '../test/harness';
import { ESC_SETUP, racerRequests } from '../test/versions';

/** Ten laps around `ms` (top-5 average `ms` − 100), all clean. */
const laps = (ms: number) =>
  [0, -100, 100, -200, 200, -300, 300, -400, 400, -500].map((d, i) => ({ lapNo: i + 1, timeMs: ms + d }));

/** What each change did (issue 16): GET /api/setup-sheets/:id/impact and /api/esc-setups/:id/impact. */
describe.each(DIALECTS)('setup impact (%s)', (dialect) => {
  let t: TestApp;
  let send: ReturnType<typeof racerRequests>;
  let other: ReturnType<typeof racerRequests>;
  let carId: number;
  let sheetId: number;
  let escId: number;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    send = racerRequests(t, (await registerRacer(t.app)).cookie);
    other = racerRequests(t, (await registerRacer(t.app)).cookie);
    carId = (await send('POST', '/api/cars', { manufacturer: 'Tekno RC', model: 'EB48 2.2' })).json().id;
    const installed = { rcCarId: carId, isCurrentlyInstalled: true };
    sheetId = (
      await send('POST', '/api/setup-sheets', { name: 'Clay', frontSpring: 'Blue', ...installed })
    ).json().id;
    escId = (await send('POST', '/api/esc-setups', { ...ESC_SETUP, ...installed })).json().id;
  });
  afterAll(() => t.close());

  const logRun = async (lapMs: number, fields: object = {}) => {
    const res = await send('POST', '/api/runs', {
      rcCarId: carId,
      date: '2026-05-10',
      trackName: 'Clay Kings',
      tyres: 'Pin spikes',
      trackTempC: 31,
      laps: laps(lapMs),
      ...fields,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: number };
  };
  const impact = async (path: string): Promise<SetupImpact> => {
    const res = await send('GET', `${path}/impact`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };

  it('answers with no versions before any run', async () => {
    expect(await impact(`/api/setup-sheets/${sheetId}`)).toEqual({ versions: [] });
  });

  it('compares the runs after a setup change with those before it at the same track', async () => {
    const first = await logRun(20_600);
    await send('PUT', `/api/setup-sheets/${sheetId}`, { frontSpring: 'Silver', changeNote: 'More steering' });
    // Read once between runs: the next answer must not be the cached one.
    expect((await impact(`/api/setup-sheets/${sheetId}`)).versions.map((v) => v.version)).toEqual([1]);
    const second = await logRun(20_300, { tyres: 'pin spikes', trackTempC: 38 });
    const { versions } = await impact(`/api/setup-sheets/${sheetId}`);
    expect(versions.map((v) => [v.version, v.runIds])).toEqual([
      [2, [second.id]],
      [1, [first.id]],
    ]);
    expect(versions[0]?.tracks).toEqual([
      {
        trackName: 'Clay Kings',
        runs: 1,
        laps: 10,
        effect: {
          comparable: true,
          baseVersion: 1,
          top5DeltaMs: -300,
          // One run a side: how much runs differ on their own is unknown, so no interval, no verdict.
          top5IntervalMs: null,
          verdict: 'too-little-to-tell',
          tooLittle: 'one-run-a-side',
          consistencyDeltaPct: 0,
          before: { runs: 1, laps: 10, cleanLaps: 10, top5AvgMs: 20_300, consistencyPct: expect.any(Number) },
          after: { runs: 1, laps: 10, cleanLaps: 10, top5AvgMs: 20_000, consistencyPct: expect.any(Number) },
          confounders: [{ kind: 'track-temp', deltaC: 7 }],
          alike: ['day', 'tyres'],
        },
      },
    ]);
    expect(versions[1]?.tracks[0]?.effect).toEqual({
      comparable: false,
      reason: 'no-earlier-runs',
      baseVersion: null,
    });
  });

  it('answers for ESC setups too, naming a sheet change between the runs as a confounder', async () => {
    await send('PUT', `/api/esc-setups/${escId}`, { notes: 'Softer punch', punchControl: '3' });
    await logRun(20_800);
    const { versions } = await impact(`/api/esc-setups/${escId}`);
    expect(versions.map((v) => [v.version, v.runIds.length])).toEqual([
      [2, 1],
      [1, 2],
    ]);
    const effect = versions[0]?.tracks[0]?.effect;
    // Two runs before 0.3 s apart (df 1): √(22,500 + 45,000) × t(1) 12.706 = 3,301 ms; +0.35 s is within it.
    expect(effect).toMatchObject({
      comparable: true,
      baseVersion: 1,
      top5DeltaMs: 350,
      top5IntervalMs: 3301,
      verdict: 'too-little-to-tell',
      tooLittle: 'within-noise',
    });
    expect(effect?.comparable && effect.confounders.map((c) => c.kind)).toEqual(['other-setup']);
  });

  it('says better once each side has runs enough, naming a session kind that differs', async () => {
    const car = (await send('POST', '/api/cars', { manufacturer: 'Tekno RC', model: 'NB48 2.1' })).json().id;
    const sheet = (
      await send('POST', '/api/setup-sheets', { name: 'Mains', rcCarId: car, isCurrentlyInstalled: true })
    ).json().id;
    for (const _ of [1, 2]) await logRun(20_600, { rcCarId: car, session: 'qualifier' });
    await send('PUT', `/api/setup-sheets/${sheet}`, { frontSpring: 'Silver', changeNote: 'More steering' });
    for (const _ of [1, 2]) await logRun(19_800, { rcCarId: car, session: 'main' });
    const effect = (await impact(`/api/setup-sheets/${sheet}`)).versions[0]?.tracks[0]?.effect;
    // Runs alike on each side, so each run's own laps set the noise: best lap 200 ms under the top-5
    // average, 200² / 5 = 8,000 a run, 4,000 a side → √8,000 × t(2) 4.303 = 385 ms; −0.8 s is clear of it.
    expect(effect).toMatchObject({
      top5DeltaMs: -800,
      top5IntervalMs: 385,
      verdict: 'better',
      tooLittle: null,
      before: { runs: 2, cleanLaps: 20 },
      after: { runs: 2, cleanLaps: 20 },
      confounders: [{ kind: 'session', before: ['qualifier'], after: ['main'] }],
    });
  });

  it('reads run summaries only: laps it cannot parse change nothing', async () => {
    const before = await impact(`/api/setup-sheets/${sheetId}`);
    await t.database.db.updateTable('runs').set({ laps: 'not json' }).execute();
    // A direct write moves the data revision (a trigger), so this is answered anew.
    expect(await impact(`/api/setup-sheets/${sheetId}`)).toEqual(before);
  });

  it('is the owner’s alone: another racer’s setup, or none, is not found', async () => {
    for (const path of [`/api/setup-sheets/${sheetId}`, `/api/esc-setups/${escId}`]) {
      const res = await other('GET', `${path}/impact`);
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('Clay Kings');
    }
    expect((await send('GET', '/api/setup-sheets/999999/impact')).statusCode).toBe(404);
    expect((await send('GET', '/api/esc-setups/abc/impact')).statusCode).toBe(400);
  });
});
