import type { LapStats } from '../../shared/lap-stats';
import type { RunSession } from '../../shared/schemas/run';
import type { RaceDay, RunOverview, TrackBest } from '../../shared/schemas/run-overview';
import type { Db } from '../db';
import { type RanOn, raceDayChanges } from './race-day-changes';

/**
 * GET /api/runs/overview: the racer's last race day and each car's best lap per track. One read of
 * the racer's runs, without their laps: a run's stats are a couple of hundred bytes however many
 * laps it has, so a car with 500 runs reads ~100 KB. The route caches the answer by the racer's
 * data revision, which every run, setup and car change moves.
 */

interface OverviewRun extends RanOn {
  /** Null once the car is deleted: its runs stay. */
  rcCarId: number | null;
  trackName: string;
  eventName: string | null;
  session: RunSession;
  round: string | null;
  stats: LapStats;
}

/** Tracks are told apart regardless of case and outer spaces: "Canberra" and "canberra " are one. */
const trackKey = (name: string) => name.trim().toLowerCase();

async function readRuns(db: Db, userId: number): Promise<OverviewRun[]> {
  const rows = await db
    .selectFrom('runs')
    .select([
      'id',
      'rcCarId',
      'date',
      'trackName',
      'eventName',
      'session',
      'round',
      'stats',
      'setupSheetId',
      'setupVersion',
      'escSetupId',
      'escVersion',
    ])
    .where('userId', '=', userId)
    // A day's runs in the order they were logged: runs have a date but no time of day.
    .orderBy('date')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    ...row,
    session: row.session as RunSession,
    stats: JSON.parse(row.stats) as LapStats,
  }));
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
      entry.best = { rcCarId: run.rcCarId, trackName: run.trackName, bestMs, runId: run.id, date: run.date };
    tracks.set(key, entry);
  });
  return [...tracks.values()]
    .sort((a, b) => a.rcCarId - b.rcCarId || b.lastRun - a.lastRun)
    .flatMap((entry) => (entry.best ? [entry.best] : []));
}

async function lastRaceDayOf(db: Db, userId: number, runs: readonly OverviewRun[]): Promise<RaceDay | null> {
  const date = runs[runs.length - 1]?.date;
  if (date === undefined) return null;
  const day = runs.filter((run) => run.date === date);
  const tracks = new Map<string, string>();
  for (const run of day)
    if (!tracks.has(trackKey(run.trackName))) tracks.set(trackKey(run.trackName), run.trackName);

  let best: RaceDay['best'] = null;
  for (const run of day) {
    const { bestMs } = run.stats;
    if (bestMs !== null && (best === null || bestMs < best.bestMs))
      best = { runId: run.id, rcCarId: run.rcCarId, trackName: run.trackName, bestMs };
  }

  // Each car's runs of the day, after its last run before the day (what "what changed" starts from).
  // A deleted car's runs come last, together, with no changes: nothing says which car each followed.
  const runsByCar = new Map<number | null, OverviewRun[]>();
  for (const run of day) runsByCar.set(run.rcCarId, [...(runsByCar.get(run.rcCarId) ?? []), run]);
  const carLess = runsByCar.get(null);
  if (carLess) {
    runsByCar.delete(null);
    runsByCar.set(null, carLess);
  }
  const sequences = new Map<number, OverviewRun[]>();
  for (const [carId, carRuns] of runsByCar) {
    if (carId === null) continue;
    const before = runs.findLast((run) => run.rcCarId === carId && run.date < date);
    sequences.set(carId, before ? [before, ...carRuns] : carRuns);
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
      })),
      changes: (rcCarId !== null && changes.get(rcCarId)) || [],
    })),
  };
}

export async function runOverview(db: Db, userId: number): Promise<RunOverview> {
  const runs = await readRuns(db, userId);
  return { lastRaceDay: await lastRaceDayOf(db, userId, runs), bestLaps: bestLapsOf(runs) };
}
