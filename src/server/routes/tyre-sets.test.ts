import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, DIALECTS, racerWithCar, type TestApp } from '../test/harness';
import { lapsAround } from '../test/laps';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const SET = { brand: 'Pro-Line', compound: 'M4 Super Soft', insert: 'Closed cell', position: 'rear' };

describe.each(DIALECTS)('tyre sets API (%s)', (dialect) => {
  let t: TestApp;
  let me: Awaited<ReturnType<typeof racerWithCar>>;
  let other: Awaited<ReturnType<typeof racerWithCar>>;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    me = await racerWithCar(t.app);
    other = await racerWithCar(t.app);
  });
  afterAll(() => t.close());

  const send = (method: Method, url: string, payload?: object, who = me.cookie) =>
    call(t.app, who, { method, url, ...(payload ? { payload } : {}) });
  const newSet = async (fields: object = {}, who = me.cookie) =>
    (await send('POST', '/api/tyre-sets', { ...SET, ...fields }, who)).json();
  const logRun = (fields: object) =>
    send('POST', '/api/runs', { rcCarId: me.carId, date: '2026-11-22', trackName: 'Tacoma', ...fields });

  it('adds, edits, lists and deletes a set; another racer finds none of it', async () => {
    const created = await send('POST', '/api/tyre-sets', {
      ...SET,
      wheel: 'Dish white',
      gluedOn: '2026-11-20',
      cost: 48.5,
      notes: ' CA glue ',
    });
    expect(created.statusCode).toBe(201);
    const set = created.json();
    expect(set).toMatchObject({
      brand: 'Pro-Line',
      position: 'rear',
      gluedOn: '2026-11-20',
      cost: 48.5,
      notes: 'CA glue',
      retired: false,
      usage: { runs: 0, laps: 0, bestMs: null, top5AvgMs: null, lastRunOn: null },
    });

    const edited = await send('PUT', `/api/tyre-sets/${set.id}`, { ...SET, compound: 'M3 Soft', cost: null });
    expect(edited.json()).toMatchObject({ compound: 'M3 Soft', cost: null, gluedOn: null });
    expect((await send('GET', '/api/tyre-sets')).json().map((s: { id: number }) => s.id)).toContain(set.id);

    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const res = await send(
        method,
        `/api/tyre-sets/${set.id}`,
        method === 'PUT' ? SET : undefined,
        other.cookie,
      );
      expect(res.statusCode).toBe(404);
    }
    expect((await send('GET', '/api/tyre-sets', undefined, other.cookie)).json()).toEqual([]);

    expect((await send('DELETE', `/api/tyre-sets/${set.id}`)).statusCode).toBe(204);
    expect((await send('GET', `/api/tyre-sets/${set.id}`)).statusCode).toBe(404);
  });

  it('refuses bad input with a clear message and changes nothing', async () => {
    const before = (await send('GET', '/api/tyre-sets')).json();
    const cases: Array<[object, string]> = [
      [{ brand: ' ' }, 'Brand is required'],
      [{ ...SET, position: 'middle' }, 'Position must be front, rear or front and rear'],
      [{ ...SET, gluedOn: '2026-02-30' }, 'Glued date must be a date (YYYY-MM-DD)'],
      [{ ...SET, cost: -1 }, 'Cost must be at least 0'],
      [{ ...SET, retired: 'yes' }, 'Retired must be true or false'],
    ];
    for (const [payload, message] of cases) {
      const res = await send('POST', '/api/tyre-sets', payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    }
    const set = await newSet();
    const bad = await send('PUT', `/api/tyre-sets/${set.id}`, { ...SET, brand: '' });
    expect(bad.statusCode).toBe(400);
    expect((await send('GET', '/api/tyre-sets')).json()).toEqual([...[set], ...before]);
  });

  it('counts the runs that name a set, its laps, best lap and top-5 average', async () => {
    const front = await newSet({ position: 'front', brand: 'JConcepts' });
    const rear = await newSet({ position: 'rear' });
    const first = await logRun({ laps: lapsAround(30_000), tyreSetIds: [front.id, rear.id] });
    expect(first.statusCode).toBe(201);
    expect(first.json().tyreSetIds).toEqual([front.id, rear.id]);
    // A slower run on the rear set alone, and a crash lap that is not clean (never the "best").
    const slow = [...lapsAround(31_000), { lapNo: 11, timeMs: 90_000 }];
    const second = (await logRun({ date: '2026-11-23', laps: slow, tyreSetIds: [rear.id] })).json();

    const rearAnswer = (await send('GET', `/api/tyre-sets/${rear.id}`)).json();
    expect(rearAnswer.usage).toEqual({
      runs: 2,
      laps: 21,
      bestMs: 29_500,
      // The five fastest clean laps over both runs: 29.5, 29.6, 29.7, 29.8, 29.9 s.
      top5AvgMs: 29_700,
      decimals: 3,
      lastRunOn: '2026-11-23',
    });
    expect(rearAnswer.runs.map((r: { id: number }) => r.id)).toEqual([second.id, first.json().id]);
    expect(rearAnswer.runs[0].stats).toMatchObject({ laps: 11, bestMs: 30_500 });
    const list = (await send('GET', '/api/tyre-sets')).json();
    expect(list.find((s: { id: number }) => s.id === front.id).usage).toMatchObject({ runs: 1, laps: 10 });

    // Edit run: the sets change only when named.
    await send('PUT', `/api/runs/${second.id}`, { notes: 'Rear end loose' });
    expect((await send('GET', `/api/runs/${second.id}`)).json().tyreSetIds).toEqual([rear.id]);
    await send('PUT', `/api/runs/${second.id}`, { tyreSetIds: [front.id] });
    expect((await send('GET', `/api/tyre-sets/${rear.id}`)).json().usage.runs).toBe(1);
    expect((await send('GET', `/api/tyre-sets/${front.id}`)).json().usage.runs).toBe(2);
  });

  it('never takes a start segment for the set’s best lap, and shows its figures to the laps’ digits', async () => {
    const set = await newSet({ position: 'front', brand: 'AKA' });
    // A 12.2 s start segment among 16.4–16.9 s laps recorded to 1/100 s: it passes the half-median rule.
    const laps = [12_200, 16_360, 16_540, 16_620, 16_800, 16_710].map((timeMs, i) => ({
      lapNo: i + 1,
      timeMs,
      decimals: 2,
    }));
    expect((await logRun({ laps, startSegment: true, tyreSetIds: [set.id] })).statusCode).toBe(201);
    const usage = (await send('GET', `/api/tyre-sets/${set.id}`)).json().usage;
    expect(usage).toMatchObject({ runs: 1, laps: 6, bestMs: 16_360, top5AvgMs: 16_606, decimals: 2 });
  });

  it("refuses a run naming another racer's set, an unknown one or one twice, and keeps the run as it was", async () => {
    const mine = await newSet();
    const theirs = await newSet({}, other.cookie);
    const run = (await logRun({ laps: lapsAround(25_000), tyreSetIds: [mine.id] })).json();
    const runsBefore = (await send('GET', '/api/runs')).json().length;
    for (const [ids, message] of [
      [[theirs.id], 'Choose one of your tyre sets'],
      [[2_000_000], 'Choose one of your tyre sets'],
      [[mine.id, mine.id], 'Name each tyre set once'],
      [['x'], 'Choose one of your tyre sets'],
    ] as const) {
      const created = await logRun({ laps: lapsAround(25_000), tyreSetIds: ids });
      expect(created.statusCode).toBe(400);
      expect(created.json().message).toBe(message);
      const edited = await send('PUT', `/api/runs/${run.id}`, { tyreSetIds: ids, notes: 'changed' });
      expect(edited.statusCode).toBe(400);
    }
    expect((await send('GET', '/api/runs')).json()).toHaveLength(runsBefore);
    expect((await send('GET', `/api/runs/${run.id}`)).json()).toMatchObject({
      tyreSetIds: [mine.id],
      notes: null,
    });
  });

  it('retiring keeps the history; deleting a set that runs name is refused, deleting the run frees it', async () => {
    const set = await newSet({ brand: 'AKA' });
    const run = (await logRun({ laps: lapsAround(28_000), tyreSetIds: [set.id] })).json();
    const retired = await send('PUT', `/api/tyre-sets/${set.id}`, { ...SET, brand: 'AKA', retired: true });
    expect(retired.json()).toMatchObject({ retired: true, usage: { runs: 1, laps: 10, bestMs: 27_500 } });
    expect((await send('GET', `/api/tyre-sets/${set.id}`)).json().runs).toHaveLength(1);
    // The list shows sets in use before retired ones.
    const list = (await send('GET', '/api/tyre-sets')).json() as Array<{ retired: boolean }>;
    expect(list.findIndex((s) => s.retired)).toBeGreaterThan(list.findLastIndex((s) => !s.retired));

    const refused = await send('DELETE', `/api/tyre-sets/${set.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'tyre_set_in_use',
      message: '1 run names this tyre set. Retire it instead: it leaves your list and keeps its history.',
    });
    expect((await send('GET', `/api/tyre-sets/${set.id}`)).statusCode).toBe(200);
    expect((await send('DELETE', `/api/runs/${run.id}`)).statusCode).toBe(204);
    expect((await send('DELETE', `/api/tyre-sets/${set.id}`)).statusCode).toBe(204);
  });

  it('an imported run names its sets, and a replayed Idempotency-Key creates one run', async () => {
    const set = await newSet();
    const text = 'Lap\tTime\n1\t25.010\n2\t23.456\n3\t23.100\n';
    const imported = await send('POST', '/api/runs/import', {
      text,
      driver: 0,
      rcCarId: me.carId,
      trackName: 'Canberra',
      tyreSetIds: [set.id],
    });
    expect(imported.statusCode).toBe(201);
    expect(imported.json().tyreSetIds).toEqual([set.id]);
    const foreign = await newSet({}, other.cookie);
    const refused = await send('POST', '/api/runs/import', {
      text: 'Lap\tTime\n1\t26.010\n2\t24.456\n',
      driver: 0,
      rcCarId: me.carId,
      trackName: 'Canberra',
      tyreSetIds: [foreign.id],
    });
    expect(refused.statusCode).toBe(400);

    const request = {
      method: 'POST' as const,
      url: '/api/runs',
      headers: { 'idempotency-key': 'tyre-run-1' },
      payload: {
        rcCarId: me.carId,
        date: '2026-11-24',
        trackName: 'Tacoma',
        laps: lapsAround(24_000),
        tyreSetIds: [set.id],
      },
    };
    const first = await call(t.app, me.cookie, request);
    const again = await call(t.app, me.cookie, request);
    expect(again.json().id).toBe(first.json().id);
    expect((await send('GET', `/api/tyre-sets/${set.id}`)).json().usage.runs).toBe(2);
  });

  it('deleting the account deletes its sets and their links', async () => {
    const racer = await racerWithCar(t.app);
    const set = (await send('POST', '/api/tyre-sets', SET, racer.cookie)).json();
    await send(
      'POST',
      '/api/runs',
      {
        rcCarId: racer.carId,
        date: '2026-11-22',
        trackName: 'Tacoma',
        laps: lapsAround(25_000),
        tyreSetIds: [set.id],
      },
      racer.cookie,
    );
    const gone = await send(
      'DELETE',
      '/api/delete-account',
      { currentPassword: racer.input.password },
      racer.cookie,
    );
    expect(gone.statusCode).toBe(204);
    const db = t.database.db;
    expect(await db.selectFrom('tyreSets').select('id').where('id', '=', set.id).execute()).toEqual([]);
    expect(
      await db.selectFrom('runTyreSets').select('runId').where('tyreSetId', '=', set.id).execute(),
    ).toEqual([]);
  });
});
