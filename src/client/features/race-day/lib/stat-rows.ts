import type { LapStats } from '../../../../shared/lap-stats';
import type { OfficialFigures } from '../../../../shared/schemas/run';
import { figureText, isOfficial, percentOrDash, type TimeFigure } from './run-display';

/** What a figure is read from: a run's stats and the figures its results file states. */
export interface FigureSource {
  stats: LapStats;
  official?: OfficialFigures | null;
}

/** A run's figures in the order a racer reads them. */
export interface StatRow {
  label: string;
  figure: keyof LapStats;
  value: (run: FigureSource) => string;
}

const time = (label: string, figure: TimeFigure): StatRow => ({
  label,
  figure,
  value: (run) => figureText(run, figure),
});

export const STAT_ROWS: readonly StatRow[] = [
  { label: 'Laps', figure: 'laps', value: (run) => String(run.stats.laps) },
  time('Total time', 'totalMs'),
  time('Best lap', 'bestMs'),
  time('Average', 'avgMs'),
  time('Top-5 average', 'top5AvgMs'),
  time('Best 3 in a row', 'best3ConsecutiveMs'),
  time('Median', 'medianMs'),
  { label: 'Consistency', figure: 'consistencyPct', value: (run) => percentOrDash(run.stats.consistencyPct) },
];

/**
 * The rows split as a racer should weigh them (issue 29): the figures the timing system states,
 * taken exactly as its file states them, and those the app works out from the laps.
 */
export function statGroups(stats: Pick<LapStats, 'fromFile'>): { official: StatRow[]; app: StatRow[] } {
  return {
    official: STAT_ROWS.filter((row) => isOfficial(stats, row.figure)),
    app: STAT_ROWS.filter((row) => !isOfficial(stats, row.figure)),
  };
}

/** What "official" and "worked out by the app" mean, shown wherever both kinds are. */
export const OFFICIAL_NOTE =
  'Official figures are as the timing system states them in its results file, to the digits it gives. ' +
  'The others are worked out by the app from the clean laps: a start segment (from the grid to the ' +
  'first crossing), crashes and pit stops are left out, so they can differ from what the timing system ' +
  'would say.';

/** The same for a run logged by hand or a file that states no figures. */
export const APP_NOTE =
  'Worked out by the app from the laps, to the digits the laps were recorded with. Best lap, top-5 ' +
  'average, best 3 in a row and consistency leave out laps that are not clean (a start segment, ' +
  'crashes, pit stops).';
