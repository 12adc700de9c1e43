import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { DIALECTS } from '../../test/harness';
import { emptyDatabasePerTest, insertEarlierRacer } from '../../test/migration-db';
import { migrateTo, migrateToLatest } from '../migrate';

describe.each(DIALECTS)('migration 0012: runs (%s)', (dialect) => {
  const open = emptyDatabasePerTest(dialect);

  it('adds runs that bump the racer revision and outlive their car, and goes back down', async () => {
    const { db } = await open();
    await migrateToLatest(db);
    const userId = await insertEarlierRacer(db);
    const times = { createdAt: '2026-11-21T10:00:00.000Z', updatedAt: '2026-11-21T10:00:00.000Z' };
    const rcCarId = (
      await db
        .insertInto('cars')
        .values({ userId, manufacturer: 'Tekno RC', model: 'EB48 2.2', status: 'Active', ...times })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    const revision = async () =>
      (await db.selectFrom('users').select('dataRevision').where('id', '=', userId).executeTakeFirstOrThrow())
        .dataRevision;
    const before = await revision();
    const run = {
      userId,
      rcCarId,
      date: '2026-11-21',
      trackName: 'Tacoma',
      session: 'practice',
      source: 'manual',
      laps: '[[1,23456]]',
      stats: '{}',
      airTempC: 21.5,
      importKey: 'k1',
      ...times,
    };
    await db.insertInto('runs').values(run).execute();
    expect(await revision()).toBeGreaterThan(before);
    expect((await db.selectFrom('runs').select('airTempC').executeTakeFirstOrThrow()).airTempC).toBe(21.5);
    // One import of the same laps per racer.
    await expect(db.insertInto('runs').values(run).execute()).rejects.toThrow();
    await db.deleteFrom('cars').where('id', '=', rcCarId).execute();
    expect(await db.selectFrom('runs').select(['rcCarId', 'laps']).execute()).toEqual([
      { rcCarId: null, laps: '[[1,23456]]' },
    ]);

    await migrateTo(db, '0011-setup-versions');
    const exists =
      dialect === 'sqlite'
        ? sql`select name from sqlite_master where name = 'runs'`
        : sql`select table_name from information_schema.tables where table_name = 'runs' and table_schema = current_schema()`;
    expect((await exists.execute(db)).rows).toEqual([]);
    await migrateToLatest(db);
  });
});
