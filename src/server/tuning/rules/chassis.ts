import { chassisChanges } from '../changes/chassis';
import type { RuleFamily } from '../types';

/**
 * Ride height, roll centre, droop, wing.
 * Sources: XRAY XB8 / XT2 set-up books, "Ride height", "Droop" and "Roll center" (a higher roll centre
 * gives less roll and quicker reactions with less grip at that end; more droop suits bumpy and low-grip
 * tracks, less droop smooth high-grip ones); HUDY set-up guide, "Droop" and "Ride height"; Team
 * Associated RC8B4 manual, "Wing". Traction rolls are fought with less roll: stiffer bars, a higher roll
 * centre, a lower car and less droop.
 */
export const chassis: RuleFamily = {
  id: 'chassis',
  name: 'Ride height, roll centre and droop',
  sources: [
    'XRAY XB8/XT2 set-up book: Ride height, Droop, Roll center',
    'HUDY set-up guide: Droop, Ride height',
    'Team Associated RC8B4 manual: Wing',
  ],
  changes: chassisChanges,
  rules: [
    {
      id: 'rc-traction-roll-front',
      change: 'frontRollCenter:raise',
      when: { all: ['traction-roll'] },
      weight: 1,
      reasoning:
        'A higher roll centre reduces roll, which keeps the car off its outside wheels on high grip.',
    },
    {
      id: 'rc-traction-roll-rear',
      change: 'rearRollCenter:raise',
      when: { all: ['traction-roll'] },
      weight: 1,
      reasoning:
        'A higher roll centre reduces roll, which keeps the car off its outside wheels on high grip.',
    },
    {
      id: 'rc-low-grip-front',
      change: 'frontRollCenter:lower',
      when: { all: ['grip:low', 'push'] },
      weight: 1,
      reasoning: 'A lower front roll centre lets the front roll and dig in on a loose track.',
    },
    {
      id: 'rc-low-grip-rear',
      change: 'rearRollCenter:lower',
      when: { all: ['grip:low', 'loose'] },
      weight: 1,
      reasoning: 'A lower rear roll centre adds rear side grip on a loose track.',
    },
    {
      id: 'rh-traction-roll',
      change: 'frontRideHeight:lower',
      when: { all: ['traction-roll'], none: ['bumps:rough'] },
      weight: 2,
      reasoning: 'A lower car has a lower centre of gravity and is harder to tip over.',
    },
    {
      id: 'rh-traction-roll-rear',
      change: 'rearRideHeight:lower',
      when: { all: ['traction-roll'], none: ['bumps:rough'] },
      weight: 1,
      reasoning: 'A lower car has a lower centre of gravity and is harder to tip over.',
    },
    {
      id: 'rh-bottoming-front',
      change: 'frontRideHeight:raise',
      when: { all: ['bottoming'] },
      weight: 1,
      reasoning: 'A little more ride height gives the suspension room before the chassis hits.',
    },
    {
      id: 'rh-bottoming-rear',
      change: 'rearRideHeight:raise',
      when: { all: ['bottoming'] },
      weight: 1,
      reasoning: 'A little more ride height gives the suspension room before the chassis hits.',
    },
    {
      id: 'droop-rough',
      change: 'droop:increase',
      when: { any: ['bumps:rough', 'big-bumps', 'skips'] },
      weight: 2,
      reasoning:
        'More droop lets the wheels drop into holes and follow the bumps instead of leaving the ground.',
    },
    {
      id: 'droop-low-grip',
      change: 'droop:increase',
      when: { any: ['grip:low', 'loose-surface'] },
      weight: 1,
      reasoning: 'On a loose track more droop adds weight transfer and grip.',
    },
    {
      id: 'droop-bumpy-base',
      change: 'droop:increase',
      when: { all: ['goal:bumpy-track'] },
      weight: 0.5,
      reasoning: 'Bump handling starts with enough droop for the wheels to follow the track.',
    },
    {
      id: 'rh-wet-front',
      change: 'frontRideHeight:raise',
      when: { all: ['wet'] },
      weight: 1,
      reasoning:
        'On a wet, muddy track a little more ride height keeps the chassis out of the mud and the puddles.',
    },
    {
      id: 'rh-wet-rear',
      change: 'rearRideHeight:raise',
      when: { all: ['wet'] },
      weight: 1,
      reasoning:
        'On a wet, muddy track a little more ride height keeps the chassis out of the mud and the puddles.',
    },
    {
      id: 'droop-carpet',
      change: 'droop:decrease',
      when: { all: ['surface:carpet'] },
      weight: 1,
      reasoning: 'Carpet and turf are smooth and even: less droop keeps the car flat and quick to react.',
    },
    {
      id: 'droop-smooth-grip',
      change: 'droop:decrease',
      when: { all: ['grip:high', 'bumps:smooth'] },
      weight: 1,
      reasoning: 'On a smooth, grippy track less droop means less roll and pitch: a quicker car.',
    },
    {
      id: 'droop-traction-roll',
      change: 'droop:decrease',
      when: { all: ['traction-roll'] },
      weight: 1,
      reasoning: 'Less droop limits how far the chassis can roll before a traction roll starts.',
    },
    {
      id: 'wing-fast-loose',
      change: 'rearWing:increase',
      when: { all: ['loose'], any: ['fast-corners', 'straight'] },
      weight: 1,
      reasoning: 'More wing angle adds rear downforce where speed is highest.',
    },
  ],
};
