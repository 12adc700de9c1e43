import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeclaredRoute } from '../plugins/auth';
import { call, createTestApp, DIALECTS, registerRacer, type TestApp } from '../test/harness';
import { coverageProblems, type Expected, type MatrixCase, type Owned, statusOf } from '../test/route-matrix';
import { makeOwnedArrivals } from '../test/route-matrix-arrivals';
import { CAR, MATRIX, SHARE } from '../test/route-matrix-cases';
import { MAINTENANCE_ITEM } from '../test/route-matrix-maintenance';
import { PNG_BYTES, uploadFile } from '../test/uploads';

type Racer = Awaited<ReturnType<typeof registerRacer>>;

const LISTS = ['/api/cars', '/api/transponders', '/api/setup-sheets', '/api/esc-setups'];
const CREATES: InjectOptions[] = [
  { method: 'POST', url: '/api/cars', payload: CAR },
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
// Tables of records a racer owns; nobody but the owner may change the owner's rows.
const OWNED_TABLES = [
  'cars',
  'transponders',
  'setupSheets',
  'escSetups',
  'runs',
  'tyreSets',
  'files',
  'shareLinks',
  'maintenanceItems',
  'sourceFollows',
  'raceMatches',
  'notices',
  'pushSubscriptions',
] as const;

const shown = (e: Expected) => String(statusOf(e));
const caseName = (c: MatrixCase) =>
  `${c.route}${c.what ? ` (${c.what})` : ''}: visitor ${shown(c.visitor)}, another racer ${shown(c.other)}, owner ${shown(c.owner)}`;

function expectAnswer(res: LightMyRequestResponse, expected: Expected, who: string): void {
  const label = `${who} got ${res.statusCode} ${res.body.slice(0, 200)}`;
  expect(res.statusCode, label).toBe(statusOf(expected));
  if (typeof expected === 'object') expect(res.json(), label).toEqual(expected.body);
}

describe('the matrix coverage rules bite on planted gaps', () => {
  const route = (method: string, url: string, auth: DeclaredRoute['auth']) => ({ method, url, auth });
  const get = () => ({ method: 'GET' as const, url: '/x' });
  it('names each gap', () => {
    const routes = [
      route('GET', '/api/forgotten', 'racer'),
      route('GET', '/api/things/:id', 'racer'),
      route('HEAD', '/api/things/:id', 'public'),
      route('POST', '/api/open', 'public'),
    ];
    const cases: MatrixCase[] = [
      { route: 'GET /api/things/:id', request: get, visitor: 401, other: 200, owner: 200 },
      { route: 'POST /api/open', request: get, visitor: 401, other: 200, owner: 200 },
      { route: 'DELETE /api/gone', request: get, visitor: 401, other: 404, owner: 204 },
    ];
    expect(coverageProblems(routes, cases)).toEqual([
      'HEAD /api/things/:id: no GET twin with the same declaration',
      'GET /api/forgotten (racer): no case in the authorization matrix',
      'GET /api/things/:id takes an id, but no case has another racer refused (404) or told nothing',
      "POST /api/open is declared 'public', but a case expects a visitor refused with 401",
      'DELETE /api/gone: a case for a route the app does not have',
    ]);
  });
});

describe.each(DIALECTS)('authorization matrix (%s)', (dialect) => {
  let t: TestApp;
  let owner: Racer;
  let other: Racer;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    owner = await registerRacer(t.app);
    other = await registerRacer(t.app);
  });
  afterAll(() => t.close());

  async function makeOwned(racer: Racer): Promise<Owned> {
    const post = async (url: string, payload: Record<string, unknown>) =>
      (await call(t.app, racer.cookie, { method: 'POST', url, payload })).json().id as number;
    const carId = await post('/api/cars', CAR);
    const transponderId = await post('/api/transponders', {
      number: String(Math.random()).slice(2, 9),
      rcCarId: carId,
    });
    const fileName = (await uploadFile(t.app, racer.cookie, PNG_BYTES, 'p.png')).json().url.split('/').pop();
    await call(t.app, racer.cookie, {
      method: 'PATCH',
      url: `/api/cars/${carId}`,
      payload: { imageUrl: `/uploads/${fileName}` },
    });
    const sheetId = await post('/api/setup-sheets', { name: 'Mine', rcCarId: carId });
    const sharedSheetId = await post('/api/setup-sheets', { name: 'Shared', ...SHARE });
    const escId = await post('/api/esc-setups', {
      name: 'Mine',
      escMake: 'Tekin',
      escModel: 'RX8',
      rcCarId: carId,
    });
    const runId = await post('/api/runs', {
      rcCarId: carId,
      date: '2026-11-21',
      trackName: 'Canberra',
      laps: [{ lapNo: 1, timeMs: 23456 }],
    });
    const tyreSetId = await post('/api/tyre-sets', { brand: 'JConcepts', compound: 'Green' });
    const link = await call(t.app, racer.cookie, {
      method: 'POST',
      url: `/api/setup-sheets/${sheetId}/share-link`,
    });
    const sharedSlug = link.json().slug as string;
    const maintenanceItemId = await post(`/api/cars/${carId}/maintenance`, MAINTENANCE_ITEM);
    const ownerId = racer.user.id;
    const arrivals = await makeOwnedArrivals(t.app, t.database.db, racer, carId);
    return {
      arrivals,
      sharedSlug,
      runId,
      tyreSetId,
      maintenanceItemId,
      ownerId,
      ownerEmail: racer.input.email,
      carId,
      transponderId,
      fileName,
      sheetId,
      sharedSheetId,
      escId,
    };
  }

  /** The owner's records as stored, read from the database so no session is needed to look. */
  async function ownerRecords(userId: number): Promise<string> {
    const db = t.database.db;
    const tables = await Promise.all(
      OWNED_TABLES.map((table) =>
        db
          .selectFrom(table as 'cars')
          .selectAll()
          .where('userId', '=', userId)
          .orderBy('id')
          .execute(),
      ),
    );
    return JSON.stringify(tables);
  }

  it('has a case for every route the app registered', () => {
    expect(t.app.routeAuth.length).toBeGreaterThan(40);
    expect(coverageProblems(t.app.routeAuth, MATRIX)).toEqual([]);
  });

  for (const c of MATRIX) {
    it(caseName(c), async () => {
      const [mine, theirs] = c.fresh
        ? [await registerRacer(t.app), await registerRacer(t.app)]
        : [owner, other];
      const owned = await makeOwned(mine);
      const before = await ownerRecords(owned.ownerId);
      expectAnswer(await call(t.app, undefined, c.request(owned)), c.visitor, 'a visitor');
      expectAnswer(await call(t.app, theirs.cookie, c.request(owned)), c.other, 'another racer');
      expect(await ownerRecords(owned.ownerId), "the owner's records changed").toEqual(before);
      expectAnswer(await call(t.app, mine.cookie, c.request(owned)), c.owner, 'the owner');
    });
  }

  it('a visitor on a racer route is refused before the id or body is checked', async () => {
    const requests: InjectOptions[] = [
      { method: 'DELETE', url: '/api/delete-account' },
      { method: 'POST', url: '/api/cars', payload: {} },
      { method: 'PUT', url: '/api/cars/not-an-id', payload: { manufacturer: '' } },
      { method: 'POST', url: '/api/upload', headers: { 'content-type': 'text/plain' }, payload: 'x' },
    ];
    for (const request of requests) {
      const res = await call(t.app, undefined, request);
      expect(res.statusCode, `${request.method} ${request.url}: ${res.body}`).toBe(401);
      expect(res.json()).toEqual({ message: 'Please sign in to continue', code: 'unauthorized' });
    }
  });

  it('lists show only the racer own records and need a session', async () => {
    // A racer of their own: the matrix's other racer has made records of theirs by now.
    const stranger = await registerRacer(t.app);
    await makeOwned(owner);
    for (const url of LISTS) {
      expect((await call(t.app, undefined, { method: 'GET', url })).statusCode).toBe(401);
      expect((await call(t.app, stranger.cookie, { method: 'GET', url })).json()).toEqual([]);
      expect((await call(t.app, owner.cookie, { method: 'GET', url })).json().length).toBeGreaterThan(0);
    }
  });

  it('storage use is the racer own and needs a session', async () => {
    const stranger = await registerRacer(t.app);
    await makeOwned(owner);
    const url = '/api/storage';
    expect((await call(t.app, undefined, { method: 'GET', url })).statusCode).toBe(401);
    expect((await call(t.app, stranger.cookie, { method: 'GET', url })).json().usedBytes).toBe(0);
    expect((await call(t.app, owner.cookie, { method: 'GET', url })).json().usedBytes).toBeGreaterThan(0);
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
    const { fileName } = await makeOwned(owner);
    for (const who of [other.cookie, undefined]) {
      const res = await call(t.app, who, { method: 'GET', url: `/api/files/check/${fileName}` });
      expect(res.json()).toEqual({ exists: false });
    }
  });
});
