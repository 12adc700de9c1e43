import { runStats } from '../../shared/run-stats';
import type { FieldDriver, Lap, Run } from '../../shared/schemas/run';
import type { ImportPreview } from '../../shared/schemas/run-import';

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

/**
 * A made-up four-driver race (every lap 1 a start segment, laps to 1/100 s as RCScoringPro gives
 * them) and the racer's run in it. Worked out by hand, lap by lap (cumulative times):
 *   LEAD 12.00 32.00 52.00 72.00 · ME 12.50 32.30 52.80 72.90 · THIRD 12.20 33.20 54.20 75.20 ·
 *   LAPPED 13.00 38.00 68.00 (three laps)
 * so the racer is P3 after lap 1 (0.50 behind the leader, 0.30 behind THIRD), then P2 to the flag
 * (0.30, 0.80, 0.90 behind the leader, who is the car ahead). Top-5 averages without the start
 * segment: LEAD 20.00, ME 20.13, THIRD 21.00, LAPPED 27.50.
 */
export const FIELD_LAPS = {
  lead: [12_000, 20_000, 20_000, 20_000],
  me: [12_500, 19_800, 20_500, 20_100],
  third: [12_200, 21_000, 21_000, 21_000],
  lapped: [13_000, 25_000, 30_000],
} as const;

const fieldDriver = (name: string, lapsMs: readonly number[], position: number, me = false): FieldDriver => ({
  name,
  carNumber: String(position),
  position,
  lapsMs: [...lapsMs],
  official: {
    laps: lapsMs.length,
    totalMs: lapsMs.reduce((s, t) => s + t, 0),
    bestMs: Math.min(...lapsMs.slice(1)),
    decimals: 2,
  },
  me,
});

export function makeFieldRun(overrides: Partial<Run> & Pick<Run, 'id'>): Run {
  const laps = FIELD_LAPS.me.map((timeMs, i) => ({ lapNo: i + 1, timeMs, decimals: 2 }));
  const field = [
    fieldDriver('LEAD, LUCY', FIELD_LAPS.lead, 1),
    fieldDriver('DOE, JANE', FIELD_LAPS.me, 2, true),
    fieldDriver('THIRD, TOM', FIELD_LAPS.third, 3),
    fieldDriver('LAPPED, LEO', FIELD_LAPS.lapped, 4),
  ];
  const official = field[1]?.official ?? null;
  return makeRun({
    session: 'main',
    source: 'import',
    startSegment: true,
    official,
    stats: runStats({ laps, startSegment: true, official }),
    race: {
      fullName: 'MOD BUGGY A Main',
      className: 'MOD BUGGY',
      raceName: 'A Main',
      kind: 'main',
      round: null,
      position: 2,
      drivers: 4,
      gapToWinner: { laps: 0, ms: 900 },
      gapToAhead: { laps: 0, ms: 900 },
      fileEvent: 'Winter Series',
      fileTrack: 'Tacoma RC',
      note: null,
    },
    field,
    laps,
    ...overrides,
  });
}

const driver = (
  name: string,
  times: number[],
  extra: Partial<ImportPreview['races'][number]['drivers'][number]> = {},
) => ({
  name,
  laps: lapsOf(times),
  // As the server's preview works them out: the file's figures where it states them (issue 29).
  stats: runStats({ laps: lapsOf(times), official: extra.official }),
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
