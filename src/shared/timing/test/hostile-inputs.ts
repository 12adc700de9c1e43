import { MAX_IMPORT_TEXT } from '../../schemas/run';
import type { TimingFormat } from '../types';

/**
 * Result text built to be slow or huge (issue 28): each input is as long as an import may be (2 MB)
 * and aims at one way a parser can go wrong: a regex that backtracks over a long line, a loop that
 * searches the whole text per row, nesting that grows a stack, a quote or tag that never closes, or
 * a table that reads as a driver with hundreds of thousands of laps. The fuzz tests assert what the
 * parsers answer on them; `bench/parse-hostile.ts` times them.
 */
export const HOSTILE_SIZE = MAX_IMPORT_TEXT;

/** `piece` repeated to exactly `size` characters. */
export const fill = (piece: string, size = HOSTILE_SIZE): string =>
  piece.repeat(Math.ceil(size / piece.length)).slice(0, size);

/** `head`, then `piece` repeated up to exactly `size` characters in all. */
export const after = (head: string, piece: string, size = HOSTILE_SIZE): string =>
  head + fill(piece, size - head.length);

/** `head` then `row` repeated, the whole `size` characters at most (rows kept whole). */
export const rows = (head: string, row: string, size = HOSTILE_SIZE): string =>
  head + row.repeat(Math.floor((size - head.length) / row.length));

/**
 * Like the LiveTime RC copy the probe used: a Car row, then about 100,000 "Lap N" rows of three
 * short cells, which merged-cell reading gives one car: some 300,000 laps of one driver.
 */
export function liveTimeFlood(size = HOSTILE_SIZE): string {
  const head =
    'Race Results\nDriver Name\tCar\tResult\tFastest\nA\t1\t9/1:00.000\t6.000\n\tCar\t1\n\tName\tA\n';
  const lines: string[] = [head];
  let length = head.length;
  for (let lap = 1; length < size; lap++) {
    const line = `Lap ${(lap % 9999) + 1}\t9.87\t9.87\t9.87\n`;
    if (length + line.length > size) break;
    lines.push(line);
    length += line.length;
  }
  return lines.join('');
}

export interface HostileInput {
  name: string;
  /** Built when asked: some 60 MB of strings in all. */
  text: () => string;
  /** The format that reads it (its answer then bounded by the preview), or null: every reader refuses. */
  reads: TimingFormat | null;
}

const SUMMARY = 'Driver___Car#____Laps____RaceTime____Fast Lap___Behind_\n';
const ROW = '   Doe, Jo    #1      29     8:08.626     16.084 \n';

const input = (name: string, reads: TimingFormat | null, text: () => string): HostileInput => ({
  name,
  text,
  reads,
});

