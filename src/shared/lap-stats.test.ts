import { describe, expect, it } from 'vitest';
import { cleanLapTimes, cleanMask, fastestFigures, lapStats } from './lap-stats';

describe('lapStats', () => {
  // Worked by hand: the median is 20.000 s, so 40.000 (a crash, over 30.000) and 3.000 (a start
  // segment, under 10.000) are not clean; the five clean laps have a mean of 20.000 and deviations
  // 0, ±1000, ±500 → variance 500,000 ms² → stdev 707.1 ms → consistency 96.46 %.
  const laps = [20000, 21000, 19000, 40000, 20500, 19500, 3000];

  it('computes every figure of a hand-worked run', () => {
    expect(lapStats(laps)).toEqual({
      laps: 7,
      totalMs: 143000,
      bestMs: 19000,
      avgMs: 20429,
      medianMs: 20000,
      best3ConsecutiveMs: 60000,
      top5AvgMs: 20000,
      stdevMs: 707,
      consistencyPct: 96.5,
      cleanLaps: 5,
      cleanAvgMs: 20000,
      decimals: 3,
      fromFile: [],
    });
  });

  it('never takes a start segment for a lap, even one that passes the half-median rule', () => {
    // 12.2 s from the grid to the first crossing among 16.6–17.4 s laps (issue 29's measured case).
    const race = [12_200, 16_600, 17_000, 16_800, 17_400, 16_700];
    const stats = lapStats(race, { startSegment: true });
    expect(stats).toMatchObject({ laps: 6, totalMs: 96_700, bestMs: 16_600, cleanLaps: 5, medianMs: 16_800 });
    expect(cleanMask(race, true)[0]).toBe(false);
    // Without the rule, the segment would be "best": the very fault the issue measured.
    expect(lapStats(race).bestMs).toBe(12_200);
  });

  it('marks the laps the chart dims', () => {
    expect(cleanMask(laps)).toEqual([true, true, true, false, true, true, false]);
  });

  it('takes the median of an even count as the mean of the middle two', () => {
    expect(lapStats([10000, 12000, 14000, 30000]).medianMs).toBe(13000);
  });

  it('leaves what cannot be measured null rather than inventing it', () => {
    expect(lapStats([])).toMatchObject({
      laps: 0,
      totalMs: 0,
      bestMs: null,
      avgMs: null,
      consistencyPct: null,
    });
    expect(lapStats([25000])).toMatchObject({
      bestMs: 25000,
      top5AvgMs: 25000,
      stdevMs: null,
      consistencyPct: null,
    });
    expect(lapStats([25000, 26000]).best3ConsecutiveMs).toBeNull();
  });

  it('averages the fastest clean laps there are when fewer than five', () => {
    expect(lapStats([20000, 22000, 24000]).top5AvgMs).toBe(22000);
  });
});

describe('the fastest figures over several runs (a tyre set)', () => {
  it("pools each run's clean laps, so one run's crash or start segment never counts", () => {
    const first = cleanLapTimes([3000, 20000, 20100, 40000, 19900]);
    const second = cleanLapTimes([21000, 19800, 20500]);
    expect(first).toEqual([20000, 20100, 19900]);
    // The five fastest of 20.000, 20.100, 19.900, 21.000, 19.800, 20.500: mean 20.060 s.
    expect(fastestFigures([...first, ...second])).toEqual({ bestMs: 19800, top5AvgMs: 20060 });
    expect(fastestFigures([])).toEqual({ bestMs: null, top5AvgMs: null });
  });
});
