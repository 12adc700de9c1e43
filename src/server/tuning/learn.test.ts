import { describe, expect, it } from 'vitest';
import type { Direction, PastChange } from '../../shared/schemas/tuning';
import { bearingOf, fromResultsOf, learnFromResults, PAST_SHOWN, type PastResults } from './learn';
import type { Conditions } from './past-conditions';
import { marked, past, ran } from './test/past-change';

const verdict = (list: PastChange[], today?: Conditions) =>
  fromResultsOf('frontShockOil', 'thinner', { frontShockOil: list }, today);

describe('bearingOf: what one earlier change says about a recommendation', () => {
  it.each([
    ['thinner', 'better', 1],
    ['thicker', 'worse', 1],
    ['thinner', 'worse', -1],
    ['thicker', 'better', -1],
    ['thinner', 'same', 0],
    ['thicker', 'too-little-to-tell', 0],
  ] as const)('%s found %s, for thinner: %i', (direction, outcome, bearing) => {
    expect(bearingOf({ ...marked(direction, 'untested'), outcome }, 'thinner')).toBe(bearing);
  });
});

describe('outcome marks only', () => {
  it('moves a change the racer marked Worse down, and says so', () => {
    expect(verdict([marked('thinner', 'worse')])).toMatchObject({
      verdict: 'contradicts',
      moved: 'down',
      sentence: 'You tried thinner front shock oil in v3 and marked it Worse, so it is moved down.',
      lowered: 'You tried thinner front shock oil in v3 and marked it Worse, so it is moved down.',
    });
  });

  it('moves the same change marked Better up, and says so', () => {
    expect(verdict([marked('thinner', 'better')])).toMatchObject({
      verdict: 'supports',
      moved: 'up',
      sentence: 'You tried thinner front shock oil in v3 and marked it Better, so it is moved up.',
      lowered: null,
    });
  });

  it('names the other way found Better as the reason to move down', () => {
    expect(verdict([marked('thicker', 'better', { version: 5 })])?.sentence).toBe(
      'You tried thicker front shock oil in v5 and marked it Better, so it is moved down.',
    );
  });

  it('lets the other way found Worse back a change without moving it up', () => {
    expect(verdict([marked('thicker', 'worse')])).toMatchObject({
      verdict: 'supports',
      moved: null,
      sentence:
        'You tried thicker front shock oil in v3 and marked it Worse, which backs this change; it stays where the books put it.',
    });
  });

  it('moves nothing for Same, and names the setup when the car has several', () => {
    const r = verdict([
      marked('thinner', 'same'),
      marked('thinner', 'same', { setupId: 4, setupName: 'Wet' }),
    ]);
    expect(r).toMatchObject({ verdict: 'mixed', moved: null });
    expect(r?.sentence).toBe(
      'You tried thinner front shock oil in v3 of "Club race" and marked it Same, so it stays where the books put it.',
    );
  });
});

describe('runs only', () => {
  it('moves down on runs clearly slower, with the figures', () => {
    expect(verdict([ran('thinner', 300, 'worse')])).toMatchObject({
      moved: 'down',
      sentence:
        'You tried thinner front shock oil in v3 and your runs were 0.3 s slower, top-5 average, 3 runs, so it is moved down.',
    });
  });

  it('says "too little to tell" as such, and moves nothing on it, however large the change', () => {
    const r = verdict([ran('thinner', 900, 'too-little-to-tell')]);
    expect(r).toMatchObject({ verdict: 'mixed', moved: null });
    expect(r?.sentence).toBe(
      'You tried thinner front shock oil in v3 and your runs were too little to tell (0.9 s slower, top-5 average, 3 runs), so it stays where the books put it.',
    );
  });

  it('moves up on runs clearly faster', () => {
    expect(verdict([ran('thinner', -250, 'better')])?.moved).toBe('up');
  });
});

describe('marks and runs both', () => {
  it('says both when they agree', () => {
    expect(verdict([past('thinner', { mark: 'worse', runs: [300, 'worse'] })])?.sentence).toBe(
      'You tried thinner front shock oil in v3 and marked it Worse; your runs agree (0.3 s slower, top-5 average, 3 runs), so it is moved down.',
    );
  });

  it("lets the racer's mark win over runs that disagree, and says both", () => {
    const r = verdict([past('thinner', { mark: 'worse', runs: [-300, 'better'] })]);
    expect(r).toMatchObject({ verdict: 'contradicts', moved: 'down' });
    expect(r?.sentence).toBe(
      'You tried thinner front shock oil in v3 and marked it Worse, though your runs say better (0.3 s faster, top-5 average, 3 runs); your mark counts, so it is moved down.',
    );
  });

  it('takes the mark where the runs are too few to tell', () => {
    expect(verdict([past('thinner', { mark: 'better', runs: [-40, 'too-little-to-tell'] })])).toMatchObject({
      moved: 'up',
      sentence:
        'You tried thinner front shock oil in v3 and marked it Better (your runs were too little to tell: 0.04 s faster, top-5 average, 3 runs), so it is moved up.',
    });
  });

  it('moves nothing when versions go both ways, and names both', () => {
    const r = verdict([marked('thinner', 'better', { version: 6 }), ran('thinner', 300, 'worse')]);
    expect(r).toMatchObject({ verdict: 'mixed', moved: null });
    expect(r?.sentence).toBe(
      'You tried thinner front shock oil in v6 and marked it Better, but you tried thinner front shock oil in v3 and your runs were 0.3 s slower, top-5 average, 3 runs, so it stays where the books put it.',
    );
  });
});

