import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Transaction } from 'kysely';
import { EXPORT_SCHEMA_VERSION } from '../../shared/schemas/data-transfer';
import { nowIso } from '../clock';
import type { Db } from '../db';
import type { Database } from '../db/schema';
import { ESC } from '../services/esc-setups';
import { digestOf } from '../services/file-blobs';
import { filenameOf } from '../services/files';
import { INSTALLS } from '../services/install-events';
import { readLaps } from '../services/runs';
import { loose, type SetupKind, toEntity } from '../services/setup-records';
import { SHEETS } from '../services/setup-sheets';
import { EXPORT_APP, type ExportDataInput } from './format';

type Reader = Db | Transaction<Database>;
type Row = Record<string, unknown>;

const withoutOwner = <T extends { userId: number }>({ userId: _owner, ...rest }: T) => rest;

async function readSetups(db: Reader, kind: SetupKind, userId: number) {
  const rows = (await loose(db)
    .selectFrom(kind.table)
    .select([...kind.columns])
    .where('userId', '=', userId)
    .orderBy('id')
    .execute()) as Row[];
  const versions = (await loose(db)
    .selectFrom(`${kind.versionsTable} as v`)
    .innerJoin(`${kind.table} as s`, 's.id', 'v.setupId')
    .select([
      'v.setupId',
      'v.version',
      'v.createdAt',
      'v.source',
      'v.note',
      'v.outcome',
      'v.changes',
      'v.snapshot',
    ])
    .where('s.userId', '=', userId)
    .orderBy('v.setupId')
    .orderBy('v.version')
    .execute()) as Row[];
  const bySetup = new Map<unknown, Row[]>();
  for (const { setupId, changes, snapshot, ...version } of versions) {
    const list = bySetup.get(setupId) ?? [];
    list.push({
      ...version,
      changes: JSON.parse(String(changes)),
      snapshot: snapshot ? JSON.parse(String(snapshot)) : null,
    });
    bySetup.set(setupId, list);
  }
  const installs = await readInstalls(db, kind, userId);
  return rows.map((row) => ({
    ...toEntity<Row>(row),
    versions: bySetup.get(row.id) ?? [],
    installs: installs.get(row.id) ?? [],
  }));
}

/** Each setup's install events (migration 0018), oldest first; the car's id is null once it went. */
async function readInstalls(db: Reader, kind: SetupKind, userId: number) {
  const rows = (await loose(db)
    .selectFrom(`${INSTALLS[kind.name]} as i`)
    .innerJoin(`${kind.table} as s`, 's.id', 'i.setupId')
    .select(['i.setupId', 'i.version', 'i.rcCarId', 'i.carName', 'i.note', 'i.createdAt'])
    .where('s.userId', '=', userId)
    .orderBy('i.id')
    .execute()) as Row[];
  const bySetup = new Map<unknown, Row[]>();
  for (const { setupId, ...install } of rows) {
    const list = bySetup.get(setupId) ?? [];
    list.push(install);
    bySetup.set(setupId, list);
  }
  return bySetup;
}

async function readRuns(db: Reader, userId: number) {
  const rows = await db.selectFrom('runs').selectAll().where('userId', '=', userId).orderBy('id').execute();
  const links = await db
    .selectFrom('runTyreSets')
    .innerJoin('runs', 'runs.id', 'runTyreSets.runId')
    .select(['runTyreSets.runId', 'runTyreSets.tyreSetId'])
    .where('runs.userId', '=', userId)
    .orderBy('runTyreSets.tyreSetId')
    .execute();
  const setsOf = new Map<number, number[]>();
  for (const link of links) setsOf.set(link.runId, [...(setsOf.get(link.runId) ?? []), link.tyreSetId]);
  return rows.map(({ stats: _stats, laps, official, startSegment, race, field, ...run }) => ({
    ...withoutOwner(run),
    session: run.session as 'practice',
    source: run.source as 'manual',
    laps: readLaps(laps),
    startSegment: startSegment === 1,
    official: official ? JSON.parse(official) : null,
    race: race ? JSON.parse(race) : null,
    field: field ? JSON.parse(field) : null,
    tyreSetIds: setsOf.get(run.id) ?? [],
  }));
}

async function readMaintenance(db: Reader, userId: number) {
  const items = await db
    .selectFrom('maintenanceItems')
    .selectAll()
    .where('userId', '=', userId)
    .orderBy('id')
    .execute();
  const log = await db
    .selectFrom('maintenanceLog')
    .innerJoin('maintenanceItems', 'maintenanceItems.id', 'maintenanceLog.itemId')
    .select(['maintenanceLog.itemId', 'maintenanceLog.doneAt', 'maintenanceLog.note', 'maintenanceLog.usage'])
    .where('maintenanceItems.userId', '=', userId)
    .orderBy('maintenanceLog.doneAt')
    .execute();
  return items.map((item) => ({
    ...withoutOwner(item),
    lifeUnit: item.lifeUnit as 'runs',
    log: log.filter((l) => l.itemId === item.id).map(({ itemId: _item, ...entry }) => entry),
  }));
}

