import { describe, expect, it } from 'vitest';
import { driverNamed, fixture, itReadsEverySample, parsedAs } from '../../../tests/timing/manifest-check';
import { sampleText } from '../../../tests/timing/samples';
import { myrcmParser } from './myrcm';

describe('MyRCM report pages', () => {
  itReadsEverySample('myrcm', 'myrcm');

  it('names the section and its start date, and decodes &nbsp; and numeric entities in names', () => {
    const result = parsedAs(sampleText('myrcm/nc-2023-09-10-buggy-nitro-final.html'), 'myrcm');
    expect(result.date).toBe('2023-09-10');
    expect(result.races[0]?.name).toBe('NC 1/8 Buggy Nitro [NC 1/8 Nitro]');
    expect(result.races[0]?.drivers.map((d) => d.name)).toContain('Dan Terje Bjørnflaten');
    expect(driverNamed(result, 'Vincent Rüger').carNumber).toBe('1');
  });

  it('joins lap columns headed "# 1" by car number, the 11th driver from the second lap table', () => {
    const result = parsedAs(sampleText('myrcm/nc-2023-10-01-offroad-ic-final.html'), 'myrcm');
    expect(result.races[0]?.drivers).toHaveLength(11);
    expect(result.races[0]?.drivers.every((d) => d.laps.length === d.official?.laps)).toBe(true);
  });

  it('reads each section of a page holding several as its own race', () => {
    const both = `${sampleText('myrcm/nc-2023-09-10-buggy-nitro-final.html')}\n${sampleText('myrcm/nc-2023-10-01-offroad-ic-final.html')}`;
    const result = parsedAs(both, 'myrcm');
    expect(result.races.map((r) => r.name)).toEqual([
      'NC 1/8 Buggy Nitro [NC 1/8 Nitro]',
      'NC 1:8 Offorad IC',
    ]);
    expect(result.races.map((r) => r.drivers.length)).toEqual([11, 11]);
  });
});

describe('MyRCM tables copied as text or saved as CSV', () => {
  const copied = () => parsedAs(fixture('myrcm-copied.txt'), 'myrcm');

  it('reads the copied result and lap tables: a start segment as lap 1, a pit stop, two drivers out early', () => {
    const result = copied();
    expect(result.date).toBe('2023-09-10');
    const [gran, ruger, fink] = result.races[0]?.drivers ?? [];
    expect(gran).toMatchObject({ name: 'Halvor Gran', carNumber: '2' });
    expect(gran?.official).toEqual({ laps: 11, totalMs: 441_670, bestMs: 38_089, avgMs: 40_152 });
    expect(gran?.laps[9]).toEqual({ lapNo: 10, timeMs: 74_957 });
    expect(ruger?.name).toBe('Vincent Rüger');
    expect(ruger?.laps[0]).toEqual({ lapNo: 1, timeMs: 9_855 });
    expect(ruger?.laps).toHaveLength(8);
    expect(fink?.official).toEqual({ laps: 5, totalMs: 182_184, bestMs: 38_850, avgMs: 36_437 });
    expect(fink?.laps.map((l) => l.timeMs)).toEqual([11_295, 46_804, 46_381, 38_854, 38_850]);
    for (const driver of result.races[0]?.drivers ?? []) {
      expect(driver.laps.reduce((t, l) => t + l.timeMs, 0)).toBe(driver.official?.totalMs);
    }
  });

  it('reads a European CSV (semicolons, decimal commas, quoted names, "# 1" headers) the same', () => {
    expect(parsedAs(fixture('myrcm-european.csv'), 'myrcm')).toEqual(copied());
  });

  it('reads the lap table copied alone, drivers named as its headers, without official figures', () => {
    const text = fixture('myrcm-copied.txt');
    const result = parsedAs(text.slice(text.indexOf('Laptimes')), 'myrcm');
    const drivers = result.races[0]?.drivers ?? [];
    expect(drivers.map((d) => [d.name, d.laps.length, d.official])).toEqual([
      ['Rüger Vincent', 8, undefined],
      ['Gran Halvor', 11, undefined],
      ['Fink Mathias', 5, undefined],
    ]);
  });

  it('refuses text without its tables, saying what it looked for', () => {
    expect(myrcmParser.parse('Pos\tDriver\tTime\n1\tA\t23.456')).toEqual({
      ok: false,
      missing: 'no MyRCM result table (Pilot, Laps) or Laptimes table (#Nr.)',
    });
    expect(myrcmParser.parse('<table><tr><td>1</td></tr></table>').ok).toBe(false);
  });
});
