import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { call, createTestApp, DIALECTS, registerRacer, SHARE_DETAILS, type TestApp } from '../test/harness';

/**
 * Community answers are served from a cache checked against public_revision (migration 0004).
 * These read the same searches and detail between every kind of change, so a stale answer shows.
 */
describe.each(DIALECTS)('community answers from the revision-checked cache (%s)', (dialect) => {
  let t: TestApp;
  let cookie: string;
  beforeEach(async () => {
    t = await createTestApp(dialect);
    cookie = (await registerRacer(t.app)).cookie;
  });
  afterEach(() => t.close());

  const write = async (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) => {
    const res = await call(t.app, cookie, { method, url, ...(payload ? { payload } : {}) });
    expect(res.statusCode, res.body).toBeLessThan(300);
    return res.statusCode === 204 ? undefined : res.json();
  };
  const names = async (query = '') =>
    (await call(t.app, undefined, { method: 'GET', url: `/api/public-setups${query}` }))
      .json()
      .items.map((s: { eventName: string }) => s.eventName);
  const revision = async () =>
    (await t.database.db.selectFrom('publicRevision').select('revision').executeTakeFirstOrThrow()).revision;

  it('shows sharing, edits, un-sharing and deletes in the next search and detail', async () => {
    const car = await write('POST', '/api/cars', { manufacturer: 'Tekno RC', model: 'EB48 2.2' });
    const sheet = await write('POST', '/api/setup-sheets', { name: 'Clay', rcCarId: car.id });
    expect(await names()).toEqual([]);
    expect(await names('?q=winter')).toEqual([]);

    await write('PUT', `/api/setup-sheets/${sheet.id}`, { ...SHARE_DETAILS, eventName: 'Winter Series' });
    expect(await names()).toEqual(['Winter Series']);
    expect(await names('?q=winter')).toEqual(['Winter Series']);
    const detail = () => call(t.app, undefined, { method: 'GET', url: `/api/public-setups/${sheet.id}` });
    expect((await detail()).json().eventName).toBe('Winter Series');

    await write('PUT', `/api/setup-sheets/${sheet.id}`, {
      eventName: 'Summer Cup',
      frontShockOil: '450 cSt',
    });
    expect(await names('?q=winter')).toEqual([]);
    expect(await names('?q=summer')).toEqual(['Summer Cup']);
    expect((await detail()).json()).toMatchObject({ eventName: 'Summer Cup', frontShockOil: '450 cSt' });

    // Deleting the car changes the shared row through its foreign key; the answer stays right.
    await write('DELETE', `/api/cars/${car.id}`);
    expect(await names('?q=summer')).toEqual(['Summer Cup']);

    await write('PUT', `/api/setup-sheets/${sheet.id}`, { isPublic: false });
    expect(await names()).toEqual([]);
    expect((await detail()).statusCode).toBe(404);

    await write('PUT', `/api/setup-sheets/${sheet.id}`, { ...SHARE_DETAILS, eventName: 'Summer Cup' });
    expect(await names()).toEqual(['Summer Cup']);
    await write('DELETE', `/api/setup-sheets/${sheet.id}`);
    expect(await names()).toEqual([]);
  });

  it('moves only for shared setups, and also for writes made outside this instance', async () => {
    const start = await revision();
    const sheet = await write('POST', '/api/setup-sheets', { name: 'Private' });
    await write('PUT', `/api/setup-sheets/${sheet.id}`, { frontShockOil: '500 cSt' });
    expect(await revision()).toBe(start); // private work never empties the community cache

    await write('PUT', `/api/setup-sheets/${sheet.id}`, { ...SHARE_DETAILS, eventName: 'Club Night' });
    expect(await names()).toEqual(['Club Night']);
    await t.database.db
      .updateTable('setupSheets')
      .set({ eventName: 'Nationals' })
      .where('id', '=', sheet.id)
      .execute();
    expect(await revision()).toBeGreaterThan(start);
    expect(await names()).toEqual(['Nationals']);
  });
});
