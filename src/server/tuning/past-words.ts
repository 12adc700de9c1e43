import type { Direction } from '../../shared/schemas/tuning';
import { parameterDef } from './parameters';

/**
 * How the wizard words an earlier change and its result ("Last time you changed the rear springs to
 * softer at Ridgeway: −0.2 s top-5 average, 3 runs"), shared by the history (services/tuning-history.ts)
 * and the learning (learn.ts), so a line and the reason a change was moved down read alike.
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

export interface PastWords {
  parameter: string;
  direction: Direction;
  from: string | null;
  to: string | null;
  trackName: string;
  runs: number;
  top5DeltaMs: number;
  /** Other settings the same version changed: its result is theirs too. */
  others: number;
  /** Whether it is the newest change of the parameter ("Last time") or an older one ("Earlier"). */
  newest: boolean;
}

/** The line the wizard shows for an earlier change. */
export function pastChangeText(w: PastWords): string {
  const values = w.from && w.to ? ` (${w.from} → ${w.to})` : '';
  const when = w.newest ? 'Last time' : 'Earlier';
  return (
    `${when} you changed ${changePhrase(w.parameter, w.direction)}${values}${otherChanges(w.others)} ` +
    `at ${w.trackName}: ${signedSeconds(w.top5DeltaMs)} top-5 average, ${runsText(w.runs)}`
  );
}
