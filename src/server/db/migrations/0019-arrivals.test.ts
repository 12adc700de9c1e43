import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { DIALECTS } from '../../test/harness';
import { emptyDatabasePerTest, insertEarlierRacer } from '../../test/migration-db';
import { migrateTo, migrateToLatest } from '../migrate';

describe.each(DIALECTS)('migration 0019: arrivals (%s)', (dialect) => {
  const open = emptyDatabasePerTest(dialect);

  it('keeps one source per address and one match per race and racer, goes with the racer, and goes back down', async () => {
    const { db } = await open();
    await migrateToLatest(db);
    const userId = await insertEarlierRacer(db);
    const now = '2026-11-29T09:00:00.000Z';
    const source = await db
      .insertInto('resultSources')
      .values({ url: 'https://results.example/e/1', nextFetchAt: 0, createdAt: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    await expect(
      db
        .insertInto('resultSources')
        .values({ url: 'https://results.example/e/1', nextFetchAt: 0, createdAt: now })
        .execute(),
    ).rejects.toThrow();
    await db.insertInto('sourceFollows').values({ sourceId: source.id, userId, createdAt: now }).execute();
    const race = await db
      .insertInto('sourceRaces')
      .values({ sourceId: source.id, raceKey: 'k', url: 'u', name: 'B Main', result: '{}', seenAt: 1 })
      .returning('id')
      .executeTakeFirstOrThrow();
    const match = {
      sourceRaceId: race.id,
      userId,
      driverIndex: 0,
      driverName: 'A',
      matchedBy: 'transponder',
      status: 'created',
      createdAt: now,
      updatedAt: now,
    };
    await db.insertInto('raceMatches').values(match).execute();
    await expect(db.insertInto('raceMatches').values(match).execute()).rejects.toThrow();
    // A big epoch-ms time round-trips as a number on both databases.
    await db.updateTable('resultSources').set({ lastChangedAt: 1_795_000_000_123 }).execute();
    const back = await db.selectFrom('resultSources').select('lastChangedAt').executeTakeFirstOrThrow();
    expect(back.lastChangedAt).toBe(1_795_000_000_123);

    await db.deleteFrom('users').where('id', '=', userId).execute();
    expect(await db.selectFrom('raceMatches').select('id').execute()).toEqual([]);
    expect(await db.selectFrom('sourceFollows').select('id').execute()).toEqual([]);

    await migrateTo(db, '0018-setup-installs');
    const exists =
      dialect === 'sqlite'
        ? sql`select name from sqlite_master where name in ('clubs', 'leases', 'notices')`
        : sql`select table_name from information_schema.tables where table_name in ('clubs', 'leases', 'notices') and table_schema = current_schema()`;
    expect((await exists.execute(db)).rows).toEqual([]);
    await migrateToLatest(db);
  });
});
