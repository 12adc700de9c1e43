import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MANIFEST, sampleBytes } from '../../../tests/timing/samples';
import { parseTimingText } from '../../shared/timing';
import { decodeResultBytes } from '../../shared/timing/decode';
import { picked } from '../heavy/timing-jobs';
import { driver, insertRace, matchDeps, noticesOf, publicUrl, raceResult } from '../test/arrivals';
import { call, createTestApp, DIALECTS, registerRacer, type TestApp } from '../test/harness';
import { matchSourceRace } from './race-matches';

type Racer = Awaited<ReturnType<typeof registerRacer>> & { carA: number; carB: number };

const LAPS = [20_100, 19_800, 19_650];

describe.each(DIALECTS)('matching followed races to racers (%s)', (dialect) => {
  let t: TestApp;
  let racer: Racer;
  beforeEach(async () => {
    t = await createTestApp(dialect);
    racer = await racerWithCars();
  });
  afterEach(() => t.close());

  async function racerWithCars(overrides: Record<string, unknown> = {}): Promise<Racer> {
    const r = await registerRacer(t.app, overrides);
    const car = async (model: string) =>
      (
        await call(t.app, r.cookie, {
          method: 'POST',
          url: '/api/cars',
          payload: { manufacturer: 'Tekno RC', model },
        })
      ).json().id as number;
    return { ...r, carA: await car('EB48 2.2'), carB: await car('NB48 2.2') };
  }
  const send = (who: Racer, method: 'GET' | 'POST', url: string, payload?: object) =>
    call(t.app, who.cookie, { method, url, ...(payload ? { payload } : {}) });
  /** Follows a new address with car B; answers its source's id. */
  async function follow(who: Racer, url = publicUrl()): Promise<number> {
    const res = await send(who, 'POST', '/api/follows', { url, rcCarId: who.carB });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().source.id;
  }
  const runsOf = (who: Racer) =>
    t.database.db.selectFrom('runs').selectAll().where('userId', '=', who.user.id).orderBy('id').execute();
  const matchesOf = (who: Racer) =>
    t.database.db
      .selectFrom('raceMatches')
      .selectAll()
      .where('userId', '=', who.user.id)
      .orderBy('id')
      .execute();
  const match = (raceId: number) => matchSourceRace(matchDeps(t), raceId);

  it("by transponder: a run on the transponder's car, as the importer makes it, with a notice; once", async () => {
    await send(racer, 'POST', '/api/transponders', { number: '1234567', rcCarId: racer.carA });
    const sourceId = await follow(racer);
    const result = raceResult('MODIFIED BUGGY B Main', [
      driver('SAM LAP', [30_000, 30_000]),
      driver('T. SCHREVEN', LAPS, { transponder: '1234567', position: 2, carNumber: '4' }),
    ]);
    const raceId = await insertRace(t.database.db, sourceId, result);
    await match(raceId);

    const [run] = await runsOf(racer);
    expect(run).toMatchObject({
      rcCarId: racer.carA,
      source: 'followed',
      clientRef: `arrival:${raceId}`,
      importKey: picked(result, 0, 1).key,
      trackName: 'Thunder Alley',
      date: '2026-11-28',
      session: 'main',
      eventName: 'Winter Series Round 3',
    });
    expect(JSON.parse(run?.race as string)).toMatchObject({ raceName: 'B Main', position: 2, drivers: 2 });
    // A driver of the same name is not taken for the racer: the transponder said which one it is.
    expect(await matchesOf(racer)).toMatchObject([
      { matchedBy: 'transponder', status: 'created', driverIndex: 1 },
    ]);
    expect(await noticesOf(t.database.db, racer.user.id)).toEqual([
      {
        kind: 'run_arrived',
        title: 'MODIFIED BUGGY B Main: 3 laps, best 19.650, 2nd',
        body: 'The first run of this car',
        runId: run?.id,
        matchId: null,
        readAt: null,
      },
    ]);
    const race = await t.database.db
      .selectFrom('sourceRaces')
      .select('matchedAt')
      .where('id', '=', raceId)
      .executeTakeFirst();
    expect(race?.matchedAt).not.toBeNull();

    await match(raceId);
    expect(await runsOf(racer)).toHaveLength(1);
    expect(await noticesOf(t.database.db, racer.user.id)).toHaveLength(1);
  });

  it('an unassigned transponder puts the run on the car the follow names', async () => {
    await send(racer, 'POST', '/api/transponders', { number: '4242' });
    const sourceId = await follow(racer);
    // Compared as the importer compares them: by their digits.
    await match(
      await insertRace(
        t.database.db,
        sourceId,
        raceResult('A Main', [driver('X', LAPS, { transponder: 'TR-4242' })]),
      ),
    );
    expect((await runsOf(racer)).map((r) => r.rcCarId)).toEqual([racer.carB]);
  });

  it('by name: asks first; "yes" makes the run and remembers the name, so the next race goes straight through', async () => {
    const sourceId = await follow(racer);
    const first = await insertRace(t.database.db, sourceId, raceResult('B Main', [driver('LAP, SAM', LAPS)]));
    await match(first);
    expect(await runsOf(racer)).toEqual([]);
    const [asked] = await matchesOf(racer);
    expect(asked).toMatchObject({ status: 'ask', matchedBy: 'name', driverName: 'LAP, SAM', runId: null });
    expect(await noticesOf(t.database.db, racer.user.id)).toMatchObject([
      { kind: 'confirm_driver', title: 'Is this you? LAP, SAM in B Main', matchId: asked?.id, readAt: null },
    ]);

    // Another racer cannot answer it.
    const stranger = await racerWithCars();
    expect((await send(stranger, 'POST', `/api/matches/${asked?.id}/confirm`, {})).statusCode).toBe(404);
    expect((await send(stranger, 'POST', `/api/matches/${asked?.id}/decline`, {})).statusCode).toBe(404);

    const yes = await send(racer, 'POST', `/api/matches/${asked?.id}/confirm`, {});
    expect(yes.statusCode, yes.body).toBe(201);
    expect(yes.json()).toMatchObject({
      rcCarId: racer.carB,
      source: 'followed',
      laps: LAPS.map((timeMs, i) => ({ lapNo: i + 1, timeMs })),
    });
    expect((await matchesOf(racer))[0]).toMatchObject({ status: 'created', runId: yes.json().id });
    const [answered] = await noticesOf(t.database.db, racer.user.id);
    expect(answered?.matchId).toBeNull();
    expect(answered?.readAt).not.toBeNull();
    const again = await send(racer, 'POST', `/api/matches/${asked?.id}/confirm`, {});
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(`This race is already your run #${yes.json().id}`);

    // The same name written another way is the same name.
    await match(await insertRace(t.database.db, sourceId, raceResult('A Main', [driver('Sam Lap', LAPS)])));
    expect(await runsOf(racer)).toHaveLength(2);
    expect((await noticesOf(t.database.db, racer.user.id)).at(-1)).toMatchObject({
      kind: 'run_arrived',
      title: 'A Main: 3 laps, best 19.650, 1st',
      body: 'No setup changes since the last run',
    });
  });

  it('by name: "no" is remembered, and the name is never asked again', async () => {
    const sourceId = await follow(racer);
    await match(await insertRace(t.database.db, sourceId, raceResult('B Main', [driver('SAM LAP', LAPS)])));
    const [asked] = await matchesOf(racer);
    expect((await send(racer, 'POST', `/api/matches/${asked?.id}/decline`, {})).statusCode).toBe(204);
    expect((await matchesOf(racer))[0]?.status).toBe('declined');
    await match(await insertRace(t.database.db, sourceId, raceResult('A Main', [driver('SAM LAP', LAPS)])));
    expect(await matchesOf(racer)).toHaveLength(1);
    expect(await runsOf(racer)).toEqual([]);
    // A racer's "yes" after all still makes the run.
    const yes = await send(racer, 'POST', `/api/matches/${asked?.id}/confirm`, { rcCarId: racer.carA });
    expect(yes.json().rcCarId).toBe(racer.carA);
  });

  it('asks which car when none is known, and refuses a "yes" without one', async () => {
    await send(racer, 'POST', '/api/transponders', { number: '777' });
    const url = publicUrl();
    expect((await send(racer, 'POST', '/api/follows', { url })).statusCode).toBe(201);
    const sourceId = (await send(racer, 'GET', '/api/follows')).json()[0].source.id;
    await match(
      await insertRace(
        t.database.db,
        sourceId,
        raceResult('B Main', [driver('Z', LAPS, { transponder: '777' })]),
      ),
    );
    const [asked] = await matchesOf(racer);
    expect(asked).toMatchObject({ status: 'ask', matchedBy: 'transponder', rcCarId: null });
    const noCar = await send(racer, 'POST', `/api/matches/${asked?.id}/confirm`, {});
    expect(noCar.statusCode).toBe(400);
    expect(noCar.json().message).toBe('Choose the car you raced');
    const other = await racerWithCars();
    const notMine = await send(racer, 'POST', `/api/matches/${asked?.id}/confirm`, { rcCarId: other.carA });
    expect(notMine.json().message).toBe('Choose one of your vehicles');
    expect(await runsOf(racer)).toEqual([]);
  });

  it('two instances matching the same race at once make one run and one notice', async () => {
    await send(racer, 'POST', '/api/transponders', { number: '1234567', rcCarId: racer.carA });
    const named = await racerWithCars();
    const sourceId = await follow(racer);
    await follow(named, (await send(racer, 'GET', '/api/follows')).json()[0].source.url);
    const raceId = await insertRace(
      t.database.db,
      sourceId,
      raceResult('B Main', [driver('T', LAPS, { transponder: '1234567' }), driver('SAM LAP', LAPS)]),
    );
    await Promise.all([matchSourceRace(matchDeps(t), raceId), matchSourceRace(matchDeps(t), raceId)]);
    expect(await runsOf(racer)).toHaveLength(1);
    expect(await matchesOf(racer)).toHaveLength(1);
    expect(await noticesOf(t.database.db, racer.user.id)).toHaveLength(1);
    expect(await matchesOf(named)).toHaveLength(1);
    expect(await noticesOf(t.database.db, named.user.id)).toHaveLength(1);
  });

  it("matches a club's members on the club's track; a racer who left is not matched", async () => {
    const club = (
      await send(racer, 'POST', '/api/clubs', {
        name: 'Thunder Alley RC',
        trackName: 'Club Oval',
        surface: 'Clay',
      })
    ).json();
    const member = await racerWithCars({ firstName: 'Travis', lastName: 'Schreven' });
    const gone = await racerWithCars();
    for (const who of [member, gone]) await send(who, 'POST', `/api/clubs/${club.id}/members`);
    await call(t.app, gone.cookie, { method: 'DELETE', url: `/api/clubs/${club.id}/members/me` });
    await send(member, 'POST', '/api/transponders', { number: '555', rcCarId: member.carA });
    await send(gone, 'POST', '/api/transponders', { number: '556', rcCarId: gone.carA });
    const added = await send(racer, 'POST', `/api/clubs/${club.id}/sources`, { url: publicUrl() });
    const sourceId = added.json().sources[0].id;
    await match(
      await insertRace(
        t.database.db,
        sourceId,
        raceResult('B Main', [
          driver('TS', LAPS, { transponder: '555' }),
          driver('G', LAPS, { transponder: '556' }),
        ]),
      ),
    );
    expect(await runsOf(member)).toMatchObject([
      { trackName: 'Club Oval', trackSurface: 'Clay', rcCarId: member.carA },
    ]);
    expect(await runsOf(gone)).toEqual([]);
  });

  it('a new follower, or a new member of a club following the source, gets the races already read matched', async () => {
    const first = await racerWithCars();
    const url = publicUrl();
    const sourceId = await follow(first, url);
    await match(
      await insertRace(
        t.database.db,
        sourceId,
        raceResult('B Main', [driver('X', LAPS, { transponder: '9' })]),
      ),
    );
    await send(racer, 'POST', '/api/transponders', { number: '9', rcCarId: racer.carA });
    expect(await follow(racer, url)).toBe(sourceId);
    expect(await runsOf(racer)).toHaveLength(1);

    // So does a racer joining a club that follows the source.
    const club = (await send(first, 'POST', '/api/clubs', { name: 'Club', trackName: 'Club Oval' })).json();
    await send(first, 'POST', `/api/clubs/${club.id}/sources`, { url });
    const joining = await racerWithCars();
    await send(joining, 'POST', '/api/transponders', { number: '9', rcCarId: joining.carA });
    expect((await send(joining, 'POST', `/api/clubs/${club.id}/members`)).statusCode).toBe(201);
    expect(await runsOf(joining)).toMatchObject([{ trackName: 'Club Oval' }]);
  });

  it('a real LiveRC race confirmed by name is "already imported" when its file is imported by hand', async () => {
    const entry = MANIFEST.find((e) => e.file.endsWith('race-6304830-nitro-buggy-b-main.html'));
    const decoded = decodeResultBytes(sampleBytes(entry?.file as string));
    if (!decoded.ok) throw new Error(decoded.message);
    const parsed = parseTimingText(decoded.text);
    if (!parsed.ok) throw new Error('unreadable sample');
    const riley = await racerWithCars({ firstName: 'Riley', lastName: 'Lander' });
    const sourceId = await follow(riley);
    await match(await insertRace(t.database.db, sourceId, parsed.result));
    const [asked] = await matchesOf(riley);
    expect(asked).toMatchObject({ driverName: 'RILEY LANDER', status: 'ask' });
    const run = await send(riley, 'POST', `/api/matches/${asked?.id}/confirm`, {});
    expect(run.json().official).toMatchObject({ laps: 29, bestMs: 39_715 });
    const imported = await send(riley, 'POST', '/api/runs/import', {
      text: decoded.text,
      race: 0,
      driver: asked?.driverIndex,
      rcCarId: riley.carA,
    });
    expect(imported.statusCode).toBe(409);
    expect(imported.json().code).toBe('already_imported');
  });
});
