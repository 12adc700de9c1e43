import type { Transaction } from 'kysely';
import { notFound } from '../errors';
import type { Db } from '.';
import { classifyDatabaseError } from './errors';
import type { Database } from './schema';

const ATTEMPTS = 4;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs `work` in one transaction. PostgreSQL may roll a transaction back for a deadlock or a
 * serialization failure even when every writer takes its locks in the same order (a foreign
 * key check locks the row it references); such a transaction wrote nothing, so it runs again,
 * after a short random pause that keeps the two contenders from meeting again at once.
 * `work` must therefore do nothing outside the database that it cannot repeat.
 */
export async function inTransaction<T>(db: Db, work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction().execute(work);
    } catch (error) {
      if (attempt >= ATTEMPTS || classifyDatabaseError(error) !== 'retryable') throw error;
      await pause(5 * 2 ** attempt * (0.5 + Math.random()));
    }
  }
}

/**
 * The one lock order for a racer's records: their user row first, then car → setups → files.
 * Every write to a racer's cars, transponders and setups already touches that row at its end
 * (the data-revision triggers of migration 0003), so taking it at the start costs nothing and
 * queues one racer's writes instead of letting two lock the same rows in opposite orders.
 * A racer deleted meanwhile gets 404, not a foreign-key failure.
 */
export async function ownerTransaction<T>(
  db: Db,
  userId: number,
  work: (trx: Transaction<Database>) => Promise<T>,
): Promise<T> {
  return inTransaction(db, async (trx) => {
    const locked = await trx
      .updateTable('users')
      .set((eb) => ({ dataRevision: eb('dataRevision', '+', 1) }))
      .where('id', '=', userId)
      .executeTakeFirst();
    if (!locked.numUpdatedRows) throw notFound('Not found: this account no longer exists');
    return work(trx);
  });
}
