import { rearGeometryChanges } from '../changes/geometry-rear';
import type { RuleFamily } from '../types';

/**
 * Rear geometry: toe-in, camber, anti-squat, wheelbase.
 * Sources: XRAY XB8 / XB2 set-up books, "Rear toe-in", "Anti-squat" and "Wheelbase" (more rear toe-in: a
 * more stable rear on entry and more traction on power, less steering; less anti-squat: more rear
 * traction over bumps under power; a longer wheelbase is steadier at speed and over bumps, a shorter one
 * turns tighter); Team Associated B6.4 manual, "Setup tips"; HUDY set-up book, "Camber".
 */
const TOE = 'XRAY XB8 2024 set-up book: Rear toe-in';
const TOE2 = 'XRAY XB2 2024 set-up book: Rear toe-in';
const SQUAT = 'XRAY XB8 2024 set-up book: Anti-squat';
const SQUAT2 = 'Team Associated B6.4 manual: Setup tips, Anti-squat';
const WB = 'XRAY XB8 2024 set-up book: Wheelbase';
const WB2 = 'XRAY XB2 2024 set-up book: Wheelbase';
const CAMBER = 'HUDY set-up book: Camber';

export const rearGeometry: RuleFamily = {
  id: 'geometry-rear',
  name: 'Rear geometry',
  sources: [TOE, TOE2, SQUAT, SQUAT2, WB, WB2, CAMBER],
  changes: rearGeometryChanges,
  rules: [
    {
      id: 'rtoe-entry-loose',
      change: 'rearToe:increase',
      when: { all: ['loose', 'entry'] },
      weight: 2,
      reasoning: 'More rear toe-in keeps the rear in line as you turn in.',
      source: TOE,
    },
    {
      id: 'rtoe-power-loose',
      change: 'rearToe:increase',
      when: { all: ['loose'], any: ['on-power', 'wheelspin', 'rear-breaks-away'] },
      weight: 2,
      reasoning: 'More rear toe-in adds rear traction and stability as the power comes in.',
      source: TOE,
    },
    {
      id: 'rtoe-lift-off',
      change: 'rearToe:increase',
      when: { all: ['loose'], any: ['off-throttle', 'braking'] },
      weight: 1,
      reasoning: 'A rear that steps out when you lift or brake is steadier with more toe-in.',
      source: TOE2,
    },
    {
      id: 'rtoe-snap',
      change: 'rearToe:increase',
      when: { all: ['snap'] },
      weight: 1,
      reasoning: 'A rear that lets go suddenly gains a safety margin from a little more toe-in.',
      source: TOE2,
    },
    {
      id: 'rtoe-swing',
      change: 'rearToe:increase',
      when: { all: ['swing'] },
      weight: 3,
      reasoning: 'More rear toe-in keeps the rear in line as the weight swings from one side to the other.',
      source: TOE,
    },
    {
      id: 'rtoe-stability-base',
      change: 'rearToe:increase',
      when: { all: ['loose'] },
      weight: 0.5,
      reasoning: 'Rear toe-in is the strongest single stability setting on an off-road car.',
      source: TOE,
    },
    {
      id: 'rtoe-free-car',
      change: 'rearToe:decrease',
      when: { all: ['push'], any: ['mid', 'exit', 'grip:high'] },
      weight: 1,
      reasoning: 'Less rear toe-in frees the rear so the car rotates and steers.',
      source: TOE,
    },
    {
      id: 'rtoe-hairpin',
      change: 'rearToe:decrease',
      when: { all: ['hairpin'] },
      weight: 1,
      reasoning: 'Less rear toe-in lets the rear come round in tight turns.',
      source: TOE2,
    },
    {
      id: 'rcamber-mid-loose',
      change: 'rearCamber:increase',
      when: { all: ['loose', 'mid'] },
      weight: 1,
      reasoning: 'More negative rear camber adds rear side grip through the corner.',
      source: CAMBER,
    },
    {
      id: 'rcamber-traction',
      change: 'rearCamber:decrease',
      when: { any: ['wheelspin', 'rear-breaks-away'], none: ['mid'] },
      weight: 1,
      reasoning: 'A flatter rear tyre puts more rubber down in a straight line: more forward traction.',
      source: CAMBER,
    },
    {
      id: 'squat-bumps',
      change: 'antiSquat:decrease',
      when: { all: ['bumps:rough'], any: ['rear-hop', 'wheelspin', 'rear-breaks-away'] },
      weight: 3,
      reasoning:
        'Less anti-squat lets the rear suspension keep working over bumps under power, so the tyres stay on the ground.',
      source: SQUAT,
    },
    {
      id: 'squat-loose-rough',
      change: 'antiSquat:decrease',
      when: { all: ['loose', 'on-power', 'bumps:rough'] },
      weight: 1,
      reasoning: 'On a rough track a rear that steps out on power grips better with less anti-squat.',
      source: SQUAT2,
    },
    {
      id: 'squat-hop',
      change: 'antiSquat:decrease',
      when: { all: ['rear-hop'] },
      weight: 1,
      reasoning: 'A rear that hops under power has too much anti-squat for the bumps.',
      source: SQUAT2,
    },
    {
      id: 'squat-smooth-exit-push',
      change: 'antiSquat:increase',
      when: { all: ['push', 'on-power', 'bumps:smooth'] },
      weight: 1,
      reasoning:
        'On a smooth track more anti-squat stops the rear squatting on power, keeping weight on the front for steering.',
      source: SQUAT2,
    },
    {
      id: 'squat-scrapes',
      change: 'antiSquat:increase',
      when: { all: ['squat'] },
      weight: 1,
      reasoning: 'More anti-squat holds the rear up under acceleration, so it stops scraping.',
      source: SQUAT,
    },
    {
      id: 'wb-fast-loose',
      change: 'rearArmPosition:back',
      when: { all: ['loose', 'fast-corners'] },
      weight: 3,
      reasoning: 'A longer wheelbase is the first setting for a car that is nervous through fast sweepers.',
      source: WB,
    },
    {
      id: 'wb-sweeper-mid',
      change: 'rearArmPosition:back',
      when: { all: ['loose', 'mid', 'fast-corners'] },
      weight: 1,
      reasoning: 'The faster the corner, the more a longer wheelbase steadies the rear through it.',
      source: WB,
    },
    {
      id: 'wb-straight-loose',
      change: 'rearArmPosition:back',
      when: { all: ['straight'], any: ['loose', 'darty'] },
      weight: 1,
      reasoning: 'A longer wheelbase steadies the car at speed.',
      source: WB,
    },
    {
      id: 'wb-jumps',
      change: 'rearArmPosition:back',
      when: { any: ['big-jumps', 'whoops'] },
      weight: 1,
      reasoning: 'A longer wheelbase makes the car calmer in the air and through whoops.',
      source: WB,
    },
    {
      id: 'wb-hairpin',
      change: 'rearArmPosition:forward',
      when: { all: ['hairpin'] },
      weight: 3,
      reasoning: 'A shorter wheelbase is what turns a car round tight hairpins.',
      source: WB2,
    },
    {
      id: 'wb-tight-push',
      change: 'rearArmPosition:forward',
      when: { all: ['push', 'mid'], none: ['fast-corners'] },
      weight: 1,
      reasoning: 'A shorter wheelbase turns tighter in slow corners.',
      source: WB2,
    },
  ],
};
