import { describe, expect, it } from 'vitest';
import {
  chartRangeSchema,
  engineSpeedSchema,
  gearFinderSchema,
  gearingSchema,
  motorSpeedSchema,
} from './gearing';

const B10 = { gearingClass: '1:10-electric', pinion: 27, spur: 81, ratio: 2.6, tyreMm: 84 } as const;

const messages = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => Object.fromEntries((result.error?.issues ?? []).map((i) => [String(i.path[0]), i.message]));

describe('gearing schema', () => {
  it('accepts a real car of each class', () => {
    expect(gearingSchema.safeParse(B10).success).toBe(true);
    expect(
      gearingSchema.safeParse({ ...B10, gearingClass: '1:8-nitro', pinion: 13, spur: 46, ratio: 43 / 13 })
        .success,
    ).toBe(true);
    expect(
      gearingSchema.safeParse({ ...B10, gearingClass: '1:8-electric', pinion: 16, spur: 46, ratio: 3.3 })
        .success,
    ).toBe(true);
  });

  it('names the field as the class calls it: a clutch bell on nitro, a diff ratio on 1:8', () => {
    const result = gearingSchema.safeParse({ ...B10, gearingClass: '1:8-nitro', pinion: 0, ratio: 0 });
    expect(messages(result)).toEqual({
      pinion: 'Clutch bell must have at least 8 teeth',
      ratio: 'Diff ratio must be at least 1',
    });
  });

  it('turns zero, negative, NaN, fractions and absurd values into clear messages', () => {
    const result = gearingSchema.safeParse({
      ...B10,
      pinion: 27.5,
      spur: -81,
      ratio: Number.NaN,
      tyreMm: 5000,
    });
    expect(messages(result)).toEqual({
      pinion: 'Pinion must be a whole number of teeth',
      spur: 'Spur must have at least 8 teeth',
      ratio: 'Internal ratio must be a number',
      tyreMm: 'Tyre diameter must be at most 250 mm',
    });
    expect(messages(gearingSchema.safeParse({ ...B10, spur: Number.POSITIVE_INFINITY }))).toEqual({
      spur: 'Spur must be a number',
    });
  });

  it('rejects an unknown class', () => {
    expect(gearingSchema.safeParse({ ...B10, gearingClass: '1:12' }).success).toBe(false);
  });
});

describe('speed, chart and finder schemas', () => {
  it('check the motor, the engine and the load factor', () => {
    expect(motorSpeedSchema.safeParse({ kv: 4000, volts: 7.4, loadPercent: 80 }).success).toBe(true);
    expect(messages(motorSpeedSchema.safeParse({ kv: 0, volts: 100, loadPercent: 120 }))).toEqual({
      kv: 'Motor KV must be at least 100',
      volts: 'Pack voltage must be at most 60 V',
      loadPercent: 'Load factor must be at most 100 %',
    });
    expect(messages(engineSpeedSchema.safeParse({ engineRpm: -1 }))).toEqual({
      engineRpm: 'Engine rpm must be at least 1000',
    });
  });

  it('keeps the chart ranges the right way round and readable', () => {
    const schema = chartRangeSchema('Clutch bell');
    expect(schema.safeParse({ pinionFrom: 12, pinionTo: 15, spurFrom: 44, spurTo: 50 }).success).toBe(true);
    expect(messages(schema.safeParse({ pinionFrom: 15, pinionTo: 12, spurFrom: 20, spurTo: 100 }))).toEqual({
      pinionTo: 'Largest clutch bell must not be below the smallest',
      spurTo: 'The chart shows at most 40 spur sizes',
    });
  });

  it('checks the finder target and tolerance', () => {
    expect(messages(gearFinderSchema.safeParse({ targetMm: 0, tolerancePercent: 50 }))).toEqual({
      targetMm: 'Target rollout must be at least 1 mm',
      tolerancePercent: 'Tolerance must be at most 10 %',
    });
  });
});
