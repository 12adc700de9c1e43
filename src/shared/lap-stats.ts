/**
 * A run's statistics (issue 16), computed by the server at every save and by the browser for a
 * preview, from the same code.
 *
 * A clean lap is one not slower than 1.5 × the median (crashes, pit stops and marshalling excluded)
 * and not faster than half the median (a start segment from the grid or a cut of the track, which
 * most timing systems count as lap 1). The best lap, best three in a row, top-5 average, spread and
 * consistency are measured over clean laps, so a 3-second start segment is never the "best lap";
 * the lap count, total and average are over every lap, as on the results sheet.
 *
 * A start segment (lap 1 from the grid to the first crossing, which most systems count as a lap,
 * issue 29) is never clean, whatever its time: a 12.2 s segment among 16.6 s laps passes the
 * half-median rule, so the parsers say which races have one and the rule leaves it out by name.
 * The median is over the laps of the track (the segment left out).
 */
export interface LapStats {
  laps: number;
  totalMs: number;
  bestMs: number | null;
  avgMs: number | null;
  medianMs: number | null;
  /** The fastest three consecutive laps, all clean; null under three in a row. */
  best3ConsecutiveMs: number | null;
  /** The mean of the five fastest clean laps (or of all of them when fewer). */
  top5AvgMs: number | null;
  /** Population standard deviation of the clean laps. */
  stdevMs: number | null;
  /** 100 × (1 − stdev / mean) over the clean laps; null under two clean laps. */
  consistencyPct: number | null;
  cleanLaps: number;
  /** The mean of the clean laps. */
  cleanAvgMs: number | null;
  /** Digits after the second the figures are known to (the coarsest lap's). */
  decimals: number;
  /** Figures the results file states, taken as it states them (src/shared/run-stats.ts). */
  fromFile: Array<'laps' | 'totalMs' | 'bestMs' | 'avgMs'>;
}

export interface LapStatsOptions {
  /** Lap 1 is a start segment. */
  startSegment?: boolean;
  /** The coarsest resolution of the laps (default 3: to the millisecond). */
  decimals?: number;
}

export const CLEAN_SLOWER_THAN_MEDIAN = 1.5;
export const CLEAN_FASTER_THAN_MEDIAN = 0.5;

export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

/** The laps of the track: all but a start segment. */
const trackLaps = (timesMs: readonly number[], startSegment: boolean) =>
  startSegment ? timesMs.slice(1) : timesMs;

/** Which laps are clean, in lap order (the chart dims the others); a start segment never is. */
export function cleanMask(timesMs: readonly number[], startSegment = false): boolean[] {
  const mid = median(trackLaps(timesMs, startSegment));
  if (mid === null) return timesMs.map(() => false);
  return timesMs.map(
    (t, i) =>
      !(startSegment && i === 0) &&
      t <= mid * CLEAN_SLOWER_THAN_MEDIAN &&
      t >= mid * CLEAN_FASTER_THAN_MEDIAN,
  );
}

const round = (value: number) => Math.round(value);
const round1 = (value: number) => Math.round(value * 10) / 10;

function bestThreeInARow(timesMs: readonly number[], clean: readonly boolean[]): number | null {
  let best: number | null = null;
  for (let i = 0; i + 2 < timesMs.length; i++) {
    if (!(clean[i] && clean[i + 1] && clean[i + 2])) continue;
    const sum = (timesMs[i] as number) + (timesMs[i + 1] as number) + (timesMs[i + 2] as number);
    if (best === null || sum < best) best = sum;
  }
  return best;
}

/** The clean laps of one run, in lap order. */
export function cleanLapTimes(timesMs: readonly number[], startSegment = false): number[] {
  const clean = cleanMask(timesMs, startSegment);
  return timesMs.filter((_, i) => clean[i]);
}

/**
 * The best lap and the top-5 average of laps already known clean: one run's, or the clean laps of
 * several runs pooled (a tyre set's figures over every run on it).
 */
export function fastestFigures(cleanTimesMs: readonly number[]): Pick<LapStats, 'bestMs' | 'top5AvgMs'> {
  const fastest = [...cleanTimesMs].sort((a, b) => a - b).slice(0, 5);
  return {
    bestMs: fastest.length ? (fastest[0] as number) : null,
    top5AvgMs: fastest.length ? round(fastest.reduce((s, t) => s + t, 0) / fastest.length) : null,
  };
}

export function lapStats(timesMs: readonly number[], options: LapStatsOptions = {}): LapStats {
  const startSegment = options.startSegment === true && timesMs.length > 0;
  const laps = timesMs.length;
  const totalMs = timesMs.reduce((sum, t) => sum + t, 0);
  const clean = cleanMask(timesMs, startSegment);
  const cleanTimes = timesMs.filter((_, i) => clean[i]);
  const { bestMs, top5AvgMs } = fastestFigures(cleanTimes);
  const cleanMean = cleanTimes.length ? cleanTimes.reduce((s, t) => s + t, 0) / cleanTimes.length : null;
  const stdev =
    cleanMean !== null && cleanTimes.length >= 2
      ? Math.sqrt(cleanTimes.reduce((s, t) => s + (t - cleanMean) ** 2, 0) / cleanTimes.length)
      : null;
  const mid = median(trackLaps(timesMs, startSegment));
  return {
    laps,
    totalMs,
    bestMs,
    avgMs: laps ? round(totalMs / laps) : null,
    medianMs: mid === null ? null : round(mid),
    best3ConsecutiveMs: bestThreeInARow(timesMs, clean),
    top5AvgMs,
    stdevMs: stdev === null ? null : round(stdev),
    consistencyPct: stdev === null || !cleanMean ? null : round1(100 * (1 - stdev / cleanMean)),
    cleanLaps: cleanTimes.length,
    cleanAvgMs: cleanMean === null ? null : round(cleanMean),
    decimals: options.decimals ?? 3,
    fromFile: [],
  };
}
