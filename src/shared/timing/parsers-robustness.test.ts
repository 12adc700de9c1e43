import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MANIFEST, sampleText } from '../../../tests/timing/samples';
import { isLapTime } from '../lap-limits';
import { MAX_IMPORT_TEXT } from '../schemas/run';
import { myLapsOrbitsParser } from './mylaps-orbits';
import { myLapsSpeedhiveParser } from './mylaps-speedhive';
import { rcScoringProParser } from './rcscoringpro';
import type { ParseAttempt } from './types';

/**
 * Whatever a racer pastes, these parsers answer (a result or what they missed), never throw, never
 * hand back a lap a run cannot hold, and stay linear: a catastrophic regex would take minutes on
 * the 2 MB adversarial inputs below, where the bound allows seconds on a busy machine.
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
  ])('stay linear on %s', (_, text) => {
    const started = performance.now();
    parseAll(text);
    expect(performance.now() - started).toBeLessThan(5000);
  });

  it('read a 2 MB file of real races at a linear pace', () => {
    const one = sampleText('rcscoringpro/norcal-2015-03-20-friday-mains.txt');
    const big = one.repeat(Math.floor(MAX_IMPORT_TEXT / one.length));
    const started = performance.now();
    const attempt = rcScoringProParser.parse(big);
    expect(performance.now() - started).toBeLessThan(5000);
    expect(attempt.ok && attempt.result.races.length).toBe(10 * Math.floor(MAX_IMPORT_TEXT / one.length));
  });
});
