import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { samplesOf, sampleText } from '../../../tests/timing/samples';
import { lapStats } from '../lap-stats';
import { rcScoringProParser } from './rcscoringpro';
import { cellTime, gridColumns, readGridBlock } from './rcscoringpro-grid';
import { generateRace, printRcScoringPro } from './test/print-rcscoringpro';
import type { ParsedResult } from './types';

const read = (text: string): ParsedResult => {
  const attempt = rcScoringProParser.parse(text);
  if (!attempt.ok) throw new Error(attempt.missing);
  return attempt.result;
};

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');

describe('RCScoringPro printouts published by clubs', () => {
  const samples = samplesOf('rcscoringpro');

  it('has the four samples', () => expect(samples).toHaveLength(4));

  describe.each(samples.map((s) => [s.file, s] as const))('%s', (file, sample) => {
    const result = read(sampleText(file));

    it('reads every race in the file', () => {
      expect(result.format).toBe('rcscoringpro');
      expect(result.races).toHaveLength(sample.expected.races);
    });

    it.each(sample.expected.drivers.map((d) => [`${d.name} #${d.carNumber}`, d] as const))(
      '%s: the sheet’s figures, and one lap per grid row from the start segment',
      (_, expected) => {
        const race = result.races.find((r) => expected.race?.startsWith(`${r.name} Round# ${r.round},`));
        const driver = race?.drivers.find(
          (d) => d.name === expected.name && d.carNumber === expected.carNumber,
        );
        expect(driver?.official).toEqual({
          laps: expected.laps,
          totalMs: expected.totalTimeMs,
          bestMs: expected.bestLapMs,
        });
        expect(driver?.laps).toHaveLength(expected.laps);
        expect(driver?.laps.map((l) => l.lapNo)).toEqual(
          Array.from({ length: expected.laps }, (_, i) => i + 1),
        );
        if (typeof expected.firstGridCell === 'string') {
          expect(driver?.laps[0]?.timeMs).toBe(cellTime(expected.firstGridCell));
        }
      },
    );
  });

  it('reads the header’s date and the club line (a place as the track, anything else as the event)', () => {
    const tacoma = read(sampleText('rcscoringpro/tacoma-2012-01-14-mod-buggy-b.txt'));
    expect(tacoma).toMatchObject({ track: 'TACOMA R/C RACEWAY', date: '2012-01-14' });
    expect(tacoma.races[0]).toMatchObject({ name: 'MODIFIED BUGGY B Main', round: '3' });
    const norcal = read(sampleText('rcscoringpro/norcal-2015-03-20-friday-mains.txt'));
    expect(norcal).toMatchObject({ event: 'Friday Night', date: '2015-03-20' });
    expect(norcal.track).toBeUndefined();
  });

  it('reads the cars above 10 from the grid’s second block', () => {
    const norcal = read(sampleText('rcscoringpro/norcal-2015-03-20-friday-mains.txt'));
    const race9 = norcal.races[8];
    expect(race9?.name).toBe('2wd Buggy Modified A Main');
    for (const driver of race9?.drivers ?? []) expect(driver.laps).toHaveLength(driver.official?.laps ?? -1);
  });

  it('every driver of every sample has as many laps as the sheet says', () => {
    for (const sample of samples) {
      for (const race of read(sampleText(sample.file)).races) {
        for (const d of race.drivers) expect(d.laps.length, `${race.name} ${d.name}`).toBe(d.official?.laps);
      }
    }
  });
});

