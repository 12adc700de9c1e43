import { describe, expect, it } from 'vitest';
import type { Recommendation } from '../../shared/schemas/tuning';
import { CONTEXT_OPTION_IDS, questionsOf } from './knowledge-base';
import { parameterDef } from './parameters';
import { STEP_SIZES, type StepKey, stepSize } from './steps';
import { explore, type Visit } from './test/explore';

/**
 * Coherent advice (issue 17): nothing that goes against what the racer answered, nothing that the
 * track context alone adds, and steps within the wizard's own sizes for the car's scale. The tables
 * here are written from the books, independently of the rules they check.
 */

/** An answer → changes the books say would make it worse (a hotter engine, a lower car that bottoms). */
const CONTRADICTS: Readonly<Record<string, readonly string[]>> = {
  'engine-warm': ['gearing:increase', 'highSpeedNeedle:decrease'],
  'engine-hot': ['gearing:increase', 'highSpeedNeedle:decrease', 'lowSpeedNeedle:decrease'],
  'motor-hot': [
    'gearing:increase',
    'boostTiming:increase',
    'turbo:increase',
    'timingAdvance:increase',
    'motorTiming:increase',
    'endbellTiming:increase',
  ],
  'brake-lock': ['initialBrakeForce:increase', 'maxBrakeForce:increase', 'dragBrake:increase'],
  wheelspin: ['punchControl:increase'],
  bottoming: ['frontRideHeight:lower', 'rearRideHeight:lower'],
  scraping: ['frontRideHeight:lower', 'rearRideHeight:lower'],
  'traction-roll': ['frontRideHeight:raise', 'rearRideHeight:raise'],
};

/** An answer → explanations that would say the opposite of it. */
const CONTRADICTING_WORDS: Readonly<Record<string, RegExp>> = {
  // The explanation may say what the change does to the nose; it may not say the car flew the other way.
  'nose-down': /rear[- ]first|lands? on (its|the) rear|nose (rises|comes up)/i,
  'nose-up': /nose[- ]first|front[- ]first|lands? on (its|the) nose|nose (drops|dives)/i,
};

const idOf = (r: Recommendation) => `${r.parameter}:${r.direction}`;

describe('advice never goes against an answer', () => {
  const found: string[] = [];
  explore(({ goal, tags, result, answers }: Visit) => {
    for (const [tag, changes] of Object.entries(CONTRADICTS)) {
      if (!tags.has(tag)) continue;
      for (const r of result.allRecommendations)
        if (changes.includes(idOf(r)))
          found.push(`${goal.id} ${answers.map((a) => a.id)}: ${tag} → ${idOf(r)}`);
    }
    for (const [tag, words] of Object.entries(CONTRADICTING_WORDS)) {
      if (!tags.has(tag)) continue;
      for (const r of result.allRecommendations)
        if (words.test(r.reasoning)) found.push(`${goal.id}: ${tag} but "${r.reasoning}"`);
    }
  });
  it('in any answer set on any car', () => expect(found.slice(0, 10)).toEqual([]));
});

/** Values a racer writes, so every numeric stepper has something to step. */
const VALUES: Record<string, string> = {
  frontShockOil: '500 cSt',
  rearShockOil: '450 cSt',
  frontSpring: '4.2 lbs',
  rearSpring: '3.6 lbs',
  frontSwayBar: '2.3 mm',
  rearSwayBar: '2.5 mm',
  frontRideHeight: '27 mm',
  rearRideHeight: '29 mm',
  frontCamber: '-2°',
  rearCamber: '-2.5°',
  frontToe: '1° out',
  rearToe: '3° in',
  frontCaster: '15°',
  antiSquat: '2.5°',
  antiBraking: '10°',
  frontDiffOil: '7000 cSt',
  centerDiffOil: '10000 cSt',
  rearDiffOil: '3000 cSt',
  diffOil: '3000 cSt',
  gearing: '46/13',
  punchControl: 'Level 5',
  boostTiming: '20°',
  turbo: '10°',
  dragBrake: '3%',
  initialBrakeForce: '20%',
  maxBrakeForce: '75%',
};

/** The step key each stepper is held to (spring: percent of the rate; diff oil: one bottle of the ladder). */
const STEPPER_SIZE: Readonly<Record<string, StepKey | undefined>> = {
  shockOil: 'shockOil',
  camber: 'camber',
  frontToe: 'toe',
  rearToe: 'toe',
  caster: 'caster',
  antiSquat: 'antiSquat',
  kickUp: 'kickUp',
  rideHeight: 'rideHeight',
  swayBar: 'swayBar',
  gearing: 'gearing',
  escTiming: 'escTimingDegrees',
  escLevel: 'escLevel',
};
const PERCENT_KEYS: Readonly<Record<string, StepKey>> = {
  dragBrake: 'dragBrake',
  maxBrakeForce: 'maxBrakeForce',
};

