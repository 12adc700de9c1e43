import type { LapStats } from './lap-stats';
import type {
  Confounder,
  ImpactAlike,
  ImpactEffect,
  ImpactSide,
  SetupImpact,
  TrackImpact,
  VersionImpact,
} from './schemas/run-impact';
import type { VersionOutcome } from './schemas/setup-version';

/**
 * What each change of a setup did (issue 16), from the runs made on each of its versions: per track,
 * the runs on a version against those on the nearest earlier version that ran at the same track,
 * with what else differed between them (the confounders). Pure, so the server answers with it and
 * the browser could work it out from runs it holds.
 */

/** Track temperature that moved more than this (°C, mean against mean) is a confounder. */
export const TRACK_TEMP_MOVED_C = 5;
/** A side with fewer clean laps than this in all says little about pace. */
export const MIN_CLEAN_LAPS = 8;
/** A top-5 change within this (ms, either way) reads as the same. */
export const SAME_WITHIN_MS = 50;

/** A run as the rules read it: its summary, never its laps. */
export interface ImpactRunInput {
  id: number;
  /** The version of the setup it ran on. */
  version: number;
  date: string;
  trackName: string;
  trackTempC: number | null;
  tyres: string | null;
  trackConditions: string | null;
  trackSurface: string | null;
  /** The other setup it ran with (`id@version`; a sheet's ESC setup or an ESC setup's sheet), null for none. */
  otherSetup: string | null;
  stats: Pick<LapStats, 'laps' | 'cleanLaps' | 'top5AvgMs' | 'consistencyPct'>;
}

/** Faster by more than SAME_WITHIN_MS is better, slower by more is worse; in between, the same. */
export function suggestedOutcome(top5DeltaMs: number): VersionOutcome {
  if (top5DeltaMs < -SAME_WITHIN_MS) return 'better';
  if (top5DeltaMs > SAME_WITHIN_MS) return 'worse';
  return 'same';
}

/** "Clay Kings " and "clay  kings" are one track; racers type names by hand. */
export const trackKey = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();
const textKey = (value: string | null) => (value === null ? '' : trackKey(value));

const round1 = (value: number) => Math.round(value * 10) / 10;

/** The mean of `value` over the runs that have one, each weighted by its clean laps. */
function weightedMean(runs: readonly ImpactRunInput[], value: (run: ImpactRunInput) => number | null) {
  let sum = 0;
  let weight = 0;
  for (const run of runs) {
    const v = value(run);
    if (v === null) continue;
    const w = Math.max(run.stats.cleanLaps, 1);
    sum += v * w;
    weight += w;
  }
  return weight ? sum / weight : null;
}

function side(runs: readonly ImpactRunInput[]): Omit<ImpactSide, 'top5AvgMs'> & { top5AvgMs: number | null } {
  const consistency = weightedMean(runs, (r) => r.stats.consistencyPct);
  return {
    runs: runs.length,
    laps: runs.reduce((sum, r) => sum + r.stats.laps, 0),
    cleanLaps: runs.reduce((sum, r) => sum + r.stats.cleanLaps, 0),
    top5AvgMs: weightedMean(runs, (r) => r.stats.top5AvgMs),
    consistencyPct: consistency === null ? null : round1(consistency),
  };
}

/** Each side's distinct recorded values (first spelling kept), and whether both sides recorded one. */
function distinct(runs: readonly ImpactRunInput[], value: (run: ImpactRunInput) => string | null) {
  const seen = new Map<string, string>();
  for (const run of runs) {
    const v = value(run)?.trim();
    if (v && !seen.has(textKey(v))) seen.set(textKey(v), v);
  }
  return seen;
}

/** "same day, same tyres" first: what a racer checks first. */
const ALIKE_ORDER: Record<ImpactAlike, number> = { day: 0, tyres: 1, 'track-temp': 2, conditions: 3 };

type Finding = { confounder?: Confounder; alike?: ImpactAlike };

/** A recorded text (tyres, conditions) compared across the sides: unknown on a side says nothing. */
function compareText(
  before: readonly ImpactRunInput[],
  after: readonly ImpactRunInput[],
  value: (run: ImpactRunInput) => string | null,
  kind: 'tyres' | 'conditions',
): Finding {
  const b = distinct(before, value);
  const a = distinct(after, value);
  if (b.size === 0 || a.size === 0) return {};
  const all = new Set([...b.keys(), ...a.keys()]);
  if (all.size === 1) return { alike: kind };
  return { confounder: { kind, before: [...b.values()], after: [...a.values()] } };
}

const dayNumber = (date: string) => Math.round(Date.parse(`${date}T00:00:00Z`) / 86_400_000);

function compareDays(runs: readonly ImpactRunInput[]): Finding {
  const days = runs.map((r) => dayNumber(r.date));
  const span = Math.max(...days) - Math.min(...days);
  return span === 0 ? { alike: 'day' } : { confounder: { kind: 'different-day', daysApart: span } };
}

