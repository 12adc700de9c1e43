import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { driver, insertRace, matchDeps, noticesOf, publicUrl, raceResult } from '../test/arrivals';
import { call, createTestApp, DIALECTS, racerWithCar, type TestApp } from '../test/harness';
import { matchSourceRace } from './race-matches';

type Racer = Awaited<ReturnType<typeof racerWithCar>>;

const LAPS = [20_100, 19_800, 19_650];
const at = (time: string) => `2026-11-28T${time}:00.000Z`;

/** A followed race's run records the setups on the car when it was run, not when it was read. */
describe.each(DIALECTS)('setups at the race time (%s)', (dialect) => {
  let t: TestApp;
  let racer: Racer;
  let sourceId: number;
  beforeEach(async () => {
    t = await createTestApp(dialect);
    racer = await racerWithCar(t.app);
    await send('POST', '/api/transponders', { number: '1234567', rcCarId: racer.carId });
    sourceId = (await send('POST', '/api/follows', { url: publicUrl() })).json().source.id;
  });
  afterEach(() => t.close());

  const send = (method: 'POST' | 'PUT', url: string, payload: object) =>
    call(t.app, racer.cookie, { method, url, payload });
  const sheet = async (name: string, values: object = {}) =>
    (
      await send('POST', '/api/setup-sheets', {
        name,
        rcCarId: racer.carId,
        isCurrentlyInstalled: true,
        ...values,
      })
    ).json().id as number;
  /** The race, read at `seenAt` (a day given by the page as the 28th), and the setups its run says. */
  async function runAt(seenAt: string, dated = true) {
    const result = raceResult(`Race ${seenAt}`, [driver('T', LAPS, { transponder: '1234567' })], {
      date: dated ? '2026-11-28' : undefined,
    });
    const raceId = await insertRace(t.database.db, sourceId, result, Date.parse(seenAt));
    await matchSourceRace(matchDeps(t), raceId);
    return t.database.db
      .selectFrom('runs')
      .select(['id', 'setupSheetId', 'setupVersion'])
      .where('clientRef', '=', `arrival:${raceId}`)
      .executeTakeFirstOrThrow();
  }
  const setTime = async (
    table: 'setupSheetInstalls' | 'setupSheetVersions',
    setupId: number,
    times: string[],
  ) => {
    const rows = await t.database.db
      .selectFrom(table)
      .select('id')
      .where('setupId', '=', setupId)
      .orderBy('id')
      .execute();
    expect(rows).toHaveLength(times.length);
    for (const [i, row] of rows.entries())
      await t.database.db
        .updateTable(table)
        .set({ createdAt: times[i] as string })
        .where('id', '=', row.id)
        .execute();
  };

  it('takes the install events and versions saved by then', async () => {
    const a = await sheet('Clay A', { rearSpring: 'Blue' });
    await send('PUT', `/api/setup-sheets/${a}`, { rearSpring: 'Silver' });
    const b = await sheet('Clay B');
    // A installed at 08:00 at version 1, edited to version 2 at 13:00; B installed at 15:00.
    await setTime('setupSheetInstalls', a, [at('08:00')]);
    await setTime('setupSheetVersions', a, [at('07:00'), at('13:00')]);
    await setTime('setupSheetInstalls', b, [at('15:00')]);

    expect(await runAt(at('12:00'))).toMatchObject({ setupSheetId: a, setupVersion: 1 });
    expect(await runAt(at('14:00'))).toMatchObject({ setupSheetId: a, setupVersion: 2 });
    expect(await runAt(at('16:00'))).toMatchObject({ setupSheetId: b, setupVersion: 1 });
    // Before anything was installed: B is on the car now, but went on after the race.
    expect(await runAt(at('06:00'))).toMatchObject({ setupSheetId: null, setupVersion: null });
    // Read days later, a race the page dates on the 28th is taken at that day's end.
    expect(await runAt('2026-12-02T09:00:00.000Z')).toMatchObject({ setupSheetId: b });
  });

  it('with no install recorded, takes what is installed now; a setup moved to another car is no longer on this one', async () => {
    const a = await sheet('Clay A');
    await t.database.db.deleteFrom('setupSheetInstalls').where('setupId', '=', a).execute();
    expect(await runAt(new Date().toISOString(), false)).toMatchObject({
      setupSheetId: a,
      setupVersion: 1,
    });

    const other = (
      await call(t.app, racer.cookie, {
        method: 'POST',
        url: '/api/cars',
        payload: { manufacturer: 'Xray', model: 'XB2' },
      })
    ).json().id;
    const moved = await sheet('Moved');
    await send('PUT', `/api/setup-sheets/${moved}`, { rcCarId: other });
    await send('POST', `/api/setup-sheets/${moved}/install`, {});
    // On this car at 08:00, on the other one at 10:00.
    const events = await t.database.db
      .selectFrom('setupSheetInstalls')
      .select(['id', 'rcCarId'])
      .where('setupId', '=', moved)
      .execute();
    expect(events.map((e) => e.rcCarId)).toEqual([racer.carId, other]);
    for (const event of events)
      await t.database.db
        .updateTable('setupSheetInstalls')
        .set({ createdAt: event.rcCarId === other ? at('10:00') : at('08:00') })
        .where('id', '=', event.id)
        .execute();
    expect(await runAt(at('11:00'))).toMatchObject({ setupSheetId: null });
  });

  it('says what changed on the setup since the last run, in the race-day words', async () => {
    const a = await sheet('Clay A', { rearSpring: 'Blue' });
    const before = await send('POST', '/api/runs', {
      rcCarId: racer.carId,
      date: '2026-11-27',
      trackName: 'Thunder Alley',
      laps: [{ lapNo: 1, timeMs: 21_000 }],
    });
    expect(before.json()).toMatchObject({ setupSheetId: a, setupVersion: 1 });
    await send('PUT', `/api/setup-sheets/${a}`, { rearSpring: 'Silver' });
    const run = await runAt(new Date().toISOString(), false);
    expect(run).toMatchObject({ setupSheetId: a, setupVersion: 2 });
    expect((await noticesOf(t.database.db, racer.user.id)).at(-1)).toMatchObject({
      runId: run.id,
      body: 'Since the last run: rear spring Blue → Silver',
    });
  });
});
