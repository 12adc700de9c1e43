import { describe, expect, it } from 'vitest';
import { findGears, gearChart, teethIn } from './chart';

// Internal 2.6 and an 84 mm tyre: rollout = π × 84 × pinion ÷ (2.6 × spur) = 101.4976 × pinion ÷ spur.
const CAR = { ratio: 2.6, tyreMm: 84 };

describe('gear chart', () => {
  it('lists both ranges with their ends and one rollout per pair', () => {
    const chart = gearChart({ ...CAR, pinions: { from: 26, to: 28 }, spurs: { from: 80, to: 81 } });
    expect(chart.pinions).toEqual([26, 27, 28]);
    expect(chart.spurs).toEqual([80, 81]);
    expect(chart.rollouts).toHaveLength(3);
    // 26/80: 101.4976 × 26 ÷ 80 = 32.987; 27/81: 101.4976 ÷ 3 = 33.833; 28/80: 101.4976 × 0.35 = 35.524
    expect(chart.rollouts[0]?.[0]).toBeCloseTo(32.987, 3);
    expect(chart.rollouts[1]?.[1]).toBeCloseTo(33.833, 3);
    expect(chart.rollouts[2]?.[0]).toBeCloseTo(35.524, 3);
  });

  it('a one-tooth range is one row', () => {
    expect(teethIn({ from: 13, to: 13 })).toEqual([13]);
  });
});

describe('find gears for this rollout', () => {
  const ranges = { pinions: { from: 20, to: 30 }, spurs: { from: 76, to: 84 } };

  it('returns the pairs within the tolerance, closest first', () => {
    // Target 33.833 mm ± 1 % (± 0.338 mm). 27/81 = 33.833 exactly (difference 0);
    // 26/78 = 33.833 too (same ratio 1/3), so the smaller pinion comes first among equals.
    const matches = findGears({ ...CAR, ...ranges }, 33.8325, 1);
    expect(matches.slice(0, 2).map((m) => `${m.pinion}/${m.spur}`)).toEqual(['26/78', '27/81']);
    for (let i = 1; i < matches.length; i++) {
      expect(Math.abs(matches[i]?.differenceMm ?? 0)).toBeGreaterThanOrEqual(
        Math.abs(matches[i - 1]?.differenceMm ?? 0),
      );
    }
    for (const match of matches) expect(Math.abs(match.differenceMm)).toBeLessThanOrEqual(0.3384);
  });

  it('says how far each pair is from the target, with its sign', () => {
    // 25/76 = 101.4976 × 25 ÷ 76 = 33.3874: 0.4451 short of 33.8325, inside 2 % (0.6767)
    const match = findGears({ ...CAR, ...ranges }, 33.8325, 2).find((m) => m.pinion === 25 && m.spur === 76);
    expect(match?.differenceMm).toBeCloseTo(-0.445, 3);
  });

  it('finds nothing when no pair comes close', () => {
    expect(findGears({ ...CAR, ...ranges }, 80, 1)).toEqual([]);
  });
});
