import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, DIALECTS, registerRacer, type TestApp } from '../test/harness';
import { PNG_BYTES, uploadFile } from '../test/uploads';

/** What the owner made, whose ids the other racer and the visitor then try. */
interface Owned {
  carId: number;
  transponderId: number;
  fileName: string;
  sheetId: number;
  escId: number;
}

interface RouteCase {
  name: string;
  request: (o: Owned) => InjectOptions;
  /** Status for a visitor: 401 for the API, 404 for a private file. */
  anonymous: number;
  /** Status for another racer: 404 for an id that is not theirs. */
  other: number;
}

const carBody = { manufacturer: 'Serpent', model: 'SRX8E' };

// Every route that takes an id, plus the writes that create records. Later resources add rows here.
const ROUTES: RouteCase[] = [
  {
    name: 'PUT car',
    request: (o) => ({ method: 'PUT', url: `/api/cars/${o.carId}`, payload: carBody }),
    anonymous: 401,
    other: 404,
  },
  {
    name: 'PATCH car photo',
    request: (o) => ({ method: 'PATCH', url: `/api/cars/${o.carId}`, payload: { imageUrl: null } }),
    anonymous: 401,
    other: 404,
  },
  {
    name: 'DELETE car',
    request: (o) => ({ method: 'DELETE', url: `/api/cars/${o.carId}` }),
    anonymous: 401,
    other: 404,
  },
  {
    name: 'PUT transponder',
    request: (o) => ({
      method: 'PUT',
      url: `/api/transponders/${o.transponderId}`,
      payload: { number: '999', rcCarId: null },
    }),
    anonymous: 401,
    other: 404,
  },
  {
    name: 'DELETE transponder',
    request: (o) => ({ method: 'DELETE', url: `/api/transponders/${o.transponderId}` }),
    anonymous: 401,
    other: 404,
  },
  {
    name: 'POST copy of a setup sheet',
    request: (o) => ({ method: 'POST', url: `/api/setup-sheets/${o.sheetId}/copy` }),
    anonymous: 401,
    other: 404,
  },
  {
    name: 'POST copy of an ESC setup',
    request: (o) => ({ method: 'POST', url: `/api/esc-setups/${o.escId}/copy`, payload: { suffix: 'copy' } }),
    anonymous: 401,
    other: 404,
  },
  {
    name: 'GET upload',
    request: (o) => ({ method: 'GET', url: `/uploads/${o.fileName}` }),
    anonymous: 404,
    other: 404,
  },
  {
    name: 'GET upload thumbnail',
    request: (o) => ({ method: 'GET', url: `/uploads/${o.fileName}?size=thumb` }),
    anonymous: 404,
    other: 404,
  },
];

const LISTS = ['/api/cars', '/api/transponders', '/api/setup-sheets', '/api/esc-setups'];
const CREATES: InjectOptions[] = [
  { method: 'POST', url: '/api/cars', payload: carBody },
  { method: 'POST', url: '/api/transponders', payload: { number: '1' } },
  { method: 'POST', url: '/api/setup-sheets', payload: { name: 'x' } },
  { method: 'POST', url: '/api/esc-setups', payload: { name: 'x', escMake: 'a', escModel: 'b' } },
];
// The racer's own account: no id in the path, the session says whose it is.
const ACCOUNT_CHANGES: InjectOptions[] = [
  {
    method: 'POST',
    url: '/api/change-password',
    payload: { currentPassword: 'pit-lane-1', newPassword: 'abcdefg' },
  },
  { method: 'DELETE', url: '/api/delete-account', payload: { currentPassword: 'pit-lane-1' } },
];

