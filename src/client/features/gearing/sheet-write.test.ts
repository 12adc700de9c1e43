import { describe, expect, it } from 'vitest';
import { gearingNote, holdsGearing, sheetGearingBody } from './sheet-write';

describe('writing the calculator’s gears to a sheet', () => {
  it('puts the pinion, or on nitro the clutch bell, into the sheet’s fields as text', () => {
    const electric = { gearingClass: '1:10-electric', pinion: 25, spur: 81, ratio: 2.6, tyreMm: 84 } as const;
    expect(Object.entries(sheetGearingBody(electric)).join(' ')).toBe(
      'pinion,25 spur,81 internalRatio,2.6 tyreDiameter,84',
    );
    const nitro = { ...electric, gearingClass: '1:8-nitro', pinion: 13, spur: 46, ratio: 3.308 } as const;
    expect(Object.entries(sheetGearingBody(nitro)).join(' ')).toBe(
      'clutchBell,13 spur,46 internalRatio,3.308 tyreDiameter,84',
    );
    // 81 ÷ 25 × 2.6 = 8.424; π × 84 ÷ 8.424 = 31.33 mm
    expect(gearingNote(electric)).toBe('Gearing calculator: FDR 8.42, rollout 31.3 mm');
  });

  it('knows when the sheet already holds them, however the numbers were written', () => {
    const body = { pinion: '25', spur: '81', internalRatio: '2.6', tyreDiameter: '84' };
    expect(
      holdsGearing({ pinion: '25', spur: '81', internalRatio: '2.60', tyreDiameter: '84.0' }, body),
    ).toBe(true);
    expect(holdsGearing({ pinion: '24', spur: '81', internalRatio: '2.6', tyreDiameter: '84' }, body)).toBe(
      false,
    );
    expect(holdsGearing({ pinion: '25', spur: '81', internalRatio: null, tyreDiameter: '84' }, body)).toBe(
      false,
    );
  });
});