function compareTrackTemp(before: readonly ImpactRunInput[], after: readonly ImpactRunInput[]): Finding {
  const mean = (runs: readonly ImpactRunInput[]) => {
    const temps = runs.map((r) => r.trackTempC).filter((t): t is number => t !== null);
    return temps.length ? temps.reduce((s, t) => s + t, 0) / temps.length : null;
  };
  const b = mean(before);
  const a = mean(after);
  if (a === null || b === null) return {};
  const deltaC = round1(a - b);
  return Math.abs(deltaC) > TRACK_TEMP_MOVED_C
    ? { confounder: { kind: 'track-temp', deltaC } }
    : { alike: 'track-temp' };
}

const conditionsOf = (run: ImpactRunInput) =>
  [run.trackSurface, run.trackConditions].filter((v) => v?.trim()).join(' · ') || null;

function confoundersOf(
  version: number,
  baseVersion: number,
  before: readonly ImpactRunInput[],
  after: readonly ImpactRunInput[],
  sides: { before: number; after: number },
) {
  const findings: Finding[] = [
    compareDays([...before, ...after]),
    compareTrackTemp(before, after),
    compareText(before, after, (r) => r.tyres, 'tyres'),
    compareText(before, after, conditionsOf, 'conditions'),
  ];
  if (sides.before < MIN_CLEAN_LAPS || sides.after < MIN_CLEAN_LAPS)
    findings.push({ confounder: { kind: 'few-clean-laps', ...sides } });
  if (version - baseVersion > 1)
    findings.push({ confounder: { kind: 'skipped-versions', from: baseVersion + 1, to: version - 1 } });
  if (new Set([...before, ...after].map((r) => r.otherSetup)).size > 1)
    findings.push({ confounder: { kind: 'other-setup' } });
  return {
    confounders: findings.flatMap((f) => (f.confounder ? [f.confounder] : [])),
    alike: findings
      .flatMap((f) => (f.alike ? [f.alike] : []))
      .sort((a, b) => ALIKE_ORDER[a] - ALIKE_ORDER[b]),
  };
}

function effectOf(
  version: number,
  after: readonly ImpactRunInput[],
  base: { version: number; runs: readonly ImpactRunInput[] } | undefined,
): ImpactEffect {
  if (!base) return { comparable: false, reason: 'no-earlier-runs', baseVersion: null };
  const b = side(base.runs);
  const a = side(after);
  if (a.top5AvgMs === null || b.top5AvgMs === null)
    return { comparable: false, reason: 'no-top5', baseVersion: base.version };
  const top5DeltaMs = Math.round(a.top5AvgMs - b.top5AvgMs);
  const sides = { before: b.cleanLaps, after: a.cleanLaps };
  return {
    comparable: true,
    baseVersion: base.version,
    top5DeltaMs,
    consistencyDeltaPct:
      a.consistencyPct === null || b.consistencyPct === null
        ? null
        : round1(a.consistencyPct - b.consistencyPct),
    before: { ...b, top5AvgMs: Math.round(b.top5AvgMs) },
    after: { ...a, top5AvgMs: Math.round(a.top5AvgMs) },
    ...confoundersOf(version, base.version, base.runs, after, sides),
    suggestedOutcome: suggestedOutcome(top5DeltaMs),
  };
}

/** Newest first: by date, then by id (the later logged). */
const newestFirst = (a: ImpactRunInput, b: ImpactRunInput) =>
  a.date === b.date ? b.id - a.id : a.date < b.date ? 1 : -1;

/** version → track key → runs, each list newest first. */
function groupRuns(runs: readonly ImpactRunInput[]) {
  const byVersion = new Map<number, Map<string, ImpactRunInput[]>>();
  for (const run of [...runs].sort(newestFirst)) {
    const tracks = byVersion.get(run.version) ?? new Map<string, ImpactRunInput[]>();
    byVersion.set(run.version, tracks);
    const key = trackKey(run.trackName);
    const list = tracks.get(key);
    if (list) list.push(run);
    else tracks.set(key, [run]);
  }
  return byVersion;
}

/** What each version did, newest first; versions without runs are left out. */
export function setupImpact(runs: readonly ImpactRunInput[]): SetupImpact {
  const byVersion = groupRuns(runs);
  const versions = [...byVersion.keys()].sort((a, b) => a - b);
  /** Per track, the latest version seen so far with runs there (walking oldest first). */
  const lastAt = new Map<string, { version: number; runs: ImpactRunInput[] }>();
  const answer: VersionImpact[] = [];
  for (const version of versions) {
    const tracks = byVersion.get(version) as Map<string, ImpactRunInput[]>;
    const impacts: TrackImpact[] = [];
    for (const [key, trackRuns] of tracks) {
      impacts.push({
        // The newest run's spelling of the track.
        trackName: (trackRuns[0] as ImpactRunInput).trackName.trim(),
        runs: trackRuns.length,
        laps: trackRuns.reduce((sum, r) => sum + r.stats.laps, 0),
        effect: effectOf(version, trackRuns, lastAt.get(key)),
      });
    }
    for (const [key, trackRuns] of tracks) lastAt.set(key, { version, runs: trackRuns });
    answer.push({
      version,
      runIds: [...tracks.values()]
        .flat()
        .sort(newestFirst)
        .map((r) => r.id),
      // Tracks in the order of their newest run (the map was filled newest first).
      tracks: impacts,
    });
  }
  return { versions: answer.reverse() };
}
