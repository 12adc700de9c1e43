import { describe, expect, it } from 'vitest';
import { lapsOf } from '../../../test/run-data';
import { compareChartModel, formatTick, runChartModel } from './chart-data';

describe('the lap charts’ data', () => {
  it('scales to the clean laps and pins the others to the edge, keeping their real times', () => {
    const model = runChartModel(lapsOf([4_000, 22_000, 21_000, 22_500, 60_000]), {
      best: { ms: 21_000, decimals: 3 },
      top5: { ms: 21_833, decimals: 3 },
    });
    expect(model.x).toEqual([1, 2, 3, 4, 5]);
    // 21.0–22.5 s plus 15 % of the span, at least 0.3 s, each side.
    expect(model.range).toEqual([20.7, 22.8]);
    const [laps, outliers, best, top5] = model.lines;
    expect(laps?.values).toEqual([null, 22, 21, 22.5, null]);
    expect(outliers?.values).toEqual([20.7, null, null, null, 22.8]);
    expect(outliers?.text).toEqual(['4.000', null, null, null, '1:00.000']);
    expect(best?.values).toEqual([21, 21, 21, 21, 21]);
    expect(top5?.label).toBe('Top-5 average');
  });

  it('leaves out the lines a run has nothing for', () => {
    const none = { ms: null, decimals: 3 };
    expect(runChartModel(lapsOf([30_000]), { best: none, top5: none }).lines.map((l) => l.kind)).toEqual([
      'laps',
    ]);
  });

  it('leaves a start segment out of the lines and the range, and prints laps as recorded', () => {
    // A 12.2 s start segment passes the half-median rule: only the run's startSegment keeps it out.
    const laps = [12_200, 16_360, 16_800, 16_540, 16_620].map((timeMs, i) => ({
      lapNo: i + 1,
      timeMs,
      decimals: 2,
    }));
    const model = runChartModel(laps, {
      best: { ms: 16_368, decimals: 3 },
      top5: { ms: 16_580, decimals: 2 },
      startSegment: true,
    });
    expect(model.x).toEqual([2, 3, 4, 5]);
    expect(model.lines.map((l) => l.kind)).toEqual(['laps', 'best', 'top5']);
    expect(model.lines.flatMap((l) => l.values)).not.toContain(12.2);
    expect(model.range[0]).toBeGreaterThan(12.2);
    expect(model.range).toEqual([16.06, 17.1]);
    const [lapLine, best, top5] = model.lines;
    expect(lapLine?.text).toEqual(['16.36', '16.80', '16.54', '16.62']);
    // The file's fastest lap as the file gives it, the app's top-5 to the laps' digits.
    expect(best?.text[0]).toBe('16.368');
    expect(top5?.text[0]).toBe('16.58');
    // Without the flag the segment reads as the fastest lap and stretches the axis down to it.
    const drawn = runChartModel(laps, { best: { ms: null, decimals: 2 }, top5: { ms: null, decimals: 2 } });
    expect(drawn.lines[0]?.text[0]).toBe('12.20');
    expect(drawn.range[0]).toBeLessThan(12.2);
  });

  it('puts compared runs on one lap axis, a gap where a run has no such lap', () => {
    const model = compareChartModel([
      { label: 'A', laps: lapsOf([22_000, 21_000, 21_500]) },
      {
        label: 'B',
        laps: [
          { lapNo: 2, timeMs: 20_000 },
          { lapNo: 4, timeMs: 20_500 },
        ],
      },
    ]);
    expect(model.x).toEqual([1, 2, 3, 4]);
    expect(model.lines.map((l) => l.values)).toEqual([
      [22, 21, 21.5, null],
      [null, 20, null, 20.5],
    ]);
  });

  it('leaves a compared run’s start segment out', () => {
    const model = compareChartModel([
      { label: 'A', laps: lapsOf([12_000, 21_000, 21_500]), startSegment: true },
      { label: 'B', laps: lapsOf([20_000, 20_500, 20_700]) },
    ]);
    expect(model.lines.map((l) => l.values[0])).toEqual([null, 20]);
  });

  it('reads ticks as seconds, with minutes past a minute', () => {
    expect(formatTick(21.5)).toBe('21.5');
    expect(formatTick(62.25)).toBe('1:02.3');
    expect(formatTick(60)).toBe('1:00.0');
  });
});
