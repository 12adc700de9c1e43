import type { Direction, FromResults, PastChange } from '../../shared/schemas/tuning';
import { sentenceOf, type Weighed } from './learn-words';
import { type Conditions, differencesOf, UNKNOWN_CONDITIONS } from './past-conditions';

/**
 * Advice that learns from this racer's own evidence (issue 17; issue 32): what earlier changes of a
 * recommended parameter did on this car, by the racer's mark on the version or by its runs, decides
 * whether they back the recommendation, go against it, or both. One they go against moves down the
 * list and one they back (the same change, found better) moves up, each saying so beside it, unless
 * it ran in other conditions than today's: then it moves nothing and the sentence names the
 * difference. Pure: the service gathers the history (services/tuning-history.ts).
 */

/** Each parameter's earlier changes on the car, newest first. */
export type PastResults = Readonly<Record<string, readonly PastChange[]>>;

/**
 * The newest earlier changes a recommendation lists; its verdict weighs them all. A car tuned through
 * a season may hold a hundred changes of its shock oil, which no racer reads on a phone.
 */
export const PAST_SHOWN = 5;

/**
 * +1 when an earlier change backs moving `direction` (the same way and better, or the other way and
 * worse), −1 when it goes against it (the same way and worse, or the other way and better), 0 when
 * it made no difference or too little to tell.
 */
export function bearingOf(past: PastChange, direction: Direction): 1 | -1 | 0 {
  if (past.outcome !== 'better' && past.outcome !== 'worse') return 0;
  const sameWay = past.direction === direction;
  return sameWay === (past.outcome === 'better') ? 1 : -1;
}

/** What the racer's evidence says about one recommendation; undefined when it has no past changes. */
export function fromResultsOf(
  parameter: string,
  direction: Direction,
  history: PastResults,
  today: Conditions = UNKNOWN_CONDITIONS,
  title?: string,
): FromResults | undefined {
  const past = history[parameter];
  if (!past?.length) return undefined;
  const weighed: Weighed[] = past.map((p) => ({
    past: p,
    bearing: bearingOf(p, direction),
    elsewhere: differencesOf(p, today).length > 0,
  }));
  // Only evidence from today's conditions (or conditions not known to differ) counts.
  const counted = weighed.filter((w) => !w.elsewhere);
  const supports = counted.some((w) => w.bearing === 1);
  const contradicts = counted.some((w) => w.bearing === -1);
  // Results that made no difference either way back nothing and go against nothing: mixed.
  const verdict = supports === contradicts ? 'mixed' : supports ? 'supports' : 'contradicts';
  // Up only on the change itself found better: the other way found worse backs it, but says less
  // about it than the books' order does.
  const up = verdict === 'supports' && counted.some((w) => w.bearing === 1 && w.past.direction === direction);
  const moved = verdict === 'contradicts' ? 'down' : up ? 'up' : null;
  const sentence = sentenceOf({ parameter, direction, title, weighed, moved, today });
  return {
    verdict,
    moved,
    sentence,
    lowered: moved === 'down' ? sentence : null,
    past: past.slice(0, PAST_SHOWN),
  };
}

export interface Learned<T> {
  item: T;
  fromResults?: FromResults;
}

/**
 * The winners in their order, each with what the racer's evidence says: those it backs moved above
 * every one it does not, those it goes against below (each group in the books' order): the books'
 * first change stays first unless the racer's own evidence says otherwise.
 */
export function learnFromResults<T>(
  ranked: readonly T[],
  changeOf: (item: T) => { parameter: string; direction: Direction; title?: string },
  history: PastResults,
  today: Conditions = UNKNOWN_CONDITIONS,
): Learned<T>[] {
  const learned = ranked.map((item): Learned<T> => {
    const { parameter, direction, title } = changeOf(item);
    const fromResults = fromResultsOf(parameter, direction, history, today, title);
    return fromResults ? { item, fromResults } : { item };
  });
  const moved = (l: Learned<T>) => l.fromResults?.moved ?? null;
  return [
    ...learned.filter((l) => moved(l) === 'up'),
    ...learned.filter((l) => moved(l) === null),
    ...learned.filter((l) => moved(l) === 'down'),
  ];
}
