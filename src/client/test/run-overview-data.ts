import type { RaceDayChange, RaceDayRun, RunOverview, TrackBest } from '../../shared/schemas/run-overview';

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

/** 'Clay A' moved from version 3 to 4 before run 11, between runs of 2025-06-14. */
export function makeRaceDayChange(overrides: Partial<RaceDayChange> = {}): RaceDayChange {
  return {
    kind: 'setup-sheet',
    setupId: 5,
    name: 'Clay A',
    fromVersion: 3,
    toVersion: 4,
    replaced: null,
    changes: [],
    runId: 11,
    sinceDate: '2025-06-14',
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
