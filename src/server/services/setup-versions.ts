import type { Kysely, Transaction } from 'kysely';
import type {
  FieldChange,
  SetupVersion,
  SetupVersionDetail,
  SetupVersionPatch,
  StoredValue,
  VersionSource,
} from '../../shared/schemas/setup-version';
import { CONTENT_FLAGS, CONTENT_KEYS, type SetupKindName } from '../../shared/setup-content';
import { nowIso } from '../clock';
import type { Db } from '../db';
import { keysetPage, type ListOrder, type PageRequest } from '../db/keyset';
import type { Database } from '../db/schema';
import { ownerTransaction } from '../db/transaction';
import { notFound } from '../errors';
import { installsAt } from './install-events';

/** What a save records beside its content: where it came from and the racer's reason. */
export interface VersionChange {
  source: VersionSource;
  note?: string | null;
}

/** `{ field: [from, to] }`, as stored: only the fields that changed. */
export type Changes = Record<string, [StoredValue, StoredValue]>;

export interface VersionedKind {
  name: SetupKindName;
  table: 'setupSheets' | 'escSetups';
  versionsTable: 'setupSheetVersions' | 'escSetupVersions';
  notFoundMessage: string;
}

// biome-ignore lint/suspicious/noExplicitAny: both kinds' version tables share one shape; Kysely cannot type a union of tables
type LooseDb = Kysely<any>;
const loose = (db: Db | Transaction<Database>) => db as unknown as LooseDb;

const VERSION_NOT_FOUND = 'Version not found';

/** Empty is null: a blank text, an unset reference, a flag that is off. */
function stored(field: string, value: unknown): StoredValue {
  if (value === undefined || value === null || value === '') return null;
  if (CONTENT_FLAGS.has(field)) return value === true || value === 1 ? true : null;
  return value as StoredValue;
}

/** The content fields that differ between two states of a setup (before is null for a new one). */
export function contentChanges(
  kind: SetupKindName,
  before: Record<string, unknown> | null,
  after: Record<string, unknown>,
): Changes {
  const changes: Changes = {};
  for (const field of CONTENT_KEYS[kind]) {
    const from = stored(field, before?.[field]);
    const to = stored(field, after[field]);
    if (from !== to) changes[field] = [from, to];
  }
  return changes;
}

/**
 * Every this many versions, a version also stores the setup's whole content, so rebuilding any
 * version (a restore, compare's `12@3`) reads at most this many rows, however long the history:
 * about 30 bytes a version, against 2 ms of replaying 400 changes.
 */
export const SNAPSHOT_EVERY = 50;

/** A setup's whole content as a snapshot stores it: its non-empty values. */
export function contentSnapshot(kind: SetupKindName, content: Record<string, unknown>): string {
  return JSON.stringify(
    Object.fromEntries(
      Object.entries(contentChanges(kind, null, content)).map(([field, [, to]]) => [field, to]),
    ),
  );
}

/** The tables of a kind, for writes that reach setups of a kind other than the caller's. */
export type VersionedTables = Pick<VersionedKind, 'name' | 'table' | 'versionsTable'>;
export const SHEET_TABLES: VersionedTables = {
  name: 'setup-sheet',
  table: 'setupSheets',
  versionsTable: 'setupSheetVersions',
};
export const ESC_TABLES: VersionedTables = {
  name: 'esc-setup',
  table: 'escSetups',
  versionsTable: 'escSetupVersions',
};

/** `content`, the setup after this version, is kept as a snapshot on every SNAPSHOT_EVERY-th. */
export async function writeVersion(
  trx: Transaction<Database>,
  kind: Pick<VersionedKind, 'versionsTable' | 'name'>,
  setupId: number,
  version: number,
  change: VersionChange,
  changes: Changes,
  content?: Record<string, unknown>,
): Promise<void> {
  const snapshot = content && version % SNAPSHOT_EVERY === 0 ? contentSnapshot(kind.name, content) : null;
  await loose(trx)
    .insertInto(kind.versionsTable)
    .values({
      setupId,
      version,
      createdAt: nowIso(),
      source: change.source,
      note: change.note || null,
      changes: JSON.stringify(changes),
      snapshot,
    })
    .execute();
}

/**
 * A car or ESC setup the racer deletes leaves the setups that named it, each as a new version
 * (`edit`, the note naming what went). Left to the foreign key's SET NULL, the setup would change
 * without a version, and every later version would be rebuilt still naming the deleted record.
 * Runs in the deletion's ownerTransaction, before the record goes.
 */
export async function detachFromSetups(
  trx: Transaction<Database>,
  kind: VersionedTables,
  userId: number,
  field: 'rcCarId' | 'escSetupId',
  id: number,
  note: string,
): Promise<void> {
  const rows = (await loose(trx)
    .selectFrom(kind.table)
    .select(['id', 'version'])
    .where('userId', '=', userId)
    .where(field, '=', id)
    .execute()) as Array<{ id: number; version: number }>;
  for (const row of rows) {
    const version = row.version + 1;
    await loose(trx)
      .updateTable(kind.table)
      .set({ [field]: null, version, updatedAt: nowIso() })
      .where('id', '=', row.id)
      .execute();
    await writeVersion(trx, kind, row.id, version, { source: 'edit', note }, { [field]: [id, null] });
  }
}

interface VersionRow {
  version: number;
  createdAt: string;
  source: VersionSource;
  note: string | null;
  outcome: SetupVersion['outcome'];
  changes: string;
}

const VERSION_COLUMNS = ['v.version', 'v.createdAt', 'v.source', 'v.note', 'v.outcome', 'v.changes'];

