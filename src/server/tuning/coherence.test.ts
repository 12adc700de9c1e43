import { describe, expect, it } from 'vitest';
import { OPPOSITE_DIRECTION } from '../../shared/schemas/tuning';
import type { VehicleFacts } from '../../shared/vehicle-class';
import { vehicleTags } from './context';
import { GOALS, questionsOf } from './knowledge-base';
import { ELECTRIC_8, FOUR_WD_10, NITRO_8, run, TWO_WD_10 } from './test/run';

/** A small seeded generator, so a failure names a reproducible answer set. */
function prng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

const CARS: Array<VehicleFacts | null> = [
  null,
  NITRO_8,
  ELECTRIC_8,
  TWO_WD_10,
  FOUR_WD_10,
  { scale: null, drivetrain: '2WD', power: null, vehicleClass: null },
  { scale: '1:10', drivetrain: null, power: 'electric', vehicleClass: null },
];
const DIFFS_4WD = ['frontDiffOil', 'centerDiffOil', 'rearDiffOil'];
const ESC = [
  'punchControl',
  'boostTiming',
  'turbo',
  'dragBrake',
  'initialBrakeForce',
  'maxBrakeForce',
  'batteryPosition',
];
const ENGINE = ['lowSpeedNeedle', 'highSpeedNeedle', 'clutchSprings'];
const RUNS_PER_GOAL = 250;

describe('every result is coherent', () => {
  it.each(GOALS.map((g) => [g.id, g] as const))('%s, with random answers and cars', (_id, goal) => {
    const random = prng(goal.id.length * 7919);
    for (let i = 0; i < RUNS_PER_GOAL; i += 1) {
      const car = CARS[Math.floor(random() * CARS.length)] ?? null;
      const questions = questionsOf(goal, vehicleTags(car));
      const answers = questions.map((q) => q.options[Math.floor(random() * q.options.length)]?.id ?? '');
      if (goal.powertrain && car?.power && car.power !== goal.powertrain) continue;
      const result = run(goal.id, answers, car);
      const where = `${goal.id} ${answers.join(',')} on ${JSON.stringify(car)}`;
      const all = result.allRecommendations;

      // One change per parameter, so never two opposite directions for one parameter.
      const params = all.map((r) => r.parameter);
      expect(new Set(params).size, where).toBe(params.length);
      for (const r of all)
        expect(
          all.some((o) => o.parameter === r.parameter && o.direction === OPPOSITE_DIRECTION[r.direction]),
          where,
        ).toBe(false);

      // The best few are the head of the longer list: 3 (or 4) when there are that many.
      expect(all.slice(0, result.recommendations.length), where).toEqual(result.recommendations);
      expect(result.recommendations.length, where).toBe(Math.min(all.length, result.recommendations.length));
      if (all.length >= 3) expect(result.recommendations.length, where).toBeGreaterThanOrEqual(3);
      expect(result.recommendations.length, where).toBeLessThanOrEqual(4);

      // No advice for a part or a power source the car does not have (or may not have).
      const has = (list: string[]) => params.some((p) => list.includes(p));
      // The car's kind as the wizard took it: the car's own, or the racer's answers.
      const kind = result.vehicle;
      if (kind?.drivetrain !== '4WD') expect(has(DIFFS_4WD), where).toBe(false);
      if (kind?.drivetrain !== '2WD') expect(has(['diffOil']), where).toBe(false);
      if (kind?.power !== 'electric' && goal.powertrain !== 'electric') expect(has(ESC), where).toBe(false);
      if (kind?.power !== 'nitro' && goal.powertrain !== 'nitro') expect(has(ENGINE), where).toBe(false);
      if (!kind?.power && !goal.powertrain) expect(has(['gearing']), where).toBe(false);
      expect(result.summary, where).not.toBe('');
    }
  });
});
