import { describe, expect, it } from 'vitest';
import { gearingHref, sheetIdFromQuery } from './gearing-link';

const facts = (power: 'electric' | 'nitro', scale: '1:8' | '1:10') => ({
  scale,
  power,
  drivetrain: null,
  vehicleClass: null,
});

describe('the calculator opened from a sheet', () => {
  it('carries a 1:10 electric sheet’s gears, its class and the sheet', () => {
    const values = { pinion: '24', spur: '81', internalRatio: '2,6', tyreDiameter: '84' };
    const href = gearingHref(values, facts('electric', '1:10'), 7);
    const query = new URL(href, 'http://x').searchParams;
    expect(href.startsWith('/tools/gearing?')).toBe(true);
    expect(Object.fromEntries(query)).toEqual({
      class: '1:10-electric',
      pinion: '24',
      spur: '81',
      internal: '2.6',
      tyre: '84',
      sheet: '7',
    });
  });

  it('a nitro sheet opens on its clutch bell and diff; blanks are left out', () => {
    const values = { pinion: '30', clutchBell: '13', spur: '46', internalRatio: '', tyreDiameter: '83' };
    const query = new URL(gearingHref(values, facts('nitro', '1:8')), 'http://x').searchParams;
    expect(Object.fromEntries(query)).toEqual({ class: '1:8-nitro', bell: '13', spur: '46', tyre: '83' });
  });

  it('reads only a plain id as the sheet', () => {
    expect(sheetIdFromQuery(new URLSearchParams('sheet=12'))).toBe(12);
    for (const bad of ['', 'sheet=', 'sheet=0', 'sheet=-1', 'sheet=1e3', 'sheet=99999999999'])
      expect(sheetIdFromQuery(new URLSearchParams(bad))).toBeUndefined();
  });
});
