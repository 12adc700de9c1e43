import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataOf, entriesOf, exportOf, importZip, rowCounts, zipOf } from '../test/data-transfer';
import { call, createTestApp, DIALECTS, racerWithCar, registerRacer, type TestApp } from '../test/harness';
import { ESC_SETUP } from '../test/versions';

type Json = Record<string, unknown>;
interface Install {
  createdAt: string;
  rcCarId: number | null;
  carName: string;
  note: string | null;
}

const KINDS = [
  { path: '/api/setup-sheets', list: 'setupSheets', body: { name: 'Clay final' } },
  { path: '/api/esc-setups', list: 'escSetups', body: ESC_SETUP },
] as const;

/**
 * Issue 29, item 8: a setup's install events (when, at which version, on which car, the racer's
 * note) go out in the export and come back with the import, on both databases.
 */
describe.each(DIALECTS)('export and import keep each setup’s installs (%s)', (dialect) => {
  let t: TestApp;
  let owner: Awaited<ReturnType<typeof racerWithCar>>;
  let zip: Uint8Array;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    owner = await racerWithCar(t.app);
    const send = async (method: 'POST' | 'DELETE', url: string, payload?: object, status = 201) => {
      const res = await call(t.app, owner.cookie, { method, url, ...(payload ? { payload } : {}) });
      expect(res.statusCode, res.body).toBe(status);
      return (method === 'DELETE' ? {} : res.json()) as { id: number };
    };
    const sold = await send('POST', '/api/cars', { manufacturer: 'Mugen', model: 'MBX8' });
    for (const kind of KINDS) {
      // Installed on creation (an event without a note), then again with a note.
      const setup = await send('POST', kind.path, {
        ...kind.body,
        rcCarId: owner.carId,
        isCurrentlyInstalled: true,
      });
      await send(
        'POST',
        `${kind.path}/${setup.id}/install`,
        { rcCarId: owner.carId, note: 'Fresh diff oil' },
        200,
      );
      // Installed on a car sold since: the event keeps the car's name, its link goes to none.
      const old = await send('POST', kind.path, { ...kind.body, name: 'Old', rcCarId: sold.id });
      await send('POST', `${kind.path}/${old.id}/install`, { rcCarId: sold.id, note: 'Last race' }, 200);
    }
    await send('DELETE', `/api/cars/${sold.id}`, undefined, 204);
    zip = (await exportOf(t.app, owner.cookie)).zip;
  });
  afterAll(() => t.close());

  const installsOf = async (cookie: string, path: string, id: number): Promise<Install[]> => {
    const res = await call(t.app, cookie, { method: 'GET', url: `${path}/${id}/versions` });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as Array<{ installs: Install[] }>).flatMap((v) => v.installs);
  };
  const setupsOf = async (cookie: string, path: string) =>
    (
      (await call(t.app, cookie, { method: 'GET', url: path })).json() as Array<{ id: number; name: string }>
    ).sort((a, b) => a.name.localeCompare(b.name));
  const installRows = async () =>
    Object.fromEntries(
      await Promise.all(
        (['setupSheetInstalls', 'escSetupInstalls'] as const).map(
          async (table) =>
            [table, (await t.database.db.selectFrom(table).selectAll().execute()).length] as const,
        ),
      ),
    );

  it('exports each setup’s installs with their notes and car links', () => {
    const data = dataOf(zip);
    for (const kind of KINDS) {
      const setups = data[kind.list] as Array<{ name: string; installs: Install[] }>;
      const current = setups.find((s) => s.name !== 'Old');
      expect(current?.installs.map((e) => [e.rcCarId, e.carName, e.note])).toEqual([
        [owner.carId, 'Tekno RC EB48 2.2', null],
        [owner.carId, 'Tekno RC EB48 2.2', 'Fresh diff oil'],
      ]);
      const old = setups.find((s) => s.name === 'Old');
      expect(old?.installs).toEqual([
        {
          version: 1,
          rcCarId: null,
          carName: 'Mugen MBX8',
          note: 'Last race',
          createdAt: expect.any(String),
        },
      ]);
    }
  });

  it('imports them into a fresh account, linked to its own car, and a re-import adds none', async () => {
    const other = await registerRacer(t.app);
    const first = await importZip(t.app, other.cookie, zip);
    expect(first.statusCode, first.body).toBe(200);
    const [car] = (await call(t.app, other.cookie, { method: 'GET', url: '/api/cars' })).json() as Array<{
      id: number;
    }>;
    for (const kind of KINDS) {
      const mine = await setupsOf(owner.cookie, kind.path);
      const theirs = await setupsOf(other.cookie, kind.path);
      expect(theirs.map((s) => s.name)).toEqual(mine.map((s) => s.name));
      for (const [i, setup] of theirs.entries()) {
        const original = await installsOf(owner.cookie, kind.path, mine[i]?.id as number);
        const imported = await installsOf(other.cookie, kind.path, setup.id);
        // The same events, each linked to the new account's car where the original named the owner's.
        expect(imported).toEqual(
          original.map((e) => ({ ...e, rcCarId: e.rcCarId === owner.carId ? car?.id : e.rcCarId })),
        );
        expect(original.length).toBeGreaterThan(0);
      }
    }
    const before = await installRows();
    const again = await importZip(t.app, other.cookie, zip);
    expect(again.statusCode, again.body).toBe(200);
    expect(await installRows()).toEqual(before);
  });

  it('a dry run reports what the import then does', async () => {
    const other = await registerRacer(t.app);
    const dry = await importZip(t.app, other.cookie, zip, true);
    const real = await importZip(t.app, other.cookie, zip);
    expect(real.statusCode, real.body).toBe(200);
    expect({ ...dry.json(), dryRun: false }).toEqual(real.json());
  });

  it('imports a file exported before installs were kept', async () => {
    const data = dataOf(zip);
    for (const kind of KINDS) for (const setup of data[kind.list] as Json[]) delete setup.installs;
    const other = await registerRacer(t.app);
    const res = await importZip(t.app, other.cookie, zipOf(entriesOf(zip), data));
    expect(res.statusCode, res.body).toBe(200);
    for (const kind of KINDS)
      for (const setup of await setupsOf(other.cookie, kind.path))
        expect(await installsOf(other.cookie, kind.path, setup.id)).toEqual([]);
  });

  it.each([
    ['a note over 500 characters', { note: 'x'.repeat(501) }, /note/],
    ['no car name', { carName: '' }, /carName/],
    ['a version the setup never had', { version: 99 }, /installs\[0\]\.version/],
    ['a date that is not one', { createdAt: 'yesterday' }, /createdAt/],
  ])('refuses an install with %s (400) and writes nothing', async (_case, change, message) => {
    const data = dataOf(zip);
    const [sheet] = data.setupSheets as Array<{ installs: Json[] }>;
    sheet?.installs.splice(0, 1, { ...sheet.installs[0], ...change });
    const other = await registerRacer(t.app);
    const before = await rowCounts(t);
    const res = await importZip(t.app, other.cookie, zipOf(entriesOf(zip), data));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toMatch(message);
    expect(await rowCounts(t)).toEqual(before);
  });
});
