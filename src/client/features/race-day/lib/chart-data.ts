import { cleanMask } from '../../../../shared/lap-stats';
import type { Lap } from '../../../../shared/schemas/run';
import { formatLapTime } from '../../../../shared/timing/lap-time';

/**
 * What the race-day charts draw, worked out apart from the chart library so it can be tested (and so
 * the library stays in its own lazily loaded chunk). Lap times and gaps are in seconds on the chart;
 * what the legend and tooltip print for each point is worked out here too, at the precision the
 * time was recorded with (issue 29), never from the drawn value (a pinned outlier is drawn on the
 * edge of the range).
 */

export type LineKind = 'laps' | 'outliers' | 'best' | 'top5' | 'position' | 'gap-leader' | 'gap-ahead';

export interface ChartLine {
  label: string;
  /** One value per x (lap number); null where this line has no point. */
  values: Array<number | null>;
  /** What the legend and tooltip say for each point: the real value at its precision. */
  text: Array<string | null>;
  kind: LineKind;
}

export interface ChartModel {
  /** Lap numbers, ascending: the x axis. */
  x: number[];
  lines: ChartLine[];
  /** The y range: the clean laps with room around them, the field's places, the gaps. */
  range: [number, number];
  /** What the y axis measures: a lap time, a place (P1 at the top) or a gap behind. */
  y: 'lap-time' | 'position' | 'gap';
  /** How the legend and tooltip name each x where it is more than its number ('1 (start)'). */
  xText?: string[];
}

const seconds = (ms: number) => ms / 1000;
const lapTexts = (laps: readonly Lap[], show: (i: number) => boolean) =>
  laps.map((lap, i) => (show(i) ? formatLapTime(lap.timeMs, lap.decimals) : null));

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

/** A level line (best lap, top-5 average) at one figure, printed at the figure's precision. */
export interface LevelFigure {
  ms: number | null;
  decimals: number;
}

export interface RunChartOptions {
  best: LevelFigure;
  top5: LevelFigure;
  /** Lap 1 is the start segment: left out of the chart (the page says so), never in its range. */
  startSegment?: boolean;
}

/**
 * One run: its clean laps as a line, the others (crashes, pit stops) as dimmed points, and the best
 * lap and top-5 average as level lines. A start segment is not drawn at all: it is not a lap of the
 * track, and drawn on a lap-time axis it would read as one (issue 29).
 */
export function runChartModel(allLaps: readonly Lap[], options: RunChartOptions): ChartModel {
  const laps = options.startSegment ? allLaps.slice(1) : allLaps;
  const times = laps.map((l) => l.timeMs);
  const clean = cleanMask(times);
  const range = cleanRange(times, clean);
  const x = laps.map((l) => l.lapNo);
  const lines: ChartLine[] = [
    {
      label: 'Lap time',
      values: times.map((t, i) => (clean[i] ? seconds(t) : null)),
      text: lapTexts(laps, (i) => clean[i] === true),
      kind: 'laps',
    },
  ];
  if (clean.includes(false)) {
    lines.push({
      label: 'Not clean',
      values: times.map((t, i) => (clean[i] ? null : pin(seconds(t), range))),
      text: lapTexts(laps, (i) => !clean[i]),
      kind: 'outliers',
    });
  }
  for (const [label, kind, figure] of [
    ['Best lap', 'best', options.best],
    ['Top-5 average', 'top5', options.top5],
  ] as const) {
    const { ms, decimals } = figure;
    if (ms === null || x.length === 0) continue;
    const text = formatLapTime(ms, decimals);
    lines.push({ label, kind, values: x.map(() => seconds(ms)), text: x.map(() => text) });
  }
  return { x, lines, range, y: 'lap-time' };
}

export interface ComparedRun {
  label: string;
  laps: readonly Lap[];
  startSegment?: boolean;
}

/**
 * Two to four runs on one chart, by lap number. Each run's laps beyond the common range are pinned
 * to its edge like a single run's outliers; the line of each run is drawn through every lap. A
 * run's start segment is left out as on its own chart.
 */
export function compareChartModel(runs: readonly ComparedRun[]): ChartModel {
  const drawn = runs.map((r) => ({ label: r.label, laps: r.startSegment ? r.laps.slice(1) : r.laps }));
  const x = [...new Set(drawn.flatMap((r) => r.laps.map((l) => l.lapNo)))].sort((a, b) => a - b);
  const all = drawn.flatMap((r) => r.laps.map((l) => l.timeMs));
  const clean = drawn.flatMap((r) => cleanMask(r.laps.map((l) => l.timeMs)));
  const range = cleanRange(all, clean);
  const lines = drawn.map((run): ChartLine => {
    const byLap = new Map(run.laps.map((l) => [l.lapNo, l]));
    const at = x.map((n) => byLap.get(n));
    return {
      label: run.label,
      values: at.map((lap) => (lap ? pin(seconds(lap.timeMs), range) : null)),
      text: at.map((lap) => (lap ? formatLapTime(lap.timeMs, lap.decimals) : null)),
      kind: 'laps',
    };
  });
  return { x, lines, range, y: 'lap-time' };
}

/** A y-axis tick: '21.5', or '1:02.5' past a minute. */
export function formatTick(value: number): string {
  if (value < 60) return value.toFixed(1);
  const minutes = Math.floor(value / 60);
  return `${minutes}:${(value - minutes * 60).toFixed(1).padStart(4, '0')}`;
}
