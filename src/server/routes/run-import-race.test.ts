import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleText } from '../../../tests/timing/samples';
import { ACCOUNT_LIMITS } from '../../shared/constants/account-limits';
import type { Run } from '../../shared/schemas/run';
import type { ImportPreview, RunImportBatchResult } from '../../shared/schemas/run-import';
import { rowCounts } from '../test/data-transfer';
import { call, createTestApp, DIALECTS, racerWithCar, registerRacer, type TestApp } from '../test/harness';

/**
 * Issue 29 on both databases, with a real night's printout (ten mains of RCScoringPro): an imported
 * run knows the race it was (class, race, kind, round, position, gaps) and keeps its field's laps;
 * the track the racer chose stays; the batch imports the racer's driver in every race they ran.
 */
const FILE = 'rcscoringpro/norcal-2015-03-20-friday-mains.txt';
const text = sampleText(FILE);
/** The racer is Nicholas Xu, who ran three of the ten mains. */
const ME = { firstName: 'Nicholas', lastName: 'Xu' };

describe.each(DIALECTS)('the race an imported run was (%s)', (dialect) => {
  let t: TestApp;
  let cookie: string;
  let carId: number;
  let preview: ImportPreview;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    ({ cookie } = await registerRacer(t.app, ME));
    carId = (await post('/api/cars', { manufacturer: 'Team Associated', model: 'B6.4' })).json().id;
    const answer = await post('/api/runs/import/preview', { text });
    expect(answer.statusCode, answer.body).toBe(200);
    preview = answer.json();
  });
  afterAll(() => t.close());

  const post = (url: string, payload: object) => call(t.app, cookie, { method: 'POST', url, payload });
  const get = (url: string) => call(t.app, cookie, { method: 'GET', url });
  /** Each race where the preview suggests the racer's driver, as a pick. */
  const mine = () =>
    preview.races.flatMap((race, r) => {
      const driver = race.drivers.findIndex((d) => d.suggested);
      return driver >= 0 ? [{ race: r, driver }] : [];
    });
  const raceOf = (name: string) => preview.races.findIndex((r) => r.name === name);

  it('suggests the racer in every race they ran', () => {
    expect(mine().map((p) => preview.races[p.race]?.name)).toEqual([
      '4x4 Short Course Open A Main',
      '4wd Buggy Modified A Main',
      '2wd Buggy Modified A Main',
    ]);
  });

  it('keeps the race, its field and the track the racer chose', async () => {
    const race = raceOf('2wd Buggy Modified A Main');
    const drivers = preview.races[race]?.drivers ?? [];
    const driver = drivers.findIndex((d) => d.suggested);
    const imported = await post('/api/runs/import', {
      text,
      race,
      driver,
      rcCarId: carId,
      trackName: 'Sacramento Raceway',
    });
    expect(imported.statusCode, imported.body).toBe(201);
    const run = (await get(`/api/runs/${imported.json().id}`)).json() as Run;
    expect(run).toMatchObject({
      trackName: 'Sacramento Raceway',
      eventName: 'Friday Night',
      session: 'main',
      round: '3',
      race: {
        fullName: '2wd Buggy Modified A Main',
        className: '2wd Buggy Modified',
        raceName: 'A Main',
        kind: 'main',
        round: '3',
        position: 6,
        drivers: 10,
        // Three laps down on the winner; 7.930 s behind the car ahead on the same 16 laps.
        gapToWinner: { laps: 3 },
        gapToAhead: { laps: 0, ms: 308_136 - 300_206 },
        fileEvent: 'Friday Night',
        fileTrack: null,
      },
    });
    // Every driver of the race, their laps as the preview read them, the racer marked.
    expect(run.field).toHaveLength(drivers.length);
    for (const shown of drivers) {
      const kept = run.field?.find((f) => f.name === shown.name);
      expect(kept?.lapsMs, shown.name).toEqual(shown.laps.map((l) => l.timeMs));
      expect(kept?.official?.totalMs).toBe(shown.official?.totalMs);
    }
    expect(run.field?.filter((f) => f.me).map((f) => f.name)).toEqual(['Xu, Nicholas']);
    expect(run.field?.map((f) => f.position)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    // The car's runs list says the race too.
    const list = (await get(`/api/runs?rcCarId=${carId}`)).json() as Run[];
    expect(list[0]?.race).toMatchObject({ raceName: 'A Main', position: 6, drivers: 10 });
  });

  it('imports the racer in every race at once, listing the one already imported and the unreadable', async () => {
    const munoz = { race: raceOf('Rookie B Main'), driver: 5 };
    const picks = [...mine(), munoz];
    const before = (await get('/api/runs')).json().length;
    const batch = await post('/api/runs/import/batch', {
      text,
      picks,
      rcCarId: carId,
      trackName: 'Sacramento',
    });
    expect(batch.statusCode, batch.body).toBe(201);
    const answer = batch.json() as RunImportBatchResult;
    expect(answer.runs.map((r) => r.race?.fullName)).toEqual([
      '4x4 Short Course Open A Main',
      '4wd Buggy Modified A Main',
    ]);
    expect(answer.runs.map((r) => [r.trackName, r.session, r.round, r.race?.position])).toEqual([
      ['Sacramento', 'main', '3', 4],
      ['Sacramento', 'main', '3', 5],
    ]);
    expect(answer.runs.every((r) => r.field?.some((f) => f.me && f.name === 'Xu, Nicholas'))).toBe(true);
    expect(answer.skipped).toEqual([
      {
        ...mine()[2],
        message: expect.stringMatching(
          /^Xu, Nicholas in 2wd Buggy Modified A Main is already imported: your run #\d+/,
        ),
      },
      { ...munoz, message: expect.stringContaining('Munoz, Alex has no lap times in Rookie B Main') },
    ]);
    expect((await get('/api/runs')).json()).toHaveLength(before + 2);

    // Again: every pick is skipped, nothing written, and the answer says so (200, no run).
    const again = await post('/api/runs/import/batch', {
      text,
      picks,
      rcCarId: carId,
      trackName: 'Sacramento',
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().runs).toEqual([]);
    expect(again.json().skipped).toHaveLength(picks.length);
  });

  it('writes nothing for a request it refuses', async () => {
    const before = await rowCounts(t);
    const picks = mine();
    const refused = [
      // No track given, and the file names none (its event is no track).
      { text, picks, rcCarId: carId },
      { text, picks, rcCarId: 999_999, trackName: 'X' },
      { text, picks: [], rcCarId: carId, trackName: 'X' },
      { text: 'Nothing to see here\n12 apples', picks, rcCarId: carId, trackName: 'X' },
    ];
    for (const payload of refused) {
      const answer = await post('/api/runs/import/batch', payload);
      expect(answer.statusCode, answer.body).toBe(400);
      expect(answer.json().message).toEqual(expect.any(String));
    }
    expect(await rowCounts(t)).toEqual(before);
  });
});

describe.each(DIALECTS)('a batch against the account limit (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { accountLimits: { ...ACCOUNT_LIMITS, runs: 2 } });
  });
  afterAll(() => t.close());

  it('refuses a batch that would pass the limit with 409, writing none of it', async () => {
    const { cookie, carId } = await racerWithCar(t.app);
    const picks = [0, 1, 2].map((race) => ({ race, driver: 0 }));
    const before = await rowCounts(t);
    const answer = await call(t.app, cookie, {
      method: 'POST',
      url: '/api/runs/import/batch',
      payload: { text, picks, rcCarId: carId, trackName: 'Sacramento' },
    });
    expect(answer.statusCode, answer.body).toBe(409);
    expect(answer.json().code).toBe('account_limit');
    expect(await rowCounts(t)).toEqual(before);
    // Two fit.
    const fits = await call(t.app, cookie, {
      method: 'POST',
      url: '/api/runs/import/batch',
      payload: { text, picks: picks.slice(0, 2), rcCarId: carId, trackName: 'Sacramento' },
    });
    expect(fits.statusCode, fits.body).toBe(201);
    expect(fits.json().runs).toHaveLength(2);
  });
});