export const HOSTILE_INPUTS: readonly HostileInput[] = [
  // One line, no breaks: regexes over a whole line, and a text split per row.
  input('one line of words and digits', null, () => fill('Lap 1 23.456 Driver Name Car#x ')),
  input('one line of digits', null, () => fill('1234567890')),
  input('one line of lap times', null, () => fill('23.456 ')),
  input('runs of spaces, tabs, digits and colons', null, () =>
    fill(`${' '.repeat(5000)}${'\t'.repeat(5000)}${'9'.repeat(5000)}${':'.repeat(5000)}\n`),
  ),
  input('colons and digits alternating', null, () => fill('1:2:3:4:5:6:7:8:9:0.')),
  input('an RC Timing title of colons', null, () => after('Race Results for ', ': ')),
  // Rows by the hundred thousand: one driver with laps beyond any run, or a race a row.
  input('a LiveTime RC table of 100,000 lap rows', 'livetime-rc', liveTimeFlood),
  input('a LiveTime RC Car row of 300,000 cells', 'livetime-rc', () =>
    [`Driver Name\tResult\n\tCar\t${fill('1\t', 600_000)}\n`, `Lap 1\t${fill('1/23.456\t', 1_400_000)}`].join(
      '',
    ),
  ),
  input('a LiveTime RC summary of 140,000 drivers', 'livetime-rc', () =>
    rows('Driver Name\tCar\tResult\n', 'A\t1\t9/1:00.000\n'),
  ),
  input('a lap list of one time per line', 'lap-list', () => rows('Lap\tTime\n', '23.456\n')),
  input(
    'a lap list whose last line is not a lap',
    null,
    () => `${fill('23.456\n', HOSTILE_SIZE - 20)}not a lap 1`,
  ),
  input('an RCScoringPro summary of 45,000 drivers', 'rcscoringpro', () => rows(SUMMARY, ROW)),
  input('an RCScoringPro grid of 230,000 rows', 'rcscoringpro', () =>
    rows(`${SUMMARY}${ROW} ___1___\n`, ' 1/20.58\n'),
  ),
  input('MyLaps passings of one transponder', 'mylaps-orbits', () =>
    rows('Transponder;Time of day;Lap time\n', '1234567;12:00:01,234;23,456\n'),
  ),
  input('Speedhive laps, each lap 1 of a new session', 'mylaps-speedhive', () =>
    rows('Name,Lap Number,Lap Time,Speed\n', 'A,1,23.456,50\n'),
  ),
  input('RC Timing lap rows of 10,000 cars', 'rc-timing', () =>
    [
      `Race Results for A\nRace Laptimes Lap\t${'Car 1\t'.repeat(10_000)}\n`,
      fill('1\t23.456\t23.456\n', HOSTILE_SIZE - 70_000),
    ].join(''),
  ),
  input('a LiveRC text table of one driver', 'liverc', () =>
    rows(
      'Pos\tDriver\tLaps/Time\tFastest Lap\n1\t2 A\n View Laps\t16/10:14.477\t36.5899\nA\n',
      '3\t2\t37.823\t16/10:04.374\n',
    ),
  ),
  input('a MyRCM text lap table', 'myrcm', () => rows('#Nr.;A;B;C\n', '1;(1) 9.855;(1) 9.855;(1) 9.855\n')),
  input('31,000 MyRCM sections', 'myrcm', () =>
    rows('', 'Section: A - Starttime: 10.09.2023\nPilot;Laps;Endtime\nA;1;1:00.000\n'),
  ),
  // Markup nested without end, and tags, quotes and entities that never close.
  input('tables nested 300,000 deep', null, () => fill('<table>')),
  input('MyRCM tables nested 300,000 deep', null, () => after('#Nr. ', '<table>')),
  input('LiveRC tables nested 300,000 deep', null, () => after('race_result Laps/Time ', '<table>')),
  input('rows and cells nested without end', null, () => fill('<table><tr><td>')),
  input('a MyRCM lap table 50,000 deep', 'myrcm', () =>
    [
      '<table><tr><th>#Nr.</th><th>A</th></tr>',
      fill('<tr><td>1</td><td>(1) 9.855</td><table>', HOSTILE_SIZE - 50),
    ].join(''),
  ),
  input('MyRCM result tables under one long section heading', null, () =>
    rows(
      `Section: ${'x'.repeat(3000)}`,
      '<table><tr><th>Pilot</th><th>Laps</th><th>Endtime</th></tr></table>',
    ),
  ),
  input('a LiveRC result table of 60,000 drivers', 'liverc', () =>
    after(
      'race_result<table><tr><th>Driver</th><th>Laps/Time</th></tr>',
      '<tr><td>A</td><td>1/1.000</td></tr>',
    ),
  ),
  input('unterminated tags', null, () => fill('<td class="a b c')),
  input(
    'an unterminated tag after a table',
    null,
    () => `<table><tr><td${' x'.repeat(HOSTILE_SIZE / 2 - 20)}`,
  ),
  input('unterminated double quotes', 'mylaps-orbits', () => after('Transponder,Time\n', '"1,2\n')),
  input('doubled quotes in a quote that never closes', 'mylaps-orbits', () =>
    after('Transponder,Time of day\n"', '""'),
  ),
  input(
    'unterminated single quotes',
    'liverc',
    () => `racerLaps[1] = { 'driverName' : '${fill("\\'a", HOSTILE_SIZE - 40)}`,
  ),
  input('LiveRC laps without times', 'liverc', () => after('racerLaps[1] = { ', "'lapNum' : '1', ")),
  input('many LiveRC racers', 'liverc', () =>
    fill("racerLaps[1] = { 'driverName' : 'A', 'laps' : [ {'lapNum' : '1', 'time' : '23.4'} ] }\n"),
  ),
  input('entities without end', null, () => fill('&#x1F600;&nbsp;&amp')),
];
