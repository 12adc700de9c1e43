import type { LapStats } from '../../../../shared/lap-stats';
import type { OfficialFigures } from '../../../../shared/schemas/run';
import { lapTimeOrDash, percentOrDash } from './run-display';

/** A run's figures in the order a racer reads them; `official` where the results sheet states one. */
export interface StatRow {
  label: string;
  value: (stats: LapStats) => string;
  official?: (official: OfficialFigures) => string;
}

export const STAT_ROWS: readonly StatRow[] = [
  { label: 'Laps', value: (s) => String(s.laps), official: (o) => String(o.laps) },
  {
    label: 'Total time',
    value: (s) => lapTimeOrDash(s.totalMs),
    official: (o) => lapTimeOrDash(o.totalMs),
  },
  { label: 'Best lap', value: (s) => lapTimeOrDash(s.bestMs), official: (o) => lapTimeOrDash(o.bestMs) },
  { label: 'Top-5 average', value: (s) => lapTimeOrDash(s.top5AvgMs) },
  { label: 'Best 3 in a row', value: (s) => lapTimeOrDash(s.best3ConsecutiveMs) },
  { label: 'Average', value: (s) => lapTimeOrDash(s.avgMs) },
  { label: 'Median', value: (s) => lapTimeOrDash(s.medianMs) },
  { label: 'Consistency', value: (s) => percentOrDash(s.consistencyPct) },
];

/** Why our figures and the results sheet's may differ, shown wherever both are. */
export const OFFICIAL_NOTE =
  'Timing systems count the start differently: most count the start segment as lap 1, some leave ' +
  'lap 1 out of the fastest lap. Our best lap, top-5 average and consistency leave out laps that are ' +
  'not clean (crashes, pit stops, a short start segment), so they can differ from the sheet.';
