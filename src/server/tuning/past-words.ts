import type { ImpactVerdict } from '../../shared/impact-verdict';
import type { VersionOutcome } from '../../shared/schemas/setup-version';
import type { Direction } from '../../shared/schemas/tuning';
import { parameterDef } from './parameters';

/**
 * How the wizard words an earlier change and its result ("Last time you changed the rear springs to
 * softer in v4 at Ridgeway: −0.2 s top-5 average, 3 runs (runs say: better)"), shared by the history
 * (services/tuning-history.ts) and the learning (learn.ts), so a line and the sentence beside a
 * recommendation read alike.
 */

/** "the rear springs to softer": the parameter's label and its meaning words for the direction. */
export function changePhrase(parameter: string, direction: Direction): string {
  const def = parameterDef(parameter);
  if (!def) return `${parameter} ${direction}`;
  return `the ${def.label.toLowerCase()} to ${def.meaning[direction] ?? direction}`;
}

/** Seconds with one or two decimals, the sign written (a real minus): "−0.2 s", "+0.35 s". */
export function signedSeconds(ms: number): string {
  const text = seconds(ms);
  if (text === '0.0') return '0.0 s';
  return `${ms < 0 ? '\u2212' : '+'}${text} s`;
}

/** The size of a difference in seconds, one or two decimals: 300 → "0.3", 1250 → "1.25". */
export function seconds(ms: number): string {
  const fixed = (Math.abs(ms) / 1000).toFixed(2);
  return fixed.endsWith('0') ? fixed.slice(0, -1) : fixed;
}

export const runsText = (runs: number) => (runs === 1 ? '1 run' : `${runs} runs`);

const otherChanges = (n: number) => (n === 0 ? '' : ` with ${n} other change${n === 1 ? '' : 's'}`);

/** The racer's mark as History shows it: "Worse". */
export const MARK_WORDS = { better: 'Better', worse: 'Worse', same: 'Same' } as const;

/** What the runs say, noise weighed (issue 29): "too little to tell" is said as such. */
export const RUNS_SAY: Readonly<Record<ImpactVerdict, string>> = {
  better: 'better',
  worse: 'worse',
  same: 'the same',
  'too-little-to-tell': 'too little to tell',
};

/** A note as quoted in a line: the racer's words, cut at NOTE_QUOTED characters. */
export const NOTE_QUOTED = 80;
export function quoted(note: string): string {
  const text = note.trim().replace(/\s+/g, ' ');
  return `“${text.length > NOTE_QUOTED ? `${text.slice(0, NOTE_QUOTED - 1).trimEnd()}…` : text}”`;
}

export interface PastWords {
  parameter: string;
  direction: Direction;
  from: string | null;
  to: string | null;
  version: number;
  trackName: string | null;
  runs: number;
  top5DeltaMs: number | null;
  runsVerdict: ImpactVerdict | null;
  mark: VersionOutcome;
  note: string | null;
  /** Other settings the same version changed: its result is theirs too. */
  others: number;
  /** Whether it is the newest change of the parameter ("Last time") or an older one ("Earlier"). */
  newest: boolean;
}

/** "−0.3 s top-5 average, 3 runs (runs say: too little to tell)". */
export function runsFigures(w: Pick<PastWords, 'runs' | 'top5DeltaMs' | 'runsVerdict'>): string | null {
  if (w.top5DeltaMs === null || w.runsVerdict === null) return null;
  return `${signedSeconds(w.top5DeltaMs)} top-5 average, ${runsText(w.runs)} (runs say: ${RUNS_SAY[w.runsVerdict]})`;
}

/**
 * The line the wizard shows for an earlier change: what changed, in which version and where, what the
 * runs said, the racer's mark and their note.
 */
export function pastChangeText(w: PastWords): string {
  const values = w.from && w.to ? ` (${w.from} → ${w.to})` : '';
  const when = w.newest ? 'Last time' : 'Earlier';
  const at = w.runs > 0 && w.trackName ? ` at ${w.trackName}` : '';
  const found = [
    runsFigures(w),
    w.mark === 'untested' ? null : `you marked it ${MARK_WORDS[w.mark]}`,
    w.note?.trim() ? `your note: ${quoted(w.note)}` : null,
  ].filter(Boolean);
  return (
    `${when} you changed ${changePhrase(w.parameter, w.direction)}${values}${otherChanges(w.others)} ` +
    `in v${w.version}${at}: ${found.join('; ')}`
  );
}
