import { SETUP_SHEET_GROUPS } from '../../shared/constants/setup-fields';
import { type ImpactRunInput, setupImpact } from '../../shared/run-impact';
import type { ImpactComparison } from '../../shared/schemas/run-impact';
import type { StoredValue, VersionOutcome } from '../../shared/schemas/setup-version';
import type { Direction, PastChange } from '../../shared/schemas/tuning';
import type { SetupKindName } from '../../shared/setup-content';
import type { Db } from '../db';
import { type Param, preparedQuery } from '../db/prepared-query';
import { ESC_FIELD_COVERAGE, type FieldCoverage, SHEET_FIELD_COVERAGE } from '../tuning/coverage';
import type { PastResults } from '../tuning/learn';
import { directionOf } from '../tuning/past-direction';
import { pastChangeText } from '../tuning/past-words';
import { RUN_COLUMNS, statsOf } from './run-impact';
import type { Changes } from './setup-versions';

/**
 * What earlier changes of each setup parameter did on one of the racer's cars (issue 17), for the
 * wizard to learn from: every setup sheet and ESC setup on the car, their versions, and what the
 * runs say about each version (the impact answer's own rules, src/shared/run-impact.ts). Three
 * queries whatever the history's length: the two kinds' versions and the runs' summaries; and
 * kept beside the racer's data revision, so a racer asking the wizard again reads one row.
 */

/** A setup on the car, as the racer's own list names it. */
export interface CarSetup {
  id: number;
  name: string;
}

export interface CarSetups {
  sheets: readonly CarSetup[];
  escs: readonly CarSetup[];
}

const KINDS = {
  'setup-sheet': {
    table: 'setupSheets',
    versionsTable: 'setupSheetVersions',
    coverage: SHEET_FIELD_COVERAGE,
  },
  'esc-setup': { table: 'escSetups', versionsTable: 'escSetupVersions', coverage: ESC_FIELD_COVERAGE },
} as const;

/** Records of the day a sheet ran (event, date, temperatures): not settings, so not "other changes". */
const DAY_RECORD = new Set<string>(
  SETUP_SHEET_GROUPS.find((g) => g.id === 'event')?.fields.map((f) => f.key),
);

interface VersionRow {
  setupId: number;
  version: number;
  createdAt: string;
  outcome: VersionOutcome;
  changes: string;
}

async function versionsOf(db: Db, kind: SetupKindName, userId: number, ids: number[]) {
  if (ids.length === 0) return [];
  const { table, versionsTable } = KINDS[kind];
  // Joined to the setup so that only the racer's own versions are ever read.
  return (await db
    .selectFrom(`${versionsTable} as v` as 'setupSheetVersions as v')
    .innerJoin(`${table} as s` as 'setupSheets as s', 's.id', 'v.setupId')
    .select(['v.setupId', 'v.version', 'v.createdAt', 'v.outcome', 'v.changes'])
    .where('s.userId', '=', userId)
    .where('v.setupId', 'in', ids)
    // Version 1 is the setup as created: no run compares it with an earlier one.
    .where('v.version', '>', 1)
    .execute()) as VersionRow[];
}

/**
 * The summaries of the racer's runs on any of the setups (never their laps), with what the
 * comparison needs: the tyres, temperatures and conditions only name confounders, which the
 * wizard does not show.
 */
function runsOf(db: Db, userId: number, sheetIds: number[], escIds: number[]) {
  return db
    .selectFrom('runs')
    .select(['id', 'setupSheetId', 'setupVersion', 'escSetupId', 'escVersion', 'date', 'trackName', 'stats'])
    .where('userId', '=', userId)
    .where((eb) =>
      eb.or([
        ...(sheetIds.length ? [eb('setupSheetId', 'in', sheetIds)] : []),
        ...(escIds.length ? [eb('escSetupId', 'in', escIds)] : []),
      ]),
    )
    .execute();
}

type RunRow = Awaited<ReturnType<typeof runsOf>>[number];

