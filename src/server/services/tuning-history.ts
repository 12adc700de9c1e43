import type { ImpactRunInput } from '../../shared/run-impact';
import type { SetupKindName } from '../../shared/setup-content';
import type { Db } from '../db';
import { type Param, preparedQuery } from '../db/prepared-query';
import type { PastResults } from '../tuning/learn';
import { type CarSetup, pastResultsOf, type SetupRecord, type SetupVersionRow } from '../tuning/past-changes';
import { RUN_COLUMNS, statsOf } from './run-impact';

/**
 * What earlier changes of each setup parameter did on one of the racer's cars (issue 17), for the
 * wizard to learn from: every setup sheet and ESC setup on the car, their versions with the racer's
 * marks and notes (issue 32), and what the runs say about each version (the impact answer's own
 * rules, src/shared/run-impact.ts). Three
 * queries whatever the history's length: the two kinds' versions and the runs' summaries; and
 * kept beside the racer's data revision, so a racer asking the wizard again reads one row.
 */

/** The setups on a car, as the racer's own lists name them. */
export interface CarSetups {
  sheets: readonly CarSetup[];
  escs: readonly CarSetup[];
}

const KINDS = {
  'setup-sheet': { table: 'setupSheets', versionsTable: 'setupSheetVersions' },
  'esc-setup': { table: 'escSetups', versionsTable: 'escSetupVersions' },
} as const;

async function versionsOf(db: Db, kind: SetupKindName, userId: number, ids: number[]) {
  if (ids.length === 0) return [];
  const { table, versionsTable } = KINDS[kind];
  // Joined to the setup so that only the racer's own versions are ever read.
  return (await db
    .selectFrom(`${versionsTable} as v` as 'setupSheetVersions as v')
    .innerJoin(`${table} as s` as 'setupSheets as s', 's.id', 'v.setupId')
    .select(['v.setupId', 'v.version', 'v.createdAt', 'v.outcome', 'v.note', 'v.changes'])
    .where('s.userId', '=', userId)
    .where('v.setupId', 'in', ids)
    // Version 1 too: nothing compares it with an earlier one, but where the setup ran starts there.
    .execute()) as SetupVersionRow[];
}

/**
 * The summaries of the racer's runs on any of the setups (never their laps), with what the
 * comparison needs and where each ran (its surface and conditions: issue 32); the tyres and
 * temperatures only name confounders, which the wizard does not show.
 */
function runsOf(db: Db, userId: number, sheetIds: number[], escIds: number[]) {
  return db
    .selectFrom('runs')
    .select([
      'id',
      'setupSheetId',
      'setupVersion',
      'escSetupId',
      'escVersion',
      'date',
      'trackName',
      'trackSurface',
      'trackConditions',
      'stats',
    ])
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
      trackConditions: row.trackConditions,
      trackSurface: row.trackSurface,
      otherSetup: otherId === null ? null : `${otherId}@${row[c.otherVersion] ?? ''}`,
      stats: statsOf(row.stats),
    });
  }
  return bySetup;
}

async function readPastResults(db: Db, userId: number, setups: CarSetups): Promise<PastResults> {
  const sheetIds = setups.sheets.map((s) => s.id);
  const escIds = setups.escs.map((s) => s.id);
  const [sheetVersions, escVersions, runs] = await Promise.all([
    versionsOf(db, 'setup-sheet', userId, sheetIds),
    versionsOf(db, 'esc-setup', userId, escIds),
    runsOf(db, userId, sheetIds, escIds),
  ]);
  const records: SetupRecord[] = [];
  for (const [kind, list, versions] of [
    ['setup-sheet', setups.sheets, sheetVersions],
    ['esc-setup', setups.escs, escVersions],
  ] as const) {
    const runsBySetup = impactRuns(kind, runs);
    for (const setup of list) {
      // A setup without runs still counts: the racer's marks on its versions are evidence.
      records.push({
        kind,
        setup,
        versions: versions.filter((v) => v.setupId === setup.id),
        runs: runsBySetup.get(setup.id) ?? [],
      });
    }
  }
  return pastResultsOf(records);
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
