import type { Transponder } from '../../shared/schemas/transponder';
import { nowIso } from '../clock';
import type { Db } from '../db';
import { conflict, notFound } from '../errors';
import { assertOwnCar } from './cars';

const COLUMNS = ['id', 'number', 'rcCarId', 'notes', 'createdAt', 'updatedAt'] as const;

interface TransponderValues {
  number: string;
  rcCarId?: number | null;
  notes?: string | null;
}

/** Most recently added first (the register's default "Recent" order). */
export function listTransponders(db: Db, userId: number): Promise<Transponder[]> {
  return db
    .selectFrom('transponders')
    .select(COLUMNS)
    .where('userId', '=', userId)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .execute();
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

/** Runs a write, turning a lost race on the (user, number) unique index into the same 409. */
async function guardUnique<T>(
  db: Db,
  userId: number,
  values: TransponderValues,
  exceptId: number | undefined,
  write: () => Promise<T>,
) {
  await assertOwnCar(db, userId, values.rcCarId);
  await assertNumberFree(db, userId, values.number, exceptId);
  try {
    return await write();
  } catch (error) {
    await assertNumberFree(db, userId, values.number, exceptId);
    throw error;
  }
}

export function createTransponder(db: Db, userId: number, values: TransponderValues): Promise<Transponder> {
  const now = nowIso();
  return guardUnique(db, userId, values, undefined, () =>
    db
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
      .executeTakeFirstOrThrow(),
  );
}

export async function updateTransponder(
  db: Db,
  userId: number,
  id: number,
  values: TransponderValues,
): Promise<Transponder> {
  const row = await guardUnique(db, userId, values, id, () =>
    db
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
      .executeTakeFirst(),
  );
  if (!row) throw notFound('Transponder not found');
  return row;
}

export async function deleteTransponder(db: Db, userId: number, id: number): Promise<void> {
  const result = await db
    .deleteFrom('transponders')
    .where('id', '=', id)
    .where('userId', '=', userId)
    .executeTakeFirst();
  if (Number(result.numDeletedRows) === 0) throw notFound('Transponder not found');
}
