import { describe, expect, it } from 'vitest';
import { figureDecimals, lapDecimals, runStats } from './run-stats';

const laps = (times: number[], decimals?: number) =>
  times.map((timeMs, i) => ({ lapNo: i + 1, timeMs, ...(decimals === undefined ? {} : { decimals }) }));

describe('a run’s figures', () => {
  it('takes the figures the file states exactly, and names them', () => {
    // The grid's cells are rounded to 2 decimals; the summary's total and fast lap are to the ms.
    const stats = runStats({
      laps: laps([12_200, 16_370, 16_800, 17_010], 2),
      startSegment: true,
      official: { laps: 4, totalMs: 62_384, bestMs: 16_368 },
    });
    expect(stats).toMatchObject({ laps: 4, totalMs: 62_384, bestMs: 16_368, avgMs: 15_596 });
    expect(stats.fromFile).toEqual(['laps', 'totalMs', 'bestMs']);
    expect(stats.decimals).toBe(2);
    expect(figureDecimals(stats, { decimals: 3 }, 'bestMs')).toBe(3);
    expect(figureDecimals(stats, null, 'top5AvgMs')).toBe(2);
  });

  it('keeps the official lap count when the grid disagrees with it', () => {
    const stats = runStats({
      laps: laps([16_000, 16_100]),
      official: { laps: 3, totalMs: 48_300, bestMs: 16_000, avgMs: 16_100 },
    });
    expect(stats).toMatchObject({ laps: 3, totalMs: 48_300, avgMs: 16_100 });
    expect(stats.fromFile).toEqual(['laps', 'totalMs', 'bestMs', 'avgMs']);
  });

  it('works out a hand-logged run alone, to the coarsest lap', () => {
    const stats = runStats({ laps: [...laps([20_000], 3), ...laps([20_500], 1)] });
    expect(stats.fromFile).toEqual([]);
    expect(stats.decimals).toBe(1);
    expect(lapDecimals([])).toBe(3);
  });
});
