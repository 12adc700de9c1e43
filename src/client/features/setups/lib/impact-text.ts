import { IMPACT_CONFIDENCE_PCT, MIN_CLEAN_LAPS } from '../../../../shared/impact-verdict';
import type {
  Confounder,
  ImpactAlike,
  ImpactComparison,
  ImpactVerdict,
  TrackImpact,
} from '../../../../shared/schemas/run-impact';
import type { SetupKindName } from '../../../../shared/setup-content';

/**
 * What each change did (issue 16), as the History timeline says it: "Better: −0.21 s ± 0.15 s (95 %)
 * top-5 average over 3 runs vs 2; same day, same tyres", each side's runs and clean laps, why it is
 * too little to tell where it is (issue 29), then what else differed ("track 7 °C warmer").
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

const VERDICT_TEXT: Record<ImpactVerdict, string> = {
  better: 'Better',
  worse: 'Worse',
  same: 'Same',
  'too-little-to-tell': 'Too little to tell',
};

const NBSP = '\u00a0';
/** "± 0.15 s": half the interval around the change, kept on one line. */
const plusMinus = (ms: number) => `±${NBSP}${(ms / 1000).toFixed(2)}${NBSP}s`;
/** "± 0.15 s (95 %)" */
const intervalText = (ms: number) => `${plusMinus(ms)} (${IMPACT_CONFIDENCE_PCT}${NBSP}%)`;

/** "Better: −0.21 s ± 0.15 s (95 %) top-5 average over 3 runs vs 2; same day, same tyres". */
export function effectHeadline(c: ImpactComparison): string {
  const change =
    c.top5IntervalMs === null
      ? signedSeconds(c.top5DeltaMs)
      : `${signedSeconds(c.top5DeltaMs)} ${intervalText(c.top5IntervalMs)}`;
  const headline = `${VERDICT_TEXT[c.verdict]}: ${change} top-5 average over ${plural(c.after.runs, 'run')} vs ${c.before.runs}`;
  return c.alike.length ? `${headline}; ${c.alike.map((a) => ALIKE_TEXT[a]).join(', ')}` : headline;
}

/**
 * "Runs 2 → 3 · clean laps 38 → 57 · top-5 average 20.412 → 20.202 s · consistency 91.0 → 92.2 %":
 * each side's evidence and figures, before → after.
 */
export function effectFigures(c: ImpactComparison): string {
  const parts = [
    `Runs ${c.before.runs} → ${c.after.runs}`,
    `clean laps ${c.before.cleanLaps} → ${c.after.cleanLaps}`,
    `top-5 average ${seconds(c.before.top5AvgMs)} → ${seconds(c.after.top5AvgMs)} s`,
  ];
  if (c.before.consistencyPct !== null && c.after.consistencyPct !== null)
    parts.push(`consistency ${c.before.consistencyPct.toFixed(1)} → ${c.after.consistencyPct.toFixed(1)} %`);
  return parts.join(' · ');
}

/** "only 5 clean laps before and 7 after" */
function fewCleanLapsText(before: number, after: number) {
  const few = (n: number) => n < MIN_CLEAN_LAPS;
  if (few(before) && few(after)) return `only ${plural(before, 'clean lap')} before and ${after} after`;
  return few(before)
    ? `only ${plural(before, 'clean lap')} before`
    : `only ${plural(after, 'clean lap')} after`;
}

/** Why a comparison is too little to tell (the headline says that it is), as a sentence; null when it tells. */
export function tooLittleText(c: ImpactComparison): string | null {
  switch (c.tooLittle) {
    case null:
      return null;
    case 'few-clean-laps': {
      const few = fewCleanLapsText(c.before.cleanLaps, c.after.cleanLaps);
      return `${few[0]?.toUpperCase()}${few.slice(1)} (${MIN_CLEAN_LAPS} a side needed).`;
    }
    case 'one-run-a-side':
      return 'One run a side: how much runs differ on their own is unknown until a version has two.';
    case 'within-noise':
      return `The change is within how much runs differ on their own (${plusMinus(c.top5IntervalMs ?? 0)} at ${IMPACT_CONFIDENCE_PCT}${NBSP}%).`;
  }
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
    case 'session':
      return `different sessions (${both(confounder.before, confounder.after)})`;
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
