import { describe, expect, it } from 'vitest';
import { driverNamed, fixture, itReadsEverySample, parsedAs } from '../../../tests/timing/manifest-check';
import { sampleText } from '../../../tests/timing/samples';
import { livercParser } from './liverc';

const A3 = 'liverc/canberra-2025-11-16-race-6304822-ebuggy-a3-main.html';

describe('LiveRC result pages', () => {
  itReadsEverySample('liverc', 'liverc');

  it('names the club, event, date, race and round from the page', () => {
    const result = parsedAs(sampleText(A3), 'liverc');
    expect(result).toMatchObject({
      track: 'Canberra Off Road Model Car Club',
      event: 'Cormcc 2025 Rudi Wensing Memorial, Clay Cup',
      date: '2025-11-16',
    });
    expect(result.races[0]).toMatchObject({ name: '1/8 Electric Buggy A3-Main', round: 'Main Events' });
  });

  it('leaves out the lap 0 placeholder and keeps non-starters with no laps', () => {
    const result = parsedAs(sampleText(A3), 'liverc');
    expect(driverNamed(result, 'ARI BAKLA').laps[0]).toEqual({ lapNo: 1, timeMs: 36_958 });
    expect(driverNamed(result, 'STEPHEN SNEDDEN')).toEqual({
      name: 'STEPHEN SNEDDEN',
      carNumber: '4',
      laps: [],
      official: { laps: 0, totalMs: null, bestMs: null },
      position: 9,
    });
  });

  it('keeps the stated fastest lap when LiveRC left lap 1 out of it', () => {
    const result = parsedAs(
      sampleText('liverc/canberra-2025-11-16-race-6304830-nitro-buggy-b-main.html'),
      'liverc',
    );
    const dallas = driverNamed(result, 'DALLAS GARDINER');
    expect(dallas.official?.bestMs).toBe(39_842);
    expect(Math.min(...dallas.laps.map((l) => l.timeMs))).toBe(38_721);
  });

  it('reads racerLaps alone (the table cut off), names unescaped', () => {
    const page = sampleText(A3).replace(
      "'driverName' : 'ARI BAKLA'",
      String.raw`'driverName' : 'ARI O\'BAKLA'`,
    );
    const result = parsedAs(page.slice(0, page.indexOf('<div class="table-responsive">')), 'liverc');
    const drivers = result.races[0]?.drivers ?? [];
    expect(drivers).toHaveLength(10);
    expect(drivers[0]).toMatchObject({ name: "ARI O'BAKLA" });
    expect(drivers[0]?.laps).toHaveLength(16);
    expect(drivers[0]?.official).toBeUndefined();
  });
});

describe('LiveRC results copied as text', () => {
  const copied = () => parsedAs(fixture('liverc-copied.txt'), 'liverc');

  it('reads the results table: "View Laps" on its own line, the fastest lap run into its lap number', () => {
    const result = copied();
    expect(result).toMatchObject({
      event: 'Cormcc 2025 Rudi Wensing Memorial, Clay Cup',
      date: '2025-11-16',
    });
    expect(result.races[0]).toMatchObject({ name: '1/8 Electric Buggy A3-Main', round: 'Main Events' });
    expect(result.races[0]?.drivers.map((d) => [d.name, d.carNumber, d.official])).toEqual([
      ['ARI BAKLA', '2', { laps: 16, totalMs: 614_477, bestMs: 36_589, avgMs: 38_405 }],
      ['GREG ROSANDER', '10', { laps: 11, totalMs: 543_027, bestMs: 41_122, avgMs: 49_366 }],
      ['MATTHEW COUPER', '1', { laps: 9, totalMs: 338_796, bestMs: 36_441, avgMs: 37_644 }],
      ['RILEY LANDER', '3', { laps: 0, totalMs: null, bestMs: null }],
    ]);
  });

  it('takes the laps of each "View Laps" list copied below the table, a pit stop over a minute included', () => {
    const result = copied();
    const ari = driverNamed(result, 'ARI BAKLA');
    expect(ari.laps).toHaveLength(16);
    expect(ari.laps[0]).toEqual({ lapNo: 1, timeMs: 36_958 });
    expect(ari.laps.reduce((t, l) => t + l.timeMs, 0)).toBe(614_477);
    const greg = driverNamed(result, 'GREG ROSANDER');
    expect(greg.laps[5]).toEqual({ lapNo: 6, timeMs: 79_036 });
    expect(greg.laps.reduce((t, l) => t + l.timeMs, 0)).toBe(543_027);
    expect(driverNamed(result, 'MATTHEW COUPER').laps).toEqual([]);
  });

  it('refuses text without its markers, saying what it looked for', () => {
    expect(livercParser.parse('Pos\tDriver\tLaps\n1\tA\t16')).toEqual({
      ok: false,
      missing: 'no LiveRC racerLaps data or result table (Laps/Time)',
    });
    expect(livercParser.parse('var racerLaps = {};').ok).toBe(false);
  });
});
