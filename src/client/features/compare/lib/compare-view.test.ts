import { describe, expect, it } from 'vitest';
import type { CompareRow } from '../../../../shared/schemas/compare';
import { canUseValue, differsOnPhone } from './compare-view';

const row = (field: string, values: (string | null)[]): CompareRow => ({
  field,
  group: 'Shocks',
  label: field,
  values,
  differs: true,
});

describe('"Use this value" is offered', () => {
  it('on another column whose value differs from mine', () => {
    expect(canUseValue('setup-sheet', row('rearShockOil', ['450 cSt', '400 cSt']), 1, 0)).toBe(true);
  });

  it('not where the value is mine written another way', () => {
    const oil = row('rearShockOil', ['450 cSt', '400 cSt', '450cst']);
    expect(canUseValue('setup-sheet', oil, 2, 0)).toBe(false);
    expect(canUseValue('setup-sheet', row('frontCamber', ['-2°', '-2.0']), 1, 0)).toBe(false);
  });

  it('not on my own column, an empty cell, a name, or without a setup of mine', () => {
    const oil = row('rearShockOil', ['450 cSt', null]);
    expect(canUseValue('setup-sheet', oil, 0, 0)).toBe(false);
    expect(canUseValue('setup-sheet', oil, 1, 0)).toBe(false);
    expect(canUseValue('setup-sheet', row('name', ['A', 'B']), 1, 0)).toBe(false);
    expect(canUseValue('setup-sheet', row('rearShockOil', ['450 cSt', '400 cSt']), 1, -1)).toBe(false);
  });
});

describe('a row on a phone, two columns at a time', () => {
  it('differs only when the two columns shown differ', () => {
    const spring = row('rearSpring', ['Blue', 'blue', 'Silver']);
    expect(differsOnPhone(spring, [0, 1])).toBe(false);
    expect(differsOnPhone(spring, [0, 2])).toBe(true);
  });

  it('with two setups, is the row itself', () => {
    expect(differsOnPhone(row('rearSpring', ['Blue', 'Silver']), [0, 1])).toBe(true);
    expect(differsOnPhone({ ...row('rearSpring', ['Blue', 'Blue']), differs: false }, [0, 1])).toBe(false);
  });
});
