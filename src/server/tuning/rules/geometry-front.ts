import { frontGeometryChanges } from '../changes/geometry-front';
import type { RuleFamily } from '../types';

/**
 * Front geometry: camber, toe, caster, kick-up.
 * Sources: XRAY XB8 / XB4 set-up books, "Camber", "Toe", "Caster" and "Front kick-up"; Team Associated
 * B6.4 manual, "Caster" and "Toe"; Petit RC, M-Racing Setup Guide ("increasing negative camber improves
 * grip on that wheel when cornering"). More front toe-out adds turn-in but costs straight-line stability;
 * more caster gives stability and on-power steering and takes entry steering; more kick-up rides braking
 * bumps better and calms entry.
 */
export const frontGeometry: RuleFamily = {
  id: 'geometry-front',
  name: 'Front geometry',
  sources: [
    'XRAY XB8/XB4 set-up book: Camber, Toe, Caster, Kick-up',
    'Team Associated B6.4 manual',
    'Petit RC: M-Racing Setup Guide',
  ],
  changes: frontGeometryChanges,
  rules: [
    {
      id: 'toe-entry-push',
      change: 'frontToe:increase',
      when: { all: ['push', 'entry'] },
      weight: 2,
      reasoning: 'More front toe-out makes the car bite the moment you turn in.',
    },
    {
      id: 'toe-lazy',
      change: 'frontToe:increase',
      when: { all: ['push', 'front-lazy'] },
      weight: 1,
      reasoning: 'A little more toe-out sharpens a lazy initial response.',
    },
    {
      id: 'toe-twitchy',
      change: 'frontToe:decrease',
      when: { any: ['twitchy', 'edgy'] },
      weight: 2,
      reasoning: 'Toe-out makes a car dart and wander; less of it calms the steering.',
    },
    {
      id: 'toe-straight',
      change: 'frontToe:decrease',
      when: { all: ['loose', 'straight'] },
      weight: 1,
      reasoning: 'A car that is nervous down the straights is steadier with less front toe-out.',
    },
    {
      id: 'caster-entry-push',
      change: 'frontCaster:decrease',
      when: { all: ['push'], any: ['entry', 'mid'] },
      weight: 1,
      reasoning: 'Less caster adds steering into and through the corner.',
    },
    {
      id: 'caster-exit-push',
      change: 'frontCaster:increase',
      when: { all: ['push', 'exit'] },
      weight: 2,
      reasoning: 'More caster gives more steering on power as the car leaves the corner.',
    },
    {
      id: 'caster-straight',
      change: 'frontCaster:increase',
      when: { any: ['straight', 'twitchy'], none: ['push'] },
      weight: 1,
      reasoning: 'More caster steadies the car in a straight line and over bumps at speed.',
    },
    {
      id: 'camber-mid-push',
      change: 'frontCamber:increase',
      when: { all: ['push', 'mid'] },
      weight: 1,
      reasoning: 'More negative front camber adds side grip through long corners.',
    },
    {
      id: 'camber-no-grip',
      change: 'frontCamber:increase',
      when: { all: ['push', 'front-no-grip'], none: ['grip:low'] },
      weight: 1,
      reasoning:
        'A little more negative camber keeps the loaded front tyre flat on the track as the car rolls.',
    },
    {
      id: 'camber-edgy',
      change: 'frontCamber:decrease',
      when: { all: ['edgy'] },
      weight: 1,
      reasoning: 'Less front camber takes some side grip from an over-eager front end.',
    },
    {
      id: 'kickup-braking-bumps',
      change: 'antiBraking:increase',
      when: { all: ['entry'], any: ['bumps:rough', 'skips', 'big-bumps'] },
      weight: 2,
      reasoning: 'More kick-up lets the front arms ride over braking bumps instead of being kicked by them.',
    },
    {
      id: 'kickup-loose-entry',
      change: 'antiBraking:increase',
      when: { all: ['loose', 'entry'] },
      weight: 1,
      reasoning: 'More kick-up makes the car calmer on the brakes into the corner.',
    },
    {
      id: 'kickup-rough',
      change: 'antiBraking:increase',
      when: { all: ['bumps:rough'] },
      weight: 1,
      reasoning: 'Rough tracks are smoother to drive with more front kick-up.',
    },
    {
      id: 'kickup-smooth-entry',
      change: 'antiBraking:decrease',
      when: { all: ['push', 'entry', 'bumps:smooth'] },
      weight: 1,
      reasoning: 'On a smooth track less kick-up gives a more direct turn-in.',
    },
  ],
};