const numberIn = (text: string) => {
  const all = [...text.matchAll(/-?\d+(?:\.\d+)?/g)].map((m) => Number(m[0]));
  return all.length === 1 ? (all[0] as number) : null;
};

describe('steps stay within the sizes for the car scale', () => {
  const sheet = { id: 1, name: 'Installed', trackSurface: null, trackConditions: null, values: VALUES };
  const tooBig: string[] = [];
  const wrongScale: string[] = [];
  explore(({ car, result }) => {
    const scale = car.scale;
    for (const r of result.allRecommendations) {
      const other = scale === '1:8' ? '1:10:' : '1:8:';
      if (/^1:(8|10): /.test(r.suggested) || r.suggested.includes(`; ${other}`))
        wrongScale.push(`${idOf(r)} on ${scale}: ${r.suggested}`);
      if (r.newValue === null) continue;
      const stepper = parameterDef(r.parameter)?.stepper ?? 'text';
      const key =
        stepper === 'escPercent' ? (PERCENT_KEYS[r.parameter] ?? 'escPercent') : STEPPER_SIZE[stepper];
      const before = numberIn(r.current);
      const after = numberIn(r.newValue);
      if (!key || before === null || after === null) continue;
      const limit = /wt/i.test(r.current) ? STEP_SIZES.shockOilWeight[scale ?? '1:10'] : stepSize(key, scale);
      if (Math.abs(Math.abs(after) - Math.abs(before)) > limit + 1e-9)
        tooBig.push(`${idOf(r)} on ${scale}: ${r.current} → ${r.newValue} (step ${limit})`);
    }
  }, sheet);
  it("moves every value by at most one of the wizard's steps", () => expect(tooBig.slice(0, 10)).toEqual([]));
  it("quotes only the car's own scale", () => expect(wrongScale.slice(0, 10)).toEqual([]));
});

describe('the track context reorders, never adds', () => {
  const added: string[] = [];
  // Sheets that say only the grip, compared on goals that ask the grip: the sheet answers it instead.
  const contexts = [
    { trackSurface: null, trackConditions: 'High grip' },
    { trackSurface: null, trackConditions: 'Slippery/Low Grip' },
  ];
  // What the same symptoms get when the racer answers the track questions, whichever way.
  const keyOf = ({ goal, car, answers }: Visit) =>
    `${goal.id}|${car.scale}${car.drivetrain}${car.power}${car.vehicleClass}|${answers
      .filter((a) => !CONTEXT_OPTION_IDS.has(a.id))
      .map((a) => a.id)}`;
  const answered = new Map<string, Set<string>>();
  explore((v) => {
    const seen = answered.get(keyOf(v)) ?? new Set<string>();
    for (const r of v.result.allRecommendations) seen.add(idOf(r));
    answered.set(keyOf(v), seen);
  });
  for (const context of contexts)
    explore(
      (v) => {
        if (!questionsOf(v.goal).some((q) => q.settles === 'grip')) return;
        const seen = answered.get(keyOf(v));
        if (!seen) return;
        for (const r of v.result.recommendations)
          if (!seen.has(idOf(r))) added.push(`${keyOf(v)} on ${context.trackConditions}: ${idOf(r)}`);
      },
      { id: 1, name: 'Installed', ...context, values: {} },
    );
  it('adds no headline change that the answers alone could not call for', () =>
    expect(added.slice(0, 10)).toEqual([]));

  it('keeps the off-goal changes a racer found out (issue 17)', () => {
    const grippy = { id: 1, name: 'Installed', trackSurface: 'Carpet', trackConditions: null, values: {} };
    const dusty = {
      id: 1,
      name: 'Installed',
      trackSurface: 'Clay',
      trackConditions: 'Dry/Dusty',
      values: {},
    };
    explore(({ goal, tags, result }) => {
      const ids = result.allRecommendations.map(idOf);
      // "More steering" on a grippy track: no thicker centre diff unless the push is on power.
      if (goal.id === 'more-steering' && !tags.has('on-power'))
        expect(ids).not.toContain('centerDiffOil:thicker');
    }, grippy);
    explore(({ goal, tags, result }) => {
      const ids = result.allRecommendations.map(idOf);
      // A nose-first landing on a dusty day: no thinner centre diff "because it is dusty".
      if (goal.id === 'jumping' && tags.has('nose-down') && !tags.has('on-power'))
        expect(ids).not.toContain('centerDiffOil:thinner');
    }, dusty);
  });
});
