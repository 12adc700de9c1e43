import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lapStats } from '../../shared/lap-stats';
import { call, createTestApp, DIALECTS, registerRacer, type TestApp } from '../test/harness';

const LAPS = [25010, 23456, 23100, 41000, 23300].map((timeMs, i) => ({ lapNo: i + 1, timeMs }));

describe.each(DIALECTS)('runs API (%s)', (dialect) => {
  let t: TestApp;
  let cookie: string;
  let carId: number;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    cookie = (await registerRacer(t.app)).cookie;
    carId = (await send('POST', '/api/cars', { manufacturer: 'Tekno RC', model: 'EB48 2.2' })).json().id;
  });
  afterAll(() => t.close());

  function send(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, who = cookie) {
    return call(t.app, who, { method, url, ...(payload ? { payload } : {}) });
  }
  const run = (fields: object = {}) => ({
    rcCarId: carId,
    date: '2026-11-21',
    trackName: 'Canberra',
    laps: LAPS,
    ...fields,
  });

  it('logs a run with the stats the server computes, reads, edits and deletes it', async () => {
    const created = await send(
      'POST',
      '/api/runs',
      run({ session: 'qualifier', tyres: 'Pin Pins', rating: 4 }),
    );
    expect(created.statusCode).toBe(201);
    const body = created.json();
    expect(body).toMatchObject({ session: 'qualifier', source: 'manual', tyres: 'Pin Pins', official: null });
    // The 41.000 lap is over 1.5 × the 23.456 median: not clean, so the best three in a row are laps 1-3.
    expect(body.stats).toMatchObject({
      laps: 5,
      totalMs: 135866,
      bestMs: 23100,
      cleanLaps: 4,
      best3ConsecutiveMs: 71566,
    });
    expect(body.laps).toEqual(LAPS);

    const edited = await send('PUT', `/api/runs/${body.id}`, {
      notes: 'Loose in the rhythm',
      laps: LAPS.slice(0, 3),
    });
    expect(edited.json()).toMatchObject({
      notes: 'Loose in the rhythm',
      session: 'qualifier',
      tyres: 'Pin Pins',
    });
    expect(edited.json().stats.laps).toBe(3);
    expect((await send('GET', `/api/runs/${body.id}`)).json().laps).toHaveLength(3);

    expect((await send('DELETE', `/api/runs/${body.id}`)).statusCode).toBe(204);
    expect((await send('GET', `/api/runs/${body.id}`)).statusCode).toBe(404);
  });

  it('records the setups installed on the car at that moment, at their versions', async () => {
    const sheet = (
      await send('POST', '/api/setup-sheets', {
        name: 'Clay A',
        rcCarId: carId,
        isCurrentlyInstalled: true,
        frontSpring: 'Blue',
      })
    ).json();
    const esc = (
      await send('POST', '/api/esc-setups', {
        name: 'Mod',
        rcCarId: carId,
        isCurrentlyInstalled: true,
        escMake: 'Tekin',
        escModel: 'RX8',
      })
    ).json();
    const first = (await send('POST', '/api/runs', run())).json();
    expect(first).toMatchObject({
      setupSheetId: sheet.id,
      setupVersion: 1,
      escSetupId: esc.id,
      escVersion: 1,
    });

    await send('PUT', `/api/setup-sheets/${sheet.id}`, { frontSpring: 'Silver' });
    const second = (await send('POST', '/api/runs', run())).json();
    expect(second).toMatchObject({ setupSheetId: sheet.id, setupVersion: 2 });
    // The earlier run still says what it ran on.
    expect((await send('GET', `/api/runs/${first.id}`)).json().setupVersion).toBe(1);

    const none = (await send('POST', '/api/runs', run({ setupSheetId: null, escSetupId: null }))).json();
    expect(none).toMatchObject({
      setupSheetId: null,
      setupVersion: null,
      escSetupId: null,
      escVersion: null,
    });
    const older = await send('POST', '/api/runs', run({ setupSheetId: sheet.id, setupVersion: 1 }));
    expect(older.json().setupVersion).toBe(1);
    const future = await send('POST', '/api/runs', run({ setupSheetId: sheet.id, setupVersion: 9 }));
    expect(future.statusCode).toBe(400);
    expect(future.json().message).toContain('no version 9');
  });

  it('filters the list by car, track and dates, newest first, without laps', async () => {
    const other = (await send('POST', '/api/cars', { manufacturer: 'XRAY', model: 'XB8' })).json().id;
    await send('POST', '/api/runs', run({ rcCarId: other, date: '2026-10-01', trackName: 'Tacoma' }));
    await send('POST', '/api/runs', run({ rcCarId: other, date: '2026-10-05', trackName: 'Tacoma' }));
    await send('POST', '/api/runs', run({ rcCarId: other, date: '2026-10-09', trackName: 'Bremerton' }));
    const list = (query: string) => send('GET', `/api/runs?${query}`).then((r) => r.json());
    const tacoma = await list(`rcCarId=${other}&track=tacoma`);
    expect(tacoma.map((r: { date: string }) => r.date)).toEqual(['2026-10-05', '2026-10-01']);
    expect(tacoma[0].laps).toBeUndefined();
    expect(await list(`rcCarId=${other}&from=2026-10-02&to=2026-10-09`)).toHaveLength(2);
    expect((await send('GET', '/api/runs?from=2026-02-30')).statusCode).toBe(400);
    // The newest page only, when asked for fewer.
    expect((await list(`rcCarId=${other}&limit=2`)).map((r: { date: string }) => r.date)).toEqual([
      '2026-10-09',
      '2026-10-05',
    ]);
    for (const limit of ['0', '501', 'x'])
      expect((await send('GET', `/api/runs?limit=${limit}`)).statusCode).toBe(400);
  });

  it('refuses bad runs with a clear message and saves nothing', async () => {
    const before = (await send('GET', '/api/runs')).json().length;
    const cases: Array<[object, string]> = [
      [run({ laps: [] }), 'Add at least one lap time'],
      [run({ laps: [{ lapNo: 1, timeMs: 0 }] }), 'at least 1 ms'],
      [run({ laps: [{ lapNo: 1, timeMs: 30 * 60 * 1000 + 1 }] }), 'at most 30 minutes'],
      [
        run({ laps: Array.from({ length: 501 }, (_, i) => ({ lapNo: i + 1, timeMs: 20000 })) }),
        'at most 500 laps',
      ],
      [run({ date: '21/11/2026' }), 'YYYY-MM-DD'],
      [run({ trackName: ' ' }), 'Track is required'],
      [run({ rating: 6 }), 'Rating must be 1 to 5'],
      [run({ session: 'heat' }), 'Session must be'],
      [run({ rcCarId: undefined }), 'Choose one of your vehicles'],
    ];
    for (const [payload, message] of cases) {
      const answer = await send('POST', '/api/runs', payload);
      expect(answer.statusCode, message).toBe(400);
      expect(answer.body).toContain(message);
    }
    expect((await send('GET', '/api/runs')).json()).toHaveLength(before);
  });

  it("keeps each racer's runs to themselves", async () => {
    const mine = (await send('POST', '/api/runs', run())).json();
    const other = (await registerRacer(t.app)).cookie;
    const otherCar = (await send('POST', '/api/cars', { manufacturer: 'Mugen', model: 'MBX8' }, other)).json()
      .id;
    for (const [method, payload] of [['GET'], ['PUT', { notes: 'x' }], ['DELETE']] as const)
      expect((await send(method, `/api/runs/${mine.id}`, payload, other)).statusCode).toBe(404);
    expect((await send('GET', '/api/runs', undefined, other)).json()).toEqual([]);
    const onMyCar = await send('POST', '/api/runs', run({ rcCarId: carId }), other);
    expect(onMyCar.statusCode).toBe(400);
    const myCarForThem = await send('POST', '/api/runs', run({ rcCarId: otherCar }));
    expect(myCarForThem.statusCode).toBe(400);
  });
});

