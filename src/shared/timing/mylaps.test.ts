import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { lapStats } from '../lap-stats';
import { parseExportDate, parseTimeOfDay, splitRow } from './delimited';
import { myLapsOrbitsParser } from './mylaps-orbits';
import { myLapsSpeedhiveParser } from './mylaps-speedhive';
import type { ParsedResult, TimingParser } from './types';

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');

const read = (parser: TimingParser, text: string): ParsedResult => {
  const attempt = parser.parse(text);
  if (!attempt.ok) throw new Error(attempt.missing);
  return attempt.result;
};

const times = (result: ParsedResult, race: number, transponderOrCar: string) =>
  result.races[race]?.drivers
    .find((d) => d.transponder === transponderOrCar || d.carNumber === transponderOrCar)
    ?.laps.map((l) => l.timeMs);

describe('MyLaps Orbits passings', () => {
  describe('tab-separated, with lap times and lap counts', () => {
    const result = read(myLapsOrbitsParser, fixture('mylaps-orbits-passings.txt'));
    const [race] = result.races;

    it('reads every transponder as a driver, with its number and name', () => {
      expect(result.format).toBe('mylaps-orbits');
      expect(race?.drivers.map((d) => [d.transponder, d.carNumber, d.name])).toEqual([
        ['8812004', '12', 'Transponder 8812004'],
        ['2284913', '7', 'Ana Ribeiro'],
        ['4417720', '3', 'Tom Becker'],
        ['5530121', '9', 'Lea Novak'],
      ]);
    });

    it('takes the stated lap times, the start segment as lap 1, and skips the lap-0 crossing', () => {
      expect(race?.drivers[0]?.laps[0]).toEqual({ lapNo: 1, timeMs: 7021 });
      expect(race?.drivers[0]?.laps).toHaveLength(6);
      expect(times(result, 0, '2284913')).toEqual([5812, 24311, 23987, 24502, 41230, 23876, 24120]);
    });

    it('keeps a pit lap (marked P) as a lap, which the stats leave out', () => {
      expect(race?.drivers[1]?.laps[4]).toEqual({ lapNo: 5, timeMs: 41230 });
      expect(lapStats(times(result, 0, '2284913') ?? []).cleanLaps).toBe(5);
    });

    it('keeps a driver who stopped after two laps', () => {
      expect(times(result, 0, '5530121')).toEqual([6650, 25120, 27844]);
    });
  });

  describe('European CSV (; and decimal commas), time of day only, laps over a minute', () => {
    const result = read(myLapsOrbitsParser, fixture('mylaps-orbits-passings-eu.csv'));
    const [race] = result.races;

    it('works each lap out from the passings of the same transponder', () => {
      expect(result.date).toBe('2024-09-07');
      expect(race?.name).toBe('Orbits passings - Club Day 1/8 Nitro');
      expect(times(result, 0, '3310457')).toEqual([61877, 62410, 98120, 61733, 62055]);
      expect(times(result, 0, '7720018')).toEqual([63002, 62581, 62990, 63317, 62804]);
      expect(race?.drivers.find((d) => d.transponder === '3310457')?.name).toBe('Jonas Weber');
    });

    it('keeps a transponder that stopped early', () => {
      expect(times(result, 0, '1189330')).toEqual([64112, 65033]);
    });
  });

  it('tells sessions apart by their Session column', () => {
    const text = [
      'Session,Transponder,Time of Day',
      'Heat 1,101,10:00:00.000',
      'Heat 1,101,10:00:20.500',
      'Heat 2,101,10:30:00.000',
      'Heat 2,101,10:30:21.250',
      'Heat 2,101,10:30:42.000',
    ].join('\n');
    const result = read(myLapsOrbitsParser, text);
    expect(result.races.map((r) => r.name)).toEqual(['Heat 1', 'Heat 2']);
    expect(times(result, 1, '101')).toEqual([21250, 20750]);
  });

  it('counts a lap over midnight', () => {
    const result = read(myLapsOrbitsParser, 'Transponder;Time\n7;23:59:50,000\n7;00:00:12,500');
    expect(times(result, 0, '7')).toEqual([22500]);
  });

  it('refuses text without a passings header', () => {
    expect(myLapsOrbitsParser.parse('23.456\n24.001')).toEqual({
      ok: false,
      missing: 'no MyLaps passings header (Transponder, and Time of day or Lap time)',
    });
  });
});

