import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { DIALECTS } from '../../test/harness';
import { emptyDatabasePerTest, insertEarlierRacer } from '../../test/migration-db';
import { migrateTo, migrateToLatest } from '../migrate';

describe.each(DIALECTS)('migration 0015: maintenance (%s)', (dialect) => {
  const open = emptyDatabasePerTest(dialect);

  it('adds items with a log that go with their car, and goes back down', async () => {
    const { db } = await open();
    await migrateToLatest(db);
    const userId = await insertEarlierRacer(db);
    const now = '2026-11-25T10:00:00.000Z';
    const rcCarId = (
      await db
        .insertInto('cars')
        .values({
          userId,
          manufacturer: 'Mugen',
          model: 'MBX8R',
          status: 'Active',
          createdAt: now,
          updatedAt: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    const itemId = (
      await db
        .insertInto('maintenanceItems')
        .values({
          userId,
          rcCarId,
          name: 'Clutch shoes',
          lifeUnit: 'tanks',
          lifeAmount: 10,
          tankMinutes: 7.5,
          createdAt: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    await db.insertInto('maintenanceLog').values({ itemId, doneAt: now, note: null, usage: 10.5 }).execute();
    expect(await db.selectFrom('maintenanceItems').select(['tankMinutes', 'lastDoneAt']).execute()).toEqual([
      { tankMinutes: 7.5, lastDoneAt: null },
    ]);
    expect((await db.selectFrom('maintenanceLog').select('usage').executeTakeFirstOrThrow()).usage).toBe(
      10.5,
    );
    // An item names a car: none is refused.
    await expect(
      db
        .insertInto('maintenanceItems')
        .values({ userId, rcCarId: 999_999, name: 'x', lifeUnit: 'runs', lifeAmount: 1, createdAt: now })
        .execute(),
    ).rejects.toThrow();
    await db.deleteFrom('cars').where('id', '=', rcCarId).execute();
    expect(await db.selectFrom('maintenanceItems').select('id').execute()).toEqual([]);
    expect(await db.selectFrom('maintenanceLog').select('id').execute()).toEqual([]);

    await migrateTo(db, '0013-share-links');
    const exists =
      dialect === 'sqlite'
        ? sql`select name from sqlite_master where name like 'maintenance%'`
        : sql`select table_name from information_schema.tables where table_name like 'maintenance%' and table_schema = current_schema()`;
    expect((await exists.execute(db)).rows).toEqual([]);
    await migrateToLatest(db);
  });
});
