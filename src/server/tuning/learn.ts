import { suggestedOutcome } from '../../shared/run-impact';
import type { Direction, FromResults, PastChange } from '../../shared/schemas/tuning';
import { changePhrase, runsText, seconds } from './past-words';

/**
 * Advice that learns from this racer's results (issue 17): what earlier changes of a recommended
 * parameter did on this car decides whether their results back the recommendation, go against it,
 * or both, and a recommendation they go against moves down the list, saying why. Pure: the service
 * gathers the history (services/tuning-history.ts).
 */

/** Each parameter's earlier changes on the car, newest first. */
export type PastResults = Readonly<Record<string, readonly PastChange[]>>;

/**
 * The newest earlier changes a recommendation lists; its verdict weighs them all. A car tuned
 * through a season may hold a hundred changes of its shock oil, which no racer reads on a phone.
 */
export const PAST_SHOWN = 5;

/**
 * +1 when an earlier change backs moving `direction` (the same way and better, or the other way and
 * worse), −1 when it goes against it (the same way and worse, or the other way and better), 0 when
 * it made no difference.
 */
export function bearingOf(past: PastChange, direction: Direction): 1 | -1 | 0 {
  if (past.outcome !== 'better' && past.outcome !== 'worse') return 0;
  const sameWay = past.direction === direction;
  return sameWay === (past.outcome === 'better') ? 1 : -1;
}

/** "you were 0.3 s slower", or the racer's own word when it differs from what the times say. */
function resultWords(past: PastChange): string {
  const figures = `top-5 average, ${runsText(past.runs)}`;
  if (suggestedOutcome(past.top5DeltaMs) !== past.outcome)
    return `you marked it ${past.outcome} (${figures})`;
  const faster = past.top5DeltaMs < 0 ? 'faster' : 'slower';
  return `you were ${seconds(past.top5DeltaMs)} s ${faster} (${figures})`;
}

/** Why a recommendation was moved down, from the newest earlier change that goes against it. */
function loweredBecause(parameter: string, direction: Direction, past: readonly PastChange[]): string {
  const against = past.find((p) => bearingOf(p, direction) === -1) as PastChange;
  const when = against === past[0] ? 'last time' : 'when';
  const otherWay = against.direction === direction ? '' : ', the other way,';
  return (
    `Moved down: ${when} you changed ${changePhrase(parameter, against.direction)}${otherWay} ` +
    `at ${against.trackName} ${resultWords(against)}.`
  );
}

/** What the racer's results say about one recommendation; undefined when it has no past changes. */
export function fromResultsOf(
  parameter: string,
  direction: Direction,
  history: PastResults,
): FromResults | undefined {
  const past = history[parameter];
  if (!past?.length) return undefined;
  const bearings = past.map((p) => bearingOf(p, direction));
  const supports = bearings.includes(1);
  const contradicts = bearings.includes(-1);
  // Results that made no difference either way back nothing and go against nothing: mixed.
  const verdict = supports === contradicts ? 'mixed' : supports ? 'supports' : 'contradicts';
  return {
    verdict,
    lowered: verdict === 'contradicts' ? loweredBecause(parameter, direction, past) : null,
    past: past.slice(0, PAST_SHOWN),
  };
}

export interface Learned<T> {
  item: T;
  fromResults?: FromResults;
}

/**
 * The winners in their order, each with what the racer's results say, those the results go against
 * moved below every one they do not (in their own order): the books' first change stays first
 * unless the racer's own results go against it.
 */
export function learnFromResults<T>(
  ranked: readonly T[],
  changeOf: (item: T) => { parameter: string; direction: Direction },
  history: PastResults,
): Learned<T>[] {
  const learned = ranked.map((item): Learned<T> => {
    const { parameter, direction } = changeOf(item);
    const fromResults = fromResultsOf(parameter, direction, history);
    return fromResults ? { item, fromResults } : { item };
  });
  const against = (l: Learned<T>) => l.fromResults?.verdict === 'contradicts';
  return [...learned.filter((l) => !against(l)), ...learned.filter(against)];
}
