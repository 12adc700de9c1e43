import type { StoredValue } from '../../shared/schemas/setup-version';
import { CONTENT_FLAGS, CONTENT_KEYS, type SetupKindName } from '../../shared/setup-content';
import { INSTALLS } from '../services/install-events';
import type { SetupKind } from '../services/setup-records';
import { insertRows, insertRowsOnly } from './batch-insert';
import type { SetupRecord, VersionRecord } from './format';
import {
  canonical,
  type ImportContext,
  keyText,
  mapped,
  matched,
  placeholder,
  poolOf,
} from './import-context';

type Row = Record<string, unknown>;

type MineSetup = Row & { id: number; name: string; rcCarId: number | null; versions: Row[] };

/** A link inside a setup or its history, named by export ids and upload addresses, as the racer's. */
function mapLink(ctx: ImportContext, field: string, value: StoredValue): StoredValue {
  if (field === 'rcCarId') return typeof value === 'number' ? mapped(ctx.cars, value) : null;
  if (field === 'escSetupId') return typeof value === 'number' ? mapped(ctx.escSetups, value) : null;
  if (field === 'fileUrl') return typeof value === 'string' ? (ctx.urls.get(value) ?? null) : null;
  return value;
}

/** A version's changes and snapshot with their links mapped: a deleted car's id becomes none. */
function mapVersion(ctx: ImportContext, version: VersionRecord) {
  const changes = Object.fromEntries(
    Object.entries(version.changes).map(([field, [from, to]]) => [
      field,
      [mapLink(ctx, field, from), mapLink(ctx, field, to)],
    ]),
  );
  const snapshot = version.snapshot
    ? Object.fromEntries(Object.entries(version.snapshot).map(([f, v]) => [f, mapLink(ctx, f, v)]))
    : null;
  return { ...version, changes, snapshot };
}

/** Empty is one value: blank text, no link, a flag that is off (as the history stores them). */
function stored(field: string, value: unknown): unknown {
  if (value === undefined || value === null || value === '') return null;
  if (CONTENT_FLAGS.has(field)) return value === true || value === 1 ? true : null;
  return value;
}

const sameContent = (kind: SetupKindName, a: Row, b: Row) =>
  CONTENT_KEYS[kind].every((field) => stored(field, a[field]) === stored(field, b[field]));

/** A setup to create: its record, and whether it comes in installed. */
export interface PendingSetup {
  record: SetupRecord;
  installed: boolean;
}

/** A record's content with its links mapped as the racer's (placeholders while planning). */
function contentOf(ctx: ImportContext, record: SetupRecord): Row {
  const content: Row = { ...record };
  for (const field of ['rcCarId', 'escSetupId', 'fileUrl'])
    if (field in record) content[field] = mapLink(ctx, field, (record as Row)[field] as StoredValue);
  return content;
}

/**
 * One kind's setups with their history. A setup the racer has (same car and name) keeps the
 * racer's content and history; a new one comes in with its whole history, private, and
 * installed only on a car this import created
 * (docs/decisions/data.md#export-and-import-of-a-racers-data-issue-19-item-5-server).
 */
export function planSetups(
  ctx: ImportContext,
  kind: SetupKind,
  records: readonly SetupRecord[],
  mine: readonly MineSetup[],
): PendingSetup[] {
  const kindName = kind.name;
  const ids = kind.table === 'setupSheets' ? ctx.setupSheets : ctx.escSetups;
  const label = kind.table;
  const key = (s: { rcCarId: number | null; name: string }) => keyText(s.rcCarId ?? '', s.name);
  const pool = poolOf(mine, key);
  const installedOn = new Set<number>();
  const pending: PendingSetup[] = [];
  for (const record of records) {
    const content = contentOf(ctx, record);
    const carId = content.rcCarId as number | null;
    const existing = pool.take(key({ rcCarId: carId, name: record.name }));
    if (existing) {
      ids.set(record.id, existing.id);
      const same = sameContent(kindName, content, existing);
      matched(
        ctx,
        label,
        same,
        record.name,
        'Your setup of this name on this car has other values; yours is kept',
      );
      compareHistory(ctx, record, existing, same);
      continue;
    }
    const installed =
      record.isCurrentlyInstalled && carId !== null && ctx.newCars.has(carId) && !installedOn.has(carId);
    if (installed) installedOn.add(carId);
    ids.set(record.id, placeholder(ctx));
    ctx.report.created[label] += 1;
    ctx.report.created.setupVersions += record.versions.length;
    pending.push({ record, installed });
  }
  return pending;
}

