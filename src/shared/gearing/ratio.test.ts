import { describe, expect, it } from 'vitest';
import { diffRatio, finalDriveRatio, gearingResult, rolloutMm } from './ratio';

// Hand-worked examples; π × d is written out so each step can be checked on paper.
describe('final drive ratio and rollout', () => {
  it('1:10 electric: spur 81, pinion 27, internal 2.6, tyre 84 mm', () => {
    // FDR = 81 ÷ 27 × 2.6 = 3 × 2.6 = 7.8
    // rollout = π × 84 ÷ 7.8 = 263.894 ÷ 7.8 = 33.833 mm
    expect(finalDriveRatio(81, 27, 2.6)).toBeCloseTo(7.8, 10);
    expect(rolloutMm(84, 7.8)).toBeCloseTo(33.833, 3);
    const result = gearingResult({ pinion: 27, spur: 81, ratio: 2.6, tyreMm: 84 });
    expect(result.fdr).toBeCloseTo(7.8, 10);
    expect(result.rolloutMm).toBeCloseTo(33.833, 3);
  });

  it('1:8 nitro: spur 46, clutch bell 13, diff 43/13, tyre 83 mm', () => {
    // diff = 43 ÷ 13 = 3.3077
    // FDR = 46 ÷ 13 × 43 ÷ 13 = 1978 ÷ 169 = 11.7041
    // rollout = π × 83 ÷ 11.7041 = 260.752 ÷ 11.7041 = 22.279 mm
    const diff = diffRatio(43, 13);
    expect(diff).toBeCloseTo(3.3077, 4);
    expect(finalDriveRatio(46, 13, diff)).toBeCloseTo(1978 / 169, 10);
    expect(gearingResult({ pinion: 13, spur: 46, ratio: diff, tyreMm: 83 }).rolloutMm).toBeCloseTo(22.279, 3);
  });

  it('1:8 electric: spur 46, motor pinion 23, diff 3.25, tyre 118 mm', () => {
    // FDR = 46 ÷ 23 × 3.25 = 2 × 3.25 = 6.5
    // rollout = π × 118 ÷ 6.5 = 370.708 ÷ 6.5 = 57.032 mm
    const result = gearingResult({ pinion: 23, spur: 46, ratio: 3.25, tyreMm: 118 });
    expect(result.fdr).toBe(6.5);
    expect(result.rolloutMm).toBeCloseTo(57.032, 3);
  });

  it('a bigger pinion lengthens the rollout in proportion', () => {
    // Same car, pinion 27 → 28: rollout × 28 ÷ 27 = 33.833 × 1.0370 = 35.086 mm
    const base = gearingResult({ pinion: 27, spur: 81, ratio: 2.6, tyreMm: 84 }).rolloutMm;
    const bigger = gearingResult({ pinion: 28, spur: 81, ratio: 2.6, tyreMm: 84 }).rolloutMm;
    expect(bigger).toBeCloseTo((base * 28) / 27, 10);
    expect(bigger).toBeCloseTo(35.086, 3);
  });
});
