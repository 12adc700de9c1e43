import { rearGeometryChanges } from '../changes/geometry-rear';
import type { RuleFamily } from '../types';

/**
 * Rear geometry: toe-in, camber, anti-squat, wheelbase.
 * Sources: XRAY XB8 / XB2 set-up books, "Rear toe-in", "Camber", "Rear anti-squat" and "Wheelbase";
 * Team Associated B6.4 manual, "Anti-squat"; Tekno RC NB48 2.2 manual, "Tuning tips". More rear toe-in
 * adds stability and traction on power; less frees the car. Less anti-squat keeps the rear working over
 * bumps under power; more anti-squat adds on-power steering on smooth, high-grip tracks. A longer
 * wheelbase is steadier at speed and over bumps; a shorter one turns tighter.
 */
export const rearGeometry: RuleFamily = {
  id: 'geometry-rear',
  name: 'Rear geometry',
  sources: [
    'XRAY XB8/XB2 set-up book: Rear toe-in, Camber, Anti-squat, Wheelbase',
    'Team Associated B6.4 manual',
    'Tekno RC NB48 2.2 manual: tuning tips',
  ],
  changes: rearGeometryChanges,
  rules: [
    {
      id: 'rtoe-entry-loose',
      change: 'rearToe:increase',
      when: { all: ['loose', 'entry'] },
      weight: 2,
      reasoning: 'More rear toe-in keeps the rear in line on the brakes and into the turn.',
    },
    {
      id: 'rtoe-power-loose',
      change: 'rearToe:increase',
      when: { all: ['loose'], any: ['exit', 'wheelspin', 'rear-breaks-away'] },
      weight: 2,
      reasoning: 'More rear toe-in adds rear traction and stability as the power comes in.',
    },
    {
      id: 'rtoe-snap',
      change: 'rearToe:increase',
      when: { all: ['snap'] },
      weight: 1,
      reasoning: 'A rear that lets go suddenly gains a safety margin from a little more toe-in.',
    },
    {
      id: 'rtoe-stability-base',
      change: 'rearToe:increase',
      when: { all: ['goal:more-stability'] },
      weight: 0.5,
      reasoning: 'Rear toe-in is the strongest single stability setting on an off-road car.',
    },
    {
      id: 'rtoe-free-car',
      change: 'rearToe:decrease',
      when: { all: ['push'], any: ['mid', 'exit', 'grip:high'] },
      weight: 1,
      reasoning: 'Less rear toe-in frees the rear so the car rotates and steers.',
    },
    {
      id: 'rcamber-mid-loose',
      change: 'rearCamber:increase',
      when: { all: ['loose', 'mid'] },
      weight: 1,
      reasoning: 'More negative rear camber adds rear side grip through the corner.',
    },
    {
      id: 'rcamber-traction',
      change: 'rearCamber:decrease',
      when: { any: ['wheelspin', 'rear-breaks-away'], none: ['mid'] },
      weight: 1,
      reasoning: 'A flatter rear tyre puts more rubber down in a straight line: more forward traction.',
    },
    {
      id: 'squat-bumps',
      change: 'antiSquat:decrease',
      when: { any: ['rear-hop', 'on-power'], all: ['bumps:rough'] },
      weight: 3,
      reasoning:
        'Less anti-squat lets the rear suspension keep working over bumps under power, so the tyres stay on the ground.',
    },
    {
      id: 'squat-hop',
      change: 'antiSquat:decrease',
      when: { all: ['rear-hop'] },
      weight: 1,
      reasoning: 'A rear that hops under power has too much anti-squat for the bumps.',
    },
    {
      id: 'squat-smooth-exit-push',
      change: 'antiSquat:increase',
      when: { all: ['push', 'exit', 'bumps:smooth'] },
      weight: 1,
      reasoning:
        'On a smooth track more anti-squat stops the rear squatting on power, keeping weight on the front for steering.',
    },
    {
      id: 'wb-fast-loose',
      change: 'rearArmPosition:back',
      when: { all: ['loose'], any: ['straight', 'fast-corners'] },
      weight: 2,
      reasoning: 'A longer wheelbase steadies the car at speed.',
    },
    {
      id: 'wb-jumps',
      change: 'rearArmPosition:back',
      when: { any: ['big-jumps', 'whoops'] },
      weight: 1,
      reasoning: 'A longer wheelbase makes the car calmer in the air and through whoops.',
    },
    {
      id: 'wb-tight-push',
      change: 'rearArmPosition:forward',
      when: { all: ['push', 'mid'], none: ['fast-corners'] },
      weight: 1,
      reasoning: 'A shorter wheelbase turns tighter in slow corners.',
    },
  ],
};
