import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { call, createTestApp, DIALECTS, registerRacer, type TestApp } from '../test/harness';

const LISTS = ['/api/cars', '/api/transponders', '/api/setup-sheets', '/api/esc-setups'] as const;

/**
 * The four lists are served from a cache checked against the racer's data revision (migration
 * 0003). These read every list between writes, so a stale answer would show here.
 */
describe.each(DIALECTS)('owned lists served from the revision-checked cache (%s)', (dialect) => {
  let t: TestApp;
  let cookie: string;
  beforeEach(async () => {
    t = await createTestApp(dialect);
    cookie = (await registerRacer(t.app)).cookie;
  });
  afterEach(() => t.close());

  const get = async (url: string, who = cookie) => (await call(t.app, who, { method: 'GET', url })).json();
  const send = async (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) => {
    const res = await call(t.app, cookie, { method, url, ...(payload ? { payload } : {}) });
    expect(res.statusCode, res.body).toBeLessThan(300);
    return res.statusCode === 204 ? undefined : res.json();
  };
  const revision = async () =>
    (await t.database.db.selectFrom('users').select('dataRevision').executeTakeFirstOrThrow()).dataRevision;

  it('shows every write in the next read of every list, foreign-key side effects included', async () => {
    for (const url of LISTS) expect(await get(url)).toEqual([]);
    const car = await send('POST', '/api/cars', { manufacturer: 'Tekno RC', model: 'EB48 2.2' });
    const transponder = await send('POST', '/api/transponders', { number: '1234567', rcCarId: car.id });
    const sheet = await send('POST', '/api/setup-sheets', {
      name: 'Clay',
      rcCarId: car.id,
      isCurrentlyInstalled: true,
    });
    const esc = await send('POST', '/api/esc-setups', { name: 'Mod', escMake: 'Tekin', escModel: 'RX8' });
    expect(await get('/api/cars')).toEqual([car]);
    expect(await get('/api/transponders')).toEqual([transponder]);
    expect(await get('/api/setup-sheets')).toEqual([sheet]);
    expect(await get('/api/esc-setups')).toEqual([esc]);

    await send('PUT', `/api/setup-sheets/${sheet.id}`, { frontShockOil: '450 cSt' });
    expect((await get('/api/setup-sheets'))[0].frontShockOil).toBe('450 cSt');

    // Deleting the car un-links its transponder and setup through the foreign keys.
    await send('DELETE', `/api/cars/${car.id}`);
    expect(await get('/api/cars')).toEqual([]);
    expect((await get('/api/transponders'))[0].rcCarId).toBeNull();
    expect((await get('/api/setup-sheets'))[0]).toMatchObject({ rcCarId: null, isCurrentlyInstalled: false });

    await send('DELETE', `/api/esc-setups/${esc.id}`);
    expect(await get('/api/esc-setups')).toEqual([]);
  });

  it('bumps the revision in the database on every change, whoever makes it', async () => {
    const before = await revision();
    const car = await send('POST', '/api/cars', { manufacturer: 'XRAY', model: 'XB2' });
    expect(await revision()).toBeGreaterThan(before);
    expect(await get('/api/cars')).toEqual([car]);

    // A write another instance made (or an operator, by hand) goes through the same triggers.
    const other = await revision();
    await t.database.db.updateTable('cars').set({ model: 'XB4' }).where('id', '=', car.id).execute();
    expect(await revision()).toBeGreaterThan(other);
    // On PostgreSQL this instance hears of another's write by NOTIFY, within the documented bound
    // (STALE_BOUND_MS, 1 s), not before its next answer: a loaded machine delays the notification.
    await expect.poll(async () => (await get('/api/cars'))[0].model, { timeout: 5000 }).toBe('XB4');
  });

  it("never serves one racer's list to another", async () => {
    const rival = (await registerRacer(t.app, { username: 'rival', email: 'rival@example.com' })).cookie;
    await send('POST', '/api/cars', { manufacturer: 'XRAY', model: 'XB2' });
    expect(await get('/api/cars', rival)).toEqual([]);
  });

  it('compresses a list for clients that accept it, to the same answer', async () => {
    for (let i = 0; i < 10; i++)
      await send('POST', '/api/setup-sheets', { name: `Sheet ${i}`, notes: 'x'.repeat(80) });
    const plain = await call(t.app, cookie, { method: 'GET', url: '/api/setup-sheets' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    for (const [accept, decode] of [
      ['gzip, deflate, br, zstd', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      const res = await call(t.app, cookie, {
        method: 'GET',
        url: '/api/setup-sheets',
        headers: { 'accept-encoding': accept },
      });
      expect(res.headers['content-encoding']).toBe(accept === 'gzip' ? 'gzip' : 'br');
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(JSON.parse(decode(res.rawPayload).toString())).toEqual(plain.json());
    }
  });
});