/**
 * The setups in batches, then all their histories in batches: one statement a version was 1,000
 * round trips for a season's account (bench/data-transfer.ts). ESC setups are written before
 * the sheets that name them, so every link maps to a real id by now.
 */
export async function writeSetups(
  ctx: ImportContext,
  kind: SetupKind,
  pending: PendingSetup[],
): Promise<void> {
  const ids = kind.table === 'setupSheets' ? ctx.setupSheets : ctx.escSetups;
  const rows = pending.map(({ record, installed }) => {
    const content = contentOf(ctx, record);
    const row: Row = {};
    for (const column of kind.columns) if (column !== 'id') row[column] = content[column] ?? null;
    return {
      ...row,
      userId: ctx.userId,
      useManufacturerSheet: record.useManufacturerSheet ? 1 : 0,
      isPublic: 0,
      isCurrentlyInstalled: installed ? 1 : 0,
    };
  });
  const newIds = await insertRows(ctx, kind.table, rows);
  for (const [i, { record }] of pending.entries()) ids.set(record.id, newIds[i] as number);
  const versions = pending.flatMap(({ record }, i) =>
    record.versions.map((version) => {
      const v = mapVersion(ctx, version);
      return {
        setupId: newIds[i] as number,
        version: v.version,
        createdAt: v.createdAt,
        source: v.source,
        note: v.note,
        outcome: v.outcome,
        changes: JSON.stringify(v.changes),
        snapshot: v.snapshot ? JSON.stringify(v.snapshot) : null,
      };
    }),
  );
  await insertRowsOnly(ctx, kind.versionsTable, versions);
  // Install events come only with a setup the import creates, as its history does: a setup the
  // racer has keeps its own, so importing a file again adds none. Cars are written by now; a car
  // the file does not hold (or one deleted before the export) comes in as none.
  const installs = pending.flatMap(({ record }, i) =>
    record.installs.map((install) => ({
      setupId: newIds[i] as number,
      version: install.version,
      rcCarId: mapped(ctx.cars, install.rcCarId),
      carName: install.carName,
      note: install.note || null,
      createdAt: install.createdAt,
    })),
  );
  await insertRowsOnly(ctx, INSTALLS[kind.name], installs);
}

/**
 * The racer's own version as an export of it would import: links to records the racer no longer
 * has (a car deleted since) read as none, as the file's do once mapped.
 */
const ownRecords = new WeakMap<
  ImportContext,
  { cars: Set<unknown>; escs: Set<unknown>; urls: Set<unknown> }
>();

function asImported(ctx: ImportContext, version: Row): string {
  let known = ownRecords.get(ctx);
  if (!known) {
    known = {
      cars: new Set(ctx.mine.data.cars.map((c) => c.id)),
      escs: new Set(ctx.mine.data.escSetups.map((e) => e.id)),
      urls: new Set(ctx.mine.blobs.map((f) => f.url)),
    };
    ownRecords.set(ctx, known);
  }
  const { cars, escs, urls } = known;
  const own = (field: string, value: unknown) => {
    if (field === 'rcCarId') return cars.has(value) ? value : null;
    if (field === 'escSetupId') return escs.has(value) ? value : null;
    if (field === 'fileUrl') return urls.has(value) ? value : null;
    return value;
  };
  const changes = version.changes as Record<string, [unknown, unknown]>;
  return canonical(
    Object.fromEntries(Object.entries(changes).map(([f, [from, to]]) => [f, [own(f, from), own(f, to)]])),
  );
}

/** The history of a setup the racer has: versions that agree are skipped; the racer's history stays. */
function compareHistory(
  ctx: ImportContext,
  record: SetupRecord,
  existing: MineSetup,
  sameSetup: boolean,
): void {
  const theirs = new Map(existing.versions.map((v) => [v.version, v]));
  let differ = 0;
  for (const version of record.versions) {
    const v = mapVersion(ctx, version);
    const other = theirs.get(v.version);
    if (other && other.source === v.source && asImported(ctx, other) === canonical(v.changes))
      ctx.report.skipped.setupVersions += 1;
    else differ += 1;
  }
  // A setup that differs is reported once; its history differs with it.
  if (differ > 0 && sameSetup)
    ctx.report.conflicts.push({
      kind: 'setupVersions',
      name: record.name,
      reason: `${differ} version${differ === 1 ? '' : 's'} of its history differ from yours; yours are kept`,
    });
}
