import { describe, expect, it } from 'vitest';
import { analyse } from './engine';
import { suitedTyres } from './installed-tyres';
import { GOALS_BY_ID, questionsOf } from './knowledge-base';
import { run, TWO_WD_10 } from './test/run';

const sheet = (tyre: string, surface = 'Clay', conditions = 'Abrasive/High Grip') => ({
  id: 3,
  name: 'Clay club',
  trackSurface: surface,
  trackConditions: conditions,
  values: { frontTyre: tyre, rearTyre: tyre },
});
const first = (r: ReturnType<typeof run>) => r.recommendations.map((x) => `${x.parameter}:${x.direction}`)[0];

describe('the installed tyres against the track (issue 32, item 5)', () => {
  it('knows a clay compound on grippy clay and a carpet compound on carpet, and nothing else', () => {
    const clay = new Set(['surface:clay', 'grip:high']);
    expect(suitedTyres(sheet('AKA Impact Super Soft'), clay).map((s) => s.end)).toEqual(['front', 'rear']);
    expect(suitedTyres(sheet('JConcepts Ellipse Green'), clay)).toHaveLength(2);
    expect(
      suitedTyres(sheet('Schumacher Cut Stagger Yellow'), new Set(['surface:carpet', 'grip:high'])),
    ).toHaveLength(2);
    // A clay compound on dusty clay, or a tyre the table does not know, is taken as it is.
    expect(suitedTyres(sheet('AKA Impact Super Soft'), new Set(['surface:clay', 'grip:low']))).toEqual([]);
    expect(suitedTyres(sheet('Pro-Line Hole Shot M3'), clay)).toEqual([]);
    expect(suitedTyres(null, clay)).toEqual([]);
  });

  it('moves a grippier tyre off the headline when the installed one suits, and says what it read', () => {
    const answers = ['phase-entry', 'steer-slides', 'bumps-some'];
    const unknown = run('more-steering', answers, TWO_WD_10, sheet('Pro-Line Hole Shot M3'));
    const clay = run('more-steering', answers, TWO_WD_10, sheet('AKA Impact Super Soft'));
    const tyreAt = (r: typeof clay) => r.allRecommendations.findIndex((x) => x.parameter === 'frontTyre');
    expect(tyreAt(unknown)).toBeGreaterThanOrEqual(0);
    expect(tyreAt(clay)).toBeGreaterThan(0);
    expect(first(clay)).not.toMatch(/Tyre:/);
    expect(clay.summary).toContain('Read from your sheet: front tyre AKA Impact Super Soft, rear tyre');
    expect(unknown.summary).not.toContain('Read from your sheet');
  });

  it('never advises a part the car lacks (a slipper on a car without one)', () => {
    const goal = GOALS_BY_ID.get('launch');
    if (!goal) throw new Error('launch');
    const answers = questionsOf(goal)
      .flatMap((q) => q.options)
      .filter((o) => ['pull-bog', 'pull-slow', 'grip-medium'].includes(o.id));
    const input = {
      goal,
      answers,
      vehicle: { label: 'B6.4', facts: TWO_WD_10, isSavedCar: false },
      sheet: null,
      esc: null,
    };
    const params = (r: ReturnType<typeof analyse>) => r.allRecommendations.map((x) => x.parameter);
    expect(params(analyse(input))).toContain('slipper');
    expect(params(analyse({ ...input, lacks: ['slipper'] }))).not.toContain('slipper');
  });
});
