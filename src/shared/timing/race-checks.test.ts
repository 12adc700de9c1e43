import { describe, expect, it } from 'vitest';
import type { Lap } from '../schemas/run';
import { disagreement, lapOneLeftOut } from './race-checks';
import type { ParsedDriver } from './types';

const laps = (...times: number[]): Lap[] => times.map((timeMs, i) => ({ lapNo: i + 1, timeMs }));
const sum = (times: number[]) => times.reduce((a, b) => a + b, 0);

function driver(times: number[], bestMs: number | null, avgMs?: number): ParsedDriver {
  return {
    name: 'Driver',
    laps: laps(...times),
    official: { laps: times.length, totalMs: sum(times), bestMs, ...(avgMs ? { avgMs } : {}) },
  };
}

describe('whether a system leaves lap 1 out of its figures', () => {
  it('yes, when a lap 1 is quicker than the stated fastest lap', () => {
    expect(lapOneLeftOut([driver([38_721, 40_100, 39_842], 39_842)])).toBe(true);
  });

  it('no, when the stated fastest lap is a lap 1 no later lap matches', () => {
    expect(lapOneLeftOut([driver([36_000, 40_100, 39_842], 36_000)])).toBe(false);
  });

  it('by the average where the fastest laps do not tell: over every lap, or all but lap 1', () => {
    const times = [45_000, 40_000, 41_000, 40_500];
    expect(lapOneLeftOut([driver(times, 40_000, Math.round(sum(times) / 4))])).toBe(false);
    expect(lapOneLeftOut([driver(times, 40_000, Math.round(sum(times.slice(1)) / 3))])).toBe(true);
    expect(lapOneLeftOut([driver(times, 40_000, 40_500)], { byAverage: false })).toBeUndefined();
  });

  it('cannot tell from figures that say nothing of lap 1', () => {
    expect(lapOneLeftOut([driver([45_000, 40_000, 41_000], 40_000)])).toBeUndefined();
    expect(lapOneLeftOut([])).toBeUndefined();
  });

  it('allows a lap cut to fewer digits its unit: 16.36 is the stated 16.368', () => {
    const cut: ParsedDriver = {
      name: 'Cut',
      laps: [
        { lapNo: 1, timeMs: 16_360, decimals: 2 },
        ...laps(17_000, 17_100).map((l) => ({ ...l, lapNo: l.lapNo + 1 })),
      ],
      official: { laps: 3, totalMs: 50_468, bestMs: 16_368 },
    };
    expect(lapOneLeftOut([cut])).toBe(false);
  });
});

describe('a driver whose laps disagree with the results', () => {
  it('says how, in plain words, and that the results’ figures are kept', () => {
    const d = driver([20_000, 17_000, 17_100], 17_000);
    expect(disagreement({ ...d, official: { ...d.official, laps: 4 } } as ParsedDriver, true)).toBe(
      "The lap table has 3 laps, the results 4: the results' figures are kept",
    );
    expect(
      disagreement({ ...d, official: { laps: 3, totalMs: 55_100, bestMs: 17_000 } }, true, 'lap grid'),
    ).toBe("The lap grid's laps add up to 54.100, the results say 55.100: the results' figures are kept");
    expect(disagreement({ ...d, laps: [] }, true)).toBe(
      "The lap table has no laps for this driver, the results 3: the results' figures are kept",
    );
  });

  it('says nothing when they agree, within the laps’ digits, or when no driver of the race has laps', () => {
    expect(disagreement(driver([20_000, 17_000, 17_100], 17_000), true)).toBeUndefined();
    const cut: ParsedDriver = {
      name: 'Cut',
      laps: laps(20_580, 16_930).map((l) => ({ ...l, decimals: 2 })),
      official: { laps: 2, totalMs: 37_519, bestMs: 16_939 },
    };
    expect(disagreement(cut, true)).toBeUndefined();
    expect(disagreement({ ...driver([20_000], 20_000), laps: [] }, false)).toBeUndefined();
  });
});
