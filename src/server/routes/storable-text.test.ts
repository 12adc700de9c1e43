import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, DIALECTS, racerInput, registerRacer, type TestApp } from '../test/harness';

const NUL = 'Pit\u0000lane';
const LONE_SURROGATE = 'Pit\uD83Dlane';

/**
 * One rule for text on both databases (shared/storable-text.ts): PostgreSQL refuses NUL and
 * neither database keeps a lone surrogate as sent, so both are refused with a 400 that names
 * the field, on SQLite exactly as on PostgreSQL, and nothing is stored.
 */
describe.each(DIALECTS)('text neither database can store (%s)', (dialect) => {
  let t: TestApp;
  let cookie: string;
  let carId: number;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    cookie = (await registerRacer(t.app)).cookie;
    carId = (
      await call(t.app, cookie, {
        method: 'POST',
        url: '/api/cars',
        payload: { manufacturer: 'XRAY', model: 'XB8' },
      })
    ).json().id;
  });
  afterAll(() => t.close());

  const WRITES: Array<[string, string, () => string, Record<string, unknown>, string]> = [
    ['POST', 'register', () => '/api/register', racerInput(), 'firstName'],
    ['POST', 'register', () => '/api/register', racerInput(), 'username'],
    ['POST', 'car', () => '/api/cars', { manufacturer: 'XRAY', model: 'XB8' }, 'notes'],
    ['PUT', 'car', () => `/api/cars/${carId}`, { manufacturer: 'XRAY', model: 'XB8' }, 'model'],
    ['POST', 'transponder', () => '/api/transponders', { number: '1234567' }, 'notes'],
    ['POST', 'setup sheet', () => '/api/setup-sheets', { name: 'Clay' }, 'frontCamber'],
    [
      'POST',
      'ESC setup',
      () => '/api/esc-setups',
      { name: 'Mod', escMake: 'Tekin', escModel: 'RX8' },
      'turbo',
    ],
    [
      'POST',
      'tuning',
      () => '/api/tuning/analyse',
      { goalId: 'more-steering', handlingResponses: {} },
      'goalId',
    ],
  ];

  async function snapshot(): Promise<string> {
    const db = t.database.db;
    const rows = await Promise.all(
      (['users', 'cars', 'transponders', 'setupSheets', 'escSetups'] as const).map((table) =>
        db.selectFrom(table).selectAll().execute(),
      ),
    );
    return JSON.stringify(rows);
  }

  for (const [method, what, url, valid, field] of WRITES) {
    for (const [label, text] of [
      ['NUL', NUL],
      ['a lone surrogate', LONE_SURROGATE],
    ]) {
      it(`${what}: ${label} in ${field} → 400 naming the field, nothing stored`, async () => {
        const before = await snapshot();
        const res = await call(t.app, method === 'POST' && what === 'register' ? undefined : cookie, {
          method: method as 'POST',
          url: url(),
          payload: { ...valid, [field]: text },
        });
        expect(res.statusCode, res.body).toBe(400);
        expect(res.json().message).toMatch(new RegExp(`^${field} contains a character that cannot be saved`));
        expect(res.json().issues[0].path).toEqual([field]);
        expect(await snapshot()).toBe(before);
      });
    }
  }

  it.each([
    ['/api/public-setups?manufacturer=%00', 'manufacturer'],
    ['/api/public-setups?q=clay%00', 'q'],
    ['/api/files/check/a%00b.png', 'name'],
  ])('GET %s (no sign-in needed) → 400 naming %s', async (url, field) => {
    const res = await call(t.app, undefined, { method: 'GET', url });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toMatch(new RegExp(`^${field} contains`));
  });

  it('stores emoji, accents, tabs and line breaks exactly as typed', async () => {
    const notes = 'Clay 😀 — très sec\tline 1\nline 2 🏁';
    const res = await call(t.app, cookie, {
      method: 'POST',
      url: '/api/cars',
      payload: { manufacturer: 'Team Associated', model: 'B7', notes },
    });
    expect(res.statusCode, res.body).toBe(201);
    const cars = (await call(t.app, cookie, { method: 'GET', url: '/api/cars' })).json();
    expect(cars.find((c: { id: number }) => c.id === res.json().id).notes).toBe(notes);
  });
});
