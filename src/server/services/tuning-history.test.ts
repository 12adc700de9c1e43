import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DIALECTS, racerWithCar, type TestApp } from '../test/harness';
import { lapsAround } from '../test/laps';
import { ESC_SETUP, racerRequests } from '../test/versions';
import { HISTORY_DEPTH } from '../tuning/past-changes';
import { pastResults } from './tuning-history';

/** The history the wizard learns from (issue 17): a car's setups, their versions and their runs. */
describe.each(DIALECTS)('past results of a car (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  async function racer() {
    const r = await racerWithCar(t.app);
    const send = racerRequests(t, r.cookie);
    /** A run at `track` on the given versions (the installed ones when none are named). */
    const run = async (ms: number, setups: object = {}, track = 'Ridgeway') => {
      const res = await send('POST', '/api/runs', {
        rcCarId: r.carId,
        date: '2026-05-10',
        trackName: track,
        laps: lapsAround(ms),
        ...setups,
      });
      expect(res.statusCode, res.body).toBe(201);
    };
    const sheet = async (fields: object) =>
      (
        await send('POST', '/api/setup-sheets', {
          name: 'Club race',
          rcCarId: r.carId,
          isCurrentlyInstalled: true,
          ...fields,
        })
      ).json() as { id: number; name: string };
    const edit = (id: number, fields: object) => send('PUT', `/api/setup-sheets/${id}`, fields);
    return { ...r, send, run, sheet, edit };
  }

  it('names every parameter a version moved, with the other changes it shares its result with', async () => {
    const r = await racer();
    const s = await r.sheet({ frontShockOil: '500 cSt', rearSpring: '4.4 lb', frontSpring: 'Blue' });
    await r.run(20_600);
    await r.edit(s.id, { frontShockOil: '450 cSt', rearSpring: '4.2 lb', frontSpring: 'Silver', notes: 'x' });
    await r.run(20_400);
    await r.run(20_400);
    const history = await pastResults(t.database.db, r.user.id, { sheets: [s], escs: [] });
    // A spring colour cannot be read as softer or stiffer: it is counted, never guessed.
    expect(Object.keys(history).sort()).toEqual(['frontShockOil', 'rearSpring']);
    expect(history.rearSpring?.[0]).toMatchObject({
      direction: 'softer',
      runs: 2,
      top5DeltaMs: -200,
      // One run before: how much runs differ on their own cannot be known (issue 29's verdict).
      runsVerdict: 'too-little-to-tell',
      outcome: 'too-little-to-tell',
      text: 'Last time you changed the rear springs to softer (4.4 lb → 4.2 lb) with 2 other changes in v2 at Ridgeway: −0.2 s top-5 average, 2 runs (runs say: too little to tell)',
    });
  });

  it('judges what changed since the version last run at that track, and forgets a change undone', async () => {
    const r = await racer();
    const s = await r.sheet({ frontShockOil: '500 cSt', rearShockOil: '400 cSt' });
    await r.run(20_600);
    await r.edit(s.id, { frontShockOil: '450 cSt' });
    await r.edit(s.id, { rearShockOil: '425 cSt' });
    await r.edit(s.id, { frontShockOil: '500 cSt' });
    await r.run(20_900);
    const history = await pastResults(t.database.db, r.user.id, { sheets: [s], escs: [] });
    expect(Object.keys(history)).toEqual(['rearShockOil']);
    expect(history.rearShockOil?.[0]).toMatchObject({
      version: 4,
      direction: 'thicker',
      from: '400 cSt',
      to: '425 cSt',
      top5DeltaMs: 300,
      outcome: 'too-little-to-tell',
    });
  });

  it('reads ESC setups on the car too, newest change first', async () => {
    const r = await racer();
    const esc = (
      await r.send('POST', '/api/esc-setups', {
        ...ESC_SETUP,
        rcCarId: r.carId,
        isCurrentlyInstalled: true,
        punchControl: 'Level 5',
      })
    ).json() as { id: number; name: string };
    const editEsc = (fields: object) => r.send('PUT', `/api/esc-setups/${esc.id}`, fields);
    await r.run(20_600);
    await editEsc({ punchControl: 'Level 4' });
    await r.run(20_500);
    await editEsc({ punchControl: 'Level 3' });
    await r.run(20_580);
    const history = await pastResults(t.database.db, r.user.id, { sheets: [], escs: [esc] });
    expect(
      history.punchControl?.map((p) => [p.setupKind, p.version, p.direction, p.outcome, p.text]),
    ).toEqual([
      [
        'esc-setup',
        3,
        'decrease',
        'too-little-to-tell',
        'Last time you changed the punch control to less punch (Level 4 → Level 3) in v3 at Ridgeway: +0.08 s top-5 average, 1 run (runs say: too little to tell)',
      ],
      [
        'esc-setup',
        2,
        'decrease',
        'too-little-to-tell',
        'Earlier you changed the punch control to less punch (Level 5 → Level 4) in v2 at Ridgeway: −0.1 s top-5 average, 1 run (runs say: too little to tell)',
      ],
    ]);
  });

  it(`weighs the newest ${HISTORY_DEPTH} changes of a parameter`, async () => {
    const r = await racer();
    const s = await r.sheet({ frontShockOil: '500 cSt' });
    await r.run(20_600);
    for (let i = 1; i <= HISTORY_DEPTH + 1; i++) {
      await r.edit(s.id, { frontShockOil: i % 2 ? '450 cSt' : '500 cSt' });
      await r.run(20_600 - i * 10);
    }
    const history = await pastResults(t.database.db, r.user.id, { sheets: [s], escs: [] });
    const versions = history.frontShockOil?.map((p) => p.version);
    expect(versions).toHaveLength(HISTORY_DEPTH);
    expect(versions?.[0]).toBe(HISTORY_DEPTH + 2);
    expect(history.frontShockOil?.filter((p) => p.text.startsWith('Last time'))).toHaveLength(1);
  });

  it('reads a version the racer marked without runs, with where the sheet said it ran then', async () => {
    const r = await racer();
    const s = await r.sheet({ frontShockOil: '500 cSt', trackName: 'Ridgeway', trackSurface: 'Carpet' });
    await r.edit(s.id, { frontShockOil: '450 cSt', trackConditions: 'Dusty', changeNote: 'More turn-in' });
    await r.edit(s.id, { trackSurface: 'Clay', trackConditions: 'High grip' });
    expect(await pastResults(t.database.db, r.user.id, { sheets: [s], escs: [] })).toEqual({});
    expect(
      (await r.send('PATCH', `/api/setup-sheets/${s.id}/versions/2`, { outcome: 'worse' })).statusCode,
    ).toBe(200);
    const history = await pastResults(t.database.db, r.user.id, { sheets: [s], escs: [] });
    expect(history.frontShockOil).toEqual([
      expect.objectContaining({
        version: 2,
        direction: 'thinner',
        trackName: 'Ridgeway',
        surface: 'carpet',
        grip: 'low',
        runs: 0,
        mark: 'worse',
        outcome: 'worse',
        note: 'More turn-in',
      }),
    ]);
  });

  it('needs runs on both sides at one track, or a mark', async () => {
    const r = await racer();
    const s = await r.sheet({ frontShockOil: '500 cSt' });
    await r.run(20_600, {}, 'Ridgeway');
    await r.edit(s.id, { frontShockOil: '450 cSt' });
    await r.run(20_300, {}, 'Clay Kings');
    expect(await pastResults(t.database.db, r.user.id, { sheets: [s], escs: [] })).toEqual({});
    expect(await pastResults(t.database.db, r.user.id, { sheets: [], escs: [] })).toEqual({});
  });

  it("reads only the racer's own versions and runs, whatever setup ids it is given", async () => {
    const mine = await racer();
    const s = await mine.sheet({ frontShockOil: '500 cSt' });
    await mine.run(20_600);
    await mine.edit(s.id, { frontShockOil: '450 cSt' });
    await mine.run(20_300);
    const other = await racer();
    expect(await pastResults(t.database.db, other.user.id, { sheets: [s], escs: [] })).toEqual({});
  });
});
