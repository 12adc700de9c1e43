import type { RunSummary } from '../../../shared/schemas/run';
import type { RaceDay, RaceDayRun, RunOverview, TrackBest } from '../../../shared/schemas/run-overview';

/**
 * The dashboard's last race day and the fleet's best laps with the runs logged offline laid in
 * (issue 29): the server's overview cannot know them until the outbox has sent them. Made by the
 * server's rules (services/run-overview.ts): the last race day is the latest date run, its runs per
 * car in the order logged, a new car after the others; a best lap is the fastest clean lap.
 */

const trackKey = (name: string) => name.trim().toLowerCase();

function dayRun(run: RunSummary): RaceDayRun {
  return {
    id: run.id,
    trackName: run.trackName,
    eventName: run.eventName,
    session: run.session,
    round: run.round,
    laps: run.stats.laps,
    bestMs: run.stats.bestMs,
    top5AvgMs: run.stats.top5AvgMs,
  };
}

function withRuns(day: RaceDay, runs: readonly RunSummary[]): RaceDay {
  const tracks = [...day.tracks];
  let best = day.best;
  const cars = day.cars.map((car) => ({ ...car, runs: [...car.runs] }));
  for (const run of runs) {
    if (!tracks.some((track) => trackKey(track) === trackKey(run.trackName))) tracks.push(run.trackName);
    const { bestMs } = run.stats;
    if (bestMs !== null && (best === null || bestMs < best.bestMs))
      best = { runId: run.id, rcCarId: run.rcCarId, trackName: run.trackName, bestMs };
    const car = cars.find((entry) => entry.rcCarId === run.rcCarId);
    if (car) car.runs.push(dayRun(run));
    else cars.push({ rcCarId: run.rcCarId, runs: [dayRun(run)], changes: [] });
  }
  return { ...day, tracks, best, cars };
}

function withBestLaps(bests: readonly TrackBest[], runs: readonly RunSummary[]): TrackBest[] {
  const merged = [...bests];
  for (const run of runs) {
    const { bestMs } = run.stats;
    if (run.rcCarId === null || bestMs === null) continue;
    const best = { rcCarId: run.rcCarId, trackName: run.trackName, bestMs, runId: run.id, date: run.date };
    const at = merged.findIndex(
      (entry) => entry.rcCarId === run.rcCarId && trackKey(entry.trackName) === trackKey(run.trackName),
    );
    const held = merged[at];
    if (!held) merged.unshift(best);
    else if (bestMs < held.bestMs) merged[at] = best;
  }
  return merged;
}

/** The overview with `queued` (the runs waiting to send, newest first) counted in. */
export function withQueuedOverview(overview: RunOverview, queued: readonly RunSummary[]): RunOverview {
  if (queued.length === 0) return overview;
  const known = new Set(overview.lastRaceDay?.cars.flatMap((car) => car.runs.map((run) => run.id)));
  // In the order logged (the queue lists the newest first).
  const runs = [...queued].reverse().filter((run) => !known.has(run.id));
  const latest = runs
    .map((run) => run.date)
    .sort()
    .at(-1);
  const held = overview.lastRaceDay;
  // A run of an earlier day than the last race day changes that day in nothing but the best laps.
  const day =
    latest !== undefined && (held === null || latest > held.date)
      ? { date: latest, tracks: [], best: null, cars: [] }
      : held;
  const lastRaceDay =
    day &&
    withRuns(
      day,
      runs.filter((run) => run.date === day.date),
    );
  return { lastRaceDay, bestLaps: withBestLaps(overview.bestLaps, runs) };
}
