import type { Db } from '../db';
import { loose, type SetupKind, toEntity } from './setup-records';

/** What the wizard reads of a car's setups (issue 17): the installed one of a kind, the names of all. */

/** The setup of the kind installed on the racer's car (the newest, should several say so), if any. */
export async function installedSetupOf<T>(
  db: Db,
  kind: SetupKind,
  userId: number,
  rcCarId: number,
): Promise<T | undefined> {
  const row = await loose(db)
    .selectFrom(kind.table)
    .select(kind.columns as string[])
    .where('userId', '=', userId)
    .where('rcCarId', '=', rcCarId)
    .where('isCurrentlyInstalled', '=', 1)
    .orderBy('updatedAt', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ? toEntity<T>(row) : undefined;
}

/** The id and name of every setup of the kind on the racer's car, installed or not. */
export async function setupNamesOnCar(
  db: Db,
  kind: SetupKind,
  userId: number,
  rcCarId: number,
): Promise<{ id: number; name: string }[]> {
  const rows = await loose(db)
    .selectFrom(kind.table)
    .select(['id', 'name'])
    .where('userId', '=', userId)
    .where('rcCarId', '=', rcCarId)
    .orderBy('id')
    .execute();
  return rows.map((r) => ({ id: Number(r.id), name: String(r.name) }));
}
