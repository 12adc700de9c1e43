import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MANIFEST, samplesOf, sampleText } from '../../../tests/timing/samples';
import { parseTimingText } from './index';
import { myLapsOrbitsParser } from './mylaps-orbits';
import { myLapsSpeedhiveParser } from './mylaps-speedhive';
import { rcScoringProParser } from './rcscoringpro';

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');
const MINE = [rcScoringProParser, myLapsSpeedhiveParser, myLapsOrbitsParser];

const formatOf = (text: string) => {
  const parsed = parseTimingText(text);
  return parsed.ok ? parsed.result.format : parsed.message;
};

describe('telling the formats apart', () => {
  it.each(samplesOf('rcscoringpro').map((s) => s.file))('reads %s as RCScoringPro', (file) => {
    expect(formatOf(sampleText(file))).toBe('rcscoringpro');
  });

  it.each([
    ['rcscoringpro-nitro-over-a-minute.txt', 'rcscoringpro'],
    ['mylaps-orbits-passings.txt', 'mylaps-orbits'],
    ['mylaps-orbits-passings-eu.csv', 'mylaps-orbits'],
    ['mylaps-speedhive-session.csv', 'mylaps-speedhive'],
    ['mylaps-speedhive-practice.csv', 'mylaps-speedhive'],
  ])('reads %s as %s', (file, format) => expect(formatOf(fixture(file))).toBe(format));

  it('leaves a plain list of lap times to the lap list', () => {
    const list = '1 23.456\n2 22.987\n3 1:02.345\n4 23,101';
    expect(formatOf(list)).toBe('lap-list');
    for (const parser of MINE) expect(parser.parse(list).ok, parser.label).toBe(false);
  });

  const others = MANIFEST.filter((s) => !s.file.startsWith('rcscoringpro/')).map((s) => s.file);
  it.each(others)('RCScoringPro and MyLaps refuse %s', (file) => {
    const text = sampleText(file);
    for (const parser of MINE) expect(parser.parse(text).ok, parser.label).toBe(false);
  });

  it('each refuses the others’ files', () => {
    const rcsp = fixture('rcscoringpro-nitro-over-a-minute.txt');
    expect(myLapsOrbitsParser.parse(rcsp).ok).toBe(false);
    expect(myLapsSpeedhiveParser.parse(rcsp).ok).toBe(false);
    expect(rcScoringProParser.parse(fixture('mylaps-orbits-passings.txt')).ok).toBe(false);
    expect(myLapsSpeedhiveParser.parse(fixture('mylaps-orbits-passings.txt')).ok).toBe(false);
    expect(rcScoringProParser.parse(fixture('mylaps-speedhive-session.csv')).ok).toBe(false);
  });

  it('says what each format looked for when nothing reads the text', () => {
    const parsed = parseTimingText('Results\nSee you next week');
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.tried.map((t) => [t.label, t.missing])).toEqual(
      expect.arrayContaining([
        ['RCScoringPro', 'no RCScoringPro summary (Driver, Car#, Laps, RaceTime, Fast Lap)'],
        ['MyLaps (Orbits passings)', 'no MyLaps passings header (Transponder, and Time of day or Lap time)'],
        [
          'MyLaps (Speedhive lap export)',
          'no MyLaps Speedhive lap header (Lap, Lap time, Speed or Start Number)',
        ],
      ]),
    );
  });
});
