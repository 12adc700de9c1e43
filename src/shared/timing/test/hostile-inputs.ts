import { MAX_IMPORT_TEXT } from '../../schemas/run';

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

export const HOSTILE_INPUTS: ReadonlyArray<readonly [string, string]> = [
  ['one line of letters and digits without a break', fill('Lap 1 23.456 Driver Name Car#x ')],
  ['one line of digits', fill('1234567890')],
  ['one line of lap times', fill('23.456 ')],
  [
    'runs of spaces, tabs, digits and colons',
    fill(`${' '.repeat(5000)}${'\t'.repeat(5000)}${'9'.repeat(5000)}${':'.repeat(5000)}\n`),
  ],
  ['colons and digits alternating', fill('1:2:3:4:5:6:7:8:9:0.')],
  ['a LiveTime RC table of 131,000 lap rows', liveTimeFlood()],
  ['a lap list of one time per line', rows('Lap\tTime\n', '23.456\n')],
  ['a lap list whose last line is not a lap', `${fill('23.456\n', HOSTILE_SIZE - 20)}not a lap 1`],
  ['tables nested 100,000 deep', fill('<table>')],
  ['rows and cells nested without end', fill('<table><tr><td>')],
  [
    'a MyRCM lap table 100,000 deep',
    `<table><tr><th>#Nr.</th><th>A</th></tr>${fill('<tr><td>1</td><td>(1) 9.855</td><table>', HOSTILE_SIZE - 50)}`,
  ],
  ['unterminated tags', fill('<td class="a b c')],
  ['an unterminated tag after a table', `<table><tr><td${' x'.repeat(HOSTILE_SIZE / 2 - 20)}`],
  ['unterminated double quotes', `Transponder,Time\n${fill('"1,2\n')}`],
  ['unterminated single quotes', `racerLaps[1] = { 'driverName' : '${fill("\\'a", HOSTILE_SIZE - 40)}`],
  ['LiveRC laps without times', `racerLaps[1] = { ${fill("'lapNum' : '1', ")}`],
  [
    'many LiveRC racers',
    fill("racerLaps[1] = { 'driverName' : 'A', 'laps' : [ {'lapNum' : '1', 'time' : '23.4'} ] }\n"),
  ],
  ['entities without end', fill('&#x1F600;&nbsp;&amp')],
  [
    'an RCScoringPro summary of 60,000 drivers',
    rows(
      `Driver___Car#____Laps____RaceTime____Fast Lap___Behind_\n`,
      '   Doe, Jo    #4      29     8:08.626     16.084 \n',
    ),
  ],
  [
    'an RCScoringPro grid of 200,000 rows',
    rows(
      `Driver___Car#____Laps____RaceTime____Fast Lap___Behind_\n   Doe, Jo    #1      29     8:08.626     16.084 \n ___1___\n`,
      ' 1/20.58\n',
    ),
  ],
  [
    'MyLaps passings of one transponder',
    rows('Transponder;Time of day;Lap time\n', '1234567;12:00:01,234;23,456\n'),
  ],
  ['Speedhive laps of one driver', rows('Name,Lap Number,Lap Time,Speed\n', 'A,1,23.456,50\n')],
  [
    'RC Timing lap rows of 10,000 cars',
    `Race Results for A\nRace Laptimes Lap\t${'Car 1\t'.repeat(10_000)}\n${fill('1\t23.456\t23.456\n', HOSTILE_SIZE - 70_000)}`,
  ],
  [
    'a LiveRC text table of one driver',
    rows(
      'Pos\tDriver\tLaps/Time\tFastest Lap\n1\t2 A\n View Laps\t16/10:14.477\t36.5899\nA\n',
      '3\t2\t37.823\t16/10:04.374\n',
    ),
  ],
];
