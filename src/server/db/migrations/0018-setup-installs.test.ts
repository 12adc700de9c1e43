import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { DIALECTS } from '../../test/harness';
import { emptyDatabasePerTest, insertEarlierRacer } from '../../test/migration-db';
import { migrateTo, migrateToLatest } from '../migrate';

describe.each(DIALECTS)('migration 0018: setup installs (%s)', (dialect) => {
  const open = emptyDatabasePerTest(dialect);

  it('keeps installs past their car, drops them with their setup, and goes back down', async () => {
    const { db } = await open();
    await migrateToLatest(db);
    const userId = await insertEarlierRacer(db);
    const now = '2026-11-29T09:00:00.000Z';
    const car = await db
      .insertInto('cars')
      .values({
        userId,
        manufacturer: 'Xray',
        model: 'XB4',
        status: 'Active',
        createdAt: now,
        updatedAt: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const sheet = await db
      .insertInto('setupSheets')
      .values({ userId, name: 'Carpet', rcCarId: car.id, createdAt: now, updatedAt: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    const install = { setupId: sheet.id, version: 1, carName: 'Xray XB4', note: 'A', createdAt: now };
    await db
      .insertInto('setupSheetInstalls')
      .values({ ...install, rcCarId: car.id })
      .execute();
    // A car must exist; a setup must exist.
    await expect(
      db
        .insertInto('setupSheetInstalls')
        .values({ ...install, rcCarId: 999_999 })
        .execute(),
    ).rejects.toThrow();
    await expect(
      db
        .insertInto('escSetupInstalls')
        .values({ ...install, rcCarId: car.id })
        .execute(),
    ).rejects.toThrow();

    await db.deleteFrom('cars').where('id', '=', car.id).execute();
    expect(
      await db.selectFrom('setupSheetInstalls').select(['rcCarId', 'carName', 'note']).execute(),
    ).toEqual([{ rcCarId: null, carName: 'Xray XB4', note: 'A' }]);
    await db.deleteFrom('setupSheets').where('id', '=', sheet.id).execute();
    expect(await db.selectFrom('setupSheetInstalls').select('id').execute()).toEqual([]);

    await migrateTo(db, '0017-race-day');
    const exists =
      dialect === 'sqlite'
        ? sql`select name from sqlite_master where name like '%_installs'`
        : sql`select table_name from information_schema.tables where table_name like '%_installs' and table_schema = current_schema()`;
    expect((await exists.execute(db)).rows).toEqual([]);
    await migrateToLatest(db);
  });
});
