import { describe, expect, it } from 'vitest';
import { defaultValues, toNumber, valuesFromQuery } from './gearing-values';

describe('calculator values from the URL', () => {
  it('starts from a typical 1:10 car without a query', () => {
    expect(valuesFromQuery(new URLSearchParams())).toEqual(defaultValues('1:10-electric'));
  });

  it('reads a sheet link: class, pinion, spur, internal ratio and tyre', () => {
    const values = valuesFromQuery(
      new URLSearchParams('class=1:10-electric&pinion=25&spur=78&internal=2.43&tyre=83'),
    );
    expect(values).toMatchObject({ pinion: '25', spur: '78', ratio: '2.43', tyreMm: '83' });
  });

  it('reads a clutch bell and a diff ratio for nitro, and ignores an unknown class', () => {
    const nitro = valuesFromQuery(new URLSearchParams('class=1:8-nitro&bell=14&diff=3.308'));
    expect(nitro).toMatchObject({
      gearingClass: '1:8-nitro',
      pinion: '14',
      ratio: '3.308',
      engineRpm: '35000',
    });
    expect(valuesFromQuery(new URLSearchParams('class=1:12&pinion=30')).gearingClass).toBe('1:10-electric');
  });

  it('keeps a bad value for the form to explain, cut to a sane length', () => {
    expect(valuesFromQuery(new URLSearchParams(`pinion=${'9'.repeat(50)}`)).pinion).toHaveLength(20);
    expect(valuesFromQuery(new URLSearchParams('spur=abc')).spur).toBe('abc');
  });
});

describe('toNumber', () => {
  it('reads a decimal comma like a point, and blank as no number', () => {
    expect(toNumber('2,6')).toBe(2.6);
    expect(toNumber(' 81 ')).toBe(81);
    expect(toNumber('')).toBeNaN();
    expect(toNumber('abc')).toBeNaN();
  });
});
