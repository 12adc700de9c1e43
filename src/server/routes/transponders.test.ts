import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { call, createTestApp, DIALECTS, registerRacer, type TestApp } from '../test/harness';

describe.each(DIALECTS)('transponders API (%s)', (dialect) => {
  let t: TestApp;
  let cookie: string;
  let carId: number;
  beforeEach(async () => {
    t = await createTestApp(dialect);
    cookie = (await registerRacer(t.app)).cookie;
    carId = (
      await call(t.app, cookie, {
        method: 'POST',
        url: '/api/cars',
        payload: { manufacturer: 'Tekno RC', model: 'EB48 2.2' },
      })
    ).json().id;
  });
  afterEach(() => t.close());

  const post = (payload: Record<string, unknown>, who = cookie) =>
    call(t.app, who, { method: 'POST', url: '/api/transponders', payload });
  const list = () => call(t.app, cookie, { method: 'GET', url: '/api/transponders' }).then((r) => r.json());

  it('adds one assigned to a car, edits its notes, unassigns and deletes it', async () => {
    const created = await post({ number: ' 3456789 ', rcCarId: carId });
    expect(created.statusCode).toBe(201);
    const tr = created.json();
    expect(tr).toMatchObject({ number: '3456789', rcCarId: carId, notes: null });

    const edited = await call(t.app, cookie, {
      method: 'PUT',
      url: `/api/transponders/${tr.id}`,
      payload: { number: '3456789', rcCarId: carId, notes: 'Mylaps X2, charged' },
    });
    expect(edited.json()).toMatchObject({ notes: 'Mylaps X2, charged', rcCarId: carId });

    const unassigned = await call(t.app, cookie, {
      method: 'PUT',
      url: `/api/transponders/${tr.id}`,
      payload: { number: '3456789', rcCarId: null, notes: 'Mylaps X2, charged' },
    });
    expect(unassigned.json().rcCarId).toBeNull();

    expect(
      (await call(t.app, cookie, { method: 'DELETE', url: `/api/transponders/${tr.id}` })).statusCode,
    ).toBe(204);
    expect(await list()).toEqual([]);
    expect(
      (await call(t.app, cookie, { method: 'DELETE', url: `/api/transponders/${tr.id}` })).statusCode,
    ).toBe(404);
  });

  it('lists the newest first and accepts an unassigned transponder', async () => {
    await post({ number: '1' });
    await post({ number: '2', rcCarId: null });
    expect((await list()).map((x: { number: string }) => x.number)).toEqual(['2', '1']);
  });

  it('requires a number and changes nothing when it is missing', async () => {
    for (const payload of [{ number: '' }, { number: '   ' }, {}]) {
      const res = await post(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Transponder number is required');
    }
    expect(await list()).toEqual([]);
  });

  it('refuses a number the racer already has with 409, also on edit', async () => {
    await post({ number: '5555555' });
    const dup = await post({ number: '5555555' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe('You already have transponder #5555555');
    const second = (await post({ number: '6666666' })).json();
    const clash = await call(t.app, cookie, {
      method: 'PUT',
      url: `/api/transponders/${second.id}`,
      payload: { number: '5555555', rcCarId: null },
    });
    expect(clash.statusCode).toBe(409);
    // Another racer may register the same number.
    const other = await registerRacer(t.app);
    expect((await post({ number: '5555555' }, other.cookie)).statusCode).toBe(201);
  });

  it("refuses another racer's car and a car that does not exist", async () => {
    const other = await registerRacer(t.app);
    const theirCar = (
      await call(t.app, other.cookie, {
        method: 'POST',
        url: '/api/cars',
        payload: { manufacturer: 'Kyosho', model: 'MP10' },
      })
    ).json();
    for (const rcCarId of [theirCar.id, 99999]) {
      const res = await post({ number: '42', rcCarId });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Choose one of your vehicles');
    }
    const mine = (await post({ number: '42' })).json();
    const edit = await call(t.app, cookie, {
      method: 'PUT',
      url: `/api/transponders/${mine.id}`,
      payload: { number: '42', rcCarId: theirCar.id },
    });
    expect(edit.statusCode).toBe(400);
    expect((await list())[0].rcCarId).toBeNull();
  });
});
