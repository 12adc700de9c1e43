import { describe, expect, it } from 'vitest';
import type { SetupSheet } from '../../../../shared/schemas/setup-sheet';
import { rec } from '../test/render';
import { buildSheetCopy, copyName, isApplicable } from './sheet-copy';

describe('apply to a copy of my setup', () => {
  it('names the copy after the sheet, within the 100-character limit', () => {
    expect(copyName('Club race')).toBe('Club race (wizard)');
    const long = copyName('x'.repeat(100));
    expect(long).toHaveLength(100);
    expect(long.endsWith(' (wizard)')).toBe(true);
  });

  it('applies only sheet fields with a worked-out value, keeping the rest of the sheet', () => {
    const sheet = {
      id: 1,
      rcCarId: 3,
      name: 'Base',
      notes: null,
      frontShockOil: '500 cSt',
      rearSpring: 'Blue',
    } as unknown as SetupSheet;
    const oil = rec(1, {
      parameter: 'frontShockOil',
      title: 'Thinner front shock oil',
      current: '500 cSt',
      newValue: '450 cSt',
    });
    const needle = rec(2, { parameter: 'lowSpeedNeedle', newValue: '1/8' });
    const spring = rec(3, { parameter: 'rearSpring', newValue: null });
    expect([oil, needle, spring].map(isApplicable)).toEqual([true, false, false]);
    const body = buildSheetCopy(sheet, [oil, needle, spring], 'More steering');
    expect(body).toMatchObject({
      rcCarId: 3,
      name: 'Base (wizard)',
      frontShockOil: '450 cSt',
      rearSpring: 'Blue',
      isCurrentlyInstalled: false,
    });
    expect(body).not.toHaveProperty('lowSpeedNeedle');
    expect(body.notes).toBe(
      'AI Setup Wizard (More steering) from "Base": Thinner front shock oil: 500 cSt → 450 cSt.',
    );
  });
});