/** Each setup's runs as the impact rules read them, as GET …/:id/impact reads them (services/run-impact.ts). */
function impactRuns(kind: SetupKindName, rows: readonly RunRow[]) {
  const c = RUN_COLUMNS[kind];
  const bySetup = new Map<number, ImpactRunInput[]>();
  for (const row of rows) {
    const id = row[c.id];
    const version = row[c.version];
    if (id === null || version === null) continue;
    const otherId = row[c.otherId];
    const list = bySetup.get(id) ?? [];
    bySetup.set(id, list);
    list.push({
      id: row.id,
      version,
      date: row.date,
      trackName: row.trackName,
      trackTempC: null,
      tyres: null,
      trackConditions: null,
      trackSurface: null,
      otherSetup: otherId === null ? null : `${otherId}@${row[c.otherVersion] ?? ''}`,
      stats: statsOf(row.stats),
    });
  }
  return bySetup;
}

/**
 * What changed between two versions: every version after `base` up to `version`, each field from
 * its first `from` to its last `to` (a field changed and changed back did not change).
 */
function netChanges(versions: ReadonlyMap<number, Changes>, base: number, version: number) {
  const net = new Map<string, [StoredValue, StoredValue]>();
  for (let v = base + 1; v <= version; v++) {
    for (const [field, [from, to]] of Object.entries(versions.get(v) ?? {})) {
      const seen = net.get(field);
      net.set(field, [seen ? seen[0] : from, to]);
    }
  }
  for (const [field, [from, to]] of net) if (from === to) net.delete(field);
  return net;
}

const text = (value: StoredValue) => (value === null || value === false ? null : String(value));

interface Moved {
  parameter: string;
  direction: Direction;
  from: string | null;
  to: string | null;
}

/**
 * The parameters a set of field changes moved, each with its direction; a parameter whose fields
 * cannot be read, or were moved opposite ways (pinion up, spur up), is left out. `settings` counts
 * every setting changed (a record-only part, like a new motor, counts as one), for "with n other changes".
 */
function movedBy(
  coverage: Readonly<Record<string, FieldCoverage>>,
  net: Map<string, [StoredValue, StoredValue]>,
) {
  const byParameter = new Map<string, Array<Moved | null>>();
  const settings = new Set<string>();
  for (const [field, [from, to]] of net) {
    const covered = coverage[field];
    if (covered === undefined || DAY_RECORD.has(field)) continue;
    if (typeof covered !== 'string') {
      settings.add(field);
      continue;
    }
    settings.add(covered);
    const direction = directionOf(covered, text(from), text(to), field);
    const list = byParameter.get(covered) ?? [];
    byParameter.set(covered, list);
    list.push(direction && { parameter: covered, direction, from: text(from), to: text(to) });
  }
  const moved: Moved[] = [];
  for (const list of byParameter.values()) {
    const [first] = list;
    if (first && list.every((m) => m?.direction === first.direction)) moved.push(first);
  }
  return { moved, settings: settings.size };
}

type Draft = Omit<PastChange, 'text'> & { parameter: string; others: number };

/** One setup's earlier changes that runs before and after it at one track can judge. */
function setupChanges(
  kind: SetupKindName,
  setup: CarSetup,
  versions: readonly VersionRow[],
  runs: readonly ImpactRunInput[],
): Draft[] {
  const changes = new Map(versions.map((v) => [v.version, JSON.parse(v.changes) as Changes]));
  const meta = new Map(versions.map((v) => [v.version, v]));
  const drafts: Draft[] = [];
  for (const { version, tracks } of setupImpact(runs).versions) {
    const row = meta.get(version);
    if (!row) continue;
    for (const { trackName, effect } of tracks) {
      if (!effect.comparable) continue;
      const { moved, settings } = movedBy(
        KINDS[kind].coverage,
        netChanges(changes, effect.baseVersion, version),
      );
      for (const m of moved)
        drafts.push({
          ...m,
          setupKind: kind,
          setupId: setup.id,
          setupName: setup.name,
          version,
          changedAt: row.createdAt,
          trackName,
          runs: effect.after.runs,
          top5DeltaMs: effect.top5DeltaMs,
          outcome: outcomeOf(row.outcome, effect),
          others: settings - 1,
        });
    }
  }
  return drafts;
}