describe('RCScoringPro edge cases', () => {
  const nitro = read(fixture('rcscoringpro-nitro-over-a-minute.txt'));
  const [race] = nitro.races;
  const driver = (car: string) => race?.drivers.find((d) => d.carNumber === car);

  it('reads a multi-driver main with laps over a minute', () => {
    expect(nitro).toMatchObject({ format: 'rcscoringpro', track: 'BIG HILL RC PARK', date: '2024-09-07' });
    expect(race).toMatchObject({ name: '1/8 NITRO BUGGY A Main', round: '5' });
    expect(race?.drivers.map((d) => d.name)).toEqual([
      'OKAFOR, DEJI',
      'Lindqvist, Mara',
      'Silva, Rui',
      'Brandt, Jo',
      'Tamura, Ken',
    ]);
    expect(driver('2')?.official).toEqual({ laps: 8, totalMs: 459826, bestMs: 63377 });
    expect(driver('2')?.laps.slice(1, 3)).toEqual([
      { lapNo: 2, timeMs: 64020, decimals: 2 },
      { lapNo: 3, timeMs: 63910, decimals: 2 },
    ]);
  });

  it('keeps the short start segment as lap 1, and the stats leave it and a pit stop out of the best laps', () => {
    const laps = driver('1')?.laps.map((l) => l.timeMs) ?? [];
    expect(laps[0]).toBe(9812);
    expect(laps[4]).toBe(98340);
    const stats = lapStats(laps);
    expect(stats.bestMs).toBe(62510);
    expect(stats.cleanLaps).toBe(6);
  });

  it('keeps a driver who stopped early and one who never crossed the line', () => {
    expect(driver('3')?.laps).toHaveLength(3);
    expect(driver('3')?.official).toEqual({ laps: 3, totalMs: 148683, bestMs: 66213 });
    expect(driver('4')).toMatchObject({ laps: [], official: { laps: 0, totalMs: 0, bestMs: null } });
  });

  it('reads a printout whose lines lost their leading space when pasted', () => {
    const pasted = fixture('rcscoringpro-nitro-over-a-minute.txt').replace(/^ /gm, '');
    expect(read(pasted)).toEqual(nitro);
  });

  it('refuses a paste whose spaces were collapsed, rather than give laps to the wrong cars', () => {
    const collapsed = fixture('rcscoringpro-nitro-over-a-minute.txt').replace(/ +/g, ' ');
    expect(rcScoringProParser.parse(collapsed)).toEqual({
      ok: false,
      missing:
        'a race that reads ("1/8 NITRO BUGGY A Main Round# 5, Race# 12": its lap grid’s cells are not under their car numbers, as when spaces are lost in copying text: choose the file itself)',
    });
  });

  it('keeps a grid with more rows than the summary counts (a lap taken off as a penalty)', () => {
    const penalised = fixture('rcscoringpro-nitro-over-a-minute.txt').replace(
      'OKAFOR, DEJI    #2       8',
      'OKAFOR, DEJI    #2       7',
    );
    const okafor = read(penalised).races[0]?.drivers[0];
    expect(okafor?.official?.laps).toBe(7);
    expect(okafor?.laps).toHaveLength(8);
  });

  it('reads a printout copied with Windows line endings', () => {
    expect(read(fixture('rcscoringpro-nitro-over-a-minute.txt').replace(/\n/g, '\r\n'))).toEqual(nitro);
  });

  it('reads back what it prints for 12 cars, 40 laps (two grid blocks)', () => {
    const printed = generateRace(12, 40);
    const result = read(printRcScoringPro(printed));
    const [only] = result.races;
    expect(only?.drivers).toHaveLength(12);
    for (const d of printed.drivers) {
      const parsed = only?.drivers.find((p) => p.carNumber === String(d.carNumber));
      expect(parsed?.laps).toHaveLength(40);
      // The grid keeps 7 characters a cell: hundredths, or tenths behind a two-digit position.
      const off = parsed?.laps.map((lap, i) => Math.abs(lap.timeMs - (d.laps[i] as number))) ?? [];
      expect(Math.max(...off)).toBeLessThan(100);
      expect(parsed?.official?.totalMs).toBe(d.laps.reduce((a, b) => a + b, 0));
    }
  });
});

describe('the lap grid', () => {
  it.each([
    ['1/20.58', 20580],
    ['10/24.5', 24500],
    ['2/3.487', 3487],
    ['3/1:04.2', 64200],
    ['3/1:04.', 64000],
    ['4/62.34', 62340],
    ['N/A', null],
    ['', null],
    ['19/00.0', null],
  ])('reads the cell %j as %j ms', (cell, ms) => expect(cellTime(cell)).toBe(ms));

  it('cuts overflowing pace cells by the header’s columns', () => {
    const header = ' ___1___ ___2___ ___3___ ___4___ ___5___';
    const columns = gridColumns(header) ?? [];
    const block = readGridBlock(columns, [
      ' 4/2.938         5/3.151 3/2.906 1/1.563',
      ' 82/01.0         77/02.5 83/01.5154/00.2',
      '',
      ' 4/24.32         3/19.40 5/26.02 2/19.94',
      ' 18/05.3         22/08.0 17/05.9 23/07.3',
    ]);
    const times = (car: string) => block.laps.get(car)?.map((lap) => lap.timeMs);
    expect(times('1')).toEqual([2938, 24320]);
    expect(times('2')).toEqual([]);
    expect(times('5')).toEqual([1563, 19940]);
    expect(block.laps.get('1')?.map((lap) => lap.decimals)).toEqual([3, 2]);
    expect(block.aligned).toBe(true);
  });
});
