/**
 * How sure a top-5 change is (issue 29): a 95 % interval on the difference of two sides' top-5
 * averages, worked out from run summaries alone, and the verdict it allows. Pure; the method and its
 * assumptions are in docs/decisions/race-day-and-timing.md ("Honest verdicts").
 *
 * The unit is the run: a setup is tried run by run, and runs differ on their own (grip coming up
 * through the day, traffic, a racer's own form) by more than their laps scatter, so laps of one run
 * are not independent tries of the setup. Each run's top-5 average is one measurement; its noise is
 * the spread of top-5 averages between runs on the same version, pooled over both sides, and never
 * less than what the run's own fastest laps' spread says a top-5 average of them can vary by.
 */

/** The confidence of the interval. */
export const IMPACT_CONFIDENCE_PCT = 95;
/** A side with fewer clean laps than this in all says little about pace. */
export const MIN_CLEAN_LAPS = 8;
/** A top-5 change within this (ms, either way) reads as the same. */
export const SAME_WITHIN_MS = 50;

export const IMPACT_VERDICTS = ['better', 'worse', 'same', 'too-little-to-tell'] as const;
export type ImpactVerdict = (typeof IMPACT_VERDICTS)[number];
/** Why a comparison is too little to tell. */
export const TOO_LITTLE_REASONS = ['few-clean-laps', 'one-run-a-side', 'within-noise'] as const;
export type TooLittleReason = (typeof TOO_LITTLE_REASONS)[number];

/** What the interval reads of a run: its summary. */
export interface VerdictRun {
  cleanLaps: number;
  top5AvgMs: number;
  /** The run's best clean lap. */
  bestMs: number | null;
}

/** Student's t, two-sided 95 % (the 0.975 quantile), for 1–30 degrees of freedom. */
const T975 = [
  12.706, 4.303, 3.182, 2.776, 2.571, 2.447, 2.365, 2.306, 2.262, 2.228, 2.201, 2.179, 2.16, 2.145, 2.131,
  2.12, 2.11, 2.101, 2.093, 2.086, 2.08, 2.074, 2.069, 2.064, 2.06, 2.056, 2.052, 2.048, 2.045, 2.042,
];
const Z975 = 1.959964;

/** The 0.975 quantile of Student's t; past 30 degrees of freedom the Cornish–Fisher expansion (within 0.001). */
export function t975(df: number): number {
  if (df < 1) return Number.POSITIVE_INFINITY;
  const whole = Math.floor(df);
  if (whole <= T975.length) return T975[whole - 1] as number;
  const z = Z975;
  return z + (z ** 3 + z) / (4 * whole) + (5 * z ** 5 + 16 * z ** 3 + 3 * z) / (96 * whole ** 2);
}

/**
 * What a run's top-5 average can vary by from its laps alone (variance, ms²): (top-5 average − best
 * lap)² / 5, the spread of the fastest laps. Not the clean laps' standard deviation: lap times are
 * skewed (a mistake adds seconds, nothing takes them off), so that measures the slow laps, which a
 * top-5 average leaves out, and overstates its noise up to fourfold; this one comes within about 10 %
 * of it from 8 laps up, skewed or not (bench/impact-noise-floor.ts, docs/decisions/race-day-and-timing.md).
 */
export function lapNoiseVariance(run: VerdictRun): number {
  if (run.bestMs === null) return 0;
  const spread = Math.max(run.top5AvgMs - run.bestMs, 0);
  return (spread * spread) / 5;
}

const weightOf = (run: VerdictRun) => Math.max(run.cleanLaps, 1);

/** Sum of squared deviations of a side's runs' top-5 averages from their mean. */
function sumOfSquares(runs: readonly VerdictRun[]) {
  const mean = runs.reduce((s, r) => s + r.top5AvgMs, 0) / runs.length;
  return runs.reduce((s, r) => s + (r.top5AvgMs - mean) ** 2, 0);
}

/** The variance of a side's top-5 average (its runs weighted by their clean laps, as the side's figure is). */
function sideVariance(runs: readonly VerdictRun[], runVariance: number) {
  const total = runs.reduce((s, r) => s + weightOf(r), 0);
  const sum = runs.reduce((s, r) => s + weightOf(r) ** 2 * Math.max(runVariance, lapNoiseVariance(r)), 0);
  return sum / (total * total);
}

export interface Top5Interval {
  /** Half the width of the 95 % interval around the change, in ms. */
  halfWidthMs: number;
  /** Degrees of freedom: runs less one, per side, added. */
  df: number;
}

/**
 * The 95 % interval's half-width for after − before, or null with one run a side: how much runs
 * differ on their own cannot be known from one of each.
 */
export function top5Interval(
  before: readonly VerdictRun[],
  after: readonly VerdictRun[],
): Top5Interval | null {
  const df = before.length - 1 + after.length - 1;
  if (before.length === 0 || after.length === 0 || df < 1) return null;
  const runVariance = (sumOfSquares(before) + sumOfSquares(after)) / df;
  const se = Math.sqrt(sideVariance(before, runVariance) + sideVariance(after, runVariance));
  return { halfWidthMs: Math.round(t975(df) * se), df };
}

export interface Verdict {
  verdict: ImpactVerdict;
  /** Why too little to tell; null otherwise. */
  tooLittle: TooLittleReason | null;
}

/**
 * Better or worse only when the interval leaves out zero and the change is more than SAME_WITHIN_MS;
 * the same only when the whole interval is within ±SAME_WITHIN_MS; else too little to tell. A side
 * under MIN_CLEAN_LAPS clean laps, or one run a side, is too little whatever the figures.
 */
export function verdictOf(
  deltaMs: number,
  interval: Top5Interval | null,
  cleanLaps: { before: number; after: number },
): Verdict {
  if (cleanLaps.before < MIN_CLEAN_LAPS || cleanLaps.after < MIN_CLEAN_LAPS)
    return { verdict: 'too-little-to-tell', tooLittle: 'few-clean-laps' };
  if (!interval) return { verdict: 'too-little-to-tell', tooLittle: 'one-run-a-side' };
  const size = Math.abs(deltaMs);
  if (size > interval.halfWidthMs && size > SAME_WITHIN_MS)
    return { verdict: deltaMs < 0 ? 'better' : 'worse', tooLittle: null };
  if (size + interval.halfWidthMs <= SAME_WITHIN_MS) return { verdict: 'same', tooLittle: null };
  return { verdict: 'too-little-to-tell', tooLittle: 'within-noise' };
}
