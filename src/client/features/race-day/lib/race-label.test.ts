import { describe, expect, it } from 'vitest';
import type { RaceIdentity } from '../../../../shared/schemas/run';
import { gapText, raceGaps, raceLabel, raceLine } from './race-label';

const RACE: RaceIdentity = {
  fullName: '2wd Buggy Open B Main',
  className: '2wd Buggy Open',
  raceName: 'B Main',
  kind: 'main',
  round: '3',
  position: 4,
  drivers: 10,
  gapToWinner: { laps: 1, ms: 2_000 },
  gapToAhead: { laps: 0, ms: 830 },
  fileEvent: 'Friday Night',
  fileTrack: null,
  note: null,
};

describe('the race a run was, in words', () => {
  it('names class, race, round and place', () => {
    expect(raceLine(RACE)).toBe('2wd Buggy Open · B Main · Round 3 · P4 of 10');
    expect(raceLabel({ ...RACE, className: null, round: null })).toBe('2wd Buggy Open B Main');
    expect(raceLine({ ...RACE, position: null })).toBe('2wd Buggy Open · B Main · Round 3');
  });

  it('gives gaps in laps down, else seconds to the hundredth', () => {
    expect(raceGaps(RACE)).toEqual(['+1 lap to the winner', '+0.83 s to P3']);
    expect(gapText({ laps: 2, ms: 0 })).toBe('+2 laps');
    expect(gapText({ laps: 0, ms: 4_214 })).toBe('+4.21 s');
    // Second: the car ahead is the winner, said once.
    expect(raceGaps({ ...RACE, position: 2, gapToWinner: { laps: 0, ms: 830 } })).toEqual([
      '+0.83 s to the winner',
    ]);
    expect(raceGaps({ ...RACE, position: 1, gapToWinner: null, gapToAhead: null })).toEqual([]);
  });
});