describe.each(DIALECTS)('runs with an Idempotency-Key (%s)', (dialect) => {
  it('logs a run once when the same request is sent twice', async () => {
    const t = await createTestApp(dialect);
    const { cookie } = await registerRacer(t.app);
    const car = (
      await call(t.app, cookie, {
        method: 'POST',
        url: '/api/cars',
        payload: { manufacturer: 'XRAY', model: 'XB2' },
      })
    ).json().id;
    const request = {
      method: 'POST' as const,
      url: '/api/runs',
      headers: { 'idempotency-key': 'pit-lane-run-1' },
      payload: { rcCarId: car, date: '2026-11-22', trackName: 'Tacoma', laps: LAPS },
    };
    const first = await call(t.app, cookie, request);
    const again = await call(t.app, cookie, request);
    expect(again.json().id).toBe(first.json().id);
    expect((await call(t.app, cookie, { method: 'GET', url: '/api/runs' })).json()).toHaveLength(1);
    await t.close();
  });
});

describe.each(DIALECTS)('a long run list (%s)', (dialect) => {
  it('answers the newest runs a page at a time, the next page named in the headers', async () => {
    const t = await createTestApp(dialect);
    const { cookie, user } = await registerRacer(t.app);
    const car = (
      await call(t.app, cookie, {
        method: 'POST',
        url: '/api/cars',
        payload: { manufacturer: 'XRAY', model: 'XB8' },
      })
    ).json().id;
    const now = '2026-11-22T10:00:00.000Z';
    const stats = JSON.stringify(lapStats([23456]));
    await t.database.db
      .insertInto('runs')
      .values(
        Array.from({ length: 105 }, (_, i) => ({
          userId: user.id,
          rcCarId: car,
          date: `2026-${String(1 + Math.floor(i / 28)).padStart(2, '0')}-${String(1 + (i % 28)).padStart(2, '0')}`,
          trackName: 'Tacoma',
          session: 'practice',
          source: 'manual',
          laps: '[[1,23456]]',
          stats,
          createdAt: now,
          updatedAt: now,
        })),
      )
      .execute();
    const list = (query: string) => call(t.app, cookie, { method: 'GET', url: `/api/runs?${query}` });
    const first = await list(`rcCarId=${car}&limit=100`);
    expect(first.json()).toHaveLength(100);
    expect(first.json()[0].date).toBe('2026-04-21');
    const next = /^<([^>]+)>; rel="next"$/.exec(String(first.headers.link))?.[1];
    const nextUrl = new URL(String(next), 'http://localhost');
    expect(nextUrl.pathname).toBe('/api/runs');
    expect(Object.fromEntries(nextUrl.searchParams)).toEqual({
      rcCarId: String(car),
      limit: '100',
      cursor: first.headers['x-next-cursor'],
    });
    const rest = (await call(t.app, cookie, { method: 'GET', url: String(next) })).json();
    expect(rest.map((r: { date: string }) => r.date)).toEqual([
      '2026-01-05',
      '2026-01-04',
      '2026-01-03',
      '2026-01-02',
      '2026-01-01',
    ]);
    // Without a limit, the page is the largest one: all 105 and no next page.
    const whole = await list(`rcCarId=${car}`);
    expect(whole.json()).toHaveLength(105);
    expect(whole.headers.link).toBeUndefined();
    await t.close();
  });
});

describe.each(DIALECTS)('a run outlives its car (%s)', (dialect) => {
  it('keeps the laps and forgets the car when the car is deleted', async () => {
    const t = await createTestApp(dialect);
    const { cookie } = await registerRacer(t.app);
    const send = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
      call(t.app, cookie, { method, url, ...(payload ? { payload } : {}) });
    const car = (await send('POST', '/api/cars', { manufacturer: 'XRAY', model: 'XB2' })).json().id;
    const run = (
      await send('POST', '/api/runs', { rcCarId: car, date: '2026-11-22', trackName: 'Tacoma', laps: LAPS })
    ).json();
    expect((await send('DELETE', `/api/cars/${car}`)).statusCode).toBe(204);
    const kept = (await send('GET', `/api/runs/${run.id}`)).json();
    expect(kept).toMatchObject({ rcCarId: null, laps: LAPS, stats: run.stats });
    await t.close();
  });
});
