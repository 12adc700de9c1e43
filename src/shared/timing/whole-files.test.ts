import { describe, expect, it } from 'vitest';
import { sampleText } from '../../../tests/timing/samples';
import { runStats } from '../run-stats';
import { previewResult } from './preview';
import { rcScoringProParser } from './rcscoringpro';
import type { ParsedResult } from './types';

/**
 * Whole files import (issue 29): a race that cannot be read is listed and the others are read; a
 * driver whose grid disagrees with the results keeps them with a plain note; a pace row is never a
 * lap. Inputs are copies of the real printouts, changed the way the real failures were.
 */
const NORCAL = 'rcscoringpro/norcal-2015-03-20-friday-mains.txt';
const TACOMA = 'rcscoringpro/tacoma-2015-07-01-round3-mains.txt';

const read = (text: string): ParsedResult => {
  const attempt = rcScoringProParser.parse(text);
  if (!attempt.ok) throw new Error(attempt.missing);
  return attempt.result;
};

/** The text with one race's lines (from its title to the next printout header) changed by `change`. */
function changeRace(text: string, title: string, change: (line: string) => string): string {
  const lines = text.split('\n');
  const from = lines.findIndex((l) => l.startsWith(title));
  expect(from).toBeGreaterThan(0);
  let to = lines.findIndex((l, i) => i > from && l.includes('RCScoringPro'));
  if (to < 0) to = lines.length;
  return [...lines.slice(0, from), ...lines.slice(from, to).map(change), ...lines.slice(to)].join('\n');
}

const collapse = (line: string) => line.replace(/ +/g, ' ');

describe('a multi-race file with one race that cannot be read', () => {
  const clean = read(sampleText(NORCAL));
  const broken = read(changeRace(sampleText(NORCAL), '4x4 Short Course Open A Main', collapse));

  it('reads the other nine races as they are and lists the broken one, saying why', () => {
    expect(clean.races).toHaveLength(10);
    expect(broken.races).toHaveLength(9);
    expect(broken.races).toEqual(clean.races.filter((r) => r.name !== '4x4 Short Course Open A Main'));
    expect(broken.unread).toEqual([
      {
        name: '4x4 Short Course Open A Main Round# 3, Race# 3',
        reason: expect.stringMatching(
          /cells are not under their car numbers, as when spaces are lost in copying/,
        ),
      },
    ]);
  });

  it('shows the unread race in the preview, beside every race that reads', () => {
    const preview = previewResult(broken, 'RCScoringPro', { transponders: [] });
    expect(preview.races).toHaveLength(9);
    expect(preview.unread).toEqual(broken.unread);
  });

  it('reads a CRLF printout with paced grids the same way', () => {
    const text = sampleText(TACOMA);
    const result = read(changeRace(text, '2WD MODIFIED BUGGY A Main', collapse));
    expect(result.races.map((r) => r.name)).toEqual([
      '2WD STOCK BUGGY B Main',
      '2WD STOCK 17.5 RACING TRUCK A Main',
      '2WD STOCK BUGGY A Main',
    ]);
    expect(result.unread?.map((u) => u.name)).toEqual(['2WD MODIFIED BUGGY A Main Round# 3, Race# 3']);
  });

  it('refuses the file only when no race reads', () => {
    const attempt = rcScoringProParser.parse(collapse(sampleText(TACOMA)));
    expect(attempt).toMatchObject({ ok: false, missing: expect.stringMatching(/^a race that reads/) });
  });
});

