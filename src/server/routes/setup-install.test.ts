import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, DIALECTS, racerWithCar, type TestApp } from '../test/harness';
import { ESC_SETUP, storedVersions } from '../test/versions';

type Racer = Awaited<ReturnType<typeof racerWithCar>>;
interface Install {
  createdAt: string;
  rcCarId: number | null;
  carName: string;
  note: string | null;
}
interface Version {
  version: number;
  note: string | null;
  installs: Install[];
}

const KINDS = [
  { path: '/api/setup-sheets', body: { name: 'Clay final' }, table: 'setupSheetInstalls' as const },
  { path: '/api/esc-setups', body: ESC_SETUP, table: 'escSetupInstalls' as const },
];

/** "Install on <car>" (issue 29, item 8): one tap, an optional note, kept in the setup's History. */
describe.each(DIALECTS)('installing a setup on its car (%s)', (dialect) => {
  let t: TestApp;
  let racer: Racer;
  let other: Racer;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    racer = await racerWithCar(t.app);
    other = await racerWithCar(t.app, { manufacturer: 'Associated', model: 'B7' });
  });
  afterAll(() => t.close());

  const send = (who: Racer, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    call(t.app, who.cookie, { method, url, ...(payload ? { payload } : {}) });
  const create = async (path: string, body: object, who = racer) => {
    const res = await send(who, 'POST', path, { ...body, rcCarId: who.carId });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: number };
  };
  const history = async (path: string, id: number, who = racer): Promise<Version[]> =>
    (await send(who, 'GET', `${path}/${id}/versions`)).json();
  const everything = async () =>
    JSON.stringify(
      await Promise.all(
        ['setupSheets', 'escSetups', 'setupSheetInstalls', 'escSetupInstalls', 'setupSheetVersions'].map(
          (table) =>
            t.database.db
              .selectFrom(table as 'setupSheets')
              .selectAll()
              .orderBy('id')
              .execute(),
        ),
      ),
    );

  for (const kind of KINDS) {
    describe(kind.path, () => {
      it('installs with a note, keeps the note in History, and takes the car other setup off', async () => {
        const old = await create(kind.path, { ...kind.body, name: 'Old', isCurrentlyInstalled: true });
        const setup = await create(kind.path, kind.body);
        const res = await send(racer, 'POST', `${kind.path}/${setup.id}/install`, {
          rcCarId: racer.carId,
          note: '  Fresh diff oil for the final  ',
        });
        expect(res.statusCode, res.body).toBe(200);
        expect(res.json()).toMatchObject({ id: setup.id, isCurrentlyInstalled: true, version: 1 });
        expect((await send(racer, 'GET', `${kind.path}/${old.id}`)).json().isCurrentlyInstalled).toBe(false);
        // No version for it: installing changes no content.
        const [first, ...rest] = await history(kind.path, setup.id);
        expect(rest).toEqual([]);
        expect(first?.installs).toEqual([
          {
            createdAt: expect.any(String),
            rcCarId: racer.carId,
            carName: 'Tekno RC EB48 2.2',
            note: 'Fresh diff oil for the final',
          },
        ]);
      });

      it('installs without a note, and installing again with nothing new adds nothing', async () => {
        const setup = await create(kind.path, kind.body);
        const url = `${kind.path}/${setup.id}/install`;
        for (let i = 0; i < 2; i++)
          expect((await send(racer, 'POST', url, { rcCarId: racer.carId })).statusCode).toBe(200);
        const noted = { rcCarId: racer.carId, note: 'Rebuilt shocks' };
        for (let i = 0; i < 2; i++) expect((await send(racer, 'POST', url, noted)).statusCode).toBe(200);
        const installs = (await history(kind.path, setup.id))[0]?.installs;
        expect(installs?.map((e) => e.note)).toEqual([null, 'Rebuilt shocks']);
        expect((await send(racer, 'GET', `${kind.path}/${setup.id}`)).json().isCurrentlyInstalled).toBe(true);
      });

      it("refuses another racer's setup or car as not found, and changes nothing", async () => {
        const mine = await create(kind.path, kind.body);
        const theirs = await create(kind.path, kind.body, other);
        const before = await everything();
        const asOther = await send(other, 'POST', `${kind.path}/${mine.id}/install`, {
          rcCarId: other.carId,
        });
        expect(asOther.statusCode).toBe(404);
        const onTheirCar = await send(racer, 'POST', `${kind.path}/${mine.id}/install`, {
          rcCarId: other.carId,
          note: 'x',
        });
        expect(onTheirCar.statusCode).toBe(404);
        expect(onTheirCar.json()).toEqual({ message: 'Vehicle not found', code: 'not_found' });
        const theirSetup = await send(racer, 'POST', `${kind.path}/${theirs.id}/install`, {
          rcCarId: racer.carId,
        });
        expect(theirSetup.statusCode).toBe(404);
        expect(await everything()).toEqual(before);
      });

      it('refuses a bad note or car with a clear message and changes nothing', async () => {
        const setup = await create(kind.path, kind.body);
        const url = `${kind.path}/${setup.id}/install`;
        const before = await everything();
        const refusals: Array<[object, string]> = [
          [{ rcCarId: racer.carId, note: 'x'.repeat(501) }, 'The note must be at most 500 characters'],
          [{ rcCarId: racer.carId, note: 42 }, 'The note must be text'],
          [{ rcCarId: racer.carId, note: 'oil\u0000' }, 'contains a character that cannot be saved'],
          [{ note: 'no car' }, 'Choose one of your vehicles'],
          [{ rcCarId: 'one' }, 'Choose one of your vehicles'],
        ];
        for (const [body, message] of refusals) {
          const res = await send(racer, 'POST', url, body);
          expect(res.statusCode, JSON.stringify(body)).toBe(400);
          expect(res.json().message).toContain(message);
        }
        expect(await everything()).toEqual(before);
      });

      it('refuses a setup that is for another of the racer cars, or for none', async () => {
        const second = (
          await send(racer, 'POST', '/api/cars', { manufacturer: 'Mugen', model: 'MBX8R' })
        ).json();
        const setup = await create(kind.path, kind.body);
        const loose = (await send(racer, 'POST', kind.path, kind.body)).json();
        const before = await everything();
        const moved = await send(racer, 'POST', `${kind.path}/${setup.id}/install`, { rcCarId: second.id });
        expect(moved.statusCode).toBe(409);
        const none = await send(racer, 'POST', `${kind.path}/${loose.id}/install`, { rcCarId: racer.carId });
        expect(none.statusCode).toBe(400);
        expect(none.json().code).toBe('no_vehicle');
        expect(await everything()).toEqual(before);
      });

      it('keeps the reason of an install from Edit that changes nothing else (it was dropped)', async () => {
        const setup = await create(kind.path, kind.body);
        const res = await send(racer, 'PUT', `${kind.path}/${setup.id}`, {
          isCurrentlyInstalled: true,
          changeNote: 'Back to the kit diff',
        });
        expect(res.statusCode, res.body).toBe(200);
        const [current] = await history(kind.path, setup.id);
        expect(current).toMatchObject({ version: 1, note: null });
        expect(current?.installs.map((e) => e.note)).toEqual(['Back to the kit diff']);
        // Saved with a change, the reason is the version's, and the install is listed with it.
        const other = await create(kind.path, kind.body);
        await send(racer, 'PUT', `${kind.path}/${other.id}`, {
          isCurrentlyInstalled: true,
          notes: 'Softer',
          changeNote: 'Softer for the rain',
        });
        const [latest] = await history(kind.path, other.id);
        expect(latest).toMatchObject({ version: 2, note: 'Softer for the rain' });
        expect(latest?.installs.map((e) => [e.carName, e.note])).toEqual([['Tekno RC EB48 2.2', null]]);
      });
    });
  }

  it('keeps the car name in History after the car is deleted', async () => {
    const racer2 = await racerWithCar(t.app, { manufacturer: 'Xray', model: 'XB4' });
    const setup = await create('/api/setup-sheets', { name: 'Carpet' }, racer2);
    await send(racer2, 'POST', `/api/setup-sheets/${setup.id}/install`, { rcCarId: racer2.carId, note: 'A' });
    expect(
      (await call(t.app, racer2.cookie, { method: 'DELETE', url: `/api/cars/${racer2.carId}` })).statusCode,
    ).toBe(204);
    const versions = await history('/api/setup-sheets', setup.id, racer2);
    expect(versions.find((v) => v.version === 1)?.installs).toEqual([
      { createdAt: expect.any(String), rcCarId: null, carName: 'Xray XB4', note: 'A' },
    ]);
    expect(await storedVersions(t, 'setupSheetVersions', setup.id)).toEqual([1, 2]);
  });
});
