import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, DIALECTS, registerRacer, type TestApp } from '../test/harness';
import { PNG_BYTES, uploadFile } from '../test/uploads';

/**
 * Requests of one racer that race each other must queue, not deadlock: every transaction takes
 * the racer's row first, then car → setups → files (db/transaction.ts). On PostgreSQL these
 * answered "500 deadlock detected" in most rounds before that order existed.
 */
describe.each(DIALECTS)('racing writes (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  const send = (cookie: string, method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    call(t.app, cookie, { method, url, ...(payload ? { payload } : {}) });

  it('deleting a car while its setups are being marked installed', async () => {
    const { cookie } = await registerRacer(t.app);
    for (let round = 0; round < 8; round++) {
      const car = (await send(cookie, 'POST', '/api/cars', { manufacturer: 'XRAY', model: 'XB8' })).json();
      const setups: string[] = [];
      for (const kind of ['setup-sheets', 'esc-setups', 'setup-sheets', 'esc-setups']) {
        const body = { name: `R${round}`, rcCarId: car.id, escMake: 'Tekin', escModel: 'RX8' };
        const created = await send(cookie, 'POST', `/api/${kind}`, body);
        setups.push(`/api/${kind}/${created.json().id}`);
      }
      const answers = await Promise.all([
        ...setups.map((url) => send(cookie, 'PUT', url, { isCurrentlyInstalled: true })),
        send(cookie, 'DELETE', `/api/cars/${car.id}`),
        ...setups.map((url) => send(cookie, 'PUT', url, { isCurrentlyInstalled: true, notes: 'again' })),
      ]);
      for (const res of answers) expect(res.statusCode, res.body).toBeLessThan(500);
      const installed = await t.database.db
        .selectFrom('setupSheets')
        .select('id')
        .where('isCurrentlyInstalled', '=', 1)
        .where('rcCarId', 'is', null)
        .execute();
      expect(installed, 'nothing stays installed on a deleted car').toEqual([]);
    }
  });

  it('deleting an account while its records are being written', async () => {
    for (let round = 0; round < 6; round++) {
      const { cookie, input, user } = await registerRacer(t.app);
      const car = (
        await send(cookie, 'POST', '/api/cars', { manufacturer: 'Tekno RC', model: 'EB48' })
      ).json();
      const writes = Array.from({ length: 4 }, (_, i) => [
        send(cookie, 'POST', '/api/cars', { manufacturer: 'Tekno RC', model: `NB48 ${i}` }),
        send(cookie, 'POST', '/api/setup-sheets', {
          name: `S${i}`,
          rcCarId: car.id,
          isCurrentlyInstalled: true,
        }),
        send(cookie, 'POST', '/api/esc-setups', { name: `E${i}`, escMake: 'Tekin', escModel: 'RX8' }),
        send(cookie, 'POST', '/api/transponders', { number: `${round}00${i}`, rcCarId: car.id }),
        uploadFile(t.app, cookie, PNG_BYTES, 'car.png'),
      ]).flat();
      const deletion = call(t.app, cookie, {
        method: 'DELETE',
        url: '/api/delete-account',
        payload: { currentPassword: input.password },
      });
      const answers = await Promise.all([...writes, deletion]);
      for (const res of answers) expect(res.statusCode, res.body).toBeLessThan(500);
      expect((await deletion).statusCode).toBe(204);
      const db = t.database.db;
      for (const table of [
        'cars',
        'setupSheets',
        'escSetups',
        'transponders',
        'files',
        'sessions',
      ] as const) {
        const left = await db.selectFrom(table).select('userId').where('userId', '=', user.id).execute();
        expect(left, `${table} left behind`).toEqual([]);
      }
    }
  });
});
