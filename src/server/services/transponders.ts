import type { AccountLimits } from '../../shared/constants/account-limits';
import type { Transponder } from '../../shared/schemas/transponder';
import { nowIso } from '../clock';
import type { Db } from '../db';
import { keysetPage, type ListOrder, type PageRequest } from '../db/keyset';
import { ownerTransaction } from '../db/transaction';
import { conflict, notFound } from '../errors';
import { assertRoomForRecords } from './account-limits';
import { assertOwnCar } from './cars';

const NOT_FOUND = 'Transponder not found';
const COLUMNS = ['id', 'number', 'rcCarId', 'notes', 'createdAt', 'updatedAt'] as const;

interface TransponderValues {
  number: string;
  rcCarId?: number | null;
  notes?: string | null;
}

/** Most recently added first (the register's default "Recent" order). */
export const TRANSPONDER_ORDER: ListOrder<Transponder> = {
  columns: [
    { column: 'createdAt', desc: true, type: 'text' },
    { column: 'id', desc: true, type: 'int' },
  ],
  keysOf: (t) => [t.createdAt, t.id],
};

/** One page of a racer's register (routes/transponders.ts). */
export function listTransponders(db: Db, userId: number, page: PageRequest): Promise<Transponder[]> {
  const query = db.selectFrom('transponders').select(COLUMNS).where('userId', '=', userId);
  return keysetPage(query, TRANSPONDER_ORDER.columns, page).execute();
}

async function assertNumberFree(db: Db, userId: number, number: string, exceptId?: number): Promise<void> {
  let query = db
    .selectFrom('transponders')
    .select('id')
    .where('userId', '=', userId)
    .where('number', '=', number);
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  if (await query.executeTakeFirst()) throw conflict(`You already have transponder #${number}`);
}

/** Checks the car and the number, then writes, all under the racer's lock (db/transaction.ts). */
function writeChecked<T>(
  db: Db,
  userId: number,
  values: TransponderValues,
  exceptId: number | undefined,
  write: (trx: Db) => Promise<T>,
): Promise<T> {
  return ownerTransaction(db, userId, async (trx) => {
    await assertOwnCar(trx, userId, values.rcCarId);
    await assertNumberFree(trx, userId, values.number, exceptId);
    return write(trx);
  });
}

export function createTransponder(
  db: Db,
  userId: number,
  values: TransponderValues,
  limits: AccountLimits,
): Promise<Transponder> {
  const now = nowIso();
  return writeChecked(db, userId, values, undefined, async (trx) => {
    await assertRoomForRecords(trx, userId, limits, 'transponders');
    return trx
      .insertInto('transponders')
      .values({
        userId,
        number: values.number,
        rcCarId: values.rcCarId,
        notes: values.notes ?? null,
        createdAt: now,
        updatedAt: now,
      })
      .returning(COLUMNS)
      .executeTakeFirstOrThrow();
  });
}

export async function updateTransponder(
  db: Db,
  userId: number,
  id: number,
  values: TransponderValues,
): Promise<Transponder> {
  const row = await writeChecked(db, userId, values, id, (trx) =>
    trx
      .updateTable('transponders')
      .set({
        number: values.number,
        rcCarId: values.rcCarId,
        notes: values.notes ?? null,
        updatedAt: nowIso(),
      })
      .where('id', '=', id)
      .where('userId', '=', userId)
      .returning(COLUMNS)
      .executeTakeFirstOrThrow(() => notFound(NOT_FOUND)),
  );
  return row;
}

export async function deleteTransponder(db: Db, userId: number, id: number): Promise<void> {
  await ownerTransaction(db, userId, async (trx) => {
    const result = await trx
      .deleteFrom('transponders')
      .where('id', '=', id)
      .where('userId', '=', userId)
      .executeTakeFirst();
    // Thrown inside, so the transaction (and its revision bump) is rolled back.
    if (Number(result.numDeletedRows) === 0) throw notFound(NOT_FOUND);
  });
}
