import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunOverview } from '../../shared/schemas/run-overview';
import { call, createTestApp, DIALECTS, registerRacer, type TestApp } from '../test/harness';

/** Laps whose best clean lap is `bestMs`: four a little slower, all clean. */
const lapsWithBest = (bestMs: number) =>
  [bestMs + 400, bestMs, bestMs + 250, bestMs + 900, bestMs + 120].map((timeMs, i) => ({
    lapNo: i + 1,
    timeMs,
  }));

/** GET /api/runs/overview (issue 16): the dashboard's last race day and the fleet's best laps. */
describe.each(DIALECTS)('run overview (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  /** A new racer with their own requests and a car. */
  async function racer() {
    const { cookie } = await registerRacer(t.app);
    const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
      call(t.app, cookie, { method, url, ...(payload ? { payload } : {}) });
    const car = async (model: string) =>
      (await send('POST', '/api/cars', { manufacturer: 'Tekno RC', model })).json().id as number;
    /** A setup of either kind, installed on the car unless told otherwise. */
    const setup = async (kind: 'setup-sheets' | 'esc-setups', rcCarId: number, fields: object) =>
      (
        await send('POST', `/api/${kind}`, { rcCarId, isCurrentlyInstalled: true, ...fields })
      ).json() as Promise<{
        id: number;
      }>;
    const run = async (rcCarId: number, date: string, trackName: string, bestMs: number, more = {}) => {
      const res = await send('POST', '/api/runs', {
        rcCarId,
        date,
        trackName,
        laps: lapsWithBest(bestMs),
        ...more,
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().id as number;
    };
    const overview = async () => {
      const res = await send('GET', '/api/runs/overview');
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as RunOverview;
    };
    return { send, car, setup, run, overview };
  }

  it('answers nothing for a racer with no runs, and refuses a visitor', async () => {
    const me = await racer();
    expect(await me.overview()).toEqual({ lastRaceDay: null, bestLaps: [] });
    expect((await t.app.inject({ method: 'GET', url: '/api/runs/overview' })).statusCode).toBe(401);
  });

  it('one day: its runs in the order logged, the best lap with its run, and a change between runs', async () => {
    const me = await racer();
    const eb48 = await me.car('EB48 2.2');
    const sheet = await me.setup('setup-sheets', eb48, { name: 'Clay A', rearSpring: 'Blue' });
    const heat = await me.run(eb48, '2026-06-14', 'Canberra', 40_100, { session: 'qualifier', round: '1' });
    await me.send('PUT', `/api/setup-sheets/${sheet.id}`, { rearSpring: 'Silver', pinion: '24' });
    const main = await me.run(eb48, '2026-06-14', 'Canberra', 39_842, { session: 'main', round: 'A' });

    const { lastRaceDay, bestLaps } = await me.overview();
    expect(lastRaceDay).toEqual({
      date: '2026-06-14',
      tracks: ['Canberra'],
      best: { runId: main, rcCarId: eb48, trackName: 'Canberra', bestMs: 39_842, decimals: 3 },
      cars: [
        {
          rcCarId: eb48,
          runs: [
            expect.objectContaining({ id: heat, session: 'qualifier', round: '1', laps: 5, bestMs: 40_100 }),
            expect.objectContaining({ id: main, session: 'main', round: 'A', laps: 5, bestMs: 39_842 }),
          ],
          changes: [
            {
              kind: 'setup-sheet',
              setupId: sheet.id,
              name: 'Clay A',
              fromVersion: 1,
              toVersion: 2,
              replaced: null,
              changes: [
                { field: 'rearSpring', label: 'Rear spring', from: 'Blue', to: 'Silver' },
                { field: 'pinion', label: 'Pinion', from: '—', to: '24T' },
              ],
              runId: main,
              sinceDate: '2026-06-14',
            },
          ],
        },
      ],
    });
    expect(lastRaceDay?.cars[0]?.runs[1]).toEqual({
      id: main,
      trackName: 'Canberra',
      eventName: null,
      session: 'main',
      round: 'A',
      laps: 5,
      bestMs: 39_842,
      top5AvgMs: Math.round((39_842 * 5 + 400 + 250 + 900 + 120) / 5),
      bestDecimals: 3,
      top5Decimals: 3,
    });
    expect(bestLaps).toEqual([
      { rcCarId: eb48, trackName: 'Canberra', bestMs: 39_842, decimals: 3, runId: main, date: '2026-06-14' },
    ]);
  });

  it('several days: the latest is the race day, changes count from the car’s run before it', async () => {
    const me = await racer();
    const eb48 = await me.car('EB48 2.2');
    const clay = await me.setup('setup-sheets', eb48, { name: 'Clay A', rearSpring: 'Blue', pinion: '24' });
    const punchy = await me.setup('esc-setups', eb48, { name: 'Punchy', escMake: 'Tekin', escModel: 'RX8' });
    const first = await me.run(eb48, '2026-05-31', 'Canberra', 39_500);
    // Between the days: the spring goes to Silver and back (no net change), the pinion moves.
    await me.send('PUT', `/api/setup-sheets/${clay.id}`, { rearSpring: 'Silver' });
    await me.send('PUT', `/api/setup-sheets/${clay.id}`, { rearSpring: 'Blue', pinion: '25' });
    await me.send('PUT', `/api/esc-setups/${punchy.id}`, { escModel: 'RX8 Gen3' });
    const tacoma = await me.run(eb48, '2026-06-07', 'Tacoma', 16_939);
    // A run logged late, for an earlier day, is not the last race day.
    await me.run(eb48, '2026-05-01', 'Canberra', 39_000);
    // The second run of the day on another sheet, named explicitly.
    const wet = await me.setup('setup-sheets', eb48, { name: 'Wet B', isCurrentlyInstalled: false });
    const swapped = await me.run(eb48, '2026-06-07', 'canberra', 40_000, { setupSheetId: wet.id });

    const { lastRaceDay, bestLaps } = await me.overview();
    expect(lastRaceDay?.date).toBe('2026-06-07');
    expect(lastRaceDay?.tracks).toEqual(['Tacoma', 'canberra']);
    expect(lastRaceDay?.best).toEqual({
      runId: tacoma,
      rcCarId: eb48,
      trackName: 'Tacoma',
      bestMs: 16_939,
      decimals: 3,
    });
    expect(lastRaceDay?.cars.map((c) => c.runs.map((r) => r.id))).toEqual([[tacoma, swapped]]);
    expect(lastRaceDay?.cars[0]?.changes).toEqual([
      {
        kind: 'setup-sheet',
        setupId: clay.id,
        name: 'Clay A',
        fromVersion: 1,
        toVersion: 3,
        replaced: null,
        changes: [{ field: 'pinion', label: 'Pinion', from: '24T', to: '25T' }],
        runId: tacoma,
        sinceDate: '2026-05-31',
      },
      {
        kind: 'esc-setup',
        setupId: punchy.id,
        name: 'Punchy',
        fromVersion: 1,
        toVersion: 2,
        replaced: null,
        changes: [{ field: 'escModel', label: 'ESC model', from: 'RX8', to: 'RX8 Gen3' }],
        runId: tacoma,
        sinceDate: '2026-05-31',
      },
      {
        kind: 'setup-sheet',
        setupId: wet.id,
        name: 'Wet B',
        fromVersion: null,
        toVersion: 1,
        replaced: 'Clay A',
        changes: [],
        runId: swapped,
        sinceDate: '2026-06-07',
      },
    ]);
    // Best per track, whatever the case it was typed in; the latest raced track (the day's last run) first.
    expect(bestLaps).toEqual([
      {
        rcCarId: eb48,
        trackName: 'Canberra',
        bestMs: 39_000,
        decimals: 3,
        runId: expect.any(Number),
        date: '2026-05-01',
      },
      { rcCarId: eb48, trackName: 'Tacoma', bestMs: 16_939, decimals: 3, runId: tacoma, date: '2026-06-07' },
    ]);
    expect(first).toBeLessThan(tacoma);
  });

  it('a run on an older version reads the change backwards; a run on no sheet is no change', async () => {
    const me = await racer();
    const eb48 = await me.car('EB48 2.2');
    const sheet = await me.setup('setup-sheets', eb48, { name: 'Clay A', rearSpring: 'Blue' });
    await me.send('PUT', `/api/setup-sheets/${sheet.id}`, { rearSpring: 'Silver' });
    await me.run(eb48, '2026-06-14', 'Canberra', 40_000);
    const back = await me.run(eb48, '2026-06-14', 'Canberra', 40_000, {
      setupSheetId: sheet.id,
      setupVersion: 1,
    });
    await me.run(eb48, '2026-06-14', 'Canberra', 40_000, { setupSheetId: null });
    const { lastRaceDay } = await me.overview();
    expect(lastRaceDay?.cars[0]?.changes).toEqual([
      expect.objectContaining({
        fromVersion: 2,
        toVersion: 1,
        runId: back,
        changes: [{ field: 'rearSpring', label: 'Rear spring', from: 'Silver', to: 'Blue' }],
      }),
    ]);
  });

  it('several cars: each with its runs, changes and best laps; a deleted car’s runs last, with none', async () => {
    const me = await racer();
    const [eb48, b64, sold] = [await me.car('EB48 2.2'), await me.car('B6.4'), await me.car('NB48')];
    const sheet = await me.setup('setup-sheets', b64, { name: 'Turf', frontToe: '1°' });
    const soldRun = await me.run(sold, '2026-06-14', 'Canberra', 38_000);
    const b64Before = await me.run(b64, '2026-06-01', 'Canberra', 41_000);
    const ebRun = await me.run(eb48, '2026-06-14', 'Canberra', 39_842);
    await me.send('PUT', `/api/setup-sheets/${sheet.id}`, { frontToe: '2°' });
    const b64Run = await me.run(b64, '2026-06-14', 'Canberra', 40_500);
    expect((await me.send('DELETE', `/api/cars/${sold}`)).statusCode).toBe(204);

    const { lastRaceDay, bestLaps } = await me.overview();
    expect(lastRaceDay?.cars.map((c) => [c.rcCarId, c.runs.map((r) => r.id), c.changes.length])).toEqual([
      [eb48, [ebRun], 0],
      [b64, [b64Run], 1],
      [null, [soldRun], 0],
    ]);
    expect(lastRaceDay?.cars[1]?.changes[0]).toMatchObject({
      name: 'Turf',
      fromVersion: 1,
      toVersion: 2,
      sinceDate: '2026-06-01',
      changes: [{ field: 'frontToe', label: 'Front toe', from: '1°', to: '2°' }],
    });
    // The sold car's lap is still the day's best; the fleet shows only cars it has.
    expect(lastRaceDay?.best).toEqual({
      runId: soldRun,
      rcCarId: null,
      trackName: 'Canberra',
      bestMs: 38_000,
      decimals: 3,
    });
    expect(bestLaps.map((b) => [b.rcCarId, b.runId])).toEqual([
      [eb48, ebRun],
      [b64, b64Run],
    ]);
    expect(b64Before).toBeLessThan(b64Run);

    // Another racer sees none of it.
    expect(await (await racer()).overview()).toEqual({ lastRaceDay: null, bestLaps: [] });
  });

  it('says the digits each best lap and top-5 is shown to: laps recorded to 1/100 s give 2, never 16.360', async () => {
    const me = await racer();
    const eb48 = await me.car('EB48 2.2');
    const laps = [16_800, 16_360, 16_540, 16_620, 16_710].map((timeMs, i) => ({
      lapNo: i + 1,
      timeMs,
      decimals: 2,
    }));
    const id = await me.run(eb48, '2026-06-14', 'Tacoma', 0, { laps });
    const { lastRaceDay, bestLaps } = await me.overview();
    expect(lastRaceDay?.best).toMatchObject({ runId: id, bestMs: 16_360, decimals: 2 });
    expect(lastRaceDay?.cars[0]?.runs[0]).toMatchObject({ bestDecimals: 2, top5Decimals: 2 });
    expect(bestLaps[0]).toMatchObject({ bestMs: 16_360, decimals: 2 });
  });

  it('answers anew after a run is logged, edited or deleted (the cache follows the data revision)', async () => {
    const me = await racer();
    const eb48 = await me.car('EB48 2.2');
    const id = await me.run(eb48, '2026-06-14', 'Canberra', 40_000);
    expect((await me.overview()).bestLaps[0]?.bestMs).toBe(40_000);
    await me.send('PUT', `/api/runs/${id}`, { laps: lapsWithBest(39_000) });
    expect((await me.overview()).bestLaps[0]?.bestMs).toBe(39_000);
    const later = await me.run(eb48, '2026-06-21', 'Tacoma', 17_000);
    expect((await me.overview()).lastRaceDay?.best?.runId).toBe(later);
    await me.send('DELETE', `/api/runs/${later}`);
    expect((await me.overview()).lastRaceDay?.date).toBe('2026-06-14');
  });
});
