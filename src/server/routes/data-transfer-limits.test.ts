import { describe, expect, it } from 'vitest';
import { ACCOUNT_LIMITS } from '../../shared/constants/account-limits';
import { importZip, rowCounts, zipOf } from '../test/data-transfer';
import { call, createTestApp, DIALECTS, registerRacer } from '../test/harness';
import { EMPTY_EXPORT } from '../test/route-matrix-data-transfer';

const AT = '2026-11-25T09:00:00.000Z';
const car = (id: number) => ({
  id,
  manufacturer: 'Tekno RC',
  model: `EB48 #${id}`,
  status: 'Active',
  scale: null,
  drivetrain: null,
  power: null,
  vehicleClass: null,
  notes: null,
  imageUrl: null,
  createdAt: AT,
  updatedAt: AT,
});
const carsZip = (count: number, from = 1) =>
  zipOf({}, { ...EMPTY_EXPORT, cars: Array.from({ length: count }, (_, i) => car(from + i)) });

/**
 * Issue 28: a 1.2 MB zip listing 200,000 cars imported them all. The import counts what the file
 * would create against the account limits before it writes anything, in the dry run as in the
 * import, and only new records count (one the racer has already is matched, not created).
 */
describe.each(DIALECTS)('import within the account limits (%s)', (dialect) => {
  it('refuses 200,000 cars with the limit named, in the dry run and the import, writing nothing', async () => {
    const t = await createTestApp(dialect);
    try {
      const { cookie } = await registerRacer(t.app);
      const zip = carsZip(200_000);
      const before = await rowCounts(t);
      for (const dryRun of [true, false]) {
        const res = await importZip(t.app, cookie, zip, dryRun);
        expect(res.statusCode).toBe(409);
        expect(res.json()).toEqual({
          code: 'account_limit',
          message:
            'This import would add 200,000 vehicles to the 0 you have, and an account holds at most 200 vehicles. ' +
            'Nothing was imported. Delete one you no longer race to add another.',
        });
      }
      expect(await rowCounts(t)).toEqual(before);
    } finally {
      await t.close();
    }
  }, 60_000);

  it('imports up to the limit, counts only new records, and refuses one past it', async () => {
    const t = await createTestApp(dialect);
    try {
      const { cookie } = await registerRacer(t.app);
      const limit = ACCOUNT_LIMITS.cars;
      const first = await importZip(t.app, cookie, carsZip(limit - 1));
      expect(first.statusCode, first.body).toBe(200);
      // The same cars again match the racer's: nothing new, so no limit is passed.
      const again = await importZip(t.app, cookie, carsZip(limit - 1));
      expect(again.json().created.cars).toBe(0);
      expect(again.json().skipped.cars).toBe(limit - 1);
      const before = await rowCounts(t);
      for (const dryRun of [true, false]) {
        const over = await importZip(t.app, cookie, carsZip(2, limit), dryRun);
        expect(over.statusCode).toBe(409);
        expect(over.json().message).toMatch(
          /^This import would add 2 vehicles to the 199 you have, and an account holds at most 200 vehicles\./,
        );
      }
      expect(await rowCounts(t)).toEqual(before);
      const last = await importZip(t.app, cookie, carsZip(1, limit));
      expect(last.json().created.cars).toBe(1);
      const create = await call(t.app, cookie, {
        method: 'POST',
        url: '/api/cars',
        payload: { manufacturer: 'Mugen', model: 'MBX8' },
      });
      expect(create.statusCode).toBe(409);
      expect(create.json().message).toBe(
        'You have 200 vehicles, the most an account can hold. Delete one you no longer race to add another.',
      );
    } finally {
      await t.close();
    }
  }, 60_000);
});
