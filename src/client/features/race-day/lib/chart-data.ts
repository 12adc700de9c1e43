import { cleanMask } from '../../../../shared/lap-stats';
import type { Lap } from '../../../../shared/schemas/run';

/**
 * What the lap charts draw, worked out apart from the chart library so it can be tested (and so the
 * library stays in its own lazily loaded chunk). Times are in seconds on the chart.
 */

export interface ChartLine {
  label: string;
  /** One value per x (lap number); null where this line has no lap. */
  values: Array<number | null>;
  kind: 'laps' | 'outliers' | 'best' | 'top5';
}

export interface ChartModel {
  /** Lap numbers, ascending: the x axis. */
  x: number[];
  lines: ChartLine[];
  /** The y range in seconds: the clean laps with room around them. */
  range: [number, number];
  /**
   * The true time of each point, keyed by line then x index, where a point is pinned to the edge of
   * the range (an outlier far off the clean laps): the legend and the table show the real time.
   */
  trueTimes: Array<Array<number | null>>;
}

const seconds = (ms: number) => ms / 1000;

/**
 * The y range: the clean laps plus some room, so a 60-second crash lap does not squash the laps
 * that matter into a sliver. Laps beyond it are drawn on its edge (see pin).
 */
export function cleanRange(times: readonly number[], clean: readonly boolean[]): [number, number] {
  const cleanTimes = times.filter((_, i) => clean[i]);
  const basis = cleanTimes.length ? cleanTimes : times;
  if (basis.length === 0) return [0, 1];
  const lo = seconds(Math.min(...basis));
  const hi = seconds(Math.max(...basis));
  const pad = Math.max(0.3, (hi - lo) * 0.15);
  return [Math.max(0, lo - pad), hi + pad];
}

const pin = (value: number, [lo, hi]: [number, number]) => Math.min(hi, Math.max(lo, value));

/**
 * One run: its clean laps as a line, the others (crashes, pit stops, a short start segment) as
 * dimmed points, and the best lap and top-5 average as level lines.
 */
export function runChartModel(
  laps: readonly Lap[],
  bestMs: number | null,
  top5AvgMs: number | null,
): ChartModel {
  const times = laps.map((l) => l.timeMs);
  const clean = cleanMask(times);
  const range = cleanRange(times, clean);
  const x = laps.map((l) => l.lapNo);
  const cleanValues = times.map((t, i) => (clean[i] ? seconds(t) : null));
  const outlierValues = times.map((t, i) => (clean[i] ? null : pin(seconds(t), range)));
  const lines: ChartLine[] = [{ label: 'Lap time', values: cleanValues, kind: 'laps' }];
  const trueTimes: Array<Array<number | null>> = [cleanValues];
  if (clean.includes(false)) {
    lines.push({ label: 'Not clean', values: outlierValues, kind: 'outliers' });
    trueTimes.push(times.map((t, i) => (clean[i] ? null : seconds(t))));
  }
  if (bestMs !== null) {
    lines.push({ label: 'Best lap', values: x.map(() => seconds(bestMs)), kind: 'best' });
    trueTimes.push(x.map(() => seconds(bestMs)));
  }
  if (top5AvgMs !== null) {
    lines.push({ label: 'Top-5 average', values: x.map(() => seconds(top5AvgMs)), kind: 'top5' });
    trueTimes.push(x.map(() => seconds(top5AvgMs)));
  }
  return { x, lines, range, trueTimes };
}

/**
 * Two to four runs on one chart, by lap number. Each run's laps beyond the common range are pinned
 * to its edge like a single run's outliers; the line of each run is drawn through every lap.
 */
export function compareChartModel(runs: ReadonlyArray<{ label: string; laps: readonly Lap[] }>): ChartModel {
  const x = [...new Set(runs.flatMap((r) => r.laps.map((l) => l.lapNo)))].sort((a, b) => a - b);
  const all = runs.flatMap((r) => r.laps.map((l) => l.timeMs));
  const clean = runs.flatMap((r) => cleanMask(r.laps.map((l) => l.timeMs)));
  const range = cleanRange(all, clean);
  const lines: ChartLine[] = [];
  const trueTimes: Array<Array<number | null>> = [];
  for (const run of runs) {
    const byLap = new Map(run.laps.map((l) => [l.lapNo, seconds(l.timeMs)]));
    const real = x.map((n) => byLap.get(n) ?? null);
    trueTimes.push(real);
    lines.push({
      label: run.label,
      values: real.map((v) => (v === null ? null : pin(v, range))),
      kind: 'laps',
    });
  }
  return { x, lines, range, trueTimes };
}

/** A y-axis tick: '21.5', or '1:02.5' past a minute. */
export function formatTick(value: number): string {
  if (value < 60) return value.toFixed(1);
  const minutes = Math.floor(value / 60);
  return `${minutes}:${(value - minutes * 60).toFixed(1).padStart(4, '0')}`;
}
