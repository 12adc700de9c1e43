import { describe, expect, it } from 'vitest';
import { type ImpactRunInput, setupImpact, suggestedOutcome } from './run-impact';
import type { ImpactComparison, TrackImpact } from './schemas/run-impact';

let nextId = 1;
type RunOver = Omit<Partial<ImpactRunInput>, 'stats'> & {
  stats?: Partial<ImpactRunInput['stats']>;
  /** How far the best lap is under the top-5 average (0.3 s unless given). */
  spreadMs?: number;
};

/** A run at Clay Kings on 2025-05-10, 20 laps of which 20 clean, same tyres and conditions. */
function run(version: number, top5AvgMs: number, over: RunOver = {}): ImpactRunInput {
  const { stats, spreadMs = 300, ...rest } = over;
  return {
    id: nextId++,
    version,
    date: '2025-05-10',
    trackName: 'Clay Kings',
    trackTempC: 30,
    tyres: 'Pin spikes',
    trackConditions: 'Dry',
    trackSurface: 'Clay',
    otherSetup: '7@2',
    ...rest,
    stats: { laps: 20, cleanLaps: 20, top5AvgMs, consistencyPct: 90, bestMs: top5AvgMs - spreadMs, ...stats },
  };
}

/** The one track's effect of `version` in the answer. */
function trackOf(runs: ImpactRunInput[], version: number, track = 'Clay Kings'): TrackImpact {
  const entry = setupImpact(runs).versions.find((v) => v.version === version);
  const found = entry?.tracks.find((t) => t.trackName === track);
  if (!found) throw new Error(`no ${track} on version ${version}`);
  return found;
}

function comparison(runs: ImpactRunInput[], version: number, track?: string): ImpactComparison {
  const { effect } = trackOf(runs, version, track);
  if (!effect.comparable) throw new Error(`version ${version} is not comparable: ${effect.reason}`);
  return effect;
}

const kinds = (c: ImpactComparison) => c.confounders.map((f) => f.kind);

