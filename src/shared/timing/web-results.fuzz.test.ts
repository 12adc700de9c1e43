import { describe, expect, it } from 'vitest';
import { fixture } from '../../../tests/timing/manifest-check';
import { sampleBytes, samplesOf } from '../../../tests/timing/samples';
import { decodeResultBytes } from './decode';
import { livercParser } from './liverc';
import { liveTimeRcParser } from './livetime-rc';
import { myrcmParser } from './myrcm';
import { rcTimingParser } from './rc-timing';
import type { ParseAttempt, TimingParser } from './types';

/**
 * The MyRCM, LiveRC, LiveTime RC and RC Timing readers never throw, whatever they are given
 * (random markup, cut-off files, a 2 MB paste broken or not).
 */
const PARSERS: TimingParser[] = [myrcmParser, livercParser, liveTimeRcParser, rcTimingParser];

/** A small seeded generator, so a failure replays. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const TOKENS = [
  '<table>',
  '</table>',
  '<tr>',
  '</tr>',
  '<td>',
  '</td>',
  '<td/>',
  '<th>',
  '<th/>',
  '<sup>9</sup>',
  '<b>',
  'Section: X - Mode: Y - Starttime: 10.09.2023',
  '#Nr.',
  'Pilot',
  'Laps',
  'Endtime',
  'Besttime',
  '(1) 09.855',
  'racerLaps[12] = {',
  "'driverName' : 'A\\'B'",
  "'lapNum' : '1'",
  "'time' : '36.9'",
  '{',
  '}',
  "'",
  'Laps/Time',
  'Driver',
  'Fastest Lap',
  '16/10:14.477',
  'View Laps',
  'Driver Name',
  'Result',
  'Car',
  'Name',
  'Lap 1',
  '"',
  '"8/49.007\n56/45:44.392"',
  'Position \t',
  'Car # \t',
  'Race Results for A: Round:5 x',
  'Race Laptimes Lap',
  'Car 1',
  '1h00m17.616',
  '57m52.429',
  '&nbsp;',
  '&#252;',
  '&#x1F600;',
  '&#99999999;',
  '\t',
  '\n',
  '\r\n',
  ' ',
  ';',
  ',',
  '0',
  '1',
  '12',
  '9:59.999',
  '1:02.345',
  '23,456',
  'Nov 16, 2025',
  '\u00a0',
  '小平',
];

function garbage(next: () => number, length: number): string {
  let text = '';
  while (text.length < length) text += TOKENS[Math.floor(next() * TOKENS.length)];
  return text;
}

function expectSane(attempt: ParseAttempt) {
  if (!attempt.ok) {
    expect(typeof attempt.missing).toBe('string');
    return;
  }
  const drivers = attempt.result.races.flatMap((r) => r.drivers);
  const whole = drivers.every(
    (d) =>
      typeof d.name === 'string' &&
      d.laps.every((l) => Number.isInteger(l.lapNo) && Number.isInteger(l.timeMs)),
  );
  expect(whole).toBe(true);
}

const samples = [
  ...['myrcm', 'liverc', 'livetime-rc', 'rctiming-laps'].flatMap((folder) =>
    samplesOf(folder).map((e) => {
      const decoded = decodeResultBytes(sampleBytes(e.file));
      return decoded.ok ? decoded.text : '';
    }),
  ),
  ...[
    'myrcm-copied.txt',
    'myrcm-european.csv',
    'liverc-copied.txt',
    'livetime-rc-practice.txt',
    'rc-timing-short.txt',
  ].map(fixture),
];

describe('the web result readers on any input', () => {
  it('never throw on random markup and text', () => {
    const next = random(16);
    for (let i = 0; i < 400; i++) {
      const text = garbage(next, Math.floor(next() * 3000));
      for (const parser of PARSERS) expectSane(parser.parse(text));
    }
  });

  it('never throw on cut-off samples and fixtures', () => {
    const next = random(1616);
    for (const text of samples) {
      const cuts = [0, 1, ...Array.from({ length: 16 }, () => Math.floor(next() * text.length))];
      for (const cut of cuts) {
        for (const parser of PARSERS) {
          expectSane(parser.parse(text.slice(0, cut)));
          expectSane(parser.parse(text.slice(cut)));
        }
      }
    }
  });

  const TWO_MB = 2 * 1024 * 1024;
  const fill = (piece: string) => piece.repeat(Math.ceil(TWO_MB / piece.length)).slice(0, TWO_MB);
  const inputs: Array<[string, string]> = [
    ['random markup', garbage(random(7), TWO_MB)],
    ['the samples over and over', fill(samples.join('\n'))],
    ['unclosed cells', fill('<td')],
    [
      'a lap table of many columns',
      `<table><tr><th>#Nr.</th>${'<th>a</th>'.repeat(50_000)}</tr>${fill('<tr><td>1</td></tr>').slice(0, TWO_MB / 2)}`,
    ],
    ['lap objects without times', fill("'lapNum' : '1'   ")],
    [
      'racers and rows of one name',
      `${fill("racerLaps[1] = { 'driverName' : 'A' ").slice(0, TWO_MB / 2)}<table><tr><th>Driver</th><th>Laps/Time</th></tr>${fill('<tr><td>A</td><td>1/1.000</td></tr>').slice(0, TWO_MB / 2)}`,
    ],
    ['stray quotes', fill('\t"a""\n')],
    ['copied lap rows', fill('\tLap 1\t\t"1/23.456\n1/23.456"\t')],
    ['a wide Car row', `\t\tDriver Name\tResult\n${fill('\tCar\t1\t2\t3\n')}`],
    [
      'RC Timing rows',
      `Race Results for A\nPosition \tCar # \tName \tLaps\nRace Laptimes Lap\t${'Car 1\t'.repeat(100_000)}\n${fill('1\t23.456\n')}`,
    ],
    [
      'LiveRC text rows',
      `Pos\tDriver\tLaps/Time\tFastest Lap\n${fill('1\t2 A\n View Laps\t16/10:14.477\t36.5899\n')}`,
    ],
  ];

  // Each reads 2 MB in well under a second (`bench/parse-hostile.ts` measures it); a quadratic path
  // would take minutes and fail on the test timeout. Nothing is timed here: the machine is shared.
  it.each(inputs)('answer 2 MB of %s', (_, text) => {
    for (const parser of PARSERS) expectSane(parser.parse(text));
  });
});