describe('a driver whose grid disagrees with the results', () => {
  // The results credit Roberts, Tim with one lap more than his grid column has.
  const text = sampleText(NORCAL).replace(
    '                  Roberts, Tim    #8      13     4:07.845',
    '                  Roberts, Tim    #8      14     4:07.845',
  );
  const race = read(text).races[0];
  const roberts = race?.drivers.find((d) => d.name === 'Roberts, Tim');

  it('stays, with the results’ figures and a note in plain words', () => {
    expect(roberts?.laps).toHaveLength(13);
    expect(roberts?.note).toBe("The lap grid has 13 laps, the results 14: the results' figures are kept");
    const stats = runStats({ laps: roberts?.laps ?? [], startSegment: true, official: roberts?.official });
    expect([stats.laps, stats.totalMs, stats.bestMs]).toEqual([14, 247_845, 15_931]);
  });

  it('leaves the others in the race as they are, and the file is no "spaces lost" case', () => {
    expect(race?.drivers.filter((d) => d.note).map((d) => d.name)).toEqual(['Roberts, Tim']);
    expect(read(text).unread).toBeUndefined();
  });
});

/** A one-lap race laid out as the Friday Night printout lays out its grids: a lap row, then its pace row. */
const ONE_LAP = [
  'Scoring Software by www.RCScoringPro.com                10:10:23 PM  03/20/2015',
  '',
  '                                  Friday Night',
  '',
  'Rookie C Main                                                 Round# 3, Race# 11',
  '',
  '________________________Driver___Car#____Laps____RaceTime____Fast Lap___Behind_',
  '                  Roberts, Tim    #1       1       24.320     24.320          ',
  '                  Nelson, Tony    #3       1       19.400     19.400          ',
  '                    Town, Cody    #4       1       26.020     26.020          ',
  '',
  ' ___1___ ___2___ ___3___ ___4___ ___5___ ___6___ ___7___ ___8___ ___9___ ___10__',
  ' 2/24.32         1/19.40 3/26.02                                                ',
  ' 82/15.3         77/12.5 83/21.5                                                ',
];
const FOOTER = [
  ' ------- ------- ------- ------- ------- ------- ------- ------- ------- -------',
  '      1/              1/      1/                                                ',
  '   24.3            19.4    26.0                                                 ',
];

describe('a one-lap grid with its pace row', () => {
  const expectOneLap = (result: ParsedResult) => {
    const race = result.races.find((r) => r.name === 'Rookie C Main');
    expect(race?.drivers.map((d) => d.laps.map((l) => l.timeMs))).toEqual([[24_320], [19_400], [26_020]]);
    expect(race?.drivers.filter((d) => d.note)).toEqual([]);
  };

  it('reads one lap a car, not the pace row as a second, when the footer counts one row', () => {
    expectOneLap(read([...ONE_LAP, '', ...FOOTER].join('\n')));
  });

  it('reads one lap a car when the file’s other grids are paced, footer or not', () => {
    const night = sampleText(NORCAL);
    expectOneLap(read(`${night}\n${[...ONE_LAP, ''].join('\n')}`));
    expectOneLap(read(`${[...ONE_LAP, ''].join('\n')}\n${night}`));
  });

  it('reads the N/A pace row under a first lap as no lap', () => {
    const na = ONE_LAP.map((l) => (l.startsWith(' 82/') ? '     N/A             N/A     N/A' : l));
    expectOneLap(read(na.join('\n')));
  });
});

describe('a grid whose cells are not under their car numbers', () => {
  // The first lap row lost one leading space, so its cells end a character before their columns.
  const shifted = ONE_LAP.map((l) => (l.startsWith(' 2/24.32') ? l.slice(1) : l));

  it('is read when its footer still counts what was read', () => {
    const race = read([...shifted, '', ...FOOTER].join('\n')).races[0];
    expect(race?.drivers.map((d) => d.laps.length)).toEqual([1, 1, 1]);
  });

  it('is not read without a footer to bear it out, and says spaces were lost', () => {
    expect(rcScoringProParser.parse(shifted.join('\n'))).toEqual({
      ok: false,
      missing:
        'a race that reads ("Rookie C Main Round# 3, Race# 11": its lap grid’s cells are not under their car numbers, as when spaces are lost in copying text: choose the file itself)',
    });
  });
});
