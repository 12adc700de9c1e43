import type { Insertable, Transaction } from 'kysely';
import type { Db } from '../src/server/db';
import type { Database, SetupVersionsTable } from '../src/server/db/schema';
import { toEntity } from '../src/server/services/setup-records';
import { contentChanges, contentSnapshot, SNAPSHOT_EVERY } from '../src/server/services/setup-versions';
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
 * Versions after those a sheet has, up to `until`: one-field edits of its front shock oil (`oil`
 * gives each version's), with a reason every fifth time, as a racer tuning through a season writes
 * them, and the snapshot the app keeps on every SNAPSHOT_EVERY-th (services/setup-versions.ts).
 */
export async function appendOilHistory(
  db: Db,
  id: number,
  userId: number,
  until: number,
  oil: (version: number) => string,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const sheet = await trx.selectFrom('setupSheets').selectAll().where('id', '=', id).executeTakeFirst();
    if (sheet?.userId !== userId) throw new Error(`bench seed: sheet ${id} is not racer ${userId}'s`);
    const content = toEntity<Record<string, unknown>>(sheet);
    const rows: Insertable<SetupVersionsTable>[] = [];
    for (let version = sheet.version + 1; version <= until; version++) {
      const to = oil(version);
      const changes = { frontShockOil: [content.frontShockOil, to] };
      content.frontShockOil = to;
      rows.push({
        setupId: id,
        version,
        createdAt: new Date(Date.parse(sheet.createdAt) + version * 3_600_000).toISOString(),
        source: 'edit',
        note: version % 5 === 0 ? 'Too loose on the exit of the long right-hander' : null,
        changes: JSON.stringify(changes),
        snapshot: version % SNAPSHOT_EVERY === 0 ? contentSnapshot('setup-sheet', content) : null,
      });
    }
    for (let i = 0; i < rows.length; i += 200)
      await trx
        .insertInto('setupSheetVersions')
        .values(rows.slice(i, i + 200))
        .execute();
    await trx
      .updateTable('setupSheets')
      .set({ version: Math.max(sheet.version, until), frontShockOil: String(content.frontShockOil) })
      .where('id', '=', id)
      .execute();
  });
}

/** The first racers' first sheet gets LONG_HISTORY.versions versions. */
export async function seedLongHistories(db: Db, userIds: number[], sheetsPerRacer: number): Promise<void> {
  for (let index = 0; index < LONG_HISTORY.racers; index++)
    await appendOilHistory(
      db,
      longHistorySheetId(index, sheetsPerRacer),
      userIds[index] as number,
      LONG_HISTORY.versions,
      (version) => `${350 + (version % 8) * 25} cSt`,
    );
}
