import { SETUP_SHEET_GROUPS } from '../../shared/constants/setup-fields';
import { type ImpactRunInput, setupImpact, suggestedOutcome } from '../../shared/run-impact';
import type { ImpactComparison } from '../../shared/schemas/run-impact';
import type { StoredValue, VersionOutcome } from '../../shared/schemas/setup-version';
import type { Direction, PastChange } from '../../shared/schemas/tuning';
import type { SetupKindName } from '../../shared/setup-content';
import { ESC_FIELD_COVERAGE, type FieldCoverage, SHEET_FIELD_COVERAGE } from './coverage';
import type { PastResults } from './learn';
import { directionOf } from './past-direction';
import { pastChangeText } from './past-words';

/**
 * What earlier changes of each setup parameter did on a car (issue 17), from its setups' versions and
 * the runs made on them, judged by the impact answer's own rules (src/shared/run-impact.ts). Pure:
 * services/tuning-history.ts reads the rows.
 */

/** A setup on the car, as the racer's own list names it. */
export interface CarSetup {
  id: number;
  name: string;
}

/** A version as stored: `changes` is `{ field: [from, to] }` as JSON. */
export interface SetupVersionRow {
  setupId: number;
  version: number;
  createdAt: string;
  outcome: VersionOutcome;
  changes: string;
}

/** One setup of the car with its versions (after the first) and the runs made on it. */
export interface SetupRecord {
  kind: SetupKindName;
  setup: CarSetup;
  versions: readonly SetupVersionRow[];
  runs: readonly ImpactRunInput[];
}

type Changes = Record<string, [StoredValue, StoredValue]>;

const COVERAGE: Record<SetupKindName, Readonly<Record<string, FieldCoverage>>> = {
  'setup-sheet': SHEET_FIELD_COVERAGE,
  'esc-setup': ESC_FIELD_COVERAGE,
};

/** Records of the day a sheet ran (event, date, temperatures): not settings, so not "other changes". */
const DAY_RECORD = new Set<string>(
  SETUP_SHEET_GROUPS.find((g) => g.id === 'event')?.fields.map((f) => f.key),
);

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
function setupChanges({ kind, setup, versions, runs }: SetupRecord): Draft[] {
  const changes = new Map(versions.map((v) => [v.version, JSON.parse(v.changes) as Changes]));
  const meta = new Map(versions.map((v) => [v.version, v]));
  const drafts: Draft[] = [];
  for (const { version, tracks } of setupImpact(runs).versions) {
    const row = meta.get(version);
    if (!row) continue;
    for (const { trackName, effect } of tracks) {
      if (!effect.comparable) continue;
      const { moved, settings } = movedBy(COVERAGE[kind], netChanges(changes, effect.baseVersion, version));
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

/**
 * The racer's own verdict on the version when they gave one, else what the top-5 change says. The
 * wizard still reads the change without its noise (issue 17's rule, its figures shown with the run
 * count); weighing `effect.verdict` here instead is a separate decision (docs/decisions.md).
 */
const outcomeOf = (own: VersionOutcome, effect: ImpactComparison): VersionOutcome =>
  own === 'untested' ? suggestedOutcome(effect.top5DeltaMs) : own;

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

/** Each parameter's earlier changes on the car, newest first, from every setup on it. */
export function pastResultsOf(setups: readonly SetupRecord[]): PastResults {
  return byParameter(setups.flatMap(setupChanges));
}
