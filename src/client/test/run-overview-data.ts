import type { RaceDayRun, RunOverview, TrackBest } from '../../shared/schemas/run-overview';

/** Race-day overviews for client tests (never imported by app code). */

export function makeRaceDayRun(overrides: Partial<RaceDayRun> & Pick<RaceDayRun, 'id'>): RaceDayRun {
  return {
    trackName: 'Canberra',
    eventName: null,
    session: 'practice',
    round: null,
    laps: 12,
    bestMs: 39_842,
    top5AvgMs: 40_113,
    ...overrides,
  };
}

export const trackBest = (rcCarId: number, trackName: string, bestMs: number, runId: number): TrackBest => ({
  rcCarId,
  trackName,
  bestMs,
  runId,
  date: '2025-06-14',
});

export const NO_RUNS: RunOverview = { lastRaceDay: null, bestLaps: [] };
