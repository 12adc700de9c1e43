import { describe, expect, it } from 'vitest';
import { lapsOf } from '../../../test/run-data';
import { compareChartModel, formatTick, runChartModel } from './chart-data';

describe('the lap charts’ data', () => {
  it('scales to the clean laps and pins the others to the edge, keeping their real times', () => {
    const model = runChartModel(lapsOf([4_000, 22_000, 21_000, 22_500, 60_000]), 21_000, 21_833);
    expect(model.x).toEqual([1, 2, 3, 4, 5]);
    // 21.0–22.5 s plus 15 % of the span, at least 0.3 s, each side.
    expect(model.range).toEqual([20.7, 22.8]);
    const [laps, outliers, best, top5] = model.lines;
    expect(laps?.values).toEqual([null, 22, 21, 22.5, null]);
    expect(outliers?.values).toEqual([20.7, null, null, null, 22.8]);
    expect(model.trueTimes[1]).toEqual([4, null, null, null, 60]);
    expect(best?.values).toEqual([21, 21, 21, 21, 21]);
    expect(top5?.label).toBe('Top-5 average');
  });

  it('leaves out the lines a run has nothing for', () => {
    expect(runChartModel(lapsOf([30_000]), null, null).lines.map((l) => l.kind)).toEqual(['laps']);
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

  it('reads ticks as seconds, with minutes past a minute', () => {
    expect(formatTick(21.5)).toBe('21.5');
    expect(formatTick(62.25)).toBe('1:02.3');
    expect(formatTick(60)).toBe('1:00.0');
  });
});
