import type { RaceDayChange } from '../../shared/schemas/run-overview';
import type { FieldChange, StoredValue } from '../../shared/schemas/setup-version';
import { CONTENT_KEYS, type SetupKindName } from '../../shared/setup-content';
import type { Db } from '../db';
import { fieldLines, namesIn } from './race-day-fields';
import type { Changes } from './setup-versions';

/** What a run says it ran on, of each kind: the setup and its version then. */
export interface RanOn {
  id: number;
  date: string;
  setupSheetId: number | null;
  setupVersion: number | null;
  escSetupId: number | null;
  escVersion: number | null;
}

/** Between two runs of a car, a setup of one kind that moved to another version or replaced another. */
interface Step {
  kind: SetupKindName;
  setupId: number;
  fromVersion: number | null;
  toVersion: number;
  replacedId: number | null;
  runId: number;
  sinceDate: string;
}

type SetupAndVersion = [id: number | null, version: number | null];

const KINDS = {
  'setup-sheet': {
    setups: 'setupSheets',
    versions: 'setupSheetVersions',
    of: (run: RanOn): SetupAndVersion => [run.setupSheetId, run.setupVersion],
  },
  'esc-setup': {
    setups: 'escSetups',
    versions: 'escSetupVersions',
    of: (run: RanOn): SetupAndVersion => [run.escSetupId, run.escVersion],
  },
} as const;
const KIND_NAMES = Object.keys(KINDS) as SetupKindName[];

/**
 * The setup steps along one car's runs, in order (the first run being its last one before the
 * day). A run on no setup, or on one deleted since (its id forgotten), is no step to report.
 */
function stepsOf(runs: readonly RanOn[]): Step[] {
  const steps: Step[] = [];
  for (let i = 1; i < runs.length; i++) {
    const before = runs[i - 1] as RanOn;
    const after = runs[i] as RanOn;
    for (const kind of KIND_NAMES) {
      const [fromId, fromVersion] = KINDS[kind].of(before);
      const [setupId, toVersion] = KINDS[kind].of(after);
      if (setupId == null || toVersion == null) continue;
      if (setupId === fromId && (fromVersion == null || fromVersion === toVersion)) continue;
      const same = setupId === fromId;
      steps.push({
        kind,
        setupId,
        fromVersion: same ? fromVersion : null,
        toVersion,
        replacedId: same ? null : fromId,
        runId: after.id,
        sinceDate: before.date,
      });
    }
  }
  return steps;
}

/** The racer's setups of a kind by id, with their names (another racer's ids find nothing). */
async function setupNames(db: Db, kind: SetupKindName, userId: number, ids: number[]) {
  if (ids.length === 0) return new Map<number, string>();
  // Both kinds' tables have these columns; Kysely cannot type a table chosen at run time.
  const rows = await db
    .selectFrom(KINDS[kind].setups as 'setupSheets')
    .select(['id', 'name'])
    .where('userId', '=', userId)
    .where('id', 'in', ids)
    .execute();
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** The versions a move crosses: after the lower of its two, up to the higher (a run may name an older one). */
function span(move: Step): { low: number; high: number } {
  const from = move.fromVersion as number;
  return { low: Math.min(from, move.toVersion), high: Math.max(from, move.toVersion) };
}

/** Each version move's version rows after `from` up to `to`, oldest first, keyed by step. */
async function versionRows(db: Db, kind: SetupKindName, userId: number, moves: Step[]) {
  if (moves.length === 0) return [];
  return db
    .selectFrom(`${KINDS[kind].versions as 'setupSheetVersions'} as v`)
    .innerJoin(`${KINDS[kind].setups as 'setupSheets'} as s`, 's.id', 'v.setupId')
    .select(['v.setupId', 'v.version', 'v.changes'])
    .where('s.userId', '=', userId)
    .where((eb) =>
      eb.or(
        moves.map((m) => {
          const { low, high } = span(m);
          return eb.and([
            eb('v.setupId', '=', m.setupId),
            eb('v.version', '>', low),
            eb('v.version', '<=', high),
          ]);
        }),
      ),
    )
    .orderBy('v.version')
    .execute();
}

/**
 * The fields whose value differs between `from` and `to`: the versions' changes between them in
 * order, each field from its first value to its last. Back to an older version, the other way round.
 */
function netChanges(
  kind: SetupKindName,
  step: Step,
  rows: { setupId: number; version: number; changes: string }[],
) {
  const { low, high } = span(step);
  const net: Changes = {};
  for (const row of rows) {
    if (row.setupId !== step.setupId || row.version <= low || row.version > high) continue;
    for (const [field, [was, now]] of Object.entries(JSON.parse(row.changes) as Changes)) {
      const seen = net[field];
      net[field] = seen ? [seen[0], now] : [was, now];
    }
  }
  const backwards = step.toVersion < (step.fromVersion as number);
  return CONTENT_KEYS[kind]
    .filter((field) => net[field] && net[field][0] !== net[field][1])
    .map((field) => {
      const [was, now] = net[field] as [StoredValue, StoredValue];
      return backwards ? { field, from: now, to: was } : { field, from: was, to: now };
    });
}

/**
 * What changed on each car's setups over its runs of the day, starting from its last run before the
 * day: version moves with their changed fields, and setups swapped for another. `runsByCar` holds
 * each car's runs in order, that run first when there is one.
 */
export async function raceDayChanges(
  db: Db,
  userId: number,
  runsByCar: ReadonlyMap<number, readonly RanOn[]>,
): Promise<Map<number, RaceDayChange[]>> {
  const steps = new Map([...runsByCar].map(([carId, runs]) => [carId, stepsOf(runs)]));
  const all = [...steps.values()].flat();
  const names = new Map<SetupKindName, Map<number, string>>();
  const rows = new Map<SetupKindName, Awaited<ReturnType<typeof versionRows>>>();
  for (const kind of KIND_NAMES) {
    const mine = all.filter((s) => s.kind === kind);
    const ids = [...new Set(mine.flatMap((s) => [s.setupId, s.replacedId ?? s.setupId]))];
    names.set(kind, await setupNames(db, kind, userId, ids));
    rows.set(
      kind,
      await versionRows(
        db,
        kind,
        userId,
        mine.filter((s) => s.fromVersion !== null),
      ),
    );
  }
  const fields = new Map<Step, FieldChange[]>();
  for (const step of all)
    if (step.fromVersion !== null) fields.set(step, netChanges(step.kind, step, rows.get(step.kind) ?? []));
  const recordNames = await namesIn(db, userId, [...fields.values()].flat());

  const changes = new Map<number, RaceDayChange[]>();
  for (const [carId, carSteps] of steps) {
    const list: RaceDayChange[] = [];
    for (const step of carSteps) {
      const name = names.get(step.kind)?.get(step.setupId);
      if (name === undefined) continue;
      list.push({
        kind: step.kind,
        setupId: step.setupId,
        name,
        fromVersion: step.fromVersion,
        toVersion: step.toVersion,
        replaced: step.replacedId === null ? null : (names.get(step.kind)?.get(step.replacedId) ?? null),
        changes: fieldLines(fields.get(step) ?? [], recordNames),
        runId: step.runId,
        sinceDate: step.sinceDate,
      });
    }
    changes.set(carId, list);
  }
  return changes;
}
