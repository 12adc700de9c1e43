import { describe, expect, it } from 'vitest';
import type { Direction, PastChange } from '../../shared/schemas/tuning';
import { analyse } from './engine';
import { GOALS_BY_ID, questionsOf } from './knowledge-base';
import { bearingOf, fromResultsOf, learnFromResults, PAST_SHOWN, type PastResults } from './learn';

/** An earlier change of the front shock oil and what the runs after it said. */
function past(direction: Direction, top5DeltaMs: number, extra: Partial<PastChange> = {}): PastChange {
  const outcome = top5DeltaMs < -50 ? 'better' : top5DeltaMs > 50 ? 'worse' : 'same';
  return {
    setupKind: 'setup-sheet',
    setupId: 3,
    setupName: 'Club race',
    version: 4,
    direction,
    from: '500 cSt',
    to: direction === 'thinner' ? '450 cSt' : '550 cSt',
    changedAt: '2026-05-09T18:00:00.000Z',
    trackName: 'Ridgeway',
    runs: 3,
    top5DeltaMs,
    outcome,
    text: 'a line',
    ...extra,
  };
}

describe('bearingOf: what one earlier change says about a recommendation', () => {
  it.each([
    ['thinner', -300, 'thinner', 1],
    ['thicker', 300, 'thinner', 1],
    ['thinner', 300, 'thinner', -1],
    ['thicker', -300, 'thinner', -1],
    ['thinner', 20, 'thinner', 0],
    ['thicker', -40, 'thinner', 0],
  ] as const)('%s with %i ms for a %s recommendation: %i', (direction, delta, recommended, bearing) => {
    expect(bearingOf(past(direction, delta), recommended)).toBe(bearing);
  });

  it("takes the racer's own outcome over what the times say", () => {
    expect(bearingOf(past('thinner', -300, { outcome: 'worse' }), 'thinner')).toBe(-1);
  });
});

describe('fromResultsOf: the verdict', () => {
  const verdict = (list: PastChange[]) => fromResultsOf('frontShockOil', 'thinner', { frontShockOil: list });

  it('supports when every result that made a difference backs the change', () => {
    expect(verdict([past('thinner', -200), past('thicker', 250), past('thinner', 10)])).toMatchObject({
      verdict: 'supports',
      lowered: null,
    });
  });

  it('contradicts when every result that made a difference goes against it, and says why', () => {
    const r = verdict([past('thinner', 300), past('thinner', 30)]);
    expect(r?.verdict).toBe('contradicts');
    expect(r?.lowered).toBe(
      'Moved down: last time you changed the front shock oil to thinner oil at Ridgeway you were 0.3 s slower (top-5 average, 3 runs).',
    );
  });

  it('names an earlier change the other way that was faster', () => {
    const r = verdict([past('thinner', 0), past('thicker', -1250, { runs: 1, trackName: 'Clay Kings' })]);
    expect(r?.lowered).toBe(
      'Moved down: when you changed the front shock oil to thicker oil, the other way, at Clay Kings you were 1.25 s faster (top-5 average, 1 run).',
    );
  });

  it("quotes the racer's own word when it differs from the times", () => {
    expect(verdict([past('thinner', -100, { outcome: 'worse' })])?.lowered).toBe(
      'Moved down: last time you changed the front shock oil to thinner oil at Ridgeway you marked it worse (top-5 average, 3 runs).',
    );
  });

  it('is mixed when results go both ways, or made no difference', () => {
    expect(verdict([past('thinner', -200), past('thinner', 200)])?.verdict).toBe('mixed');
    expect(verdict([past('thinner', 20)])).toMatchObject({ verdict: 'mixed', lowered: null });
  });

  it('lists the newest few, and is absent without earlier changes of the parameter', () => {
    const many = Array.from({ length: 12 }, (_, i) => past('thinner', -100, { version: 20 - i }));
    expect(verdict(many)?.past.map((p) => p.version)).toEqual([20, 19, 18, 17, 16].slice(0, PAST_SHOWN));
    expect(fromResultsOf('frontShockOil', 'thinner', { rearShockOil: [past('thinner', 100)] })).toBe(
      undefined,
    );
  });
});

describe('learnFromResults: re-ranking', () => {
  const items = ['a:thinner', 'b:thinner', 'c:softer', 'd:thinner'];
  const changeOf = (id: string) => ({
    parameter: id.split(':')[0] as string,
    direction: id.split(':')[1] as Direction,
  });
  const order = (history: PastResults) => learnFromResults(items, changeOf, history).map((l) => l.item);

  it('moves a contradicted change below every change that is not, keeping both orders', () => {
    expect(order({ a: [past('thinner', 300)], c: [past('stiffer', -300)] })).toEqual([
      'b:thinner',
      'd:thinner',
      'a:thinner',
      'c:softer',
    ]);
  });

  it('keeps supported and mixed changes where the books put them', () => {
    expect(order({ a: [past('thinner', -300)], b: [past('thinner', 300), past('thicker', 200)] })).toEqual(
      items,
    );
  });
});

describe('the engine with a history', () => {
  const goal = GOALS_BY_ID.get('more-steering');
  if (!goal) throw new Error('goal');
  const answers = questionsOf(goal)
    .filter((q) =>
      q.options.some((o) => ['phase-entry', 'steer-lazy', 'grip-medium', 'bumps-some'].includes(o.id)),
    )
    .map((q) =>
      q.options.find((o) => ['phase-entry', 'steer-lazy', 'grip-medium', 'bumps-some'].includes(o.id)),
    )
    .filter((o) => o !== undefined);
  const analyseWith = (history?: PastResults) =>
    analyse({ goal, answers, vehicle: null, sheet: null, esc: null, history });
  const plain = analyseWith();
  const first = plain.recommendations[0];
  if (!first) throw new Error('no recommendation');
  const ids = (r: ReturnType<typeof analyse>) => r.allRecommendations.map((x) => x.id);
  const history = (delta: number): PastResults => ({
    [first.parameter]: [past(first.direction, delta, { text: 'Last time…' })],
  });

  it("keeps the books' first change first when the racer's results agree", () => {
    const r = analyseWith(history(-300));
    expect(ids(r)).toEqual(ids(plain));
    expect(r.recommendations[0]?.fromResults).toMatchObject({
      verdict: 'supports',
      lowered: null,
      past: [{ text: 'Last time…' }],
    });
    expect(r.summary).toBe(plain.summary);
  });

  it('moves it below the rest when they go against it, and the summary says so', () => {
    const r = analyseWith(history(300));
    expect(ids(r)).toEqual([...ids(plain).slice(1), first.id]);
    expect(r.recommendations[0]?.id).toBe(plain.recommendations[1]?.id);
    expect(r.allRecommendations.at(-1)?.fromResults?.lowered).toMatch(/^Moved down: last time you changed/);
    expect(r.summary).toContain(`went against ${first.title.charAt(0).toLowerCase()}`);
  });

  it('answers as before without a history', () => {
    expect(analyseWith({})).toEqual(plain);
    expect(plain.allRecommendations.some((x) => x.fromResults)).toBe(false);
  });
});
