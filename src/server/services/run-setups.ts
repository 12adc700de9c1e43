import type { Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { badRequest } from '../errors';

type Trx = Transaction<Database>;

/** What a run ran on: each kind's setup and its version at the time, or none. */
export interface RunSetups {
  setupSheetId: number | null;
  setupVersion: number | null;
  escSetupId: number | null;
  escVersion: number | null;
}

export interface RunSetupChoice {
  setupSheetId?: number | null;
  setupVersion?: number | null;
  escSetupId?: number | null;
  escVersion?: number | null;
}

const KINDS = [
  {
    table: 'setupSheets',
    id: 'setupSheetId',
    version: 'setupVersion',
    mine: ['Choose one of your setup sheets', 'invalid_setup_sheet'],
  },
  {
    table: 'escSetups',
    id: 'escSetupId',
    version: 'escVersion',
    mine: ['Choose one of your ESC setups', 'invalid_esc_setup'],
  },
] as const;

/**
 * The setups a new run records (issue 16). Absent: the ones installed on the car now, at their
 * current versions, so later edits never change what the run says it ran on. Null: none. An id:
 * that setup of the racer's (another racer's is refused as if it did not exist), at the version
 * given or its current one.
 */
export async function resolveRunSetups(
  trx: Trx,
  userId: number,
  rcCarId: number,
  choice: RunSetupChoice,
): Promise<RunSetups> {
  const found: Record<string, number | null> = {};
  for (const kind of KINDS) {
    const id = choice[kind.id];
    let row: { id: number; version: number } | undefined;
    if (id === undefined) {
      row = await trx
        .selectFrom(kind.table)
        .select(['id', 'version'])
        .where('userId', '=', userId)
        .where('rcCarId', '=', rcCarId)
        .where('isCurrentlyInstalled', '=', 1)
        .orderBy('id', 'desc')
        .executeTakeFirst();
    } else if (id !== null) {
      row = await trx
        .selectFrom(kind.table)
        .select(['id', 'version'])
        .where('userId', '=', userId)
        .where('id', '=', id)
        .executeTakeFirst();
      if (!row) throw badRequest(kind.mine[0], kind.mine[1]);
    }
    const wanted = choice[kind.version];
    if (row && wanted != null && wanted > row.version)
      throw badRequest(
        `That setup has no version ${wanted} yet (it is at version ${row.version})`,
        'invalid_version',
      );
    found[kind.id] = row?.id ?? null;
    found[kind.version] = row ? (wanted ?? row.version) : null;
  }
  return found as unknown as RunSetups;
}
