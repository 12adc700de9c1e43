import type { LapStats } from '../../shared/lap-stats';
import { figureDecimals } from '../../shared/run-stats';
import type { OfficialFigures, RunSession } from '../../shared/schemas/run';
import type { RaceDay, RunOverview, TrackBest } from '../../shared/schemas/run-overview';
import type { Db } from '../db';
import { type RanOn, raceDayChanges } from './race-day-changes';

/**
 * GET /api/runs/overview: the racer's last race day and each car's best lap per track. Two reads of
 * the racer's runs, never their laps: every run's id, car, date, track and stats (a couple of
 * hundred bytes however many laps it has, so a car with 500 runs reads ~100 KB), then the rest of
 * the last day's runs and of each car's run before it. The route caches the answer by the racer's
 * data revision, which every run, setup and car change moves.
 */

/** What every run is read with. */
interface OverviewRun {
  id: number;
  /** Null once the car is deleted: its runs stay. */
  rcCarId: number | null;
  date: string;
  trackName: string;
  stats: LapStats;
  official: OfficialFigures | null;
}

/** Digits a run's best lap or top-5 average is shown to: the file's as it gives it (issue 29). */
const digits = (run: OverviewRun, figure: 'bestMs' | 'top5AvgMs') =>
  figureDecimals(run.stats, run.official, figure);

/** What the last race day's runs (and each car's run before it) are read with besides. */
interface DayRun extends OverviewRun, RanOn {
  eventName: string | null;
  session: RunSession;
  round: string | null;
}

/** Tracks are told apart regardless of case and outer spaces: "Canberra" and "canberra " are one. */
const trackKey = (name: string) => name.trim().toLowerCase();

async function readRuns(db: Db, userId: number): Promise<OverviewRun[]> {
  const rows = await db
    .selectFrom('runs')
    .select(['id', 'rcCarId', 'date', 'trackName', 'stats', 'official'])
    .where('userId', '=', userId)
    // A day's runs in the order they were logged: runs have a date but no time of day.
    .orderBy('date')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    ...row,
    stats: JSON.parse(row.stats) as LapStats,
    official: row.official ? (JSON.parse(row.official) as OfficialFigures) : null,
  }));
}

/** `runs` with their session and the setups they ran on. */
async function withDetails(db: Db, userId: number, runs: readonly OverviewRun[]): Promise<DayRun[]> {
  const rows = await db
    .selectFrom('runs')
    .select([
      'id',
      'eventName',
      'session',
      'round',
      'setupSheetId',
      'setupVersion',
      'escSetupId',
      'escVersion',
    ])
    .where('userId', '=', userId)
    .where(
      'id',
      'in',
      runs.map((run) => run.id),
    )
    .execute();
  const details = new Map(rows.map((row) => [row.id, row]));
  return runs.flatMap((run) => {
    const more = details.get(run.id);
    return more ? [{ ...run, ...more, session: more.session as RunSession }] : [];
  });
}

/**
 * Per car and track, the fastest clean lap (the earlier run on a tie); the latest raced track first.
 * A deleted car's runs are no car's.
 */
export function bestLapsOf(runs: readonly OverviewRun[]): TrackBest[] {
  const tracks = new Map<string, { rcCarId: number; best: TrackBest | null; lastRun: number }>();
  runs.forEach((run, index) => {
    if (run.rcCarId === null) return;
    const key = `${run.rcCarId}\n${trackKey(run.trackName)}`;
    const entry = tracks.get(key) ?? { rcCarId: run.rcCarId, best: null, lastRun: index };
    entry.lastRun = index;
    const { bestMs } = run.stats;
    if (bestMs !== null && (entry.best === null || bestMs < entry.best.bestMs))
      entry.best = {
        rcCarId: run.rcCarId,
        trackName: run.trackName,
        bestMs,
        decimals: digits(run, 'bestMs'),
        runId: run.id,
        date: run.date,
      };
    tracks.set(key, entry);
  });
  return [...tracks.values()]
    .sort((a, b) => a.rcCarId - b.rcCarId || b.lastRun - a.lastRun)
    .flatMap((entry) => (entry.best ? [entry.best] : []));
}

async function lastRaceDayOf(db: Db, userId: number, runs: readonly OverviewRun[]): Promise<RaceDay | null> {
  const date = runs[runs.length - 1]?.date;
  if (date === undefined) return null;
  const onDay = runs.filter((run) => run.date === date);
  // Each car's run before the day: what "what changed" starts from.
  const carIds = [...new Set(onDay.map((run) => run.rcCarId))].filter((id) => id !== null);
  const before = carIds.flatMap(
    (carId) => runs.findLast((run) => run.rcCarId === carId && run.date < date) ?? [],
  );
  const detailed = await withDetails(db, userId, [...before, ...onDay]);
  const day = detailed.filter((run) => run.date === date);
  const tracks = new Map<string, string>();
  for (const run of day)
    if (!tracks.has(trackKey(run.trackName))) tracks.set(trackKey(run.trackName), run.trackName);

  let best: RaceDay['best'] = null;
  for (const run of day) {
    const { bestMs } = run.stats;
    if (bestMs !== null && (best === null || bestMs < best.bestMs))
      best = {
        runId: run.id,
        rcCarId: run.rcCarId,
        trackName: run.trackName,
        bestMs,
        decimals: digits(run, 'bestMs'),
      };
  }

  // A deleted car's runs come last, together, with no changes: nothing says which car each followed.
  const runsByCar = new Map<number | null, DayRun[]>();
  for (const run of day) runsByCar.set(run.rcCarId, [...(runsByCar.get(run.rcCarId) ?? []), run]);
  const carLess = runsByCar.get(null);
  if (carLess) {
    runsByCar.delete(null);
    runsByCar.set(null, carLess);
  }
  const sequences = new Map<number, DayRun[]>();
  for (const [carId, carRuns] of runsByCar) {
    if (carId === null) continue;
    const previous = detailed.find((run) => run.rcCarId === carId && run.date < date);
    sequences.set(carId, previous ? [previous, ...carRuns] : carRuns);
  }
  const changes = await raceDayChanges(db, userId, sequences);

  return {
    date,
    tracks: [...tracks.values()],
    best,
    cars: [...runsByCar].map(([rcCarId, carRuns]) => ({
      rcCarId,
      runs: carRuns.map((run) => ({
        id: run.id,
        trackName: run.trackName,
        eventName: run.eventName,
        session: run.session,
        round: run.round,
        laps: run.stats.laps,
        bestMs: run.stats.bestMs,
        top5AvgMs: run.stats.top5AvgMs,
        bestDecimals: digits(run, 'bestMs'),
        top5Decimals: digits(run, 'top5AvgMs'),
      })),
      changes: (rcCarId !== null && changes.get(rcCarId)) || [],
    })),
  };
}

export async function runOverview(db: Db, userId: number): Promise<RunOverview> {
  const runs = await readRuns(db, userId);
  return { lastRaceDay: await lastRaceDayOf(db, userId, runs), bestLaps: bestLapsOf(runs) };
}
