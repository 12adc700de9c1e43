import type { Kysely, Transaction } from 'kysely';
import type { AccountLimits } from '../../shared/constants/account-limits';
import { nowIso } from '../clock';
import type { Db } from '../db';
import { keysetPage, type ListOrder, type PageRequest } from '../db/keyset';
import type { Database, Flag } from '../db/schema';
import { ownerTransaction } from '../db/transaction';
import { AppError, badRequest, notFound } from '../errors';
import { assertRoomForRecords } from './account-limits';
import { assertOwnCar } from './cars';
import { deleteUnusedBlobs } from './file-blobs';
import { deleteIfUnreferenced, ownsUpload } from './files';
import { clearInstalled, installTarget, recordInstall } from './install-events';
import { contentChanges, type VersionChange, type VersionedKind, writeVersion } from './setup-versions';

/**
 * The rules setup sheets and ESC setups share: owner scoping, the car and file must be the
 * racer's own, and at most one installed setup of a kind per car, kept in one transaction.
 */
export interface SetupKind extends VersionedKind {
  /** Every column an API answer shows (never userId). */
  columns: readonly string[];
  /** Extra rules on the record as it will be once written (before and the change merged). */
  validate?: (merged: Record<string, unknown>) => void;
  /** Refuses references in the values to records that are not the racer's (400, as for a car). */
  checkReferences?: (db: Db, userId: number, values: Record<string, unknown>) => Promise<void>;
  /** Runs in a deletion's transaction before the setup goes (e.g. to leave the setups naming it). */
  beforeDelete?: (trx: Transaction<Database>, userId: number, row: Record<string, unknown>) => Promise<void>;
  /** Runs in the write's transaction with the written row (e.g. to keep a search index). */
  afterWrite?: (trx: Transaction<Database>, row: Record<string, unknown>) => Promise<void>;
}

type Row = Record<string, unknown> & {
  id: number;
  rcCarId: number | null;
  fileUrl: string | null;
  version: number;
};
export type Values = Record<string, unknown> & {
  rcCarId?: number | null;
  fileUrl?: string | null;
  isCurrentlyInstalled?: boolean;
};

/** A save's version: what it records, and the version the racer's edit started from (If-Match). */
export interface SaveChange extends VersionChange {
  baseVersion?: number;
}
// biome-ignore lint/suspicious/noExplicitAny: both setup tables share these columns; Kysely cannot type a union of tables
type LooseDb = Kysely<any>;

const FLAGS = ['useManufacturerSheet', 'isPublic', 'isCurrentlyInstalled'] as const;
export const loose = (db: Db | Transaction<Database>) => db as unknown as LooseDb;

/** Booleans travel as 0/1 in the database. */
function toRow(values: Values): Record<string, unknown> {
  const row: Record<string, unknown> = { ...values };
  for (const flag of FLAGS)
    if (typeof values[flag] === 'boolean') row[flag] = (values[flag] ? 1 : 0) satisfies Flag;
  return row;
}

const withoutUndefined = (values: Values) =>
  Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined));

export function toEntity<T>(row: Record<string, unknown>): T {
  const entity: Record<string, unknown> = { ...row };
  for (const flag of FLAGS) entity[flag] = row[flag] === 1 || row[flag] === true;
  return entity as T;
}

/** A racer's setups of a kind, the last changed first. */
export const SETUP_ORDER: ListOrder<{ id: number; updatedAt: string }> = {
  columns: [
    { column: 'updatedAt', desc: true, type: 'text' },
    { column: 'id', desc: true, type: 'int' },
  ],
  keysOf: (setup) => [setup.updatedAt, setup.id],
};

export async function listSetups<T>(
  db: Db,
  kind: SetupKind,
  userId: number,
  page: PageRequest,
): Promise<T[]> {
  const query = loose(db)
    .selectFrom(kind.table)
    .select(kind.columns as string[])
    .where('userId', '=', userId);
  const rows = await keysetPage(query, SETUP_ORDER.columns, page).execute();
  return rows.map((r) => toEntity<T>(r));
}

async function findOwn(db: LooseDb, kind: SetupKind, userId: number, id: number): Promise<Row> {
  const row = await db
    .selectFrom(kind.table)
    .select(kind.columns as string[])
    .where('id', '=', id)
    .where('userId', '=', userId)
    .executeTakeFirst();
  if (!row) throw notFound(kind.notFoundMessage);
  return row as Row;
}

/** One of the racer's setups as the API shows it; 404 when it is not theirs. */
export async function findOwnSetup(
  db: Db | Transaction<Database>,
  kind: SetupKind,
  userId: number,
  id: number,
): Promise<Record<string, unknown>> {
  return toEntity(await findOwn(loose(db), kind, userId, id));
}

async function checkReferences(
  db: Db,
  kind: SetupKind,
  userId: number,
  values: Values,
  before?: Row,
): Promise<void> {
  await assertOwnCar(db, userId, values.rcCarId);
  await kind.checkReferences?.(db, userId, values);
  const file = values.fileUrl;
  if (file && file !== before?.fileUrl && !(await ownsUpload(db, userId, file)))
    throw badRequest('Upload the file first');
}

/**
 * Writes a new setup inside the caller's transaction, which must be the racer's ownerTransaction
 * (Kysely cannot nest transactions): "Copy to my setups" writes the copy's file record and the
 * sheet in one. createSetup is the same, in a transaction of its own.
 */
