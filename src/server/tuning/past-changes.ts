import { SETUP_SHEET_GROUPS } from '../../shared/constants/setup-fields';
import type { ImpactVerdict } from '../../shared/impact-verdict';
import { type ImpactRunInput, setupImpact, trackKey } from '../../shared/run-impact';
import type { ImpactComparison } from '../../shared/schemas/run-impact';
import type { StoredValue, VersionOutcome } from '../../shared/schemas/setup-version';
import type { Direction, PastChange } from '../../shared/schemas/tuning';
import type { SetupKindName } from '../../shared/setup-content';
import { ESC_FIELD_COVERAGE, type FieldCoverage, SHEET_FIELD_COVERAGE } from './coverage';
import type { PastResults } from './learn';
import { type Conditions, conditionsOf } from './past-conditions';
import { directionOf } from './past-direction';
import { pastChangeText } from './past-words';

/**
 * What earlier changes of each setup parameter did on a car (issue 17), from its setups' versions: the
 * runs made on them, judged by the impact answer's own rules and verdict (src/shared/run-impact.ts,
 * issue 29), and the racer's own mark and note on each version (issue 32), with where it ran. Pure:
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
  note: string | null;
  changes: string;
}

/**
 * One setup of the car with its versions (the first too: where the setup ran starts there) and the
 * runs made on it.
 */
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

/** Where the setup said it ran at each version: its track fields replayed from version 1. */
function placesOf(versions: readonly SetupVersionRow[], changes: ReadonlyMap<number, Changes>) {
  const place: Record<'trackName' | 'trackSurface' | 'trackConditions', StoredValue> = {
    trackName: null,
    trackSurface: null,
    trackConditions: null,
  };
  const places = new Map<number, Conditions>();
  for (const { version } of [...versions].sort((a, b) => a.version - b.version)) {
    for (const [field, [, to]] of Object.entries(changes.get(version) ?? {}))
      if (field in place) place[field as keyof typeof place] = to;
    places.set(
      version,
      conditionsOf(text(place.trackName), text(place.trackSurface), text(place.trackConditions)),
    );
  }
  return places;
}

/**
 * Where a version's runs at a track ran: the track, and the surface and conditions the newest of those
 * runs recorded, else the setup's own at that version.
 */
function runPlace(runs: readonly ImpactRunInput[], version: number, trackName: string, setup?: Conditions) {
  const key = trackKey(trackName);
  const here = runs
    .filter((r) => r.version === version && trackKey(r.trackName) === key)
    .sort((a, b) => (a.date === b.date ? b.id - a.id : a.date < b.date ? 1 : -1));
  const surface = here.find((r) => r.trackSurface?.trim())?.trackSurface ?? null;
  const conditions = here.find((r) => r.trackConditions?.trim())?.trackConditions ?? null;
  const recorded = conditionsOf(trackName, surface, conditions);
  return {
    trackName,
    surface: recorded.surface ?? setup?.surface ?? null,
    grip: recorded.grip ?? setup?.grip ?? null,
  };
}

/**
 * What the wizard weighs: the racer's own mark on the version when they gave one (why the mark wins
 * over runs that disagree: docs/decisions/setups-and-history.md, issue 32), else the runs' verdict,
 * noise weighed (issue 29), so runs too few to tell are said as such and back nothing.
 */
export const outcomeOf = (mark: VersionOutcome, runsVerdict: ImpactVerdict | null): ImpactVerdict =>
  mark !== 'untested' ? mark : (runsVerdict ?? 'too-little-to-tell');

/**
 * One setup's earlier changes: each version runs before and after it at a track can judge (what
 * changed since the version last run there), and each other version the racer marked (its own
 * changes, judged by the mark alone).
 */
function setupChanges({ kind, setup, versions, runs }: SetupRecord): Draft[] {
  const changes = new Map(versions.map((v) => [v.version, JSON.parse(v.changes) as Changes]));
  const meta = new Map(versions.map((v) => [v.version, v]));
  const places = placesOf(versions, changes);
  const drafts: Draft[] = [];
  const draft = (row: SetupVersionRow, base: number, evidence: Evidence) => {
    const { moved, settings } = movedBy(COVERAGE[kind], netChanges(changes, base, row.version));
    for (const m of moved)
      drafts.push({
        ...m,
        ...evidence,
        setupKind: kind,
        setupId: setup.id,
        setupName: setup.name,
        version: row.version,
        changedAt: row.createdAt,
        mark: row.outcome,
        note: row.note,
        outcome: outcomeOf(row.outcome, evidence.runsVerdict),
        others: settings - 1,
      });
  };
  const judged = new Set<number>();
  for (const { version, tracks } of setupImpact(runs).versions) {
    const row = meta.get(version);
    if (!row || version < 2) continue;
    for (const { trackName, effect } of tracks) {
      if (!effect.comparable) continue;
      judged.add(version);
      draft(
        row,
        effect.baseVersion,
        runEvidence(effect, runPlace(runs, version, trackName, places.get(version))),
      );
    }
  }
  for (const row of versions)
    if (row.version > 1 && row.outcome !== 'untested' && !judged.has(row.version))
      draft(row, row.version - 1, { ...NO_RUNS, ...(places.get(row.version) ?? NO_PLACE) });
  return drafts;
}

type Evidence = Pick<PastChange, 'trackName' | 'surface' | 'grip' | 'runs' | 'top5DeltaMs' | 'runsVerdict'>;
const NO_RUNS = { runs: 0, top5DeltaMs: null, runsVerdict: null } as const;
const NO_PLACE: Conditions = { trackName: null, surface: null, grip: null };

function runEvidence(effect: ImpactComparison, place: Conditions): Evidence {
  return { ...place, runs: effect.after.runs, top5DeltaMs: effect.top5DeltaMs, runsVerdict: effect.verdict };
}

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