/** The racer's setup's version rows, joined to the setup so that another racer's read nothing. */
function ownVersions(
  db: Db | Transaction<Database>,
  kind: VersionedKind,
  userId: number,
  id: number,
  columns = VERSION_COLUMNS,
) {
  return loose(db)
    .selectFrom(`${kind.versionsTable} as v`)
    .innerJoin(`${kind.table} as s`, 's.id', 'v.setupId')
    .select(columns)
    .where('s.id', '=', id)
    .where('s.userId', '=', userId);
}

/** Another racer's setup, or none, is not found (404). */
export async function assertOwnSetup(
  db: Db | Transaction<Database>,
  kind: VersionedKind,
  userId: number,
  id: number,
) {
  const row = await loose(db)
    .selectFrom(kind.table)
    .select('id')
    .where('id', '=', id)
    .where('userId', '=', userId)
    .executeTakeFirst();
  if (!row) throw notFound(kind.notFoundMessage);
}

function toChangeList(kind: SetupKindName, json: string): FieldChange[] {
  const changes = JSON.parse(json) as Changes;
  return CONTENT_KEYS[kind]
    .filter((field) => field in changes)
    .map((field) => {
      const [from, to] = changes[field] as [StoredValue, StoredValue];
      return { field, from, to };
    });
}

/** A version as the API answers it: its changes listed, and the installs made at it (issue 29). */
type Installs = Awaited<ReturnType<typeof installsAt>>;
function toVersion(kind: SetupKindName, row: VersionRow, installs: Installs): SetupVersion {
  const { changes, ...meta } = row;
  return { ...meta, changes: toChangeList(kind, changes), installs: installs.get(row.version) ?? [] };
}

/** GET …/:id/versions: newest first, a page at a time. */
export const VERSION_ORDER: ListOrder<SetupVersion> = {
  columns: [{ column: 'v.version', desc: true, type: 'int' }],
  keysOf: (v) => [v.version],
};

export async function listVersions(
  db: Db,
  kind: VersionedKind,
  userId: number,
  id: number,
  page: PageRequest,
): Promise<SetupVersion[]> {
  const query = ownVersions(db, kind, userId, id);
  const rows = (await keysetPage(query, VERSION_ORDER.columns, page).execute()) as VersionRow[];
  if (rows.length === 0) await assertOwnSetup(db, kind, userId, id);
  const installs = await installsAt(db, kind.name, id, rows);
  return rows.map((row) => toVersion(kind.name, row, installs));
}

/**
 * Every content field at a version: the nearest snapshot at or before it (SNAPSHOT_EVERY), then the
 * changes of the versions after that, applied in order. Without a snapshot (a version written by a
 * deletion, say) it goes back further, to version 1 at the earliest.
 */
export async function versionDetail(
  db: Db | Transaction<Database>,
  kind: VersionedKind,
  userId: number,
  id: number,
  version: number,
): Promise<SetupVersionDetail> {
  const base = (await ownVersions(db, kind, userId, id, ['v.version', 'v.snapshot'])
    .where('v.version', '<=', version)
    .where('v.snapshot', 'is not', null)
    .orderBy('v.version', 'desc')
    .limit(1)
    .executeTakeFirst()) as { version: number; snapshot: string } | undefined;
  const rows = (await ownVersions(db, kind, userId, id)
    .where('v.version', '>=', base?.version ?? 1)
    .where('v.version', '<=', version)
    .orderBy('v.version', 'asc')
    .execute()) as VersionRow[];
  const last = rows[rows.length - 1];
  if (last?.version !== version) {
    await assertOwnSetup(db, kind, userId, id);
    throw notFound(VERSION_NOT_FOUND);
  }
  const setup: Record<string, StoredValue> = {};
  for (const field of CONTENT_KEYS[kind.name]) setup[field] = CONTENT_FLAGS.has(field) ? false : null;
  const apply = (values: Record<string, StoredValue>) => {
    for (const [field, to] of Object.entries(values))
      if (field in setup) setup[field] = CONTENT_FLAGS.has(field) ? to === true : to;
  };
  if (base) apply(JSON.parse(base.snapshot) as Record<string, StoredValue>);
  for (const row of rows) {
    if (row.version === base?.version) continue;
    const changes = JSON.parse(row.changes) as Changes;
    apply(Object.fromEntries(Object.entries(changes).map(([field, [, to]]) => [field, to])));
  }
  const { changes: _changes, ...meta } = last;
  return { ...meta, setup };
}

/** PATCH …/versions/:version: the reason and the outcome; history's content never changes. */
export async function patchVersion(
  db: Db,
  kind: VersionedKind,
  userId: number,
  id: number,
  version: number,
  patch: SetupVersionPatch,
): Promise<SetupVersion> {
  // In the racer's ownerTransaction like every write to their records: it moves their data
  // revision, so the cached history answer (routes/setup-routes.ts) is not served stale.
  return ownerTransaction(db, userId, async (trx) => {
    await assertOwnSetup(trx, kind, userId, id);
    const set = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined));
    if (Object.keys(set).length > 0)
      await loose(trx)
        .updateTable(kind.versionsTable)
        .set(set)
        .where('setupId', '=', id)
        .where('version', '=', version)
        .execute();
    const row = (await ownVersions(trx, kind, userId, id)
      .where('v.version', '=', version)
      .executeTakeFirst()) as VersionRow | undefined;
    if (!row) throw notFound(VERSION_NOT_FOUND);
    return toVersion(kind.name, row, await installsAt(trx, kind.name, id, [row]));
  });
}
