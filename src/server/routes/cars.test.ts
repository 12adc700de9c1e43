import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { nowIso } from '../clock';
import { call, createTestApp, DIALECTS, registerRacer, type TestApp } from '../test/harness';
import { PNG_BYTES, uploadFile } from '../test/uploads';

describe.each(DIALECTS)('cars API (%s)', (dialect) => {
  let t: TestApp;
  let cookie: string;
  beforeEach(async () => {
    t = await createTestApp(dialect);
    cookie = (await registerRacer(t.app)).cookie;
  });
  afterEach(() => t.close());

  const addCar = (payload: Record<string, unknown>, who = cookie) =>
    call(t.app, who, { method: 'POST', url: '/api/cars', payload });

  it('adds, lists, updates and deletes a vehicle', async () => {
    const created = await addCar({
      manufacturer: 'Tekno RC',
      model: 'EB48 2.2',
      scale: '1:8',
      drivetrain: '4WD',
      notes: 'Race car',
    });
    expect(created.statusCode).toBe(201);
    const car = created.json();
    expect(car).toMatchObject({
      manufacturer: 'Tekno RC',
      model: 'EB48 2.2',
      status: 'Active',
      scale: '1:8',
      drivetrain: '4WD',
      notes: 'Race car',
      imageUrl: null,
    });
    expect(car).not.toHaveProperty('userId');

    const list = await call(t.app, cookie, { method: 'GET', url: '/api/cars' });
    expect(list.json()).toEqual([car]);

    const updated = await call(t.app, cookie, {
      method: 'PUT',
      url: `/api/cars/${car.id}`,
      payload: { manufacturer: 'Tekno RC', model: 'EB48 2.1', status: 'Under Repair', notes: '' },
    });
    expect(updated.statusCode).toBe(200);
    // A blank field is cleared; a field not sent keeps its value.
    expect(updated.json()).toMatchObject({
      model: 'EB48 2.1',
      status: 'Under Repair',
      notes: null,
      scale: '1:8',
    });

    expect((await call(t.app, cookie, { method: 'DELETE', url: `/api/cars/${car.id}` })).statusCode).toBe(
      204,
    );
    expect((await call(t.app, cookie, { method: 'GET', url: '/api/cars' })).json()).toEqual([]);
  });

  it.each([
    [{ manufacturer: '', model: 'X' }, 'Manufacturer is required'],
    [{ manufacturer: '   ', model: 'X' }, 'Manufacturer is required'],
    [{ manufacturer: 'Kyosho', model: '' }, 'Model is required'],
    [{ manufacturer: 'Kyosho', model: 'MP10', status: 'Crashed' }, 'Choose Active, Inactive or Under Repair'],
    [{ manufacturer: 'Kyosho', model: 'MP10', scale: '1:5' }, 'Choose 1:8 or 1:10'],
  ])('refuses %o with "%s" and saves nothing', async (payload, message) => {
    const res = await addCar(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect((await call(t.app, cookie, { method: 'GET', url: '/api/cars' })).json()).toEqual([]);
  });

  it('answers 404 for a car id that does not exist or is malformed', async () => {
    const put = await call(t.app, cookie, {
      method: 'PUT',
      url: '/api/cars/999',
      payload: { manufacturer: 'A', model: 'B' },
    });
    expect(put.statusCode).toBe(404);
    expect(put.json().message).toBe('Vehicle not found');
    expect((await call(t.app, cookie, { method: 'DELETE', url: '/api/cars/abc' })).statusCode).toBe(400);
  });

  it('sets a photo from the racer own upload and refuses anything else', async () => {
    const car = (await addCar({ manufacturer: 'XRAY', model: "XB8 '24" })).json();
    const upload = await uploadFile(t.app, cookie, PNG_BYTES, 'car.png');
    const set = await call(t.app, cookie, {
      method: 'PATCH',
      url: `/api/cars/${car.id}`,
      payload: { imageUrl: upload.json().url },
    });
    expect(set.statusCode).toBe(200);
    expect(set.json().imageUrl).toBe(upload.json().url);

    const other = await registerRacer(t.app);
    const theirs = await uploadFile(t.app, other.cookie, PNG_BYTES, 'theirs.png');
    const stolen = await call(t.app, cookie, {
      method: 'PATCH',
      url: `/api/cars/${car.id}`,
      payload: { imageUrl: theirs.json().url },
    });
    expect(stolen.statusCode).toBe(400);
    const outside = await call(t.app, cookie, {
      method: 'PATCH',
      url: `/api/cars/${car.id}`,
      payload: { imageUrl: 'https://evil.example/x.png' },
    });
    expect(outside.statusCode).toBe(400);
    expect(outside.json().message).toBe('Upload the photo first');
  });

  it('replacing or deleting a photo removes the old file', async () => {
    const car = (await addCar({ manufacturer: 'XRAY', model: "XB8 '24" })).json();
    const first = (await uploadFile(t.app, cookie, PNG_BYTES, 'a.png')).json().url;
    const second = (await uploadFile(t.app, cookie, PNG_BYTES, 'b.png')).json().url;
    await call(t.app, cookie, { method: 'PATCH', url: `/api/cars/${car.id}`, payload: { imageUrl: first } });
    await call(t.app, cookie, { method: 'PATCH', url: `/api/cars/${car.id}`, payload: { imageUrl: second } });
    expect((await call(t.app, cookie, { method: 'GET', url: first })).statusCode).toBe(404);
    expect((await call(t.app, cookie, { method: 'GET', url: second })).statusCode).toBe(200);
    await call(t.app, cookie, { method: 'DELETE', url: `/api/cars/${car.id}` });
    expect((await call(t.app, cookie, { method: 'GET', url: second })).statusCode).toBe(404);
  });

  it('deleting a car unassigns its transponders and keeps its setups with no car', async () => {
    const car = (await addCar({ manufacturer: 'Mugen Seiki', model: 'MBX8R' })).json();
    const keep = (await addCar({ manufacturer: 'Kyosho', model: 'MP10' })).json();
    const tr = (
      await call(t.app, cookie, {
        method: 'POST',
        url: '/api/transponders',
        payload: { number: '7654321', rcCarId: car.id },
      })
    ).json();
    const other = (
      await call(t.app, cookie, {
        method: 'POST',
        url: '/api/transponders',
        payload: { number: '1111111', rcCarId: keep.id },
      })
    ).json();
    const db = t.database.db;
    const me = await db
      .selectFrom('cars')
      .select('userId')
      .where('id', '=', car.id)
      .executeTakeFirstOrThrow();
    const now = nowIso();
    await db
      .insertInto('setupSheets')
      .values({
        userId: me.userId,
        rcCarId: car.id,
        name: 'Clay night',
        isCurrentlyInstalled: 1,
        createdAt: now,
        updatedAt: now,
      } as never)
      .execute();

    expect((await call(t.app, cookie, { method: 'DELETE', url: `/api/cars/${car.id}` })).statusCode).toBe(
      204,
    );
    const transponders = (await call(t.app, cookie, { method: 'GET', url: '/api/transponders' })).json();
    expect(transponders.find((x: { id: number }) => x.id === tr.id).rcCarId).toBeNull();
    expect(transponders.find((x: { id: number }) => x.id === other.id).rcCarId).toBe(keep.id);
    const sheet = await db
      .selectFrom('setupSheets')
      .select(['rcCarId', 'name', 'isCurrentlyInstalled'])
      .executeTakeFirstOrThrow();
    expect(sheet).toEqual({ rcCarId: null, name: 'Clay night', isCurrentlyInstalled: 0 });
  });
});
