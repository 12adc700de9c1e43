import type { Transaction } from 'kysely';
import type { Db } from '../db';
import type { Database } from '../db/schema';
import { badRequest } from '../errors';

type Trx = Transaction<Database>;

/**
 * Which tyre sets a run used (issue 19). A body naming another racer's set, or one that does not
 * exist, is refused as naming none of theirs (400), so nobody learns which ids exist. A retired set
 * may still be named: a racer logging last week's runs late ran on it then.
 */
export async function replaceRunTyreSets(
  trx: Trx,
  userId: number,
  runId: number,
  ids: readonly number[] | undefined,
): Promise<void> {
  if (ids === undefined) return;
  if (ids.length > 0) {
    const own = await trx
      .selectFrom('tyreSets')
      .select('id')
      .where('userId', '=', userId)
      .where('id', 'in', ids)
      .execute();
    if (own.length !== ids.length) throw badRequest('Choose one of your tyre sets', 'invalid_tyre_set');
  }
  await trx.deleteFrom('runTyreSets').where('runId', '=', runId).execute();
  if (ids.length > 0)
    await trx
      .insertInto('runTyreSets')
      .values(ids.map((tyreSetId) => ({ runId, tyreSetId })))
      .execute();
}

/** The sets one run names, in the order of their ids. */
export async function tyreSetIdsOfRun(db: Db | Trx, runId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('runTyreSets')
    .select('tyreSetId')
    .where('runId', '=', runId)
    .orderBy('tyreSetId')
    .execute();
  return rows.map((r) => r.tyreSetId);
}
