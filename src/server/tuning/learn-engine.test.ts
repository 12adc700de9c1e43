import { describe, expect, it } from 'vitest';
import type { VersionOutcome } from '../../shared/schemas/setup-version';
import type { PastChange } from '../../shared/schemas/tuning';
import { analyse } from './engine';
import { GOALS_BY_ID, questionsOf } from './knowledge-base';
import type { PastResults } from './learn';
import { marked } from './test/past-change';

/** The engine's answer with the racer's evidence (learn.ts): what moves, and what the summary says. */
describe('the engine with a history', () => {
  const goal = GOALS_BY_ID.get('more-steering');
  if (!goal) throw new Error('goal');
  const PREFER = ['phase-entry', 'steer-lazy', 'grip-high', 'bumps-some'];
  const answers = questionsOf(goal)
    .map((q) => q.options.find((o) => PREFER.includes(o.id)))
    .filter((o) => o !== undefined);
  const analyseWith = (history?: PastResults, trackSurface: string | null = null) =>
    analyse({
      goal,
      answers,
      vehicle: null,
      sheet: trackSurface ? { id: 1, name: 'Club race', trackSurface, values: {} } : null,
      esc: null,
      history,
    });
  const plain = analyseWith();
  const [first, second] = plain.allRecommendations;
  const last = plain.allRecommendations.at(-1);
  if (!first || !second || !last) throw new Error('no recommendation');
  const ids = (r: ReturnType<typeof analyse>) => r.allRecommendations.map((x) => x.id);
  const history = (rec: typeof first, mark: VersionOutcome, extra?: Partial<PastChange>): PastResults => ({
    [rec.parameter]: [marked(rec.direction, mark, { text: 'Earlier…', ...extra })],
  });

  it('moves the first change below the rest when the racer marked it Worse, and the summary says so', () => {
    const r = analyseWith(history(first, 'worse'));
    expect(ids(r)).toEqual([...ids(plain).slice(1), first.id]);
    expect(r.allRecommendations.at(-1)?.fromResults).toMatchObject({
      moved: 'down',
      sentence: expect.stringMatching(/^You tried .+ in v3 and marked it Worse, so it is moved down\.$/),
      past: [{ text: 'Earlier…' }],
    });
    expect(r.summary).toContain(`went against ${first.title.charAt(0).toLowerCase()}`);
  });

  it('moves the last change to the top when the racer marked it Better', () => {
    const r = analyseWith(history(last, 'better'));
    expect(ids(r)).toEqual([last.id, ...ids(plain).slice(0, -1)]);
    expect(r.recommendations[0]?.fromResults?.moved).toBe('up');
  });

  it('does not move it when it was marked on another surface than the installed sheet names', () => {
    const onClay = analyseWith(undefined, 'Clay');
    const top = onClay.allRecommendations[0];
    if (!top) throw new Error('no recommendation');
    const r = analyseWith(history(top, 'worse', { surface: 'carpet', grip: 'low' }), 'Clay');
    expect(ids(r)).toEqual(ids(onClay));
    expect(r.allRecommendations[0]?.fromResults?.sentence).toMatch(
      /in v3 on low-grip carpet and marked it Worse; today is high-grip clay, so it is not moved\.$/,
    );
  });

  it('answers as before without a history', () => {
    expect(analyseWith({})).toEqual(plain);
    expect(plain.allRecommendations.some((x) => x.fromResults)).toBe(false);
  });
});