/** A file's place in the zip: its export id keeps two files of one name apart. */
const zipPath = (id: number, originalName: string) =>
  `files/${id}-${originalName.replace(/[^A-Za-z0-9._-]/g, '_').slice(-80)}`;

/** A blob's stored bytes, read for the export one file at a time (never all of an account's at once). */
export interface BlobContent {
  content: Buffer;
  digest: string | null;
}

/** The stored bytes of one blob; undefined when it went since its record was read. */
export async function readBlobContent(db: Reader, blobId: number): Promise<BlobContent | undefined> {
  const row = await db
    .selectFrom('fileBlobs')
    .select(['content', 'digest'])
    .where('id', '=', blobId)
    .executeTakeFirst();
  if (!row) return undefined;
  const content = Buffer.isBuffer(row.content) ? row.content : Buffer.from(row.content);
  return { content, digest: row.digest };
}

/**
 * The racer's files without their bytes. Bytes stored before digests (migration 0008) and not yet
 * backfilled get theirs here when `fillDigests` (the export's data.json names every file's
 * sha256): read and hashed one blob at a time, so memory holds one file, not the account's.
 */
async function readFiles(db: Reader, userId: number, fillDigests: boolean) {
  const rows = await db
    .selectFrom('files')
    .innerJoin('fileBlobs', 'fileBlobs.id', 'files.blobId')
    .select([
      'files.id',
      'files.filename',
      'files.originalName',
      'files.mimeType',
      'files.size',
      'files.blobId',
      'files.createdAt',
      'fileBlobs.digest',
    ])
    .where('files.userId', '=', userId)
    .orderBy('files.id')
    .execute();
  const records = [];
  for (const row of rows) {
    let sha256 = row.digest ?? '';
    if (!row.digest && fillDigests) {
      const blob = await readBlobContent(db, row.blobId);
      sha256 = blob ? digestOf(blob.content) : '';
    }
    records.push({
      id: row.id,
      url: `/uploads/${row.filename}`,
      path: zipPath(row.id, row.originalName),
      originalName: row.originalName,
      mimeType: row.mimeType as 'application/pdf',
      size: row.size,
      sha256,
      createdAt: row.createdAt,
      blobId: row.blobId,
    });
  }
  return records;
}

/**
 * Everything a racer owns, in data.json's layout with the database's own ids: what the export
 * writes (`fillDigests`: every file's sha256), and what an import matches the file's records
 * against. Never the files' bytes: the export reads those one at a time as the zip reaches them
 * (`blobs` says where each is stored), an import has no use for them.
 */
export async function readRacerData(db: Reader, userId: number, fillDigests: boolean) {
  const user = await db
    .selectFrom('users')
    .select(['username', 'email', 'firstName', 'lastName', 'profileImageUrl', 'createdAt'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  const cars = await db.selectFrom('cars').selectAll().where('userId', '=', userId).orderBy('id').execute();
  const transponders = await db
    .selectFrom('transponders')
    .selectAll()
    .where('userId', '=', userId)
    .orderBy('id')
    .execute();
  const tyreSets = await db
    .selectFrom('tyreSets')
    .selectAll()
    .where('userId', '=', userId)
    .orderBy('id')
    .execute();
  const files = await readFiles(db, userId, fillDigests);
  // On SQLite each read runs synchronously: a turn of the event loop between the large ones
  // lets other racers' requests in between them rather than only after all of them.
  await nextTurn();
  const setupSheets = await readSetups(db, SHEETS, userId);
  await nextTurn();
  const escSetups = await readSetups(db, ESC, userId);
  await nextTurn();
  const runs = await readRuns(db, userId);
  await nextTurn();
  const maintenanceItems = await readMaintenance(db, userId);
  const data = {
    app: EXPORT_APP,
    schemaVersion: EXPORT_SCHEMA_VERSION,
    exportedAt: nowIso(),
    profile: {
      ...user,
      profileImageUrl: filenameOf(user.profileImageUrl ?? '') ? user.profileImageUrl : null,
    },
    cars: cars.map(withoutOwner),
    transponders: transponders.map(withoutOwner),
    tyreSets: tyreSets.map((set) => ({
      ...withoutOwner(set),
      position: set.position as 'all',
      retired: set.retired === 1,
    })),
    setupSheets,
    escSetups,
    runs,
    maintenanceItems,
    files: files.map(({ blobId: _blob, ...record }) => record),
  } as unknown as ExportDataInput;
  return { data, blobs: files };
}
