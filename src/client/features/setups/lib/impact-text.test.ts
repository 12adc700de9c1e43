import { describe, expect, it } from 'vitest';
import type { ImpactComparison } from '../../../../shared/schemas/run-impact';
import {
  confounderText,
  effectFigures,
  effectHeadline,
  notComparableText,
  signedSeconds,
  tooLittleText,
} from './impact-text';

const comparison = (over: Partial<ImpactComparison> = {}): ImpactComparison => ({
  comparable: true,
  baseVersion: 3,
  top5DeltaMs: -210,
  top5IntervalMs: 150,
  verdict: 'better',
  tooLittle: null,
  consistencyDeltaPct: 1.2,
  before: { runs: 2, laps: 40, cleanLaps: 38, top5AvgMs: 20_412, consistencyPct: 91 },
  after: { runs: 3, laps: 60, cleanLaps: 57, top5AvgMs: 20_202, consistencyPct: 92.2 },
  confounders: [],
  alike: ['day', 'tyres'],
  ...over,
});

/** The texts keep "± 0.15 s" on one line with no-break spaces; compared here as plain spaces. */
const plain = (text: string | null) => text?.replace(/\u00a0/g, ' ') ?? null;

describe('impact text', () => {
  it('signs a change in seconds, with a true minus', () => {
    expect(signedSeconds(-210)).toBe('\u22120.21 s');
    expect(signedSeconds(1350)).toBe('+1.35 s');
    expect(signedSeconds(-4)).toBe('±0.00 s');
  });

  it('reads as a racer says it: the verdict, the change with its interval, each side’s runs and clean laps', () => {
    expect(plain(effectHeadline(comparison()))).toBe(
      'Better: \u22120.21 s ± 0.15 s (95 %) top-5 average over 3 runs vs 2; same day, same tyres',
    );
    expect(
      plain(effectHeadline(comparison({ verdict: 'same', top5DeltaMs: 10, top5IntervalMs: 20, alike: [] }))),
    ).toBe('Same: +0.01 s ± 0.02 s (95 %) top-5 average over 3 runs vs 2');
    expect(effectFigures(comparison())).toBe(
      'Runs 2 → 3 · clean laps 38 → 57 · top-5 average 20.412 → 20.202 s · consistency 91.0 → 92.2 %',
    );
    const long = comparison();
    long.before = { ...long.before, top5AvgMs: 61_005, consistencyPct: null };
    expect(effectFigures(long)).toBe('Runs 2 → 3 · clean laps 38 → 57 · top-5 average 61.005 → 20.202 s');
    expect(plain(tooLittleText(comparison()))).toBeNull();
  });

  it('says plainly when it is too little to tell, and why', () => {
    const oneEach = comparison({
      verdict: 'too-little-to-tell',
      tooLittle: 'one-run-a-side',
      top5DeltaMs: 90,
      top5IntervalMs: null,
      alike: ['day'],
      before: { runs: 1, laps: 20, cleanLaps: 19, top5AvgMs: 20_410, consistencyPct: 91 },
      after: { runs: 1, laps: 20, cleanLaps: 18, top5AvgMs: 20_500, consistencyPct: 90 },
    });
    expect(plain(effectHeadline(oneEach))).toBe(
      'Too little to tell: +0.09 s top-5 average over 1 run vs 1; same day',
    );
    expect(plain(tooLittleText(oneEach))).toBe(
      'One run a side: how much runs differ on their own is unknown until a version has two.',
    );
    const noisy = comparison({
      verdict: 'too-little-to-tell',
      tooLittle: 'within-noise',
      top5IntervalMs: 400,
    });
    expect(plain(effectHeadline(noisy))).toBe(
      'Too little to tell: \u22120.21 s ± 0.40 s (95 %) top-5 average over 3 runs vs 2; same day, same tyres',
    );
    expect(plain(tooLittleText(noisy))).toBe(
      'The change is within how much runs differ on their own (± 0.40 s at 95 %).',
    );
    const few = (before: number, after: number) =>
      plain(
        tooLittleText(
          comparison({
            verdict: 'too-little-to-tell',
            tooLittle: 'few-clean-laps',
            before: { ...comparison().before, cleanLaps: before },
            after: { ...comparison().after, cleanLaps: after },
          }),
        ),
      );
    expect(few(1, 20)).toBe('Only 1 clean lap before (8 a side needed).');
    expect(few(20, 7)).toBe('Only 7 clean laps after (8 a side needed).');
    expect(few(5, 7)).toBe('Only 5 clean laps before and 7 after (8 a side needed).');
  });

  it('names each confounder', () => {
    const say = (c: Parameters<typeof confounderText>[0]) => confounderText(c, 'setup-sheet');
    expect(say({ kind: 'different-day', daysApart: 1 })).toBe('different days (1 day apart)');
    expect(say({ kind: 'track-temp', deltaC: 7 })).toBe('track 7 °C warmer');
    expect(say({ kind: 'track-temp', deltaC: -5.5 })).toBe('track 5.5 °C cooler');
    expect(say({ kind: 'tyres', before: ['Pin spikes'], after: ['Mini pins', 'Bar codes'] })).toBe(
      'different tyres (Pin spikes → Mini pins / Bar codes)',
    );
    expect(say({ kind: 'conditions', before: ['Clay · Dry'], after: ['Clay · Wet'] })).toBe(
      'conditions changed (Clay · Dry → Clay · Wet)',
    );
    expect(say({ kind: 'session', before: ['qualifier'], after: ['main'] })).toBe(
      'different sessions (qualifier → main)',
    );
    expect(say({ kind: 'session', before: ['B Main'], after: ['A Main'] })).toBe(
      'different sessions (B Main → A Main)',
    );
    expect(say({ kind: 'skipped-versions', from: 3, to: 3 })).toBe('also includes the changes of version 3');
    expect(say({ kind: 'skipped-versions', from: 2, to: 4 })).toBe(
      'also includes the changes of versions 2–4',
    );
    expect(say({ kind: 'other-setup' })).toBe('the ESC setup changed too');
    expect(confounderText({ kind: 'other-setup' }, 'esc-setup')).toBe('the setup sheet changed too');
  });

  it('says why there is no number', () => {
    const track = { trackName: 'Clay Kings', runs: 2, laps: 20 };
    expect(
      notComparableText({
        ...track,
        effect: { comparable: false, reason: 'no-earlier-runs', baseVersion: null },
      }),
    ).toBe('2 runs on this version; no runs on an earlier version there to compare with yet');
    expect(
      notComparableText({ ...track, effect: { comparable: false, reason: 'no-top5', baseVersion: 1 } }),
    ).toBe('2 runs on this version, but no clean laps to compare');
  });
});
