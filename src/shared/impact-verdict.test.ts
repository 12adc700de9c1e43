import { describe, expect, it } from 'vitest';
import { lapNoiseVariance, t975, top5Interval, type VerdictRun, verdictOf } from './impact-verdict';

/** Runs of `cleanLaps` clean laps whose best lap is `spreadMs` under their top-5 average, one per average given. */
const runs = (top5s: number[], spreadMs = 0, cleanLaps = 10): VerdictRun[] =>
  top5s.map((top5AvgMs) => ({ cleanLaps, top5AvgMs, bestMs: top5AvgMs - spreadMs }));

const enough = { before: 40, after: 40 };

describe('t975', () => {
  it('reads Student’s t table, and past 30 degrees of freedom comes within 0.001 of it', () => {
    expect(t975(1)).toBe(12.706);
    expect(t975(2)).toBe(4.303);
    expect(t975(30)).toBe(2.042);
    // Table values: t(40) = 2.021, t(60) = 2.000, t(120) = 1.980.
    expect(t975(40)).toBeCloseTo(2.021, 3);
    expect(t975(60)).toBeCloseTo(2.0, 3);
    expect(t975(120)).toBeCloseTo(1.98, 3);
    expect(t975(0)).toBe(Number.POSITIVE_INFINITY);
  });
});

describe('lapNoiseVariance', () => {
  it('is the spread of the fastest laps, (top-5 average − best lap)² over the five', () => {
    expect(lapNoiseVariance({ cleanLaps: 20, top5AvgMs: 20_300, bestMs: 20_000 })).toBe(18_000);
    expect(lapNoiseVariance({ cleanLaps: 1, top5AvgMs: 20_000, bestMs: 20_000 })).toBe(0);
    expect(lapNoiseVariance({ cleanLaps: 0, top5AvgMs: 20_000, bestMs: null })).toBe(0);
    // A best lap slower than the top-5 average (a file's own fastest lap leaving lap 1 out) is no spread.
    expect(lapNoiseVariance({ cleanLaps: 10, top5AvgMs: 20_000, bestMs: 20_100 })).toBe(0);
  });
});

describe('top5Interval', () => {
  it('cannot be worked out with one run a side', () => {
    expect(top5Interval(runs([20_000], 300), runs([19_000], 300))).toBeNull();
    expect(top5Interval([], runs([20_000, 20_100]))).toBeNull();
  });

  it('takes the spread between runs, pooled over both sides, with the runs’ degrees of freedom', () => {
    // Each side's two runs are 200 ms apart: pooled variance (2 × 100² × 2) / 2 = 20,000 per run,
    // a side's mean 10,000; the difference's standard error √20,000 = 141.4; × t(2) 4.303 = 608.5.
    expect(top5Interval(runs([20_000, 20_200]), runs([19_700, 19_900]))).toEqual({ halfWidthMs: 609, df: 2 });
    // One run against three: the three alone tell the spread (df 2), and the lone run carries it too.
    // Variance 10,000 per run: 10,000 + 10,000 / 3 → √13,333 = 115.5 × 4.303 = 496.9.
    expect(top5Interval(runs([20_000]), runs([19_900, 20_000, 20_100]))).toEqual({ halfWidthMs: 497, df: 2 });
  });

  it('is never narrower than the runs’ own laps allow, however alike the runs happen to be', () => {
    // Identical runs, but each best lap 400 ms under its top-5 average: 400² / 5 = 32,000 a run,
    // 16,000 a side; √32,000 = 178.9 × 4.303 = 769.8.
    expect(top5Interval(runs([20_000, 20_000], 400), runs([19_500, 19_500], 400))).toEqual({
      halfWidthMs: 770,
      df: 2,
    });
  });

  it('weights runs by their clean laps, as the side’s top-5 average does', () => {
    const even = top5Interval(runs([20_000, 20_200]), runs([19_700, 19_900]));
    // A two-lap run beside a twenty-lap one: the side's figure is nearly the long run's alone, whose
    // variance is the whole run variance, so the interval is wider than with two equal runs.
    const uneven = top5Interval(
      [...runs([20_000], 0, 20), ...runs([20_200], 0, 2)],
      [...runs([19_700], 0, 20), ...runs([19_900], 0, 2)],
    );
    expect(uneven?.halfWidthMs).toBeGreaterThan(even?.halfWidthMs ?? Number.POSITIVE_INFINITY);
  });
});

describe('verdictOf', () => {
  const tight = top5Interval(
    runs([20_500, 20_520, 20_480, 20_500], 100),
    runs([20_000, 20_020, 19_980, 20_000], 100),
  );

  it('says better or worse when the interval leaves out zero and the change is beyond ±0.05 s', () => {
    // Lap noise 100² / 5 = 2,000 a run (more than the runs' own spread, 267), 500 a side:
    // √1,000 = 31.6 × t(6) 2.447 = 77.4.
    expect(tight).toEqual({ halfWidthMs: 77, df: 6 });
    expect(verdictOf(-500, tight, enough)).toEqual({ verdict: 'better', tooLittle: null });
    expect(verdictOf(500, tight, enough)).toEqual({ verdict: 'worse', tooLittle: null });
    expect(verdictOf(-78, tight, enough).verdict).toBe('better');
  });

  it('says the same only when the whole interval is within ±0.05 s', () => {
    const narrow = { halfWidthMs: 16, df: 6 };
    expect(verdictOf(10, narrow, enough)).toEqual({ verdict: 'same', tooLittle: null });
    expect(verdictOf(-34, narrow, enough).verdict).toBe('same');
    // Clear of zero but no bigger than what reads as the same, nor inside it: too little.
    expect(verdictOf(40, narrow, enough)).toEqual({
      verdict: 'too-little-to-tell',
      tooLittle: 'within-noise',
    });
  });

  it('says too little to tell when the interval spans zero', () => {
    expect(verdictOf(-77, tight, enough)).toEqual({
      verdict: 'too-little-to-tell',
      tooLittle: 'within-noise',
    });
    expect(verdictOf(0, tight, enough).verdict).toBe('too-little-to-tell');
  });

  it('says too little with one run a side, or under 8 clean laps a side, whatever the change', () => {
    expect(verdictOf(-2_000, null, enough)).toEqual({
      verdict: 'too-little-to-tell',
      tooLittle: 'one-run-a-side',
    });
    expect(verdictOf(-2_000, tight, { before: 40, after: 7 })).toEqual({
      verdict: 'too-little-to-tell',
      tooLittle: 'few-clean-laps',
    });
    expect(verdictOf(-2_000, tight, { before: 8, after: 8 }).verdict).toBe('better');
  });
});