/** The racer's own verdict on the version when they gave one, else what the lap times say. */
const outcomeOf = (own: VersionOutcome, effect: ImpactComparison): VersionOutcome =>
  own === 'untested' ? effect.suggestedOutcome : own;

/**
 * How many earlier changes of one parameter the wizard weighs, newest first: a car tuned through a
 * season may hold a hundred changes of its shock oil, and those of months ago ran on another track
 * surface, other tyres, often other parts.
 */
export const HISTORY_DEPTH = 20;

/** Per parameter, newest first (at most HISTORY_DEPTH), each with the line the wizard shows. */
function byParameter(drafts: Draft[]): PastResults {
  drafts.sort((a, b) =>
    a.changedAt === b.changedAt ? b.version - a.version : a.changedAt < b.changedAt ? 1 : -1,
  );
  const results: Record<string, PastChange[]> = {};
  for (const { parameter, others, ...change } of drafts) {
    const list = results[parameter] ?? [];
    results[parameter] = list;
    if (list.length >= HISTORY_DEPTH) continue;
    const first = list[0];
    const newest =
      !first ||
      (first.setupKind === change.setupKind &&
        first.setupId === change.setupId &&
        first.version === change.version);
    list.push({ ...change, text: pastChangeText({ ...change, parameter, others, newest }) });
  }
  return results;
}

async function readPastResults(db: Db, userId: number, setups: CarSetups): Promise<PastResults> {
  const sheetIds = setups.sheets.map((s) => s.id);
  const escIds = setups.escs.map((s) => s.id);
  const [sheetVersions, escVersions, runs] = await Promise.all([
    versionsOf(db, 'setup-sheet', userId, sheetIds),
    versionsOf(db, 'esc-setup', userId, escIds),
    runsOf(db, userId, sheetIds, escIds),
  ]);
  if (runs.length === 0) return {};
  const drafts: Draft[] = [];
  for (const [kind, list, versions] of [
    ['setup-sheet', setups.sheets, sheetVersions],
    ['esc-setup', setups.escs, escVersions],
  ] as const) {
    const runsBySetup = impactRuns(kind, runs);
    for (const setup of list) {
      const setupRuns = runsBySetup.get(setup.id);
      if (!setupRuns) continue;
      drafts.push(
        ...setupChanges(
          kind,
          setup,
          versions.filter((v) => v.setupId === setup.id),
          setupRuns,
        ),
      );
    }
  }
  return byParameter(drafts);
}

const dataRevision = preparedQuery((db, param: Param<{ userId: number }>) =>
  db.selectFrom('users').select('dataRevision').where('id', '=', param('userId')),
);

/** Cars' histories kept, the least recently read dropped first; each is a few kilobytes. */
const KEPT = 500;
const kept = new WeakMap<Db, Map<string, { revision: number; results: PastResults }>>();

/**
 * What earlier changes of each parameter did on the car: only the racer's own setups and runs.
 * Read anew only when the racer's data has changed since (their data revision, migration 0003):
 * building it takes milliseconds for a car with 500 runs, reading the revision a fraction of one.
 */
export async function pastResults(db: Db, userId: number, setups: CarSetups): Promise<PastResults> {
  if (setups.sheets.length + setups.escs.length === 0) return {};
  const [row] = await dataRevision(db, { userId });
  if (!row) return {};
  const cache = kept.get(db) ?? new Map();
  kept.set(db, cache);
  // The setups on the car are the racer's data too: the same revision, the same setups.
  const key = `${userId}:${setups.sheets.map((s) => s.id).join(',')}:${setups.escs.map((s) => s.id).join(',')}`;
  const hit = cache.get(key);
  cache.delete(key);
  if (hit && hit.revision === row.dataRevision) {
    cache.set(key, hit);
    return hit.results;
  }
  const results = await readPastResults(db, userId, setups);
  cache.set(key, { revision: row.dataRevision, results });
  if (cache.size > KEPT) cache.delete(cache.keys().next().value as string);
  return results;
}
