import { describe, expect, it } from 'vitest';
import type { ImpactRunInput } from '../../shared/run-impact';
import { pastResultsOf, type SetupRecord } from './past-changes';

/** A run of ten clean laps on `version` at Ridgeway, whose top-5 average is `top5`. */
const run = (id: number, version: number, top5: number): ImpactRunInput => ({
  id,
  version,
  date: '2026-05-10',
  trackName: 'Ridgeway',
  trackTempC: null,
  tyres: null,
  trackConditions: null,
  trackSurface: null,
  otherSetup: null,
  stats: { laps: 10, cleanLaps: 10, top5AvgMs: top5, consistencyPct: 95, bestMs: top5 - 200 },
});

/** A sheet whose version 2 made `changes`, with a run before (20.6 s) and after (`after`). */
const sheet = (changes: Record<string, [string | null, string | null]>, after = 20_300): SetupRecord => ({
  kind: 'setup-sheet',
  setup: { id: 3, name: 'Club race' },
  versions: [
    {
      setupId: 3,
      version: 2,
      createdAt: '2026-05-10T10:00:00.000Z',
      outcome: 'untested',
      changes: JSON.stringify(changes),
    },
  ],
  runs: [run(1, 1, 20_600), run(2, 2, after)],
});

describe('pastResultsOf: what earlier changes did', () => {
  it('reads a gearing change from its pinion, and skips one whose fields moved it opposite ways', () => {
    expect(pastResultsOf([sheet({ pinion: ['17T', '18T'] })]).gearing?.[0]).toMatchObject({
      direction: 'increase',
      text: 'Last time you changed the gearing to taller gearing (17T → 18T) at Ridgeway: −0.3 s top-5 average, 1 run',
    });
    expect(pastResultsOf([sheet({ pinion: ['17T', '18T'], spur: ['46T', '48T'] })])).toEqual({});
  });

  it('counts other settings changed, not the day it was recorded or the notes', () => {
    const history = pastResultsOf([
      sheet({
        rearShockOil: ['400 cSt', '450 cSt'],
        motor: ['Motor A', 'Motor B'],
        raceDate: ['2026-05-09', '2026-05-10'],
        notes: [null, 'Windy'],
      }),
    ]);
    expect(history.rearShockOil?.[0]?.text).toContain('(400 cSt → 450 cSt) with 1 other change at Ridgeway');
  });

  it('gives nothing for a version no earlier run can be compared with', () => {
    const alone: SetupRecord = {
      ...sheet({ rearShockOil: ['400 cSt', '450 cSt'] }),
      runs: [run(2, 2, 20_300)],
    };
    expect(pastResultsOf([alone])).toEqual({});
  });
});