describe.each(DIALECTS)('authorization matrix (%s)', (dialect) => {
  let t: TestApp;
  let owner: string;
  let other: string;
  let owned: Owned;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    owner = (await registerRacer(t.app)).cookie;
    other = (await registerRacer(t.app)).cookie;
  });
  afterAll(() => t.close());

  async function makeOwned(): Promise<Owned> {
    const carId = (await call(t.app, owner, { method: 'POST', url: '/api/cars', payload: carBody })).json()
      .id;
    const transponderId = (
      await call(t.app, owner, {
        method: 'POST',
        url: '/api/transponders',
        payload: { number: String(Math.random()).slice(2, 9), rcCarId: carId },
      })
    ).json().id;
    const fileName = (await uploadFile(t.app, owner, PNG_BYTES, 'p.png')).json().url.split('/').pop();
    await call(t.app, owner, {
      method: 'PATCH',
      url: `/api/cars/${carId}`,
      payload: { imageUrl: `/uploads/${fileName}` },
    });
    const sheetId = (
      await call(t.app, owner, {
        method: 'POST',
        url: '/api/setup-sheets',
        payload: { name: 'Mine', rcCarId: carId },
      })
    ).json().id;
    const escId = (
      await call(t.app, owner, {
        method: 'POST',
        url: '/api/esc-setups',
        payload: { name: 'Mine', escMake: 'Tekin', escModel: 'RX8', rcCarId: carId },
      })
    ).json().id;
    return { carId, transponderId, fileName, sheetId, escId };
  }

  const snapshot = async () => ({
    cars: (await call(t.app, owner, { method: 'GET', url: '/api/cars' })).json(),
    transponders: (await call(t.app, owner, { method: 'GET', url: '/api/transponders' })).json(),
    sheets: (await call(t.app, owner, { method: 'GET', url: '/api/setup-sheets' })).json(),
    esc: (await call(t.app, owner, { method: 'GET', url: '/api/esc-setups' })).json(),
  });

  for (const route of ROUTES) {
    it(`${route.name}: a visitor gets ${route.anonymous}, another racer ${route.other}, and nothing changes`, async () => {
      owned = await makeOwned();
      const before = await snapshot();
      expect((await call(t.app, undefined, route.request(owned))).statusCode).toBe(route.anonymous);
      expect((await call(t.app, other, route.request(owned))).statusCode).toBe(route.other);
      expect(await snapshot()).toEqual(before);
      const mine = await call(t.app, owner, route.request(owned));
      expect(mine.statusCode, mine.body).toBeLessThan(300);
    });
  }

  it('lists show only the racer own records and need a session', async () => {
    await makeOwned();
    for (const url of LISTS) {
      expect((await call(t.app, undefined, { method: 'GET', url })).statusCode).toBe(401);
      expect((await call(t.app, other, { method: 'GET', url })).json()).toEqual([]);
      expect((await call(t.app, owner, { method: 'GET', url })).json().length).toBeGreaterThan(0);
    }
  });

  it('storage use is the racer own and needs a session', async () => {
    await makeOwned();
    const url = '/api/storage';
    expect((await call(t.app, undefined, { method: 'GET', url })).statusCode).toBe(401);
    expect((await call(t.app, other, { method: 'GET', url })).json().usedBytes).toBe(0);
    expect((await call(t.app, owner, { method: 'GET', url })).json().usedBytes).toBeGreaterThan(0);
  });

  it('creating anything needs a session', async () => {
    for (const request of CREATES) expect((await call(t.app, undefined, request)).statusCode).toBe(401);
    expect((await uploadFile(t.app, undefined, PNG_BYTES, 'x.png')).statusCode).toBe(401);
  });

  it('changing or deleting an account needs a session', async () => {
    for (const request of ACCOUNT_CHANGES)
      expect((await call(t.app, undefined, request)).statusCode).toBe(401);
  });

  it('the file check tells another racer and a visitor nothing', async () => {
    const { fileName } = await makeOwned();
    for (const who of [other, undefined]) {
      const res = await call(t.app, who, { method: 'GET', url: `/api/files/check/${fileName}` });
      expect(res.json()).toEqual({ exists: false });
    }
  });
});
