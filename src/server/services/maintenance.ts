import type { AccountLimits } from '../../shared/constants/account-limits';
import type { LifeUnit } from '../../shared/schemas/maintenance';
import {
  type MaintenanceItem,
  type MaintenanceItemValues,
  type MaintenanceLogEntry,
  type RunUsage,
  usageIn,
} from '../../shared/schemas/maintenance';
import { nowIso } from '../clock';
import type { Db } from '../db';
import type { MaintenanceItemsTable } from '../db/schema';
import { ownerTransaction } from '../db/transaction';
import { notFound } from '../errors';
import { assertRoomForRecords } from './account-limits';
import { getCar } from './cars';

const NOT_FOUND = 'Maintenance item not found';
const COLUMNS = [
  'id',
  'rcCarId',
  'name',
  'lifeUnit',
  'lifeAmount',
  'tankMinutes',
  'createdAt',
  'lastDoneAt',
] as const;
type ItemRow = Omit<MaintenanceItemsTable, 'id' | 'userId'> & { id: number };

/**
 * Usage counts from the last time done, or from when the item was added
 * (docs/decisions/race-day-and-timing.md#maintenance-items-and-their-usage-issue-19-item-4).
 */
const sinceOf = (item: ItemRow) => item.lastDoneAt ?? item.createdAt;

/**
 * The runs of each item's car since the item was last done: logged after that moment and dated
 * that day or later, so importing last season's results does not wear out a fresh rebuild.
 * One read of the stats (never the laps) for all the items asked about.
 */
async function usageOf(db: Db, userId: number, items: ItemRow[]): Promise<Map<number, RunUsage>> {
  const usage = new Map<number, RunUsage>(items.map((i) => [i.id, { runs: 0, totalMs: 0 }]));
  if (items.length === 0) return usage;
  // ISO timestamps sort as text: the first is the earliest.
  const earliest = items.map(sinceOf).sort()[0] as string;
  const runs = await db
    .selectFrom('runs')
    .select(['rcCarId', 'date', 'createdAt', 'stats'])
    .where('userId', '=', userId)
    .where('rcCarId', 'in', [...new Set(items.map((i) => i.rcCarId))])
    .where('createdAt', '>', earliest)
    .execute();
  for (const run of runs) {
    const totalMs = Number((JSON.parse(run.stats) as { totalMs?: number }).totalMs ?? 0);
    for (const item of items) {
      const since = sinceOf(item);
      if (item.rcCarId !== run.rcCarId || run.createdAt <= since || run.date < since.slice(0, 10)) continue;
      const used = usage.get(item.id) as RunUsage;
      used.runs += 1;
      used.totalMs += totalMs;
    }
  }
  return usage;
}

async function withUsage(db: Db, userId: number, rows: ItemRow[]): Promise<MaintenanceItem[]> {
  const usage = await usageOf(db, userId, rows);
  return rows.map((row) => {
    const lifeUnit = row.lifeUnit as LifeUnit;
    const used = usageIn(lifeUnit, usage.get(row.id) as RunUsage, row.tankMinutes);
    return { ...row, lifeUnit, usage: used, due: used >= row.lifeAmount };
  });
}

const itemsOf = (db: Db, userId: number) =>
  db.selectFrom('maintenanceItems').select(COLUMNS).where('userId', '=', userId);

/** Every item of the racer's fleet with its usage (the fleet and the dashboard show the due ones). */
export async function listMaintenance(db: Db, userId: number): Promise<MaintenanceItem[]> {
  return withUsage(db, userId, await itemsOf(db, userId).orderBy('rcCarId').orderBy('id').execute());
}

/** One car's items (404 when the car is not the racer's). */
export async function listCarMaintenance(db: Db, userId: number, carId: number): Promise<MaintenanceItem[]> {
  await getCar(db, userId, carId);
  return withUsage(
    db,
    userId,
    await itemsOf(db, userId).where('rcCarId', '=', carId).orderBy('id').execute(),
  );
}

async function findItem(db: Db, userId: number, id: number): Promise<ItemRow> {
  const row = await itemsOf(db, userId).where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound(NOT_FOUND);
  return row;
}

async function answer(db: Db, userId: number, id: number): Promise<MaintenanceItem> {
  return (await withUsage(db, userId, [await findItem(db, userId, id)]))[0] as MaintenanceItem;
}

export function createMaintenanceItem(
  db: Db,
  userId: number,
  carId: number,
  values: MaintenanceItemValues,
  limits: AccountLimits,
): Promise<MaintenanceItem> {
  return ownerTransaction(db, userId, async (trx) => {
    await getCar(trx, userId, carId);
    await assertRoomForRecords(trx, userId, limits, 'maintenanceItems');
    const { id } = await trx
      .insertInto('maintenanceItems')
      .values({ userId, rcCarId: carId, ...values, createdAt: nowIso(), lastDoneAt: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    return answer(trx, userId, id);
  });
}

/** Renames the item or changes its life; its usage and log stay. */
export function updateMaintenanceItem(
  db: Db,
  userId: number,
  id: number,
  values: MaintenanceItemValues,
): Promise<MaintenanceItem> {
  return ownerTransaction(db, userId, async (trx) => {
    await findItem(trx, userId, id);
    await trx.updateTable('maintenanceItems').set(values).where('id', '=', id).execute();
    return answer(trx, userId, id);
  });
}

export async function deleteMaintenanceItem(db: Db, userId: number, id: number): Promise<void> {
  await ownerTransaction(db, userId, async (trx) => {
    const result = await trx
      .deleteFrom('maintenanceItems')
      .where('id', '=', id)
      .where('userId', '=', userId)
      .executeTakeFirst();
    if (Number(result.numDeletedRows) === 0) throw notFound(NOT_FOUND);
  });
}

/** "Done": logs the usage it had and the note, and starts counting again from now. */
export function markMaintenanceDone(
  db: Db,
  userId: number,
  id: number,
  note: string | null | undefined,
  limits: AccountLimits,
): Promise<MaintenanceItem> {
  return ownerTransaction(db, userId, async (trx) => {
    const before = await answer(trx, userId, id);
    await assertRoomForRecords(trx, userId, limits, 'maintenanceLog');
    const doneAt = nowIso();
    await trx
      .insertInto('maintenanceLog')
      .values({ itemId: id, doneAt, note: note ?? null, usage: before.usage })
      .execute();
    await trx.updateTable('maintenanceItems').set({ lastDoneAt: doneAt }).where('id', '=', id).execute();
    return answer(trx, userId, id);
  });
}

/** The item's log, most recent first. */
export async function maintenanceLog(db: Db, userId: number, id: number): Promise<MaintenanceLogEntry[]> {
  await findItem(db, userId, id);
  return db
    .selectFrom('maintenanceLog')
    .select(['id', 'doneAt', 'note', 'usage'])
    .where('itemId', '=', id)
    .orderBy('doneAt', 'desc')
    .orderBy('id', 'desc')
    .execute();
}
