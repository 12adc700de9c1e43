import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { DIALECTS } from '../../test/harness';
import { emptyDatabasePerTest, insertEarlierRacer } from '../../test/migration-db';
import { migrateTo, migrateToLatest } from '../migrate';

describe.each(DIALECTS)('migration 0014: tyre sets (%s)', (dialect) => {
  const open = emptyDatabasePerTest(dialect);

  it('adds tyre sets that bump the racer revision, links that go with their run, and goes back down', async () => {
    const { db } = await open();
    await migrateToLatest(db);
    const userId = await insertEarlierRacer(db);
    const times = { createdAt: '2026-11-24T10:00:00.000Z', updatedAt: '2026-11-24T10:00:00.000Z' };
    const revision = async () =>
      (await db.selectFrom('users').select('dataRevision').where('id', '=', userId).executeTakeFirstOrThrow())
        .dataRevision;
    const before = await revision();
    const tyreSetId = (
      await db
        .insertInto('tyreSets')
        .values({ userId, brand: 'Pro-Line', position: 'all', cost: 42.5, ...times })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    expect(await revision()).toBeGreaterThan(before);
    expect(await db.selectFrom('tyreSets').select(['retired', 'cost']).execute()).toEqual([
      { retired: 0, cost: 42.5 },
    ]);
    const runId = (
      await db
        .insertInto('runs')
        .values({
          userId,
          date: '2026-11-24',
          trackName: 'Tacoma',
          session: 'practice',
          source: 'manual',
          laps: '[[1,23456]]',
          stats: '{}',
          ...times,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    await db.insertInto('runTyreSets').values({ runId, tyreSetId }).execute();
    // Each set once per run; a set that runs name cannot go while they do.
    await expect(db.insertInto('runTyreSets').values({ runId, tyreSetId }).execute()).rejects.toThrow();
    await expect(db.deleteFrom('tyreSets').where('id', '=', tyreSetId).execute()).rejects.toThrow();
    await db.deleteFrom('runs').where('id', '=', runId).execute();
    expect(await db.selectFrom('runTyreSets').selectAll().execute()).toEqual([]);

    await migrateTo(db, '0013-share-links');
    const exists =
      dialect === 'sqlite'
        ? sql`select name from sqlite_master where name in ('tyre_sets', 'run_tyre_sets')`
        : sql`select table_name from information_schema.tables where table_name in ('tyre_sets', 'run_tyre_sets') and table_schema = current_schema()`;
    expect((await exists.execute(db)).rows).toEqual([]);
    await migrateToLatest(db);
  });
});
