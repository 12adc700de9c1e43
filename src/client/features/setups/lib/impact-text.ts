import { MIN_CLEAN_LAPS } from '../../../../shared/run-impact';
import type {
  Confounder,
  ImpactAlike,
  ImpactComparison,
  TrackImpact,
} from '../../../../shared/schemas/run-impact';
import type { SetupKindName } from '../../../../shared/setup-content';

/**
 * What each change did (issue 16), as the History timeline says it: "−0.21 s top-5 average over 3
 * runs vs 2; same day, same tyres", then what else differed ("track 7 °C warmer, different tyres").
 */

const MINUS = '\u2212';

/**
 * 20300 → "20.300", 61005 → "61.005": in seconds, as the change beside it is (not "1:01.005" as a
 * lap reads: shared/timing/lap-time.ts, shared with race day, would be one more chunk in the
 * signed-out entry's preload map).
 */
const seconds = (ms: number) => (ms / 1000).toFixed(3);

/** −0.21 s, +0.35 s; a change that rounds to nothing is ±0.00 s. */
export function signedSeconds(ms: number): string {
  const text = (Math.abs(ms) / 1000).toFixed(2);
  if (text === '0.00') return '±0.00 s';
  return `${ms < 0 ? MINUS : '+'}${text} s`;
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
const degrees = (c: number) => `${Number(Math.abs(c).toFixed(1))} °C`;
const both = (before: readonly string[], after: readonly string[]) =>
  `${before.join(' / ')} → ${after.join(' / ')}`;

const ALIKE_TEXT: Record<ImpactAlike, string> = {
  day: 'same day',
  tyres: 'same tyres',
  'track-temp': 'similar track temperature',
  conditions: 'same conditions',
};

/** "−0.21 s top-5 average over 3 runs vs 2; same day, same tyres". */
export function effectHeadline(c: ImpactComparison): string {
  const headline = `${signedSeconds(c.top5DeltaMs)} top-5 average over ${plural(c.after.runs, 'run')} vs ${c.before.runs}`;
  return c.alike.length ? `${headline}; ${c.alike.map((a) => ALIKE_TEXT[a]).join(', ')}` : headline;
}

/** "Top-5 average 20.412 → 20.202 s · consistency 91.0 → 92.2 % · laps 40 → 60": each side's figures. */
export function effectFigures(c: ImpactComparison): string {
  const parts = [`Top-5 average ${seconds(c.before.top5AvgMs)} → ${seconds(c.after.top5AvgMs)} s`];
  if (c.before.consistencyPct !== null && c.after.consistencyPct !== null)
    parts.push(`consistency ${c.before.consistencyPct.toFixed(1)} → ${c.after.consistencyPct.toFixed(1)} %`);
  parts.push(`laps ${c.before.laps} → ${c.after.laps}`);
  return parts.join(' · ');
}

/** One confounder as a racer says it; `kind` is the setup's, so "the other setup" can be named. */
export function confounderText(confounder: Confounder, kind: SetupKindName): string {
  switch (confounder.kind) {
    case 'different-day':
      return `different days (${plural(confounder.daysApart, 'day')} apart)`;
    case 'track-temp':
      return `track ${degrees(confounder.deltaC)} ${confounder.deltaC > 0 ? 'warmer' : 'cooler'}`;
    case 'tyres':
      return `different tyres (${both(confounder.before, confounder.after)})`;
    case 'conditions':
      return `conditions changed (${both(confounder.before, confounder.after)})`;
    case 'few-clean-laps': {
      const { before, after } = confounder;
      const few = (n: number) => n < MIN_CLEAN_LAPS;
      if (few(before) && few(after)) return `only ${plural(before, 'clean lap')} before and ${after} after`;
      return few(before)
        ? `only ${plural(before, 'clean lap')} before`
        : `only ${plural(after, 'clean lap')} after`;
    }
    case 'skipped-versions':
      return confounder.from === confounder.to
        ? `also includes the changes of version ${confounder.from}`
        : `also includes the changes of versions ${confounder.from}–${confounder.to}`;
    case 'other-setup':
      return kind === 'setup-sheet' ? 'the ESC setup changed too' : 'the setup sheet changed too';
  }
}

/** A track where the version has nothing to compare: how many runs it has there, and why. */
export function notComparableText(track: TrackImpact): string {
  const runs = `${plural(track.runs, 'run')} on this version`;
  if (track.effect.comparable) return runs;
  return track.effect.reason === 'no-top5'
    ? `${runs}, but no clean laps to compare`
    : `${runs}; no runs on an earlier version there to compare with yet`;
}