describe('conflicting conditions', () => {
  const dryCarpet = { trackName: 'Ridgeway', surface: 'carpet', grip: 'low' } as const;
  const highGripClay: Conditions = { trackName: null, surface: 'clay', grip: 'high' };

  it('does not move a change tried on another surface and grip, and names the difference', () => {
    const r = verdict([marked('thinner', 'worse', dryCarpet)], highGripClay);
    expect(r).toMatchObject({ verdict: 'mixed', moved: null, lowered: null });
    expect(r?.sentence).toBe(
      'You tried thinner front shock oil in v3 on low-grip carpet and marked it Worse; today is high-grip clay, so it is not moved.',
    );
  });

  it('names another track when both are known', () => {
    const r = verdict([ran('thinner', -300, 'better', dryCarpet)], {
      ...highGripClay,
      trackName: 'Clay Kings',
    });
    expect(r?.moved).toBe(null);
    expect(r?.sentence).toBe(
      'You tried thinner front shock oil in v3 at Ridgeway on low-grip carpet and your runs were 0.3 s faster, top-5 average, 3 runs; today is high-grip clay at Clay Kings, so it is not moved.',
    );
  });

  it('weighs it where the conditions match, or where either side does not know them', () => {
    const same = { trackName: 'ridgeway ', surface: 'carpet', grip: 'low' } as const;
    expect(verdict([marked('thinner', 'worse', dryCarpet)], same)?.moved).toBe('down');
    expect(
      verdict([marked('thinner', 'worse', { ...dryCarpet, grip: null })], { ...same, grip: 'high' })?.moved,
    ).toBe('down');
    expect(verdict([marked('thinner', 'worse', dryCarpet)])?.moved).toBe('down');
  });

  it("decides by the evidence from today's conditions when some ran elsewhere", () => {
    const r = verdict(
      [
        marked('thinner', 'better', { ...dryCarpet, version: 7 }),
        marked('thinner', 'worse', { grip: 'high' }),
      ],
      highGripClay,
    );
    expect(r).toMatchObject({ verdict: 'contradicts', moved: 'down' });
    expect(r?.sentence).toBe(
      'You tried thinner front shock oil in v3 and marked it Worse, so it is moved down.',
    );
  });
});

describe('fromResultsOf: the list', () => {
  it('lists the newest few, and is absent without earlier changes of the parameter', () => {
    const many = Array.from({ length: 12 }, (_, i) => marked('thinner', 'better', { version: 20 - i }));
    expect(verdict(many)?.past.map((p) => p.version)).toEqual([20, 19, 18, 17, 16].slice(0, PAST_SHOWN));
    expect(fromResultsOf('frontShockOil', 'thinner', { rearShockOil: [marked('thinner', 'worse')] })).toBe(
      undefined,
    );
  });
});

describe('learnFromResults: re-ranking', () => {
  const items = ['a:thinner', 'b:thinner', 'c:softer', 'd:thinner', 'e:thinner'];
  const changeOf = (id: string) => ({
    parameter: id.split(':')[0] as string,
    direction: id.split(':')[1] as Direction,
  });
  const order = (history: PastResults, today?: Conditions) =>
    learnFromResults(items, changeOf, history, today).map((l) => l.item);

  it('moves backed changes above the rest and contradicted ones below, keeping each group in order', () => {
    expect(
      order({
        a: [marked('thinner', 'worse')],
        c: [marked('stiffer', 'better')],
        d: [marked('thinner', 'better')],
        e: [ran('thinner', -300, 'better')],
      }),
    ).toEqual(['d:thinner', 'e:thinner', 'b:thinner', 'a:thinner', 'c:softer']);
  });

  it('keeps mixed, too-little-to-tell and other-conditions changes where the books put them', () => {
    const elsewhere = { surface: 'carpet', grip: 'low' } as const;
    expect(
      order(
        {
          a: [marked('thinner', 'better'), marked('thinner', 'worse')],
          b: [ran('thinner', 500, 'too-little-to-tell')],
          c: [marked('softer', 'worse', elsewhere)],
        },
        { trackName: null, surface: 'clay', grip: 'high' },
      ),
    ).toEqual(items);
  });
});
