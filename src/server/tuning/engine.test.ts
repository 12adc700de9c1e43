import { describe, expect, it } from 'vitest';
import { mergeTags, trackTags } from './context';
import { tagsFor } from './engine';
import { GOALS_BY_ID, questionsOf } from './knowledge-base';
import { NITRO_8, run } from './test/run';

const SHEET = {
  id: 7,
  name: 'Club race',
  trackSurface: 'Clay',
  trackConditions: 'Damp/Tacky',
  values: {
    frontShockOil: '500 cSt',
    frontCamber: '-2°',
    frontSwayBar: '2.3 mm',
    frontDiffOil: '7k',
    frontSpring: 'Grey (medium)',
  },
};

describe('track context', () => {
  it('reads the installed sheet: surface, then the more specific conditions', () => {
    expect(trackTags('Carpet', null)).toEqual(['surface:carpet', 'grip:high', 'bumps:smooth']);
    expect(trackTags('Clay', 'Dry/Dusty')).toEqual(['surface:clay', 'grip:low', 'dusty']);
    expect(trackTags('Carpet', 'Blown Out/Rutted')).toEqual(['surface:carpet', 'grip:high', 'bumps:rough']);
    expect(trackTags(null, 'Slippery/Low Grip')).toEqual(['grip:low']);
    expect(trackTags('OTHER', 'sunny')).toEqual([]);
  });

  it('lets an answer replace the context of its group, and keeps the rest', () => {
    expect([
      ...mergeTags([
        ['grip:high', 'surface:carpet'],
        ['grip:low', 'push'],
      ]),
    ]).toEqual(['surface:carpet', 'grip:low', 'push']);
  });

  it('takes the grip the racer answers over the grip of the installed sheet', () => {
    const goal = GOALS_BY_ID.get('more-steering');
    if (!goal) throw new Error('goal');
    const answers = questionsOf(goal).map((q) => q.options.find((o) => o.id.endsWith('low')) ?? q.options[0]);
    const tags = tagsFor({
      goal,
      answers: answers.filter((a) => a !== undefined),
      vehicle: null,
      sheet: { ...SHEET, trackSurface: 'Carpet', trackConditions: null },
      esc: null,
    });
    expect(tags.has('grip:low')).toBe(true);
    expect(tags.has('grip:high')).toBe(false);
    expect(tags.has('surface:carpet')).toBe(true);
  });
});

describe('personalised recommendations', () => {
  const answers = ['phase-mid', 'steer-slides', 'grip-medium', 'bumps-some'];

  it('shows the installed value as current and a concrete step as suggested', () => {
    const r = run('more-steering', answers, NITRO_8, SHEET);
    const byId = new Map(r.allRecommendations.map((x) => [x.id, x]));
    expect(byId.get('frontDiffOil:thinner')).toMatchObject({
      current: '7k',
      suggested: '5k',
      newValue: '5k',
    });
    expect(byId.get('frontSwayBar:softer')).toMatchObject({ current: '2.3 mm', suggested: '2.1 mm' });
    expect(byId.get('frontCamber:increase')).toMatchObject({ current: '-2°', suggested: '-2.5°' });
    expect(byId.get('frontSpring:softer')).toMatchObject({
      current: 'Grey (medium)',
      suggested: 'One spring rate softer on both front shocks (from Grey (medium))',
      newValue: null,
    });
    expect(r.summary).toContain('Current values come from your installed setup "Club race".');
    expect(r.vehicle).toMatchObject({ setupSheetId: 7, setupSheetName: 'Club race', power: 'nitro' });
  });

  it('says where a value is missing, and gives the generic step', () => {
    const r = run('more-steering', ['phase-entry', 'steer-lazy', 'grip-medium', 'bumps-some'], NITRO_8, {
      ...SHEET,
      values: {},
    });
    const toe = r.allRecommendations.find((x) => x.id === 'frontToe:increase');
    expect(toe).toMatchObject({ current: 'Not recorded on "Club race"', newValue: null });
    expect(toe?.suggested).toMatch(/0\.5° more toe-out/);
  });

  it('steps 500 cSt front shock oil to 450 cSt', () => {
    const r = run(
      'more-steering',
      ['phase-entry', 'steer-lazy', 'grip-medium', 'bumps-some'],
      NITRO_8,
      SHEET,
    );
    expect(r.allRecommendations.find((x) => x.id === 'frontShockOil:thinner')).toMatchObject({
      current: '500 cSt',
      suggested: '450 cSt',
      newValue: '450 cSt',
    });
  });
});

describe('results', () => {
  it('asks for the car when a part or power source is unknown', () => {
    const r = run('more-steering', ['phase-exit', 'steer-slides', 'grip-high', 'bumps-smooth']);
    expect(r.summary).toContain('include differential advice');
    expect(r.vehicle).toBeNull();
  });

  it('gives a coherent, empty answer when nothing calls for a change', () => {
    const nitroFine = run('nitro-engine', ['bottom-crisp', 'ntemp-ok', 'clutch-smooth', 'top-fine'], NITRO_8);
    expect(nitroFine.recommendations).toEqual([]);
    expect(nitroFine.allRecommendations).toEqual([]);
    expect(nitroFine.summary).toMatch(/nothing you describe calls for a setup change/);
    expect(nitroFine.maintenanceTips.length).toBeGreaterThan(0);
  });

  it('lists maintenance checks for the car it knows', () => {
    const r = run('more-steering', ['phase-entry', 'steer-slides', 'grip-medium', 'bumps-some'], NITRO_8);
    expect(r.maintenanceTips).toContain(
      'Check the diffs for leaks: a diff that has lost oil acts like a much thinner one.',
    );
    expect(r.maintenanceTips.length).toBeLessThanOrEqual(4);
  });

  it('resolves contradictory answers by vote weight, never giving both directions', () => {
    // Nose up in the air asks for quicker rear rebound (thinner, weight 1); a rear that kicks off the
    // face asks for slower rebound (thicker, weight 2): thicker wins, once.
    const r = run('jumping', ['air-nose-up', 'takeoff-kick', 'landing-fine', 'jumps-small']);
    const rear = r.allRecommendations.filter((x) => x.parameter === 'rearShockOil');
    expect(rear.map((x) => x.direction)).toEqual(['thicker']);
  });
});
