import { describe, expect, it } from 'vitest';
import { DIALECTS } from '../../test/harness';
import { emptyDatabasePerTest, insertEarlierRacer } from '../../test/migration-db';
import { migrateTo, migrateToLatest } from '../migrate';

describe.each(DIALECTS)('migration 0017: race day (%s)', (dialect) => {
  const open = emptyDatabasePerTest(dialect);

  it('marks an earlier import’s start segment from its own figures, works its stats out again, and goes back down', async () => {
    const { db } = await open();
    await migrateTo(db, '0016-statement-revision');
    const userId = await insertEarlierRacer(db);
    const now = '2026-11-25T10:00:00.000Z';
    const run = (laps: number[][], official: object | null) => ({
      userId,
      date: '2026-11-20',
      trackName: 'Tacoma RC',
      session: 'main',
      source: official ? 'import' : 'manual',
      laps: JSON.stringify(laps),
      stats: '{}',
      official: official ? JSON.stringify(official) : null,
      createdAt: now,
      updatedAt: now,
    });
    // The file's fast lap (16.6 s) is slower than its lap 1 (12.2 s): the system did not count lap 1.
    await db
      .insertInto('runs')
      .values([
        run(
          [
            [1, 12_200],
            [2, 16_600],
            [3, 17_000],
          ],
          { laps: 3, totalMs: 45_800, bestMs: 16_600 },
        ),
        run(
          [
            [1, 20_000],
            [2, 19_000],
          ],
          null,
        ),
      ])
      .execute();
    await migrateToLatest(db);
    const rows = await db
      .selectFrom('runs')
      .select(['startSegment', 'stats', 'race', 'field', 'clientRef'])
      .orderBy('id')
      .execute();
    expect(rows.map((r) => r.startSegment)).toEqual([1, 0]);
    expect(JSON.parse(rows[0]?.stats as string)).toMatchObject({
      bestMs: 16_600,
      cleanLaps: 2,
      fromFile: ['laps', 'totalMs', 'bestMs'],
    });
    expect(JSON.parse(rows[1]?.stats as string)).toMatchObject({ bestMs: 19_000, fromFile: [], decimals: 3 });
    expect(rows[0]).toMatchObject({ race: null, field: null, clientRef: null });
    await migrateTo(db, '0016-statement-revision');
    await migrateToLatest(db);
  });
});
