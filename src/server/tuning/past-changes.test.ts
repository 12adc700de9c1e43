import { describe, expect, it } from 'vitest';
import type { ImpactRunInput } from '../../shared/run-impact';
import type { VersionOutcome } from '../../shared/schemas/setup-version';
import { pastResultsOf, type SetupRecord, type SetupVersionRow } from './past-changes';

type Changes = Record<string, [string | null, string | null]>;

/** A run of ten clean laps on `version` at Ridgeway, whose top-5 average is `top5`. */
const run = (
  id: number,
  version: number,
  top5: number,
  extra: Partial<ImpactRunInput> = {},
): ImpactRunInput => ({
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
  ...extra,
});

const row = (
  version: number,
  changes: Changes,
  outcome: VersionOutcome = 'untested',
  note: string | null = null,
) =>
  ({
    setupId: 3,
    version,
    createdAt: `2026-05-1${version}T10:00:00.000Z`,
    outcome,
    note,
    changes: JSON.stringify(changes),
  }) satisfies SetupVersionRow;

/** A sheet created with `created`, whose version 2 made `changes`, with a run before (20.6 s) and after (`after`). */
const sheet = (changes: Changes, after = 20_300, created: Changes = {}): SetupRecord => ({
  kind: 'setup-sheet',
  setup: { id: 3, name: 'Club race' },
  versions: [row(1, created), row(2, changes)],
  runs: [run(1, 1, 20_600), run(2, 2, after)],
});

describe('pastResultsOf: what earlier changes did', () => {
  it('reads a gearing change from its pinion, and skips one whose fields moved it opposite ways', () => {
    expect(pastResultsOf([sheet({ pinion: ['17T', '18T'] })]).gearing?.[0]).toMatchObject({
      direction: 'increase',
      text: 'Last time you changed the gearing to taller gearing (17T → 18T) in v2 at Ridgeway: −0.3 s top-5 average, 1 run (runs say: too little to tell)',
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
    expect(history.rearShockOil?.[0]?.text).toContain(
      '(400 cSt → 450 cSt) with 1 other change in v2 at Ridgeway',
    );
  });

  it('gives nothing for an unmarked version no earlier run can be compared with', () => {
    const alone: SetupRecord = {
      ...sheet({ rearShockOil: ['400 cSt', '450 cSt'] }),
      runs: [run(2, 2, 20_300)],
    };
    expect(pastResultsOf([alone])).toEqual({});
  });

  it("judges an unmarked version by the runs' verdict, noise weighed: one run a side is too little to tell", () => {
    // 0.3 s faster would have read as better by the change alone (±0.05 s); one run a side cannot tell.
    const [one] = pastResultsOf([sheet({ frontShockOil: ['500 cSt', '450 cSt'] })]).frontShockOil ?? [];
    expect(one).toMatchObject({
      top5DeltaMs: -300,
      runsVerdict: 'too-little-to-tell',
      outcome: 'too-little-to-tell',
    });
    const clear: SetupRecord = {
      ...sheet({ frontShockOil: ['500 cSt', '450 cSt'] }),
      runs: [run(1, 1, 20_600), run(2, 1, 20_620), run(3, 2, 19_800), run(4, 2, 19_810)],
    };
    expect(pastResultsOf([clear]).frontShockOil?.[0]).toMatchObject({
      runsVerdict: 'better',
      outcome: 'better',
    });
  });

  it("takes a version the racer marked, without runs, with their note and the sheet's conditions then", () => {
    const marked: SetupRecord = {
      kind: 'setup-sheet',
      setup: { id: 3, name: 'Club race' },
      versions: [
        row(1, {
          trackName: [null, 'Ridgeway'],
          trackSurface: [null, 'Carpet'],
          frontShockOil: [null, '500 cSt'],
        }),
        row(2, { trackConditions: [null, 'Dry, dusty'] }),
        row(3, { frontShockOil: ['500 cSt', '450 cSt'] }, 'worse', 'Pushed  more on entry'),
        row(4, { trackSurface: ['Carpet', 'Clay'] }),
      ],
      runs: [],
    };
    expect(pastResultsOf([marked]).frontShockOil).toEqual([
      expect.objectContaining({
        version: 3,
        direction: 'thinner',
        trackName: 'Ridgeway',
        surface: 'carpet',
        grip: 'low',
        runs: 0,
        top5DeltaMs: null,
        runsVerdict: null,
        mark: 'worse',
        outcome: 'worse',
        note: 'Pushed  more on entry',
        text: 'Last time you changed the front shock oil to thinner oil (500 cSt → 450 cSt) in v3: you marked it Worse; your note: “Pushed more on entry”',
      }),
    ]);
  });

  it("takes the racer's mark over the runs, and the runs' own surface and conditions over the sheet's", () => {
    const both: SetupRecord = {
      ...sheet({ frontShockOil: ['500 cSt', '450 cSt'] }, 20_300, { trackSurface: [null, 'Carpet'] }),
      runs: [run(1, 1, 20_600), run(2, 2, 20_300, { trackSurface: 'Clay', trackConditions: 'High grip' })],
    };
    both.versions = [
      both.versions[0] as SetupVersionRow,
      row(2, { frontShockOil: ['500 cSt', '450 cSt'] }, 'worse'),
    ];
    expect(pastResultsOf([both]).frontShockOil?.[0]).toMatchObject({
      surface: 'clay',
      grip: 'high',
      mark: 'worse',
      runsVerdict: 'too-little-to-tell',
      outcome: 'worse',
      text: expect.stringMatching(/\(runs say: too little to tell\); you marked it Worse$/),
    });
  });
});
