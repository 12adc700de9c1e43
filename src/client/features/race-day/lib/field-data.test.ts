import { describe, expect, it } from 'vitest';
import type { FieldDriver } from '../../../../shared/schemas/run';
import { makeFieldRun, makeRun } from '../../../test/run-data';
import { fieldPace, fieldView, gapChartModel, positionChartModel } from './field-data';

const driver = (lapsMs: number[], me = false): FieldDriver => ({
  name: 'X',
  carNumber: null,
  position: null,
  lapsMs,
  official: null,
  me,
});

describe('you against the field', () => {
  it('charts the racer’s place lap by lap, P1 at the top of a field-sized axis', () => {
    const view = fieldView(makeFieldRun({ id: 1 }));
    expect(view).not.toBeNull();
    const model = positionChartModel(view as NonNullable<typeof view>);
    expect(model.x).toEqual([1, 2, 3, 4]);
    expect(model.lines[0]?.values).toEqual([3, 2, 2, 2]);
    expect(model.lines[0]?.text).toEqual(['P3', 'P2', 'P2', 'P2']);
    expect(model.range).toEqual([0.5, 4.5]);
    expect(model.y).toBe('position');
    // The first crossing is named as the start segment it is.
    expect(model.xText?.[0]).toBe('1 (start)');
  });

  it('charts the gaps to the leader and to the car ahead, printed to the laps’ 1/100 s', () => {
    const view = fieldView(makeFieldRun({ id: 1 })) as NonNullable<ReturnType<typeof fieldView>>;
    const model = gapChartModel(view);
    const [leader, ahead] = model.lines;
    expect(leader?.values).toEqual([0.5, 0.3, 0.8, 0.9]);
    expect(ahead?.values).toEqual([0.3, 0.3, 0.8, 0.9]);
    expect(leader?.text).toEqual(['+0.50', '+0.30', '+0.80', '+0.90']);
    expect(model.range[0]).toBe(0);
    expect(model.range[1]).toBeCloseTo(1);
  });

  it('reads the leader as leading, with no car ahead', () => {
    const run = makeRun({ id: 2, field: [driver([20_000, 20_000], true), driver([20_500, 20_500])] });
    const view = fieldView(run) as NonNullable<ReturnType<typeof fieldView>>;
    expect(view.standings.map((s) => s.position)).toEqual([1, 1]);
    expect(gapChartModel(view).lines[1]?.text).toEqual(['Leading', 'Leading']);
  });

  it('has nothing to show without a field, or without the racer in it', () => {
    expect(fieldView(makeRun({ id: 3 }))).toBeNull();
    expect(fieldView(makeRun({ id: 3, field: [driver([20_000]), driver([21_000])] }))).toBeNull();
    // A racer the file lists without laps (did not start) has no place to chart.
    expect(fieldView(makeRun({ id: 3, field: [driver([], true), driver([21_000])] }))).toBeNull();
  });

  it('compares the racer’s top-5 with the mean of the five fastest drivers’ top-5, start segments left out', () => {
    const view = fieldView(makeFieldRun({ id: 1 })) as NonNullable<ReturnType<typeof fieldView>>;
    // Four drivers: 20.00, 20.13 (the racer), 21.00, 27.50: all four make the mean.
    expect(view.pace).toEqual({ mineMs: 20_133, fieldMs: 22_158, fieldDrivers: 4, rank: 2, ranked: 4 });

    // Seven drivers, the racer 6th: only the five fastest make the field's pace; a 5 s start segment
    // would be everyone's "best" if it were taken for a lap.
    const laps = (t: number) => [5_000, t, t + 100, t + 200, t + 300, t + 400];
    const field = [20, 21, 22, 23, 24, 25, 26].map((s, i) => driver(laps(s * 1000), i === 5));
    const pace = fieldPace(field, 5, true);
    expect(pace.mineMs).toBe(25_200);
    expect(pace.fieldMs).toBe(22_200);
    expect(pace.fieldDrivers).toBe(5);
    expect(pace.rank).toBe(6);
    expect(pace.ranked).toBe(7);
  });
});