describe('MyLaps Speedhive lap exports', () => {
  describe('a session’s all-laps export', () => {
    const result = read(myLapsSpeedhiveParser, fixture('mylaps-speedhive-session.csv'));
    const [race] = result.races;

    it('reads each car with its start number and quoted name', () => {
      expect(result.format).toBe('mylaps-speedhive');
      expect(race?.drivers.map((d) => [d.carNumber, d.name, d.laps.length])).toEqual([
        ['4', 'Kowalski, Piotr', 8],
        ['11', 'Haas, Elena', 8],
        ['27', 'Dubois, Marc', 4],
      ]);
    });

    it('reads times under and over a minute, a partial first lap and a pit stop', () => {
      expect(times(result, 0, '4')).toEqual([9120, 58410, 57988, 58302, 61230, 57811, 104520, 58090]);
      expect(lapStats(times(result, 0, '4') ?? [])).toMatchObject({ bestMs: 57811, cleanLaps: 6 });
      expect(times(result, 0, '27')).toEqual([10233, 60120, 61877, 60455]);
    });
  });

  describe('a practice export (European CSV), two transponders, two sessions each', () => {
    const result = read(myLapsSpeedhiveParser, fixture('mylaps-speedhive-practice.csv'));

    it('reads each session as a race, each transponder as a driver', () => {
      expect(result.date).toBe('2024-09-07');
      expect(result.races.map((r) => r.name)).toEqual(['Session 1', 'Session 2']);
      expect(result.races[0]?.drivers.map((d) => [d.transponder, d.name])).toEqual([
        ['2284913', 'Transponder 2284913'],
        ['4417720', 'Transponder 4417720'],
      ]);
    });

    it('reads decimal-comma lap times with their lap numbers', () => {
      expect(times(result, 0, '2284913')).toEqual([24870, 23912, 24101, 23855, 31220, 23790]);
      expect(times(result, 1, '4417720')).toEqual([25120, 24980, 25333, 24877]);
      expect(result.races[1]?.drivers[0]?.laps.map((l) => l.lapNo)).toEqual([1, 2, 3]);
    });
  });

  it('skips a lap-0 placeholder and rows without a time', () => {
    const text = 'Name,Lap,Lap Time,Speed\nAna,0,3.100,10\nAna,1,24.500,40\nAna,2,,40\nAna,3,24.100,41';
    expect(read(myLapsSpeedhiveParser, text).races[0]?.drivers[0]?.laps).toEqual([
      { lapNo: 1, timeMs: 24500 },
      { lapNo: 3, timeMs: 24100 },
    ]);
  });

  it('refuses a lap table without Speedhive’s own columns', () => {
    expect(myLapsSpeedhiveParser.parse('Lap,Lap Time\n1,23.456').ok).toBe(false);
  });
});

describe('what each MyLaps export counts as lap 1 (issue 29)', () => {
  const startSegments = (parser: TimingParser, name: string) =>
    read(parser, fixture(name)).races.map((r) => r.startSegment);

  it('a race’s passings with lap times from the start signal: lap 1 is a start segment', () => {
    expect(startSegments(myLapsOrbitsParser, 'mylaps-orbits-passings.txt')).toEqual([true]);
  });

  it('passings with times of day only: a first passing only starts the clock, every lap is a lap', () => {
    expect(startSegments(myLapsOrbitsParser, 'mylaps-orbits-passings-eu.csv')).toEqual([false]);
  });

  it('a race session’s all-laps export: lap 1 from the start; a practice export: no start', () => {
    expect(startSegments(myLapsSpeedhiveParser, 'mylaps-speedhive-session.csv')).toEqual([true]);
    expect(startSegments(myLapsSpeedhiveParser, 'mylaps-speedhive-practice.csv')).toEqual([false, false]);
  });

  it('takes a race session’s finishing positions, and each lap’s digits as exported', () => {
    const [race] = read(myLapsSpeedhiveParser, fixture('mylaps-speedhive-session.csv')).races;
    expect(race?.drivers.map((d) => [d.carNumber, d.position])).toEqual([
      ['4', 1],
      ['11', 2],
      ['27', 3],
    ]);
    expect(race?.drivers.flatMap((d) => d.laps.filter((l) => l.decimals !== undefined))).toEqual([]);
  });
});

describe('delimited exports', () => {
  it('splits quoted cells with separators and quotes inside', () => {
    expect(splitRow('"Doe, John",7,"say ""hi""",', ',')).toEqual(['Doe, John', '7', 'say "hi"', '']);
    expect(splitRow('a;"1,5";b', ';')).toEqual(['a', '1,5', 'b']);
  });

  it.each([
    ['14:03:21.123', 50601123],
    ['14:03:21,1', 50601100],
    ['2024-05-12 14:03:21.123', 50601123],
    ['14:03', null],
  ])('reads the time of day %j', (text, ms) => expect(parseTimeOfDay(text)).toBe(ms));

  it.each([
    ['12-05-2024', '2024-05-12'],
    ['12.05.2024', '2024-05-12'],
    ['2024-05-12', '2024-05-12'],
    ['31-02-2024', undefined],
    ['5/12/2024', undefined],
  ])('reads the date %j', (text, date) => expect(parseExportDate(text)).toBe(date));
});
