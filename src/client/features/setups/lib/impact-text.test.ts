import { describe, expect, it } from 'vitest';
import type { ImpactComparison } from '../../../../shared/schemas/run-impact';
import {
  confounderText,
  effectFigures,
  effectHeadline,
  notComparableText,
  signedSeconds,
} from './impact-text';

const comparison = (over: Partial<ImpactComparison> = {}): ImpactComparison => ({
  comparable: true,
  baseVersion: 3,
  top5DeltaMs: -210,
  consistencyDeltaPct: 1.2,
  before: { runs: 2, laps: 40, cleanLaps: 38, top5AvgMs: 20_412, consistencyPct: 91 },
  after: { runs: 3, laps: 60, cleanLaps: 57, top5AvgMs: 20_202, consistencyPct: 92.2 },
  confounders: [],
  alike: ['day', 'tyres'],
  suggestedOutcome: 'better',
  ...over,
});

describe('impact text', () => {
  it('signs a change in seconds, with a true minus', () => {
    expect(signedSeconds(-210)).toBe('\u22120.21 s');
    expect(signedSeconds(1350)).toBe('+1.35 s');
    expect(signedSeconds(-4)).toBe('±0.00 s');
  });

  it('reads as a racer says it', () => {
    expect(effectHeadline(comparison())).toBe(
      '\u22120.21 s top-5 average over 3 runs vs 2; same day, same tyres',
    );
    expect(effectHeadline(comparison({ alike: [], after: { ...comparison().after, runs: 1 } }))).toBe(
      '\u22120.21 s top-5 average over 1 run vs 2',
    );
    expect(effectFigures(comparison())).toBe(
      'Top-5 average 20.412 → 20.202 s · consistency 91.0 → 92.2 % · laps 40 → 60',
    );
    const long = comparison();
    long.before = { ...long.before, top5AvgMs: 61_005, consistencyPct: null };
    expect(effectFigures(long)).toBe('Top-5 average 61.005 → 20.202 s · laps 40 → 60');
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
    expect(say({ kind: 'few-clean-laps', before: 1, after: 20 })).toBe('only 1 clean lap before');
    expect(say({ kind: 'few-clean-laps', before: 20, after: 7 })).toBe('only 7 clean laps after');
    expect(say({ kind: 'few-clean-laps', before: 5, after: 7 })).toBe('only 5 clean laps before and 7 after');
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
