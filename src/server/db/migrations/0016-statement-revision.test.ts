import { describe, expect, it } from 'vitest';
import { DIALECTS } from '../../test/harness';
import { emptyDatabasePerTest, insertEarlierRacer } from '../../test/migration-db';
import { migrateTo, migrateToLatest } from '../migrate';

describe.each(DIALECTS)('migration 0016: the data revision per statement (%s)', (dialect) => {
  const open = emptyDatabasePerTest(dialect);

  it('an insert, update or delete of many rows moves only their racer’s revision, up and down', async () => {
    const { db } = await open();
    await migrateToLatest(db);
    const racer = await insertEarlierRacer(db, 'one');
    const other = await insertEarlierRacer(db, 'two');
    const revisions = async () =>
      (await db.selectFrom('users').select(['id', 'dataRevision']).orderBy('id').execute()).map(
        (u) => u.dataRevision,
      );
    const at = '2026-11-29T05:00:00.000Z';
    const cars = (userId: number) =>
      Array.from({ length: 3 }, (_, i) => ({
        userId,
        manufacturer: 'Tekno RC',
        model: `EB48 ${i}`,
        status: 'Active',
        createdAt: at,
        updatedAt: at,
      }));
    for (const step of ['0016-statement-revision', '0015-maintenance'] as const) {
      await migrateTo(db, step);
      const [before, otherBefore] = await revisions();
      await db.insertInto('cars').values(cars(racer)).execute();
      const [inserted, otherAfter] = await revisions();
      expect(inserted).toBeGreaterThan(before as number);
      expect(otherAfter).toBe(otherBefore);
      await db.updateTable('cars').set({ notes: 'x' }).where('userId', '=', racer).execute();
      const [updated] = await revisions();
      expect(updated).toBeGreaterThan(inserted as number);
      await db.deleteFrom('cars').where('userId', '=', racer).execute();
      const [deleted] = await revisions();
      expect(deleted).toBeGreaterThan(updated as number);
      // A statement that touches no row moves nobody's.
      await db.deleteFrom('cars').where('userId', '=', other).execute();
      expect((await revisions())[1]).toBe(otherBefore);
    }
    await migrateToLatest(db);
  });
});