export async function insertSetup<T>(
  trx: Transaction<Database>,
  kind: SetupKind,
  userId: number,
  values: Values,
  limits: AccountLimits,
  change: VersionChange = { source: 'create' },
): Promise<T> {
  kind.validate?.(values);
  const carId = installTarget(values);
  const now = nowIso();
  await checkReferences(trx, kind, userId, values);
  // A new setup is a setup and its first version.
  await assertRoomForRecords(trx, userId, limits, kind.table);
  await assertRoomForRecords(trx, userId, limits, 'setupVersions');
  await clearInstalled(trx, kind, userId, carId);
  const row = (await loose(trx)
    .insertInto(kind.table)
    .values({ ...toRow(values), userId, version: 1, createdAt: now, updatedAt: now })
    .returning(kind.columns as string[])
    .executeTakeFirstOrThrow()) as Row;
  const entity = toEntity<Record<string, unknown>>(row);
  await writeVersion(trx, kind, row.id, 1, change, contentChanges(kind.name, null, entity));
  if (carId !== null)
    await recordInstall(trx, kind.name, userId, { setupId: row.id, version: 1 }, carId, null);
  await kind.afterWrite?.(trx, entity);
  return entity as T;
}

export function createSetup<T>(
  db: Db,
  kind: SetupKind,
  userId: number,
  values: Values,
  limits: AccountLimits,
  change?: VersionChange,
): Promise<T> {
  return ownerTransaction(db, userId, (trx) => insertSetup<T>(trx, kind, userId, values, limits, change));
}

/**
 * A save's body as the API takes it: the content to write, and the reason and origin (`changeNote`,
 * `changeSource`) that go on the version it makes, never on the setup.
 */
export function splitSave(
  input: Record<string, unknown>,
  fallback: VersionChange['source'],
  baseVersion?: number,
): { values: Values; change: SaveChange } {
  const { changeNote, changeSource, ...values } = input;
  const source = (changeSource as VersionChange['source'] | undefined) ?? fallback;
  return { values, change: { source, note: (changeNote as string | null | undefined) ?? null, baseVersion } };
}

const staleVersion = (current: number) =>
  new AppError(
    412,
    `This setup was changed elsewhere since you opened it (it is now at version ${current}). Reload it to see the changes.`,
    'version_conflict',
  );

/**
 * Writes a change to one of the racer's setups inside their ownerTransaction. A change to its
 * content adds the next version, with what changed, in the same transaction; a change to where it
 * is (installed, shared) adds none. A stale base version is refused (412), never overwritten.
 * Answers the written row and the files the write left unreferenced.
 */
export async function updateInTransaction(
  trx: Transaction<Database>,
  kind: SetupKind,
  userId: number,
  id: number,
  values: Values,
  change: SaveChange,
  limits: AccountLimits,
): Promise<{ row: Row; freed: number[] }> {
  const before = await findOwn(loose(trx), kind, userId, id);
  if (change.baseVersion !== undefined && change.baseVersion !== before.version)
    throw staleVersion(before.version);
  const merged = { ...toEntity<Record<string, unknown>>(before), ...withoutUndefined(values) };
  kind.validate?.(merged);
  await checkReferences(trx, kind, userId, values, before);
  const carId = installTarget(values, before);
  await clearInstalled(trx, kind, userId, carId, id);
  const changes = contentChanges(kind.name, toEntity(before), merged);
  const changed = Object.keys(changes).length > 0;
  const version = changed ? before.version + 1 : before.version;
  // A save that changes nothing writes no version, and is never refused for the history's size.
  if (changed) await assertRoomForRecords(trx, userId, limits, 'setupVersions');
  const row = (await loose(trx)
    .updateTable(kind.table)
    .set({ ...toRow(values), version, updatedAt: nowIso() })
    .where('id', '=', id)
    .where('userId', '=', userId)
    .returning(kind.columns as string[])
    .executeTakeFirstOrThrow()) as Row;
  if (changed) await writeVersion(trx, kind, id, version, change, changes, merged);
  // Put on a car (or moved while installed), or installed again with a reason: kept in History, the
  // reason with it when no version took it (a lone flag writes none: issue 29 found it dropped).
  const reason = changed ? null : change.note;
  const moved = before.isCurrentlyInstalled !== 1 || before.rcCarId !== carId;
  if (carId !== null && (moved || (values.isCurrentlyInstalled === true && reason)))
    await recordInstall(trx, kind.name, userId, { setupId: id, version }, carId, reason);
  await kind.afterWrite?.(trx, toEntity(row));
  const replaced = before.fileUrl && before.fileUrl !== row.fileUrl;
  return { row, freed: replaced ? await deleteIfUnreferenced(trx, userId, before.fileUrl) : [] };
}

export async function updateSetup<T>(
  db: Db,
  kind: SetupKind,
  userId: number,
  id: number,
  values: Values,
  limits: AccountLimits,
  change: SaveChange = { source: 'edit' },
): Promise<T> {
  const { row, freed } = await ownerTransaction(db, userId, (trx) =>
    updateInTransaction(trx, kind, userId, id, values, change, limits),
  );
  await deleteUnusedBlobs(db, freed);
  return toEntity<T>(row);
}

export async function deleteSetup(db: Db, kind: SetupKind, userId: number, id: number): Promise<void> {
  const freed = await ownerTransaction(db, userId, async (trx) => {
    const before = await findOwn(loose(trx), kind, userId, id);
    await kind.beforeDelete?.(trx, userId, before);
    await loose(trx).deleteFrom(kind.table).where('id', '=', id).where('userId', '=', userId).execute();
    return deleteIfUnreferenced(trx, userId, before.fileUrl);
  });
  await deleteUnusedBlobs(db, freed);
}
