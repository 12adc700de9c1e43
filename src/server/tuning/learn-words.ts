import type { Direction, PastChange } from '../../shared/schemas/tuning';
import { CHANGES } from './knowledge-base';
import { type Conditions, differenceWords } from './past-conditions';
import { changePhrase, MARK_WORDS, RUNS_SAY, runsText, seconds } from './past-words';

/**
 * The sentence beside a recommendation the racer's own evidence speaks to (issue 32): "You tried
 * thinner front shock oil in v3 and marked it Worse, so it is moved down." It names the version, the
 * racer's mark and what the runs said (both, when they disagree), and where it ran when that differs
 * from today ("…in v3 on low-grip carpet and marked it Worse; today is high-grip clay, so it is not
 * moved.").
 */

/** One earlier change as learn.ts weighed it. */
export interface Weighed {
  past: PastChange;
  bearing: 1 | -1 | 0;
  /** Whether it ran in other conditions than today's (then it counts for nothing). */
  elsewhere: boolean;
}

/** The books' title of a change, by parameter and direction ("Thinner front shock oil"). */
const TITLES = new Map<string, string>();
for (const c of CHANGES)
  if (!TITLES.has(`${c.parameter}:${c.direction}`)) TITLES.set(`${c.parameter}:${c.direction}`, c.title);

const lowerFirst = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);

/**
 * "You tried thinner front shock oil in v3" (the recommendation's own title when it went the same
 * way), or "You changed the … to …" for a direction no change of the books names.
 */
function lead(p: PastChange, input: SentenceInput, ofSetup: boolean): string {
  const { parameter } = input;
  const own = p.direction === input.direction ? input.title : undefined;
  const title = own ?? TITLES.get(`${parameter}:${p.direction}`);
  const what = title ? `tried ${lowerFirst(title)}` : `changed ${changePhrase(parameter, p.direction)}`;
  return `You ${what} in v${p.version}${ofSetup ? ` of "${p.setupName}"` : ''}`;
}

/** "0.3 s slower, top-5 average, 3 runs". */
function figures(p: PastChange): string {
  const delta = p.top5DeltaMs ?? 0;
  const pace = delta === 0 ? 'no change' : `${seconds(delta)} s ${delta < 0 ? 'faster' : 'slower'}`;
  return `${pace}, top-5 average, ${runsText(p.runs)}`;
}

/** What the racer found: their mark, the runs' verdict, or both (the mark counts: learn.ts). */
export function evidenceWords(p: PastChange): string {
  const runs = p.runsVerdict;
  if (p.mark !== 'untested') {
    const marked = `and marked it ${MARK_WORDS[p.mark]}`;
    if (runs === null) return marked;
    if (runs === 'too-little-to-tell') return `${marked} (your runs were too little to tell: ${figures(p)})`;
    if (runs === p.mark) return `${marked}; your runs agree (${figures(p)})`;
    return `${marked}, though your runs say ${RUNS_SAY[runs]} (${figures(p)}); your mark counts`;
  }
  if (runs === 'better' || runs === 'worse') return `and your runs were ${figures(p)}`;
  if (runs === 'same') return `and your runs were the same within 0.05 s (${runsText(p.runs)})`;
  return `and your runs were too little to tell (${figures(p)})`;
}

export interface SentenceInput {
  parameter: string;
  direction: Direction;
  /** The recommendation's title, so the sentence names the change as its card does. */
  title?: string;
  weighed: readonly Weighed[];
  moved: 'up' | 'down' | null;
  today: Conditions;
}

const STAYS = 'so it stays where the books put it';

/** One earlier change in words, with where it ran when that differs from today. */
function told(w: Weighed, input: SentenceInput, ofSetup: boolean, lower = false) {
  const where = w.elsewhere ? differenceWords(w.past, input.today) : null;
  const text = `${lead(w.past, input, ofSetup)}${where ? ` ${where.past}` : ''} ${evidenceWords(w.past)}`;
  return { text: lower ? lowerFirst(text) : text, today: where ? `; today is ${where.today}` : '' };
}

/** The sentence, told from the newest earlier change that decided it. */
export function sentenceOf(input: SentenceInput): string {
  const { weighed, moved, direction } = input;
  const ofSetup = new Set(weighed.map((w) => `${w.past.setupKind}:${w.past.setupId}`)).size > 1;
  const counted = weighed.filter((w) => !w.elsewhere);
  const newest = (list: readonly Weighed[], bearing: 1 | -1) => list.find((w) => w.bearing === bearing);
  if (moved === 'down')
    return `${told(newest(counted, -1) as Weighed, input, ofSetup).text}, so it is moved down.`;
  if (moved === 'up') {
    const w = counted.find((c) => c.bearing === 1 && c.past.direction === direction) as Weighed;
    return `${told(w, input, ofSetup).text}, so it is moved up.`;
  }
  const backs = newest(counted, 1);
  const against = newest(counted, -1);
  if (backs && against)
    return `${told(backs, input, ofSetup).text}, but ${told(against, input, ofSetup, true).text}, ${STAYS}.`;
  if (backs)
    return `${told(backs, input, ofSetup).text}, which backs this change; it stays where the books put it.`;
  // Nothing today's conditions decide: the newest that would have, from elsewhere, else the newest.
  const decisive = weighed.find((w) => w.elsewhere && w.bearing !== 0);
  if (decisive) {
    const t = told(decisive, input, ofSetup);
    return `${t.text}${t.today}, so it is not moved.`;
  }
  const t = told(weighed[0] as Weighed, input, ofSetup);
  return `${t.text}${t.today}, ${STAYS}.`;
}