describe('setupImpact', () => {
  it('compares a change with the version before at the same track, with nothing else differing', () => {
    const c = comparison([run(1, 20_500), run(1, 20_300), run(2, 20_100)], 2);
    expect(c).toMatchObject({
      baseVersion: 1,
      top5DeltaMs: -300,
      consistencyDeltaPct: 0,
      before: { runs: 2, laps: 40, cleanLaps: 40, top5AvgMs: 20_400 },
      after: { runs: 1, laps: 20, cleanLaps: 20, top5AvgMs: 20_100 },
      confounders: [],
      alike: ['day', 'tyres', 'track-temp', 'conditions'],
    });
  });

  it('says how sure the change is from the runs’ spread: three runs are too few to tell 0.3 s', () => {
    // The two runs before are 0.2 s apart: 20,000 ms² a run (df 1, more than the fastest laps' spread:
    // 300² / 5 = 18,000); sides 10,000 and 20,000; √30,000 = 173.2 × t(1) 12.706 = 2,200.7.
    const c = comparison([run(1, 20_500), run(1, 20_300), run(2, 20_100)], 2);
    expect(c).toMatchObject({
      top5IntervalMs: 2201,
      verdict: 'too-little-to-tell',
      tooLittle: 'within-noise',
    });
  });

  it('says better, worse or the same once runs on each side agree beyond their noise', () => {
    const tight = { spreadMs: 100 };
    const before = [20_400, 20_420, 20_380, 20_400].map((t) => run(1, t, tight));
    const faster = [20_100, 20_120, 20_080, 20_100].map((t) => run(2, t, tight));
    // Lap noise 100² / 5 = 2,000 a run (more than the runs' spread), 500 a side:
    // √1,000 = 31.6 × t(6) 2.447 = 77.4.
    expect(comparison([...before, ...faster], 2)).toMatchObject({
      top5DeltaMs: -300,
      top5IntervalMs: 77,
      verdict: 'better',
      tooLittle: null,
    });
    const slower = [20_700, 20_720, 20_680, 20_700].map((t) => run(2, t, tight));
    expect(comparison([...before, ...slower], 2).verdict).toBe('worse');
    const steady = { spreadMs: 20 };
    const same = [
      ...[20_400, 20_400, 20_400].map((t) => run(1, t, steady)),
      ...[20_410, 20_410, 20_410].map((t) => run(2, t, steady)),
    ];
    expect(comparison(same, 2)).toMatchObject({ top5DeltaMs: 10, verdict: 'same', tooLittle: null });
  });

  it('says too little to tell for one run a side, giving no interval (issue 29: +0.09 s, 1 run vs 1)', () => {
    const bMain = run(1, 20_410, { session: 'main', race: { raceName: 'B Main', kind: 'main' } });
    const aMain = run(2, 20_500, { session: 'main', race: { raceName: 'A Main', kind: 'main' } });
    expect(comparison([bMain, aMain], 2)).toMatchObject({
      top5DeltaMs: 90,
      top5IntervalMs: null,
      verdict: 'too-little-to-tell',
      tooLittle: 'one-run-a-side',
      confounders: [{ kind: 'session', before: ['B Main'], after: ['A Main'] }],
    });
    // However big the change.
    expect(comparison([run(1, 22_000), run(2, 20_000)], 2).verdict).toBe('too-little-to-tell');
  });

  it('weights each run by its clean laps, so a three-lap run moves the average little', () => {
    const runs = [
      run(1, 20_000),
      run(2, 19_000, { stats: { laps: 3, cleanLaps: 3, consistencyPct: 99 } }),
      run(2, 20_200, { stats: { laps: 27, cleanLaps: 27, consistencyPct: 89 } }),
    ];
    // (19,000 × 3 + 20,200 × 27) / 30 = 20,080; consistency (99 × 3 + 89 × 27) / 30 = 90
    expect(comparison(runs, 2)).toMatchObject({ top5DeltaMs: 80, consistencyDeltaPct: 0 });
  });

  describe('each confounder alone', () => {
    it('different day, with how far apart', () => {
      const c = comparison([run(1, 20_000, { date: '2025-05-01' }), run(2, 20_000)], 2);
      expect(c.confounders).toEqual([{ kind: 'different-day', daysApart: 9 }]);
      expect(c.alike).not.toContain('day');
    });

    it('track temperature moved more than 5 °C (mean against mean), but not at 5', () => {
      const warmer = comparison([run(1, 20_000, { trackTempC: 24 }), run(2, 20_000, { trackTempC: 31 })], 2);
      expect(warmer.confounders).toEqual([{ kind: 'track-temp', deltaC: 7 }]);
      const cooler = comparison([run(1, 20_000, { trackTempC: 36 }), run(2, 20_000)], 2);
      expect(cooler.confounders).toEqual([{ kind: 'track-temp', deltaC: -6 }]);
      const within = comparison([run(1, 20_000, { trackTempC: 25 }), run(2, 20_000)], 2);
      expect(within.confounders).toEqual([]);
    });

    it('different tyres, listing each side’s', () => {
      const c = comparison([run(1, 20_000), run(2, 20_000, { tyres: 'Mini pins' })], 2);
      expect(c.confounders).toEqual([{ kind: 'tyres', before: ['Pin spikes'], after: ['Mini pins'] }]);
    });

    it('fewer than 8 clean laps on a side is too little to tell, not a confounder', () => {
      const short = { stats: { laps: 9, cleanLaps: 7 } };
      const c = comparison([run(1, 20_000), run(1, 20_000), run(2, 19_000, short), run(2, 19_000, short)], 2);
      // Two short runs add up to enough: 14 clean laps after.
      expect(c).toMatchObject({
        after: { cleanLaps: 14 },
        confounders: [],
        verdict: 'better',
        tooLittle: null,
      });
      const one = comparison([run(1, 20_000), run(1, 20_000), run(2, 19_000, short)], 2);
      expect(one).toMatchObject({
        verdict: 'too-little-to-tell',
        tooLittle: 'few-clean-laps',
        confounders: [],
      });
    });

    it('a different kind of session: qualifier against main, or one main against another', () => {
      const c = comparison(
        [run(1, 20_000, { session: 'qualifier' }), run(2, 20_000, { session: 'main' })],
        2,
      );
      expect(c.confounders).toEqual([{ kind: 'session', before: ['qualifier'], after: ['main'] }]);
      // The race's own kind counts before the racer's session; a heat is a qualifying race.
      const heat = run(1, 20_000, { session: 'practice', race: { raceName: 'Heat 2', kind: 'heat' } });
      expect(comparison([heat, run(2, 20_000, { session: 'qualifier' })], 2).confounders).toEqual([]);
      const main = (version: number, raceName: string) =>
        run(version, 20_000, { session: 'main', race: { raceName, kind: 'main' } });
      expect(comparison([main(1, 'B Main'), main(2, 'A Main')], 2).confounders).toEqual([
        { kind: 'session', before: ['B Main'], after: ['A Main'] },
      ]);
      expect(comparison([main(1, 'A Main'), main(2, 'a  main ')], 2).confounders).toEqual([]);
      // A main the file does not name says nothing of which main it was.
      expect(comparison([main(1, 'B Main'), run(2, 20_000, { session: 'main' })], 2).confounders).toEqual([]);
      // A run without a session says nothing.
      expect(comparison([run(1, 20_000, { session: 'main' }), run(2, 20_000)], 2).confounders).toEqual([]);
    });

    it('conditions changed, or the surface', () => {
      const wet = comparison([run(1, 20_000), run(2, 20_000, { trackConditions: 'Wet' })], 2);
      expect(wet.confounders).toEqual([
        { kind: 'conditions', before: ['Clay · Dry'], after: ['Clay · Wet'] },
      ]);
      const carpet = comparison([run(1, 20_000), run(2, 20_000, { trackSurface: 'Carpet' })], 2);
      expect(kinds(carpet)).toEqual(['conditions']);
    });

    it('the other setup it ran with changed too', () => {
      const c = comparison([run(1, 20_000), run(2, 20_000, { otherSetup: '7@3' })], 2);
      expect(c.confounders).toEqual([{ kind: 'other-setup' }]);
    });
  });

  it('finds several confounders at once, in a fixed order', () => {
    const c = comparison(
      [
        run(1, 20_000, { date: '2025-04-30', trackTempC: 20, tyres: 'Mini pins', session: 'qualifier' }),
        run(2, 20_000, { session: 'main' }),
      ],
      2,
    );
    expect(kinds(c)).toEqual(['different-day', 'track-temp', 'tyres', 'session']);
    expect(c.alike).toEqual(['conditions']);
  });

  it('says nothing of what a side did not record: neither alike nor a confounder', () => {
    const c = comparison(
      [
        run(1, 20_000, { tyres: null, trackTempC: null, trackConditions: null, trackSurface: null }),
        run(2, 20_000),
      ],
      2,
    );
    expect(c.confounders).toEqual([]);
    expect(c.alike).toEqual(['day']);
  });

  it('reads one track written differently as the same track and tyres', () => {
    const c = comparison(
      [run(1, 20_000, { trackName: ' clay  KINGS', tyres: 'pin spikes ' }), run(2, 19_900)],
      2,
    );
    expect(c).toMatchObject({ baseVersion: 1, confounders: [], top5DeltaMs: -100 });
  });

  describe('nothing comparable', () => {
    it('says so for the first runs at a track, giving no number', () => {
      expect(trackOf([run(1, 20_000), run(1, 20_100)], 1)).toEqual({
        trackName: 'Clay Kings',
        runs: 2,
        laps: 40,
        effect: { comparable: false, reason: 'no-earlier-runs', baseVersion: null },
      });
    });

    it('says so for a side without a top-5 average', () => {
      const none = { stats: { laps: 0, cleanLaps: 0, top5AvgMs: null, consistencyPct: null, bestMs: null } };
      expect(trackOf([run(1, 20_000, none), run(2, 20_000)], 2).effect).toEqual({
        comparable: false,
        reason: 'no-top5',
        baseVersion: 1,
      });
    });

    it('leaves out versions without runs', () => {
      expect(setupImpact([]).versions).toEqual([]);
      expect(setupImpact([run(3, 20_000)]).versions.map((v) => v.version)).toEqual([3]);
    });
  });

  it('compares with the nearest earlier version that ran at the track, naming the versions skipped', () => {
    const runs = [run(1, 20_400), run(2, 20_300, { trackName: 'Carpet Arena' }), run(5, 20_000)];
    const c = comparison(runs, 5);
    expect(c.baseVersion).toBe(1);
    expect(c.confounders).toEqual([{ kind: 'skipped-versions', from: 2, to: 4 }]);
    expect(comparison([run(2, 20_000), run(4, 20_000)], 4).confounders).toEqual([
      { kind: 'skipped-versions', from: 3, to: 3 },
    ]);
  });

  it('compares each track on its own when a version ran at several', () => {
    const runs = [
      run(1, 20_000),
      run(1, 30_000, { trackName: 'Carpet Arena', date: '2025-05-03' }),
      run(2, 19_800, { date: '2025-05-11' }),
      run(2, 30_400, { trackName: 'Carpet Arena', date: '2025-05-12' }),
      run(2, 25_000, { trackName: 'Sandpit Park', date: '2025-05-09' }),
    ];
    const v2 = setupImpact(runs).versions[0];
    expect(v2?.version).toBe(2);
    // Newest first: Carpet Arena on the 12th, Clay Kings on the 11th, Sandpit Park on the 9th.
    expect(v2?.runIds).toEqual([3, 2, 4].map((i) => (runs[i] as ImpactRunInput).id));
    expect(v2?.tracks.map((t) => t.trackName)).toEqual(['Carpet Arena', 'Clay Kings', 'Sandpit Park']);
    expect(comparison(runs, 2, 'Clay Kings')).toMatchObject({ top5DeltaMs: -200 });
    expect(comparison(runs, 2, 'Carpet Arena')).toMatchObject({
      top5DeltaMs: 400,
      confounders: [{ kind: 'different-day', daysApart: 9 }],
    });
    expect(trackOf(runs, 2, 'Sandpit Park').effect.comparable).toBe(false);
  });

  it('lists versions newest first', () => {
    const order = setupImpact([run(1, 1), run(3, 1), run(2, 1)]).versions.map((v) => v.version);
    expect(order).toEqual([3, 2, 1]);
  });
});

describe('suggestedOutcome', () => {
  it('reads within ±0.05 s as the same', () => {
    expect(suggestedOutcome(-51)).toBe('better');
    expect(suggestedOutcome(-50)).toBe('same');
    expect(suggestedOutcome(50)).toBe('same');
    expect(suggestedOutcome(51)).toBe('worse');
  });
});
