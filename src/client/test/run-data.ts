import { lapStats } from '../../shared/lap-stats';
import { runStats } from '../../shared/run-stats';
import type { ImportPreview, Lap, Run } from '../../shared/schemas/run';

/** Runs and result previews for client tests (never imported by app code). */

export const lapsOf = (times: readonly number[]): Lap[] =>
  times.map((timeMs, i) => ({ lapNo: i + 1, timeMs }));

export function makeRun(
  overrides: Partial<Run> & Pick<Run, 'id'>,
  times: readonly number[] = [22_000, 21_500, 21_800],
): Run {
  const laps = overrides.laps ?? lapsOf(times);
  return {
    rcCarId: 1,
    setupSheetId: null,
    setupVersion: null,
    escSetupId: null,
    escVersion: null,
    date: '2025-03-01',
    trackName: 'Tacoma RC',
    eventName: null,
    session: 'practice',
    round: null,
    trackSurface: null,
    trackConditions: null,
    airTempC: null,
    trackTempC: null,
    humidityPct: null,
    tyres: null,
    tyreSetIds: [],
    rating: null,
    notes: null,
    source: 'manual',
    startSegment: false,
    stats: runStats({ laps, startSegment: overrides.startSegment, official: overrides.official }),
    official: null,
    race: null,
    field: null,
    clientRef: null,
    createdAt: '2025-03-01T10:00:00.000Z',
    updatedAt: '2025-03-01T10:00:00.000Z',
    ...overrides,
    laps,
  };
}

const driver = (
  name: string,
  times: number[],
  extra: Partial<ImportPreview['races'][number]['drivers'][number]> = {},
) => ({
  name,
  laps: lapsOf(times),
  stats: lapStats(times),
  suggested: false,
  ...extra,
});

/** Two races of a club result; the racer (transponder 1234567) drove in the second. */
export const PREVIEW: ImportPreview = {
  format: 'rcscoringpro',
  formatLabel: 'RCScoringPro',
  event: 'Winter Series',
  track: 'Tacoma RC',
  date: '2012-01-14',
  races: [
    {
      name: 'MOD BUGGY A Main',
      startSegment: false,
      drivers: [driver('HART, RILEY', [24_000, 23_500]), driver('LAP, SAM', [25_000, 24_100])],
    },
    {
      name: 'MOD BUGGY B Main',
      round: 'Round 3',
      startSegment: false,
      drivers: [
        driver('FAST, ALEX', [22_900, 22_100, 22_300], {
          carNumber: '1',
          transponder: '7654321',
          official: { laps: 3, totalMs: 67_300, bestMs: 22_100 },
        }),
        driver('DOE, JANE', [23_400, 22_600, 22_800], {
          carNumber: '4',
          transponder: '1234567',
          suggested: true,
          official: { laps: 3, totalMs: 68_800, bestMs: 22_600 },
        }),
        driver('NOSHOW, NED', []),
      ],
    },
  ],
};
