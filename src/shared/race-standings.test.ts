import { describe, expect, it } from 'vitest';
import { cumulativeTimes, finishingOrder, finishStanding, lapByLap } from './race-standings';

// Three drivers from a grid start: A leads throughout, B passes C on lap 3, C is lapped at the end.
const field = [
  { lapsMs: [10_000, 20_000, 20_000, 20_000] }, // A: 10, 30, 50, 70
  { lapsMs: [11_000, 21_000, 19_000, 20_500] }, // B: 11, 32, 51, 71.5
  { lapsMs: [10_500, 21_000, 21_000] }, // C: 10.5, 31.5, 52.5
];

describe('race standings', () => {
  it('sums laps into crossing times', () => {
    expect(cumulativeTimes([1, 2, 3])).toEqual([1, 3, 6]);
  });

  it('gives the position and gaps at each lap', () => {
    expect(lapByLap(field, 1)).toEqual([
      { lap: 1, position: 3, gapToLeaderMs: 1_000, gapToAheadMs: 500 },
      { lap: 2, position: 3, gapToLeaderMs: 2_000, gapToAheadMs: 500 },
      { lap: 3, position: 2, gapToLeaderMs: 1_000, gapToAheadMs: 1_000 },
      { lap: 4, position: 2, gapToLeaderMs: 1_500, gapToAheadMs: 1_500 },
    ]);
    expect(lapByLap(field, 0)[0]).toEqual({ lap: 1, position: 1, gapToLeaderMs: 0, gapToAheadMs: null });
  });

  it('orders the finish by laps then time, or by the file’s positions', () => {
    expect(finishingOrder(field)).toEqual([0, 1, 2]);
    const stated = field.map((d, i) => ({ ...d, position: [2, 1, 3][i] }));
    expect(finishingOrder(stated)).toEqual([1, 0, 2]);
  });

  it('states a lapped driver’s laps down and time behind at their last lap', () => {
    expect(finishStanding(field, 2)).toEqual({
      position: 3,
      gapToWinner: { laps: 1, ms: 2_500 },
      gapToAhead: { laps: 1, ms: 1_500 },
    });
    expect(finishStanding(field, 1)).toEqual({
      position: 2,
      gapToWinner: { laps: 0, ms: 1_500 },
      gapToAhead: { laps: 0, ms: 1_500 },
    });
    expect(finishStanding(field, 0)).toEqual({ position: 1, gapToWinner: null, gapToAhead: null });
  });

  it('takes the file’s lap counts and totals over the grid', () => {
    const withOfficial = [
      { lapsMs: [10_000, 20_000], official: { laps: 3, totalMs: 50_000 } },
      { lapsMs: [10_000, 20_500, 20_000], official: { laps: 3, totalMs: 50_400 } },
    ];
    expect(finishStanding(withOfficial, 1)?.gapToWinner).toEqual({ laps: 0, ms: 400 });
  });
});
