/**
 * A run's statistics (issue 16), computed by the server at every save and by the browser for a
 * preview, from the same code.
 *
 * A clean lap is one not slower than 1.5 × the median (crashes, pit stops and marshalling excluded)
 * and not faster than half the median (a start segment from the grid or a cut of the track, which
 * most timing systems count as lap 1). The best lap, best three in a row, top-5 average, spread and
 * consistency are measured over clean laps, so a 3-second start segment is never the "best lap";
 * the lap count, total, average and median are over every lap, as on the results sheet.
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

/** Which laps are clean, in lap order (the chart dims the others). */
export function cleanMask(timesMs: readonly number[]): boolean[] {
  const mid = median(timesMs);
  if (mid === null) return [];
  return timesMs.map((t) => t <= mid * CLEAN_SLOWER_THAN_MEDIAN && t >= mid * CLEAN_FASTER_THAN_MEDIAN);
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
export function cleanLapTimes(timesMs: readonly number[]): number[] {
  const clean = cleanMask(timesMs);
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

export function lapStats(timesMs: readonly number[]): LapStats {
  const laps = timesMs.length;
  const totalMs = timesMs.reduce((sum, t) => sum + t, 0);
  const clean = cleanMask(timesMs);
  const cleanTimes = timesMs.filter((_, i) => clean[i]);
  const { bestMs, top5AvgMs } = fastestFigures(cleanTimes);
  const cleanMean = cleanTimes.length ? cleanTimes.reduce((s, t) => s + t, 0) / cleanTimes.length : null;
  const stdev =
    cleanMean !== null && cleanTimes.length >= 2
      ? Math.sqrt(cleanTimes.reduce((s, t) => s + (t - cleanMean) ** 2, 0) / cleanTimes.length)
      : null;
  const mid = median(timesMs);
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
  };
}
