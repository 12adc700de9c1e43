import { frontGeometryChanges } from '../changes/geometry-front';
import type { RuleFamily } from '../types';

/**
 * Front geometry: toe, caster, camber, kick-up and the inner hinge-pin height.
 * Sources: XRAY XB8 / XB4 / XB2 set-up books, "Front toe", "Caster", "Camber" and "Kick-up" (toe-out: a
 * more aggressive turn-in and a less stable car in a straight line; more caster: less entry steering,
 * more on-power steering out of the corner and more stability; more kick-up: the front rides braking
 * bumps and landings better); HUDY set-up book, "Camber"; Mugen MBX8 set-up guide, "Roll centre" (a lower
 * inner pivot: more roll and more grip at that end; higher: less roll, a quicker, calmer end).
 */
const TOE = 'XRAY XB8 2024 set-up book: Front toe';
const TOE2 = 'XRAY XB2 2024 set-up book: Front toe';
const CASTER = 'XRAY XB8 2024 set-up book: Caster';
const CAMBER = 'HUDY set-up book: Camber';
const KICK = 'XRAY XB8 2024 set-up book: Kick-up';
const ROLL = 'Mugen MBX8 set-up guide: Roll centre';

export const frontGeometry: RuleFamily = {
  id: 'geometry-front',
  name: 'Front geometry',
  sources: [TOE, TOE2, CASTER, CAMBER, KICK, ROLL],
  changes: frontGeometryChanges,
  rules: [
    {
      id: 'toe-entry-push',
      change: 'frontToe:increase',
      when: { all: ['push', 'entry'] },
      weight: 2,
      reasoning: 'More front toe-out makes the car bite the moment you turn in.',
      source: TOE,
    },
    {
      id: 'toe-lazy',
      change: 'frontToe:increase',
      when: { all: ['push', 'front-lazy'] },
      weight: 1,
      reasoning: 'A little more toe-out sharpens a lazy initial response.',
      source: TOE2,
    },
    {
      id: 'toe-darty',
      change: 'frontToe:decrease',
      when: { all: ['darty'] },
      weight: 2,
      reasoning: 'Toe-out makes a car dart and wander; less of it calms the steering.',
      source: TOE2,
    },
    {
      id: 'toe-twitchy',
      change: 'frontToe:decrease',
      when: { any: ['twitchy'] },
      weight: 2,
      reasoning:
        'A car that jumps at the smallest steering input has too much toe-out: less makes it steadier.',
      source: TOE,
    },
    {
      id: 'toe-straight',
      change: 'frontToe:decrease',
      when: { all: ['straight'], any: ['loose', 'darty'] },
      weight: 1,
      reasoning: 'A car that is nervous down the straights is steadier with less front toe-out.',
      source: TOE,
    },
    {
      id: 'toe-bump-steer',
      change: 'frontToe:decrease',
      when: { all: ['bump-steer'] },
      weight: 1,
      reasoning: 'With less toe-out a bump under one front wheel steers the car less.',
      source: TOE,
    },
    {
      id: 'caster-exit-push',
      change: 'frontCaster:increase',
      when: { all: ['push', 'exit'] },
      weight: 1,
      reasoning: 'More caster gives more steering as the car leaves the corner.',
      source: CASTER,
    },
    {
      id: 'caster-power-push',
      change: 'frontCaster:increase',
      // Turning in is entry steering whatever the throttle does: less caster there (caster-entry-push).
      when: { all: ['push', 'on-power'], none: ['entry'] },
      weight: 1,
      reasoning: 'More caster adds steering on power.',
      source: CASTER,
    },
    {
      id: 'caster-straight',
      change: 'frontCaster:increase',
      when: { any: ['straight', 'twitchy'], none: ['push'] },
      weight: 1,
      reasoning: 'More caster steadies the car in a straight line and over bumps at speed.',
      source: CASTER,
    },
    {
      id: 'caster-darty-entry',
      change: 'frontCaster:increase',
      when: { all: ['darty', 'entry'] },
      weight: 1,
      reasoning: 'More caster takes a little entry steering away and makes turn-in calmer.',
      source: CASTER,
    },
    {
      id: 'caster-entry-push',
      change: 'frontCaster:decrease',
      when: { all: ['push', 'entry'] },
      weight: 1,
      reasoning: 'Less caster adds steering as the car turns in, on or off the throttle.',
      source: CASTER,
    },
    {
      id: 'caster-mid-push',
      change: 'frontCaster:decrease',
      when: { all: ['push', 'mid'], none: ['on-power'] },
      weight: 1,
      reasoning: 'Less caster adds steering through the corner.',
      source: CASTER,
    },
    {
      id: 'caster-hairpin',
      change: 'frontCaster:decrease',
      when: { all: ['hairpin'] },
      weight: 1,
      reasoning: 'Less caster lets the front turn tighter at low speed.',
      source: CASTER,
    },
    {
      id: 'caster-darty-power',
      change: 'frontCaster:decrease',
      when: { all: ['darty', 'on-power'], none: ['entry'] },
      weight: 2,
      reasoning:
        'Caster adds steering on power; a car that darts as you accelerate is calmer with less of it.',
      source: CASTER,
    },
    {
      id: 'camber-mid-push',
      change: 'frontCamber:increase',
      when: { all: ['push', 'mid'] },
      weight: 1,
      reasoning: 'More negative front camber adds side grip through long corners.',
      source: CAMBER,
    },
    {
      id: 'camber-no-grip',
      change: 'frontCamber:increase',
      when: { all: ['push', 'front-no-grip'], none: ['grip:low'] },
      weight: 1,
      reasoning:
        'A little more negative camber keeps the loaded front tyre flat on the track as the car rolls.',
      source: CAMBER,
    },
    {
      id: 'camber-edgy',
      change: 'frontCamber:decrease',
      when: { any: ['edgy'] },
      weight: 1,
      reasoning: 'Less front camber takes some side grip from an over-eager front end.',
      source: CAMBER,
    },
    {
      id: 'camber-darty-mid',
      change: 'frontCamber:decrease',
      when: { all: ['darty', 'mid'] },
      weight: 1,
      reasoning: 'Less negative front camber gives the front a little less side bite mid-corner.',
      source: CAMBER,
    },
    {
      id: 'kickup-braking-bumps',
      change: 'antiBraking:increase',
      when: { all: ['braking-bumps'] },
      weight: 3,
      reasoning: 'More kick-up lets the front arms ride over braking bumps instead of being kicked by them.',
      source: KICK,
    },
    {
      id: 'kickup-bumps-entry',
      change: 'antiBraking:increase',
      when: { all: ['entry'], any: ['skips', 'big-bumps'] },
      weight: 1,
      reasoning: 'More kick-up keeps the front calm over bumps as you brake into the corner.',
      source: KICK,
    },
    {
      id: 'kickup-loose-braking',
      change: 'antiBraking:increase',
      when: { all: ['braking'], any: ['loose', 'darty'] },
      weight: 1,
      reasoning: 'More kick-up makes the car calmer on the brakes into the corner.',
      source: KICK,
    },
    {
      id: 'kickup-rough',
      change: 'antiBraking:increase',
      when: { all: ['bumps:rough'] },
      weight: 1,
      reasoning: 'Rough tracks are smoother to drive with more front kick-up.',
      source: KICK,
    },
    {
      id: 'kickup-smooth-entry',
      change: 'antiBraking:decrease',
      when: { all: ['push', 'entry', 'bumps:smooth'] },
      weight: 1,
      reasoning: 'On a smooth track less kick-up gives a more direct turn-in.',
      source: KICK,
    },
    {
      id: 'arm-traction-roll',
      change: 'frontArmPosition:raise',
      when: { any: ['traction-roll'] },
      weight: 1,
      reasoning:
        'A higher inner hinge pin raises the front roll centre: less roll, so the car stays on four wheels.',
      source: ROLL,
    },
    {
      id: 'arm-darty-grip',
      change: 'frontArmPosition:raise',
      when: { all: ['darty', 'grip:high'] },
      weight: 1,
      reasoning: 'A higher front roll centre makes the front less eager on a grippy track.',
      source: ROLL,
    },
    {
      id: 'arm-push-no-grip',
      change: 'frontArmPosition:lower',
      when: { all: ['push'], any: ['front-no-grip', 'grip:low'] },
      weight: 1,
      reasoning: 'A lower inner hinge pin lowers the front roll centre: more roll and more front grip.',
      source: ROLL,
    },
  ],
};
