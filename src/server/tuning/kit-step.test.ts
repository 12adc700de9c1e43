import { describe, expect, it } from 'vitest';
import { type KitCatalogue, kitFor } from '../../shared/constants/kit-parts';
import { stepSetting } from './kit-step';
import { stepValue } from './personalise';

const b64 = kitFor('Team Associated', 'B6.4');
const xb8 = kitFor('XRAY', "XB8 '24");
const source = { document: 'Test parts list' };
/** A kit whose ranges are complete, to see the wizard say "the maker sells none softer". */
const full: KitCatalogue = {
  manufacturer: 'Maker',
  kit: 'K1',
  models: [],
  sets: [
    {
      kind: 'piston',
      fields: ['frontPiston'],
      complete: true,
      parts: [
        { holes: 6, hole: 1.4, source },
        { holes: 6, hole: 1.3, source },
        { holes: 6, hole: 1.2, source },
      ],
    },
    {
      kind: 'spring',
      fields: ['rearSpring'],
      complete: true,
      parts: [
        { colour: 'Pink', rate: 2, unit: 'lb/in', source },
        { colour: 'Green', rate: 2.2, unit: 'lb/in', source },
      ],
    },
  ],
};

describe('the wizard names the next part of the kit', () => {
  it('steps a B6.4 front spring by colour: Gray 3.60 → Blue 3.30 lb/in, and back', () => {
    expect(stepSetting('spring', 'softer', 'Gray 3.60', 'frontSpring', '1:10', b64)).toEqual({
      newValue: 'Blue 3.30 lb/in',
      suggested: 'Front spring Gray 3.60 → Blue 3.30 lb/in',
    });
    expect(stepSetting('spring', 'stiffer', 'blue', 'frontSpring', '1:10', b64)).toEqual({
      newValue: 'Gray 3.60 lb/in',
      suggested: 'Front spring Blue 3.30 → Gray 3.60 lb/in',
    });
  });

  it('says where the range ends, and that the list may not be all the maker sells', () => {
    const end = stepSetting('spring', 'softer', 'Blue 3.30 lb/in', 'frontSpring', '1:10', b64);
    expect(end.newValue).toBeNull();
    expect(end.suggested).toBe(
      "Blue 3.30 lb/in is the softest front spring in this app's list for the B6.4: look in Team Associated's parts list for a softer one",
    );
    expect(stepSetting('spring', 'stiffer', 'Gray 3.60', 'frontSpring', '1:10', b64).suggested).toMatch(
      /^Gray 3\.60 lb\/in is the stiffest front spring/,
    );
    const complete = stepSetting('spring', 'softer', 'Pink 2.00', 'rearSpring', '1:10', full);
    expect(complete).toEqual({
      newValue: null,
      suggested:
        'Pink 2.00 lb/in is already the softest rear spring Maker sells for the K1: there is no softer one to fit',
    });
  });

  it('names the next part of a complete range even where the number could be stepped', () => {
    expect(stepSetting('text', 'stiffer', '6 x 1.3', 'frontPiston', '1:8', full)).toEqual({
      newValue: '6 x 1.2 mm',
      suggested: 'Front piston 6 x 1.3 mm → 6 x 1.2 mm',
    });
    expect(stepSetting('spring', 'stiffer', '2.0 lb', 'rearSpring', '1:10', full).newValue).toBe(
      'Green 2.20 lb/in',
    );
  });

  it('keeps the finer numeric step where the app knows only part of the range', () => {
    // AE sells weights the list leaves out: 30 wt thinner is 27.5 wt by the number.
    expect(stepSetting('shockOil', 'thinner', '30wt', 'frontShockOil', '1:10', b64)).toEqual({
      newValue: '27.5wt',
      suggested: '27.5wt',
    });
    // Two numbers cannot be stepped: the list's next weight is named.
    expect(stepSetting('shockOil', 'thinner', '30 wt (350 cSt)', 'frontShockOil', '1:10', b64)).toEqual({
      newValue: '27.5 wt',
      suggested: 'Front shock oil 30 wt (350 cSt) → 27.5 wt',
    });
    expect(stepSetting('diffOil', 'thicker', '7k', 'centerDiffOil', '1:8', xb8).newValue).toBe('10k');
  });

  it('falls back to the plain step without a kit, a part set, or a value that names a part', () => {
    for (const [kit, value, field] of [
      [null, 'Gray 3.60', 'frontSpring'],
      [b64, 'Gray 3.60', 'rearSpring'],
      [b64, 'Red 4.20', 'frontSpring'],
      [kitFor('Tekno RC', 'EB48 2.2'), '500 cSt', 'frontShockOil'],
    ] as const) {
      // Same as personalise.ts alone: 'Gray 3.60' has no number to step (null), '500 cSt' is 450 cSt.
      const stepper = field === 'frontShockOil' ? 'shockOil' : 'spring';
      const expected = stepValue(stepper, 'softer', value, field, '1:10');
      expect(stepSetting(stepper, 'softer', value, field, '1:10', kit)).toEqual({
        newValue: expected,
        suggested: expected,
      });
    }
  });
});
