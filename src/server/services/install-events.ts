import type { Kysely, Transaction } from 'kysely';
import type { InstallEvent } from '../../shared/schemas/setup-version';
import type { SetupKindName } from '../../shared/setup-content';
import { nowIso } from '../clock';
import type { Db } from '../db';
import type { Database } from '../db/schema';
import { badRequest, notFound } from '../errors';

/**
 * Install events (issue 29, item 8, migration 0018): each time a setup went onto a car, kept beside
 * its history rather than as a version of it. Installing changes no content; a version made for it
 * would split the runs of one content in two and move the version an open editor began from.
 * Also the rules of which setup is installed (at most one of a kind per car), which every write
 * that installs follows. A leaf module: setup-records.ts and setup-installs.ts write through it,
 * setup-versions.ts lists the events with the versions.
 */

type Trx = Transaction<Database>;
// biome-ignore lint/suspicious/noExplicitAny: both kinds' install tables share one shape; Kysely cannot type a union of tables
type LooseDb = Kysely<any>;

/** Each kind's table of install events (also read by the data export). */
export const INSTALLS = {
  'setup-sheet': 'setupSheetInstalls',
  'esc-setup': 'escSetupInstalls',
} as const satisfies Record<SetupKindName, keyof Database>;

const loose = (trx: Trx) => trx as unknown as LooseDb;

const CAR_NOT_FOUND = 'Vehicle not found';

export interface InstalledCar {
  id: number;
  name: string;
}

/** The racer's car by id, with the name History shows; another racer's is not found (404). */
export async function installedCar(trx: Trx, userId: number, carId: number): Promise<InstalledCar> {
  const car = await trx
    .selectFrom('cars')
    .select(['id', 'manufacturer', 'model'])
    .where('id', '=', carId)
    .where('userId', '=', userId)
    .executeTakeFirst();
  if (!car) throw notFound(CAR_NOT_FOUND);
  return { id: car.id, name: `${car.manufacturer} ${car.model}` };
}

/**
 * Records that the setup went onto the car at `version`, with the racer's note. `car`: the car as
 * already read, or the id of one of the racer's cars.
 */
export async function recordInstall(
  trx: Trx,
  kind: SetupKindName,
  userId: number,
  at: { setupId: number; version: number },
  car: InstalledCar | number,
  note: string | null | undefined,
): Promise<void> {
  const { id, name } = typeof car === 'number' ? await installedCar(trx, userId, car) : car;
  await trx
    .insertInto(INSTALLS[kind])
    .values({ ...at, rcCarId: id, carName: name, note: note || null, createdAt: nowIso() })
    .execute();
}

/** The installs made at each of the versions given, oldest first; a version with none has none. */
export async function installsAt(
  db: Db | Trx,
  kind: SetupKindName,
  setupId: number,
  ofVersions: readonly { version: number }[],
): Promise<Map<number, InstallEvent[]>> {
  const versions = ofVersions.map((v) => v.version);
  const byVersion = new Map<number, InstallEvent[]>(versions.map((v) => [v, []]));
  if (versions.length === 0) return byVersion;
  const rows = (await (db as unknown as LooseDb)
    .selectFrom(INSTALLS[kind])
    .select(['version', 'createdAt', 'rcCarId', 'carName', 'note'])
    .where('setupId', '=', setupId)
    .where('version', 'in', versions)
    .orderBy('id')
    .execute()) as Array<InstallEvent & { version: number }>;
  for (const { version, ...event } of rows) byVersion.get(version)?.push(event);
  return byVersion;
}

/** The setup's last install event, if any. */
export async function lastInstall(trx: Trx, kind: SetupKindName, setupId: number) {
  return trx
    .selectFrom(INSTALLS[kind])
    .select(['version', 'rcCarId', 'note'])
    .where('setupId', '=', setupId)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/**
 * Un-installs the car's other setups of this kind before the write. The car's row is locked
 * first (a no-op update, portable to both dialects), after the racer's own (ownerTransaction):
 * the one lock order racer → car → setups → files that every transaction here follows. The
 * partial unique index stays as the last line of defence.
 */
export async function clearInstalled(
  trx: Transaction<Database>,
  kind: { table: 'setupSheets' | 'escSetups' },
  userId: number,
  carToInstallOn: number | null,
  exceptId?: number,
): Promise<void> {
  if (carToInstallOn === null) return;
  await trx
    .updateTable('cars')
    .set((eb) => ({ updatedAt: eb.ref('updatedAt') }))
    .where('id', '=', carToInstallOn)
    .execute();
  let others = loose(trx)
    .updateTable(kind.table)
    .set({ isCurrentlyInstalled: 0 })
    .where('userId', '=', userId)
    .where('rcCarId', '=', carToInstallOn);
  if (exceptId !== undefined) others = others.where('id', '!=', exceptId);
  await others.execute();
}

/** The car a write leaves the setup installed on, or null when it leaves it not installed. */
export function installTarget(
  values: { rcCarId?: number | null; isCurrentlyInstalled?: boolean },
  before?: { rcCarId: number | null; isCurrentlyInstalled?: unknown },
): number | null {
  const installed = values.isCurrentlyInstalled ?? before?.isCurrentlyInstalled === 1;
  if (!installed) return null;
  const carId = values.rcCarId !== undefined ? values.rcCarId : (before?.rcCarId ?? null);
  if (carId === null)
    throw badRequest('Choose a vehicle before marking this setup as installed', 'no_vehicle');
  return carId;
}
