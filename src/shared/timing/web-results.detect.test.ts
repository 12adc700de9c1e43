import { describe, expect, it } from 'vitest';
import { fixture } from '../../../tests/timing/manifest-check';
import { sampleBytes, samplesOf } from '../../../tests/timing/samples';
import { decodeResultBytes } from './decode';
import { parseTimingText } from './index';
import { livercParser } from './liverc';
import { liveTimeRcParser } from './livetime-rc';
import { myrcmParser } from './myrcm';
import { rcTimingParser } from './rc-timing';
import type { TimingFormat } from './types';

/** Detection through `parseTimingText` of the web and copied-page formats (MyRCM, LiveRC, LiveTime RC, RC Timing). */
const FOLDERS: Array<[string, TimingFormat]> = [
  ['myrcm', 'myrcm'],
  ['liverc', 'liverc'],
  ['livetime-rc', 'livetime-rc'],
  ['rctiming-laps', 'rc-timing'],
];

const textOfSample = (file: string) => {
  const decoded = decodeResultBytes(sampleBytes(file));
  if (!decoded.ok) throw new Error(decoded.message);
  return decoded.text;
};

const PARSERS = [myrcmParser, livercParser, liveTimeRcParser, rcTimingParser];

const RCSCORINGPRO_LIKE = `Scoring Software by www.RCScoringPro.com                8:09:03 PM  01/14/2012

                               TACOMA R/C RACEWAY

MODIFIED BUGGY B Main                                         Round# 3, Race# 16

________________________Driver___Car#____Laps____RaceTime____Fast Lap___Behind_
Matesa, Ryan			#2 		28		 8:10.270		 16.939
DIBRINO, ANDY			#3 		28		 8:13.744		 16.748		     3.474

 ___1___ ___2___ ___3___
 10/24.5 1/20.58 3/22.32
 8/18.04 1/17.09 5/19.28
`;

describe('detecting the web result formats', () => {
  const samples = FOLDERS.flatMap(([folder, format]) =>
    samplesOf(folder).map((e) => [e.file, format] as const),
  );

  it.each(samples)('reads %s as %s', (file, format) => {
    const parsed = parseTimingText(textOfSample(file));
    expect(parsed.ok && parsed.result.format).toBe(format);
  });

  it.each([
    ['myrcm-copied.txt', 'myrcm'],
    ['myrcm-european.csv', 'myrcm'],
    ['liverc-copied.txt', 'liverc'],
    ['livetime-rc-practice.txt', 'livetime-rc'],
    ['rc-timing-short.txt', 'rc-timing'],
  ])('reads the fixture %s as %s', (name, format) => {
    const parsed = parseTimingText(fixture(name));
    expect(parsed.ok && parsed.result.format).toBe(format);
  });

  it.each([
    ['a plain lap list', '23.456\n1:02.345\r\n22,9\n'],
    [
      'a numbered lap list with a heading',
      'Lap\tTime\n1\t25.010\n2. 23.456\nLap 3: 23.500\n4,23.111\n5;22,999',
    ],
    ['a lap list headed "Nr. Zeit"', 'Nr.;Zeit\n1;25,010\n2;23,456\n'],
  ])('leaves %s to the lap-list reader', (_, text) => {
    for (const parser of PARSERS) expect(parser.parse(text).ok, parser.label).toBe(false);
    const parsed = parseTimingText(text);
    expect(parsed.ok && parsed.result.format).toBe('lap-list');
  });

  it('refuses RCScoringPro printouts, the real ones and a short one', () => {
    const printouts = [RCSCORINGPRO_LIKE, ...samplesOf('rcscoringpro').map((e) => textOfSample(e.file))];
    for (const text of printouts) {
      for (const parser of PARSERS) expect(parser.parse(text).ok, parser.label).toBe(false);
    }
  });

  it('lists what each of these formats looked for when nothing reads a text', () => {
    const parsed = parseTimingText('hello\nbest lap was 22 something');
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.tried.filter((t) => PARSERS.some((p) => p.format === t.format))).toEqual([
      { format: 'liverc', label: 'LiveRC', missing: 'no LiveRC racerLaps data or result table (Laps/Time)' },
      {
        format: 'myrcm',
        label: 'MyRCM',
        missing: 'no MyRCM result table (Pilot, Laps) or Laptimes table (#Nr.)',
      },
      {
        format: 'livetime-rc',
        label: 'LiveTime RC',
        missing: 'no LiveTime RC results (Driver Name, Result) or lap rows (Lap 1)',
      },
      {
        format: 'rc-timing',
        label: 'RC Timing',
        missing: 'no RC Timing results (Position, Car #, Laps) or Race Laptimes table',
      },
    ]);
  });
});
