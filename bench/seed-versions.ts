import type { Insertable, Transaction } from 'kysely';
import type { Db } from '../src/server/db';
import type { Database, SetupVersionsTable } from '../src/server/db/schema';
import { toEntity } from '../src/server/services/setup-records';
import { contentChanges } from '../src/server/services/setup-versions';
import type { SetupKindName } from '../src/shared/setup-content';

/** How many racers (the first ones, who have sessions) get one sheet with a long history, and how long. */
export const LONG_HISTORY = { racers: 5, versions: 500 };

const VERSIONS_TABLE = { 'setup-sheet': 'setupSheetVersions', 'esc-setup': 'escSetupVersions' } as const;

/**
 * Version 1 of setups the seed inserted directly, as the app writes it on create
 * (services/setup-records.ts insertSetup): every value the setup was created with.
 */
export async function insertFirstVersions(
  trx: Transaction<Database>,
  kind: SetupKindName,
  rows: Array<Record<string, unknown> & { id: number; createdAt: string }>,
): Promise<void> {
  if (rows.length === 0) return;
  await trx
    .insertInto(VERSIONS_TABLE[kind])
    .values(
      rows.map((row) => ({
        setupId: row.id,
        version: 1,
        createdAt: row.createdAt,
        source: 'create',
        changes: JSON.stringify(contentChanges(kind, null, toEntity(row))),
      })),
    )
    .execute();
}

/** The sheet with a long history of the seed's racer `index` (< LONG_HISTORY.racers): their first. */
export const longHistorySheetId = (index: number, sheetsPerRacer: number) => index * sheetsPerRacer + 1;

/**
 * The first racers' first sheet gets LONG_HISTORY.versions versions: one-field edits of the front
 * shock oil, each with a reason every fifth time, as a racer tuning through a season writes them.
 */
export async function seedLongHistories(db: Db, userIds: number[], sheetsPerRacer: number): Promise<void> {
  for (let index = 0; index < LONG_HISTORY.racers; index++) {
    const id = longHistorySheetId(index, sheetsPerRacer);
    const sheet = await db
      .selectFrom('setupSheets')
      .select(['id', 'userId', 'frontShockOil'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    if (sheet.userId !== userIds[index]) throw new Error(`sheet ${id} is not racer ${index}'s first`);
    let from = sheet.frontShockOil;
    const rows: Insertable<SetupVersionsTable>[] = [];
    for (let version = 2; version <= LONG_HISTORY.versions; version++) {
      const to = `${350 + (version % 8) * 25} cSt`;
      rows.push({
        setupId: id,
        version,
        createdAt: new Date(Date.UTC(2025, 0, 1) + version * 3_600_000).toISOString(),
        source: 'edit',
        note: version % 5 === 0 ? 'Too loose on the exit of the long right-hander' : null,
        changes: JSON.stringify({ frontShockOil: [from, to] }),
      });
      from = to;
    }
    await db.transaction().execute(async (trx) => {
      for (let i = 0; i < rows.length; i += 200)
        await trx
          .insertInto('setupSheetVersions')
          .values(rows.slice(i, i + 200))
          .execute();
      await trx
        .updateTable('setupSheets')
        .set({ version: LONG_HISTORY.versions, frontShockOil: from })
        .where('id', '=', id)
        .execute();
    });
  }
}
