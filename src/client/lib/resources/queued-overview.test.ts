import { describe, expect, it } from 'vitest';
import type { Run } from '../../../shared/schemas/run';
import { runOverviewSchema } from '../../../shared/schemas/run-overview';
import { makeRun } from '../../test/run-data';
import { makeRaceDayRun, NO_RUNS, trackBest } from '../../test/run-overview-data';
import { withQueuedOverview } from './queued-overview';
import { isWaitingRun } from './queued-runs';

const DAY = {
  date: '2026-11-29',
  tracks: ['Ridgeway'],
  best: { runId: 9, rcCarId: 1, trackName: 'Ridgeway', bestMs: 16_500 },
  cars: [
    { rcCarId: 1, runs: [makeRaceDayRun({ id: 9, trackName: 'Ridgeway', bestMs: 16_500 })], changes: [] },
  ],
};
const waiting = (id: number, over: Partial<Run>, times?: number[]) =>
  makeRun({ id, date: '2026-11-29', trackName: 'Ridgeway', ...over }, times);

describe('withQueuedOverview', () => {
  it('makes the last race day of runs logged offline when the server knows none', () => {
    const run = waiting(-1, { rcCarId: 2 }, [16_400, 16_300, 16_700]);
    const overview = withQueuedOverview(NO_RUNS, [run]);
    expect(runOverviewSchema.parse(overview)).toEqual(overview);
    expect(overview.lastRaceDay).toMatchObject({
      date: '2026-11-29',
      tracks: ['Ridgeway'],
      best: { runId: -1, rcCarId: 2, bestMs: 16_300 },
      cars: [{ rcCarId: 2, runs: [{ id: -1, laps: 3 }], changes: [] }],
    });
    expect(isWaitingRun(overview.lastRaceDay?.cars[0]?.runs[0] ?? { id: 0 })).toBe(true);
    expect(overview.bestLaps).toEqual([
      { rcCarId: 2, trackName: 'Ridgeway', bestMs: 16_300, runId: -1, date: '2026-11-29' },
    ]);
  });

  it('adds them to the same day after the car’s runs, in the order logged, and a new track to its tracks', () => {
    const older = waiting(-1, { rcCarId: 1, trackName: 'ridgeway' }, [17_000, 17_100]);
    const newer = waiting(-2, { rcCarId: 1, trackName: 'Canberra' }, [17_200, 17_300]);
    const overview = withQueuedOverview(
      { lastRaceDay: DAY, bestLaps: [trackBest(1, 'Ridgeway', 16_500, 9)] },
      [newer, older],
    );
    expect(overview.lastRaceDay?.cars[0]?.runs.map((run) => run.id)).toEqual([9, -1, -2]);
    expect(overview.lastRaceDay?.tracks).toEqual(['Ridgeway', 'Canberra']);
    // Slower than the day's best: the best stays the server's.
    expect(overview.lastRaceDay?.best?.runId).toBe(9);
    expect(overview.bestLaps.map((best) => [best.trackName, best.runId])).toEqual([
      ['Canberra', -2],
      ['Ridgeway', 9],
    ]);
  });

  it('leaves an earlier day out of the last race day, and a run the server already lists is not counted twice', () => {
    const earlier = waiting(-3, { date: '2026-11-01' });
    const sent = makeRun({ id: 9, date: '2026-11-29', trackName: 'Ridgeway' });
    const overview = withQueuedOverview({ lastRaceDay: DAY, bestLaps: [] }, [sent, earlier]);
    expect(overview.lastRaceDay).toEqual(DAY);
  });
});
