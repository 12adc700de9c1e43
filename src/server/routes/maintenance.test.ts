import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { call, createTestApp, DIALECTS, racerWithCar, registerRacer, type TestApp } from '../test/harness';

type Racer = Awaited<ReturnType<typeof racerWithCar>>;

/** Ten laps of 42 s: seven minutes, one tank at the default seven minutes a tank. */
const SEVEN_MINUTES = Array.from({ length: 10 }, (_, i) => ({ lapNo: i + 1, timeMs: 42_000 }));
const DIFF = { name: 'Diff rebuild', lifeUnit: 'runs', lifeAmount: 2 };

describe.each(DIALECTS)('maintenance API (%s)', (dialect) => {
  let t: TestApp;
  let racer: Racer;
  let clock = Date.parse('2026-11-25T09:00:00.000Z');
  /** Each write a second later, so "after last done" never hangs on two writes in one millisecond. */
  const tick = () => {
    clock += 1000;
    vi.setSystemTime(clock);
  };

  beforeEach(async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    tick();
    t = await createTestApp(dialect);
    racer = await racerWithCar(t.app);
  });
  afterEach(async () => {
    await t.close();
    vi.useRealTimers();
  });

  const as = (who: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) => {
    tick();
    return call(t.app, who, { method, url, ...(payload ? { payload } : {}) });
  };
  const add = (payload: object, carId = racer.carId, who = racer.cookie) =>
    as(who, 'POST', `/api/cars/${carId}/maintenance`, payload);
  const logRun = (date = '2026-11-25', carId = racer.carId) =>
    as(racer.cookie, 'POST', '/api/runs', { rcCarId: carId, date, trackName: 'Tacoma', laps: SEVEN_MINUTES });
  const carItems = async () => (await as(racer.cookie, 'GET', `/api/cars/${racer.carId}/maintenance`)).json();

  it('adds, edits and deletes an item on the car', async () => {
    const created = await add(DIFF);
    expect(created.statusCode).toBe(201);
    const item = created.json();
    expect(item).toMatchObject({
      ...DIFF,
      rcCarId: racer.carId,
      tankMinutes: null,
      lastDoneAt: null,
      usage: 0,
    });
    expect(item.due).toBe(false);

    const edited = await as(racer.cookie, 'PUT', `/api/maintenance/${item.id}`, {
      name: 'Clutch shoes',
      lifeUnit: 'tanks',
      lifeAmount: 30,
      tankMinutes: 8,
    });
    expect(edited.json()).toMatchObject({ name: 'Clutch shoes', lifeUnit: 'tanks', tankMinutes: 8 });
    expect(await carItems()).toHaveLength(1);

    expect((await as(racer.cookie, 'DELETE', `/api/maintenance/${item.id}`)).statusCode).toBe(204);
    expect(await carItems()).toEqual([]);
    expect((await as(racer.cookie, 'DELETE', `/api/maintenance/${item.id}`)).statusCode).toBe(404);
  });

  it('counts runs, minutes and tanks from the car’s runs logged since, and is due at its life', async () => {
    const other = (
      await as(racer.cookie, 'POST', '/api/cars', { manufacturer: 'Mugen', model: 'MBX8R' })
    ).json();
    const diff = (await add(DIFF)).json();
    await add({ name: 'Motor bearings', lifeUnit: 'minutes', lifeAmount: 20 });
    await add({ name: 'Glow plug', lifeUnit: 'tanks', lifeAmount: 3 });
    await logRun();
    await logRun('2026-10-01'); // last season's results imported now: before the item, not counted
    await logRun('2026-11-25', other.id); // another car's run
    let items = await carItems();
    expect(items.map((i: { usage: number }) => i.usage)).toEqual([1, 7, 1]);
    expect(items.some((i: { due: boolean }) => i.due)).toBe(false);

    await logRun();
    items = await carItems();
    expect(items.map((i: { usage: number; due: boolean }) => [i.usage, i.due])).toEqual([
      [2, true],
      [14, false],
      [2, false],
    ]);
    // The fleet list carries the same answer, for the badges.
    const fleet = (await as(racer.cookie, 'GET', '/api/maintenance')).json();
    expect(fleet.filter((i: { due: boolean }) => i.due).map((i: { id: number }) => i.id)).toEqual([diff.id]);
  });

  it('marking done logs the usage and note, and counts again from zero', async () => {
    const diff = (await add(DIFF)).json();
    await logRun();
    await logRun();
    const done = await as(racer.cookie, 'POST', `/api/maintenance/${diff.id}/done`, { note: ' New seals ' });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ usage: 0, due: false, lastDoneAt: expect.any(String) });
    await logRun();
    expect((await carItems())[0].usage).toBe(1);
    await as(racer.cookie, 'POST', `/api/maintenance/${diff.id}/done`, {});
    const log = (await as(racer.cookie, 'GET', `/api/maintenance/${diff.id}/log`)).json();
    expect(log.map((e: { usage: number; note: string | null }) => [e.usage, e.note])).toEqual([
      [1, null],
      [2, 'New seals'],
    ]);
  });

  it('refuses bad input with a 400 that says why, and changes nothing', async () => {
    const diff = (await add(DIFF)).json();
    for (const body of [
      { ...DIFF, name: '  ' },
      { ...DIFF, lifeUnit: 'laps' },
      { ...DIFF, lifeAmount: 0 },
      { ...DIFF, lifeAmount: 2.5 },
      { ...DIFF, lifeUnit: 'tanks', tankMinutes: 0 },
      {},
    ]) {
      const created = await add(body);
      expect(created.statusCode, JSON.stringify(body)).toBe(400);
      expect(created.json().message).toBeTruthy();
      expect((await as(racer.cookie, 'PUT', `/api/maintenance/${diff.id}`, body)).statusCode).toBe(400);
    }
    const longNote = await as(racer.cookie, 'POST', `/api/maintenance/${diff.id}/done`, {
      note: 'x'.repeat(501),
    });
    expect(longNote.statusCode).toBe(400);
    expect(await carItems()).toEqual([diff]);
    expect((await as(racer.cookie, 'GET', `/api/maintenance/${diff.id}/log`)).json()).toEqual([]);
  });

  it('another racer’s car and items are not found, and nothing of the owner’s changes', async () => {
    const diff = (await add(DIFF)).json();
    const stranger = await registerRacer(t.app);
    expect((await add(DIFF, racer.carId, stranger.cookie)).statusCode).toBe(404);
    for (const [method, url, body] of [
      ['GET', `/api/cars/${racer.carId}/maintenance`],
      ['PUT', `/api/maintenance/${diff.id}`, DIFF],
      ['DELETE', `/api/maintenance/${diff.id}`],
      ['POST', `/api/maintenance/${diff.id}/done`, {}],
      ['GET', `/api/maintenance/${diff.id}/log`],
    ] as const) {
      const res = await as(stranger.cookie, method, url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await as(stranger.cookie, 'GET', '/api/maintenance')).json()).toEqual([]);
    expect(await carItems()).toEqual([diff]);
  });

  it('a repeat with the same Idempotency-Key adds one item and marks done once', async () => {
    const headers = { 'idempotency-key': 'maint-add-1' };
    const url = `/api/cars/${racer.carId}/maintenance`;
    const first = await call(t.app, racer.cookie, { method: 'POST', url, payload: DIFF, headers });
    const again = await call(t.app, racer.cookie, { method: 'POST', url, payload: DIFF, headers });
    expect(again.json()).toEqual(first.json());
    const done = { method: 'POST' as const, url: `/api/maintenance/${first.json().id}/done`, payload: {} };
    const doneHeaders = { 'idempotency-key': 'maint-done-1' };
    await call(t.app, racer.cookie, { ...done, headers: doneHeaders });
    tick();
    await call(t.app, racer.cookie, { ...done, headers: doneHeaders });
    expect(await carItems()).toHaveLength(1);
    expect((await as(racer.cookie, 'GET', `/api/maintenance/${first.json().id}/log`)).json()).toHaveLength(1);
  });

  it('deleting the car deletes its items', async () => {
    await add(DIFF);
    await as(racer.cookie, 'DELETE', `/api/cars/${racer.carId}`);
    expect((await as(racer.cookie, 'GET', '/api/maintenance')).json()).toEqual([]);
  });
});
