import type { Selectable } from 'kysely';
import type { AccountLimits } from '../../shared/constants/account-limits';
import type { TyrePosition, TyreSet, TyreSetDetail, TyreSetValues } from '../../shared/schemas/tyre-set';
import { nowIso } from '../clock';
import type { Db } from '../db';
import { keysetPage, type ListOrder, type PageRequest } from '../db/keyset';
import type { TyreSetsTable } from '../db/schema';
import { ownerTransaction } from '../db/transaction';
import { AppError, notFound } from '../errors';
import { assertRoomForRecords } from './account-limits';
import { type RunOnSet, runsOnSets, usageOf } from './tyre-set-usage';

const NOT_FOUND = 'Tyre set not found';
const COLUMNS = [
  'id',
  'brand',
  'compound',
  'insert',
  'wheel',
  'position',
  'gluedOn',
  'cost',
  'notes',
  'retired',
  'createdAt',
  'updatedAt',
] as const;

type Row = Pick<Selectable<TyreSetsTable>, (typeof COLUMNS)[number]>;

function toTyreSet(row: Row, runs: readonly RunOnSet[]): TyreSet {
  return {
    ...row,
    position: row.position as TyrePosition,
    retired: Boolean(row.retired),
    usage: usageOf(runs),
  };
}

/** Sets in use first, then retired ones; the newest added first within each. */
export const TYRE_SET_ORDER: ListOrder<TyreSet> = {
  columns: [
    { column: 'retired', type: 'int' },
    { column: 'createdAt', desc: true, type: 'text' },
    { column: 'id', desc: true, type: 'int' },
  ],
  keysOf: (set) => [set.retired ? 1 : 0, set.createdAt, set.id],
};

/** One page of a racer's sets, each with what it has done (from the runs naming the page's sets). */
export async function listTyreSets(db: Db, userId: number, page: PageRequest): Promise<TyreSet[]> {
  const query = db.selectFrom('tyreSets').select(COLUMNS).where('userId', '=', userId);
  const rows = await keysetPage(query, TYRE_SET_ORDER.columns, page).execute();
  const runs = await runsOnSets(
    db,
    userId,
    rows.map((row) => row.id),
  );
  return rows.map((row) =>
    toTyreSet(
      row,
      runs.filter((run) => run.tyreSetId === row.id),
    ),
  );
}

async function findRow(db: Db, userId: number, id: number): Promise<Row> {
  const row = await db
    .selectFrom('tyreSets')
    .select(COLUMNS)
    .where('id', '=', id)
    .where('userId', '=', userId)
    .executeTakeFirst();
  if (!row) throw notFound(NOT_FOUND);
  return row;
}

/** One set with its runs, newest first (a retired set keeps them all). */
export async function getTyreSet(db: Db, userId: number, id: number): Promise<TyreSetDetail> {
  const row = await findRow(db, userId, id);
  const runs = await runsOnSets(db, userId, [id]);
  return {
    ...toTyreSet(row, runs),
    runs: runs.map(({ id, rcCarId, date, trackName, session, stats }) => ({
      id,
      rcCarId,
      date,
      trackName,
      session,
      stats,
    })),
  };
}

const columnsOf = (values: TyreSetValues) => ({
  brand: values.brand,
  compound: values.compound ?? null,
  insert: values.insert ?? null,
  wheel: values.wheel ?? null,
  position: values.position,
  gluedOn: values.gluedOn ?? null,
  cost: values.cost ?? null,
  notes: values.notes ?? null,
  retired: values.retired ? (1 as const) : (0 as const),
});

export async function createTyreSet(
  db: Db,
  userId: number,
  values: TyreSetValues,
  limits: AccountLimits,
): Promise<TyreSet> {
  const now = nowIso();
  const row = await ownerTransaction(db, userId, async (trx) => {
    await assertRoomForRecords(trx, userId, limits, 'tyreSets');
    return trx
      .insertInto('tyreSets')
      .values({ ...columnsOf(values), userId, createdAt: now, updatedAt: now })
      .returning(COLUMNS)
      .executeTakeFirstOrThrow();
  });
  return toTyreSet(row, []);
}

/** Replaces what the racer says about a set; retiring is `retired: true` and keeps its runs. */
export async function updateTyreSet(
  db: Db,
  userId: number,
  id: number,
  values: TyreSetValues,
): Promise<TyreSet> {
  const row = await ownerTransaction(db, userId, (trx) =>
    trx
      .updateTable('tyreSets')
      .set({ ...columnsOf(values), updatedAt: nowIso() })
      .where('id', '=', id)
      .where('userId', '=', userId)
      .returning(COLUMNS)
      .executeTakeFirstOrThrow(() => notFound(NOT_FOUND)),
  );
  return toTyreSet(row, await runsOnSets(db, userId, [id]));
}

/**
 * Deletes a set no run names (one added by mistake). A set with runs is refused with 409: deleting
 * it would take its history from those runs, and retiring is what keeps it
 * (docs/decisions/race-day-and-timing.md#tyre-sets-issue-19-item-3).
 */
export async function deleteTyreSet(db: Db, userId: number, id: number): Promise<void> {
  await ownerTransaction(db, userId, async (trx) => {
    const row = await trx
      .selectFrom('tyreSets')
      .select('id')
      .where('id', '=', id)
      .where('userId', '=', userId)
      .executeTakeFirst();
    if (!row) throw notFound(NOT_FOUND);
    const { count } = await trx
      .selectFrom('runTyreSets')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .where('tyreSetId', '=', id)
      .executeTakeFirstOrThrow();
    const runs = Number(count);
    if (runs > 0)
      throw new AppError(
        409,
        `${runs === 1 ? '1 run names' : `${runs} runs name`} this tyre set. Retire it instead: it leaves your list and keeps its history.`,
        'tyre_set_in_use',
      );
    await trx.deleteFrom('tyreSets').where('id', '=', id).where('userId', '=', userId).execute();
  });
}
