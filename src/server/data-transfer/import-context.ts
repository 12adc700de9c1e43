import type { Transaction } from 'kysely';
import {
  IMPORT_KINDS,
  type ImportCounts,
  type ImportKind,
  type ImportReport,
} from '../../shared/schemas/data-transfer';
import type { Database } from '../db/schema';
import type { readRacerData } from './racer-data';

/** What the racer has, as the exporter reads it (database ids): what the file's records match. */
export type RacerData = Awaited<ReturnType<typeof readRacerData>>;

/**
 * One import's state: the report it builds and the new (or matched) id of each export id. The
 * import plans first (matches every record, counts what it would create, writes nothing), then
 * writes: while planning, a record to be created has a placeholder id (negative, never a real
 * one), which its writer replaces with the id the database gave it.
 */
export interface ImportContext {
  trx: Transaction<Database>;
  userId: number;
  mine: RacerData;
  report: ImportReport;
  cars: Map<number, number>;
  tyreSets: Map<number, number>;
  setupSheets: Map<number, number>;
  escSetups: Map<number, number>;
  /** Upload address at export → the racer's address of the same bytes. */
  urls: Map<string, string>;
  /**
   * Cars this import creates (their placeholders): a setup may come in installed on them
   * (docs/decisions/data.md#export-and-import-of-a-racers-data-issue-19-item-5-server).
   */
  newCars: Set<number>;
  /** The last placeholder handed out. */
  lastPlaceholder: number;
}

/** An id for a record the plan will create: negative, so it never matches one of the racer's. */
export const placeholder = (ctx: ImportContext): number => {
  ctx.lastPlaceholder -= 1;
  return ctx.lastPlaceholder;
};

const zeros = (): ImportCounts => Object.fromEntries(IMPORT_KINDS.map((kind) => [kind, 0])) as ImportCounts;

export const emptyReport = (dryRun: boolean): ImportReport => ({
  dryRun,
  created: zeros(),
  skipped: zeros(),
  conflicts: [],
});

/** The id a link names after the import: its record's new or matched id; null when it named none. */
export const mapped = (ids: Map<number, number>, id: number | null | undefined): number | null =>
  id === null || id === undefined ? null : (ids.get(id) ?? null);

/** Absent, null and blank are one "empty" when records are compared. */
export const norm = (value: unknown): unknown => (value === undefined || value === '' ? null : value);

/** Whether two records agree on `fields` (after the file's links are mapped to the racer's ids). */
export const sameFields = (
  a: Record<string, unknown>,
  b: Record<string, unknown>,
  fields: readonly string[],
) => fields.every((field) => norm(a[field]) === norm(b[field]));

/** JSON with sorted keys: two versions' changes compare by content, not key order. */
export function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  return JSON.stringify(value ?? null);
}

/**
 * The racer's records by natural key, each handed out once: two identical cars in the file match
 * the racer's two, and a third is created.
 */
export function poolOf<T>(records: readonly T[], key: (record: T) => string) {
  const byKey = new Map<string, T[]>();
  for (const record of records) {
    const k = key(record);
    byKey.set(k, [...(byKey.get(k) ?? []), record]);
  }
  return {
    take: (k: string): T | undefined => byKey.get(k)?.shift(),
    add: (k: string, record: T) => byKey.set(k, [...(byKey.get(k) ?? []), record]),
  };
}

/** Counts a matched record: identical is skipped, different is a conflict that keeps the racer's. */
export function matched(
  ctx: ImportContext,
  kind: ImportKind,
  same: boolean,
  name: string,
  reason: string,
): void {
  if (same) ctx.report.skipped[kind] += 1;
  else ctx.report.conflicts.push({ kind, name, reason });
}

export const keyText = (...parts: unknown[]) =>
  parts
    .map((p) =>
      String(p ?? '')
        .trim()
        .toLowerCase(),
    )
    .join('\u001f');
