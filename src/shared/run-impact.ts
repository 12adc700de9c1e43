import { confoundersOf, trackKey } from './impact-confounders';
import type { ImpactRunInput } from './impact-input';
import { SAME_WITHIN_MS, top5Interval, verdictOf } from './impact-verdict';
import type { ImpactEffect, ImpactSide, SetupImpact, TrackImpact, VersionImpact } from './schemas/run-impact';
import type { VersionOutcome } from './schemas/setup-version';

export { TRACK_TEMP_MOVED_C, trackKey } from './impact-confounders';
export type { ImpactRace, ImpactRunInput } from './impact-input';
export { MIN_CLEAN_LAPS, SAME_WITHIN_MS } from './impact-verdict';

/**
 * What each change of a setup did (issue 16), from the runs made on each of its versions: per track,
 * the runs on a version against those on the nearest earlier version that ran at the same track,
 * with what else differed between them (the confounders) and how sure the change is (issue 29:
 * impact-verdict.ts). Pure, so the server answers with it and the browser could work it out from
 * runs it holds.
 */

/**
 * What a top-5 change alone would say, noise aside: faster by more than SAME_WITHIN_MS is better,
 * slower by more is worse. The answer's verdict also weighs the noise (impact-verdict.ts).
 */
export function suggestedOutcome(top5DeltaMs: number): VersionOutcome {
  if (top5DeltaMs < -SAME_WITHIN_MS) return 'better';
  if (top5DeltaMs > SAME_WITHIN_MS) return 'worse';
  return 'same';
}

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

/** The runs that have a top-5 average, as the interval reads them. */
const measured = (runs: readonly ImpactRunInput[]) =>
  runs.flatMap(({ stats }) =>
    stats.top5AvgMs === null
      ? []
      : [{ cleanLaps: stats.cleanLaps, top5AvgMs: stats.top5AvgMs, bestMs: stats.bestMs }],
  );

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
  const interval = top5Interval(measured(base.runs), measured(after));
  return {
    comparable: true,
    baseVersion: base.version,
    top5DeltaMs,
    top5IntervalMs: interval?.halfWidthMs ?? null,
    ...verdictOf(top5DeltaMs, interval, { before: b.cleanLaps, after: a.cleanLaps }),
    consistencyDeltaPct:
      a.consistencyPct === null || b.consistencyPct === null
        ? null
        : round1(a.consistencyPct - b.consistencyPct),
    before: { ...b, top5AvgMs: Math.round(b.top5AvgMs) },
    after: { ...a, top5AvgMs: Math.round(a.top5AvgMs) },
    ...confoundersOf(version, base.version, base.runs, after),
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
