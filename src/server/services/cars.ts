import type { AccountLimits } from '../../shared/constants/account-limits';
import type { Car, CarValues } from '../../shared/schemas/car';
import { nowIso } from '../clock';
import type { Db } from '../db';
import { keysetPage, type ListOrder, type PageRequest } from '../db/keyset';
import { ownerTransaction } from '../db/transaction';
import { badRequest, notFound } from '../errors';
import { assertRoomForRecords } from './account-limits';
import { deleteUnusedBlobs } from './file-blobs';
import { deleteIfUnreferenced, ownsUpload } from './files';
import { ownsRecord } from './ownership';
import { detachFromSetups, ESC_TABLES, SHEET_TABLES } from './setup-versions';

const CAR_COLUMNS = [
  'id',
  'manufacturer',
  'model',
  'status',
  'scale',
  'drivetrain',
  'power',
  'vehicleClass',
  'notes',
  'imageUrl',
  'createdAt',
  'updatedAt',
] as const;

const VEHICLE_NOT_FOUND = 'Vehicle not found';

/** A racer's cars, oldest first (the dashboard shows the first three). */
export const CAR_ORDER: ListOrder<Car> = {
  columns: [{ column: 'id', type: 'int' }],
  keysOf: (car) => [car.id],
};

/** One page of a racer's cars (routes/cars.ts). */
export function listCars(db: Db, userId: number, page: PageRequest): Promise<Car[]> {
  const query = db.selectFrom('cars').select(CAR_COLUMNS).where('userId', '=', userId);
  return keysetPage(query, CAR_ORDER.columns, page).execute();
}

export async function getCar(db: Db, userId: number, id: number): Promise<Car> {
  const car = await db
    .selectFrom('cars')
    .select(CAR_COLUMNS)
    .where('id', '=', id)
    .where('userId', '=', userId)
    .executeTakeFirst();
  if (!car) throw notFound(VEHICLE_NOT_FOUND);
  return car;
}

/** Refuses an rcCarId that is not one of the racer's own cars (another racer's looks the same as none). */
export async function assertOwnCar(db: Db, userId: number, carId: number | null | undefined): Promise<void> {
  if (carId === null || carId === undefined) return;
  if (!(await ownsRecord(db, 'cars', userId, carId)))
    throw badRequest('Choose one of your vehicles', 'invalid_vehicle');
}

export async function createCar(
  db: Db,
  userId: number,
  values: CarValues,
  limits: AccountLimits,
): Promise<Car> {
  const now = nowIso();
  return ownerTransaction(db, userId, async (trx) => {
    await assertRoomForRecords(trx, userId, limits, 'cars');
    return trx
      .insertInto('cars')
      .values({ userId, ...values, imageUrl: null, createdAt: now, updatedAt: now })
      .returning(CAR_COLUMNS)
      .executeTakeFirstOrThrow();
  });
}

export async function updateCar(db: Db, userId: number, id: number, values: CarValues): Promise<Car> {
  const car = await ownerTransaction(db, userId, (trx) =>
    trx
      .updateTable('cars')
      .set({ ...values, updatedAt: nowIso() })
      .where('id', '=', id)
      .where('userId', '=', userId)
      .returning(CAR_COLUMNS)
      .executeTakeFirstOrThrow(() => notFound(VEHICLE_NOT_FOUND)),
  );
  return car;
}

/** Sets (or clears) the photo; the old photo's file goes once nothing points at it. */
export async function setCarPhoto(db: Db, userId: number, id: number, imageUrl: string | null): Promise<Car> {
  const { car, freed } = await ownerTransaction(db, userId, async (trx) => {
    if (imageUrl !== null && !(await ownsUpload(trx, userId, imageUrl)))
      throw badRequest('Upload the photo first');
    const before = await getCar(trx, userId, id);
    const car = await trx
      .updateTable('cars')
      .set({ imageUrl, updatedAt: nowIso() })
      .where('id', '=', id)
      .where('userId', '=', userId)
      .returning(CAR_COLUMNS)
      .executeTakeFirstOrThrow();
    const freed =
      before.imageUrl !== imageUrl ? await deleteIfUnreferenced(trx, userId, before.imageUrl) : [];
    return { car, freed };
  });
  await deleteUnusedBlobs(db, freed);
  return car;
}

/**
 * Deletes a car. Its transponders become unassigned (the foreign key sets null) and its setups
 * stay, with no car, each as a new version of its history; they are marked not installed, as
 * nothing holds them now.
 */
export async function deleteCar(db: Db, userId: number, id: number): Promise<void> {
  const freed = await ownerTransaction(db, userId, async (trx) => {
    const car = await getCar(trx, userId, id);
    for (const table of ['setupSheets', 'escSetups'] as const) {
      await trx
        .updateTable(table)
        .set({ isCurrentlyInstalled: 0 })
        .where('rcCarId', '=', id)
        .where('userId', '=', userId)
        .execute();
    }
    const note = `Vehicle deleted: ${car.manufacturer} ${car.model}`;
    for (const kind of [SHEET_TABLES, ESC_TABLES])
      await detachFromSetups(trx, kind, userId, 'rcCarId', id, note);
    await trx.deleteFrom('cars').where('id', '=', id).where('userId', '=', userId).execute();
    return deleteIfUnreferenced(trx, userId, car.imageUrl);
  });
  await deleteUnusedBlobs(db, freed);
}
