import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MANIFEST, sampleText } from '../../../tests/timing/samples';
import { isLapTime } from '../lap-limits';
import {
  MAX_IMPORT_TEXT,
  MAX_LAPS,
  PREVIEW_MAX_BYTES,
  PREVIEW_MAX_DRIVERS,
  PREVIEW_MAX_RACES,
} from '../schemas/run';
import { parseTimingText, TIMING_PARSERS } from '.';
import { myLapsOrbitsParser } from './mylaps-orbits';
import { myLapsSpeedhiveParser } from './mylaps-speedhive';
import { previewResult } from './preview';
import { rcScoringProParser } from './rcscoringpro';
import { HOSTILE_INPUTS } from './test/hostile-inputs';
import type { ParseAttempt } from './types';

/**
 * Whatever a racer pastes, these parsers answer (a result or what they missed), never throw and
 * never hand back a lap a run cannot hold. Nothing here is timed (the machine is shared): a
 * catastrophic regex would take minutes on the 2 MB adversarial inputs below and fail on the test
 * timeout; `bench/parse-hostile.ts` measures the readers' pace.
 */
const PARSERS = [rcScoringProParser, myLapsSpeedhiveParser, myLapsOrbitsParser];

/** A fixed pseudo-random sequence, so a failure is the same on every run. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 4294967296;
  };
}

const SUMMARY = 'Driver___Car#____Laps____RaceTime____Fast Lap___Behind_';
const PIECES = [
  ...'0123456789/:.,;#_-"\t\n\r  PN/A',
  SUMMARY,
  ' ___1___ ___2___ ___11__',
  ' ------- -------',
  'Round# 3, Race# 9',
  'RCScoringPro.com  1/2/2020',
  '   Doe, Jo    #4      29     8:08.626     16.084 ',
  'Transponder;Time;Lap time;Laps',
  'Name,Lap Number,Lap Time,Speed,Start Number',
  '12:00:01,234',
  '1:02.345',
  'P3',
];

function check(attempt: ParseAttempt): void {
  if (!attempt.ok) {
    expect(typeof attempt.missing).toBe('string');
    return;
  }
  for (const race of attempt.result.races) {
    for (const driver of race.drivers) {
      for (const lap of driver.laps) {
        expect(isLapTime(lap.timeMs)).toBe(true);
        expect(Number.isInteger(lap.lapNo)).toBe(true);
      }
    }
  }
}

const parseAll = (text: string) => {
  for (const parser of PARSERS) check(parser.parse(text));
};

const fixtures = readdirSync(new URL('./fixtures/', import.meta.url)).map((f) =>
  readFileSync(new URL(`./fixtures/${f}`, import.meta.url), 'utf8'),
);
const realFiles = [...MANIFEST.map((s) => sampleText(s.file)), ...fixtures];

describe('timing parsers on any text', () => {
  it('answer random text made of their own markers', () => {
    const next = random(16);
    for (let round = 0; round < 400; round++) {
      const length = Math.floor(next() * 80);
      const text = Array.from({ length }, () => PIECES[Math.floor(next() * PIECES.length)]).join('');
      parseAll(text);
    }
  });

  it('answer every real and made-up file cut anywhere, or with lines dropped', () => {
    const next = random(7);
    for (const text of realFiles) {
      for (let round = 0; round < 10; round++) {
        parseAll(text.slice(0, Math.floor(next() * text.length)));
        parseAll(text.slice(Math.floor(next() * text.length)));
        parseAll(
          text
            .split('\n')
            .filter(() => next() > 0.2)
            .join('\n'),
        );
      }
    }
  });

  it.each([
    ['one 2 MB line of spaces', ' '.repeat(MAX_IMPORT_TEXT)],
    ['2 MB of underscores after "Driver"', `Driver${'_'.repeat(MAX_IMPORT_TEXT)}`],
    ['a summary header then 2 MB of "#1 1 "', `${SUMMARY}\n${'#1 1 '.repeat(MAX_IMPORT_TEXT / 5)}`],
    ['2 MB of "Round#"', 'Round# '.repeat(MAX_IMPORT_TEXT / 7)],
    ['2 MB of an open quote after a header', `Transponder,Time\n"${'1,'.repeat(MAX_IMPORT_TEXT / 2)}`],
    ['2 MB of grid rows', `${SUMMARY}\n ___1___\n${' 1/20.58\n'.repeat(MAX_IMPORT_TEXT / 9)}`],
  ])('answer %s', (_, text) => {
    parseAll(text);
  });

  it('read a 2 MB file of real races, every race of it', () => {
    const one = sampleText('rcscoringpro/norcal-2015-03-20-friday-mains.txt');
    const big = one.repeat(Math.floor(MAX_IMPORT_TEXT / one.length));
    const attempt = rcScoringProParser.parse(big);
    expect(attempt.ok && attempt.result.races.length).toBe(10 * Math.floor(MAX_IMPORT_TEXT / one.length));
  });
});

/**
 * Issue 28: 2 MB built to be slow or huge (hostile-inputs.ts) is read by the format it imitates, or
 * refused by all in words, and its preview stays within the bounds a racer's screen and the
 * server's memory can take. Speed is `bench/parse-hostile.ts`'s to measure; a reader gone
 * quadratic here would pass the test's timeout (30 s) and fail it.
 */
describe('every reader on text built to be slow or huge', () => {
  const me = { transponders: ['1234567'], firstName: 'Andy', lastName: 'Dibrino' };
  it.each(HOSTILE_INPUTS.map((input) => [input.name, input] as const))('%s', (_, input) => {
    const text = input.text();
    expect(text.length).toBeLessThanOrEqual(MAX_IMPORT_TEXT);
    for (const parser of TIMING_PARSERS) check(parser.parse(text));
    const parsed = parseTimingText(text);
    if (!parsed.ok) {
      expect(input.reads).toBeNull();
      expect(parsed.message).toMatch(/^Could not read this result\. Tried /);
      expect(parsed.message.length).toBeLessThan(2_000);
      return;
    }
    expect(parsed.result.format).toBe(input.reads);
    const preview = previewResult(parsed.result, parsed.label, me);
    expect(new TextEncoder().encode(JSON.stringify(preview)).length).toBeLessThanOrEqual(PREVIEW_MAX_BYTES);
    expect(preview.races.length).toBeLessThanOrEqual(PREVIEW_MAX_RACES);
    for (const race of preview.races) {
      expect(race.drivers.length).toBeLessThanOrEqual(PREVIEW_MAX_DRIVERS);
      for (const driver of race.drivers) expect(driver.laps.length).toBeLessThanOrEqual(MAX_LAPS);
    }
    // Whatever was left out is said, and only then.
    const cut =
      preview.racesInFile !== undefined ||
      preview.races.some((r) => r.driversInFile !== undefined || r.drivers.some((d) => d.lapsInFile));
    expect(preview.notes !== undefined).toBe(cut);
  });
});
