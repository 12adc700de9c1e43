import { describe, expect, it } from 'vitest';
import { DEFAULT_LOAD_PERCENT, kmhToMph, motorRpm, speedKmh, topSpeed } from './speed';

describe('estimated top speed', () => {
  it('1:10 electric: 4000 KV on 2S (7.4 V) at 80 %, rollout 33.833 mm', () => {
    // rpm = 4000 × 7.4 × 80 ÷ 100 = 23 680
    // km/h = 23 680 rev/min × 33.833 mm × 60 min/h ÷ 1 000 000 mm/km = 48.069
    // mph = 48.069 ÷ 1.609344 = 29.869
    const rpm = motorRpm(4000, 7.4, DEFAULT_LOAD_PERCENT);
    expect(rpm).toBeCloseTo(23_680, 6);
    const speed = topSpeed(rpm, 33.832536);
    expect(speed.kmh).toBeCloseTo(48.069, 3);
    expect(speed.mph).toBeCloseTo(29.869, 3);
  });

  it('1:8 nitro: 35 000 engine rpm, rollout 22.279 mm', () => {
    // km/h = 35 000 × 22.279 × 60 ÷ 1 000 000 = 46.785
    expect(speedKmh(35_000, 22.279)).toBeCloseTo(46.786, 2);
  });

  it('1:8 electric: 2000 KV on 4S (14.8 V) at 80 %, rollout 57.032 mm', () => {
    // rpm = 2000 × 14.8 × 0.8 = 23 680; km/h = 23 680 × 57.032 × 60 ÷ 1 000 000 = 81.031
    expect(topSpeed(motorRpm(2000, 14.8, 80), 57.032).kmh).toBeCloseTo(81.031, 2);
  });

  it('a load of 100 % is the free-running speed, and 1 mile is 1.609344 km', () => {
    expect(motorRpm(3000, 8.4, 100)).toBeCloseTo(25_200, 6);
    expect(kmhToMph(1.609344)).toBe(1);
  });
});
