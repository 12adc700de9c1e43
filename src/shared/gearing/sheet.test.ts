import { describe, expect, it } from 'vitest';
import type { VehicleFacts } from '../vehicle-class';
import { derivedGearingValues, hasGearingFields, sheetGearing, sheetGearingClass } from './sheet';

const car = (facts: Partial<VehicleFacts>): VehicleFacts => ({
  scale: null,
  drivetrain: null,
  power: null,
  vehicleClass: null,
  ...facts,
});
const TEN_ELECTRIC = car({ scale: '1:10', power: 'electric', drivetrain: '2WD' });
const EIGHT_ELECTRIC = car({ scale: '1:8', power: 'electric', drivetrain: '4WD' });
const EIGHT_NITRO = car({ scale: '1:8', power: 'nitro', drivetrain: '4WD' });

// Hand-worked, as in ratio.test.ts: FDR = spur ÷ pinion × ratio; rollout = π × tyre ÷ FDR.
describe('a setup sheet’s FDR and rollout, per class', () => {
  it('1:10 electric: pinion 24, spur 81, internal 2.6, tyre 84 mm', () => {
    // FDR = 81 ÷ 24 × 2.6 = 3.375 × 2.6 = 8.775
    // rollout = π × 84 ÷ 8.775 = 263.894 ÷ 8.775 = 30.073 mm
    const values = { pinion: '24', spur: '81', internalRatio: '2.6', tyreDiameter: '84' };
    const gearing = sheetGearing(values, TEN_ELECTRIC);
    expect(gearing.status).toBe('ready');
    if (gearing.status !== 'ready') return;
    expect(gearing.gearingClass).toBe('1:10-electric');
    expect(gearing.fdr).toBeCloseTo(8.775, 10);
    expect(gearing.rolloutMm).toBeCloseTo(30.073, 3);
    expect(derivedGearingValues(values, TEN_ELECTRIC)).toEqual({ fdr: '8.78', rollout: '30.1 mm' });
  });

  it('1:8 electric: motor pinion 23, spur 46, diff 3.25, tyre 118 mm', () => {
    // FDR = 46 ÷ 23 × 3.25 = 6.5; rollout = π × 118 ÷ 6.5 = 370.708 ÷ 6.5 = 57.032 mm
    const values = { pinion: '23', spur: '46', internalRatio: '3.25', tyreDiameter: '118' };
    expect(sheetGearingClass(EIGHT_ELECTRIC, values)).toBe('1:8-electric');
    expect(derivedGearingValues(values, EIGHT_ELECTRIC)).toEqual({ fdr: '6.50', rollout: '57.0 mm' });
  });

  it('1:8 nitro: clutch bell 13, spur 46, diff 3.308, tyre 83 mm; a stale pinion is ignored', () => {
    // FDR = 46 ÷ 13 × 3.308 = 3.53846 × 3.308 = 11.7052
    // rollout = π × 83 ÷ 11.7052 = 260.752 ÷ 11.7052 = 22.277 mm
    const values = { pinion: '30', clutchBell: '13', spur: '46', internalRatio: '3.308', tyreDiameter: '83' };
    const gearing = sheetGearing(values, EIGHT_NITRO);
    expect(gearing.status === 'ready' && gearing.fdr).toBeCloseTo(11.7052, 4);
    expect(derivedGearingValues(values, EIGHT_NITRO)).toEqual({ fdr: '11.71', rollout: '22.3 mm' });
  });

  it('reads a decimal comma as typed in the editor', () => {
    const values = { pinion: '24', spur: '81', internalRatio: '2,6', tyreDiameter: '84' };
    expect(derivedGearingValues(values, TEN_ELECTRIC).fdr).toBe('8.78');
  });

  it('names what is missing, in the sheet’s words, rather than guessing', () => {
    expect(sheetGearing({ spur: '81' }, TEN_ELECTRIC)).toEqual({
      status: 'missing',
      gearingClass: '1:10-electric',
      missing: ['Pinion', 'Internal or diff ratio', 'Tyre diameter'],
    });
    expect(sheetGearing({ spur: '46' }, EIGHT_NITRO)).toMatchObject({
      missing: ['Clutch bell', 'Internal or diff ratio', 'Tyre diameter'],
    });
    expect(derivedGearingValues({ spur: '81' }, TEN_ELECTRIC)).toEqual({ fdr: null, rollout: null });
  });

  it('says what is wrong with an impossible value instead of showing a number', () => {
    const values = { pinion: '2', spur: '81', internalRatio: '2.6', tyreDiameter: '84' };
    expect(sheetGearing(values, TEN_ELECTRIC)).toEqual({
      status: 'invalid',
      gearingClass: '1:10-electric',
      message: 'Pinion must have at least 8 teeth',
    });
    expect(derivedGearingValues(values, TEN_ELECTRIC).fdr).toBeNull();
  });

  it('a car of unknown kind is read from the sheet: a clutch bell alone is nitro', () => {
    expect(sheetGearingClass(null, { clutchBell: '13' })).toBe('1:8-nitro');
    expect(sheetGearingClass(null, { pinion: '24' })).toBe('1:10-electric');
    expect(sheetGearingClass(car({ scale: '1:8' }), { pinion: '16' })).toBe('1:8-electric');
  });

  it('an ESC setup (no gearing fields) has none', () => {
    expect(hasGearingFields({ punchControl: 'Level 5' })).toBe(false);
    expect(hasGearingFields({ spur: '81' })).toBe(true);
  });
});
