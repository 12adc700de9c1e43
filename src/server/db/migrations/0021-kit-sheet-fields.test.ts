import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { KIT_SHEET_KEYS } from '../../../shared/test/kit-sheet-fields';
import { setupSheets } from '../../services/setup-sheets';
import { DIALECTS } from '../../test/harness';
import { emptyDatabasePerTest, insertEarlierRacer } from '../../test/migration-db';
import { migrateTo, migrateToLatest } from '../migrate';
import { KIT_SHEET_FIELDS } from './0021-kit-sheet-fields';

// biome-ignore lint/suspicious/noExplicitAny: the tables as they were before migration 0021
type Before = Kysely<any>;

const camel = (column: string) => column.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());

describe.each(DIALECTS)('migration 0021: the kit-sheet fields (%s)', (dialect) => {
  const open = emptyDatabasePerTest(dialect);

  it('adds the new fields empty to every sheet, keeps what it held, and goes back down', async () => {
    expect(KIT_SHEET_FIELDS.map(camel)).toEqual([...KIT_SHEET_KEYS]);
    const { db } = await open();
    await migrateTo(db, '0020-change-notices');
    const userId = await insertEarlierRacer(db);
    const now = '2026-11-29T09:00:00.000Z';
    const sheet = {
      userId,
      name: 'Nationals',
      frontSpring: 'Grey',
      weight: '3250',
      createdAt: now,
      updatedAt: now,
    };
    const { id } = await (db as Before)
      .insertInto('setupSheets')
      .values(sheet)
      .returning('id')
      .executeTakeFirstOrThrow();

    await migrateToLatest(db);
    const after = await setupSheets.get(db, userId, id);
    expect(after).toMatchObject({ name: 'Nationals', frontSpring: 'Grey', weight: '3250' });
    expect(after).toMatchObject(Object.fromEntries(KIT_SHEET_KEYS.map((k) => [k, null])));
    await db.updateTable('setupSheets').set({ servo: 'Sanwa PGS-CL II' }).where('id', '=', id).execute();

    await migrateTo(db, '0020-change-notices');
    const down = await (db as Before).selectFrom('setupSheets').selectAll().executeTakeFirstOrThrow();
    expect(down).toMatchObject({ name: 'Nationals', frontSpring: 'Grey', weight: '3250' });
    for (const key of KIT_SHEET_KEYS) expect(down).not.toHaveProperty(key);
  });
});
