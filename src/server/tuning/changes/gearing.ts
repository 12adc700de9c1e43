import type { ChangeDef } from '../types';
import { change, ENGINE_HOT, MOTOR_HOT } from './power-kit';

/**
 * Gearing (the pinion on an electric car, the clutch bell on a nitro one) and the 1:10 slipper; rules
 * and sources in ../rules/gearing.ts. One tooth at a time (steps.ts `gearing`).
 */
const MESH = 'Set the gear mesh again: a strip of paper between the gears should just roll through.';

export const gearingChanges: readonly ChangeDef[] = [
  change('gearing:decrease:electric', {
    title: 'Smaller pinion',
    suggestion: {
      '1:8': 'One tooth smaller pinion (e.g. 46/14 → 46/13)',
      '1:10': 'One tooth smaller pinion (e.g. 24T → 23T)',
    },
    howToAdjust: `Fit a pinion one tooth smaller. ${MESH}`,
    effects: {
      positive: ['Harder acceleration, a cooler motor and a longer run time'],
      negative: ['Less top speed'],
    },
    impact: 'High',
    difficulty: 'Medium',
    requires: ['power:electric'],
  }),
  change('gearing:increase:electric', {
    title: 'Bigger pinion',
    suggestion: {
      '1:8': 'One tooth bigger pinion (e.g. 46/14 → 46/15)',
      '1:10': 'One tooth bigger pinion (e.g. 24T → 25T)',
    },
    howToAdjust: `Fit a pinion one tooth bigger. ${MESH} Check the motor temperature after the next run.`,
    effects: {
      positive: ['More top speed'],
      negative: ['A hotter motor, softer acceleration and a shorter run time'],
    },
    impact: 'High',
    difficulty: 'Medium',
    requires: ['power:electric'],
    blockedBy: MOTOR_HOT,
  }),
  change('gearing:decrease:nitro', {
    title: 'Smaller clutch bell',
    suggestion: 'One tooth smaller clutch bell (e.g. 14T → 13T)',
    howToAdjust: `Swap the clutch bell for one with a tooth less. ${MESH}`,
    effects: {
      positive: ['Harder acceleration and a cooler engine on a tight track'],
      negative: ['Less top speed'],
    },
    impact: 'High',
    difficulty: 'Medium',
    requires: ['power:nitro'],
  }),
  change('gearing:increase:nitro', {
    title: 'Bigger clutch bell',
    suggestion: 'One tooth bigger clutch bell (e.g. 13T → 14T)',
    howToAdjust: `Swap the clutch bell for one with a tooth more. ${MESH} Check the engine temperature after two laps.`,
    effects: {
      positive: ['More top speed on long straights'],
      negative: ['Softer acceleration; a hotter engine'],
    },
    impact: 'High',
    difficulty: 'Medium',
    requires: ['power:nitro'],
    // A taller bell loads the engine more: never while it already runs warm or hot.
    blockedBy: ENGINE_HOT,
  }),
  change('slipper:softer', {
    title: 'Looser slipper',
    suggestion: 'Loosen the slipper nut 1/8 turn',
    howToAdjust:
      'Back the slipper nut off 1/8 turn and check: full throttle from a standstill should chirp the slipper briefly.',
    effects: {
      positive: [
        'The power comes in more gently on a loose track; shocks from landings spare the drivetrain',
      ],
      negative: ['A slower launch and more slipper wear if it slips too long'],
    },
  }),
  change('slipper:stiffer', {
    title: 'Tighter slipper',
    suggestion: 'Tighten the slipper nut 1/8 turn',
    howToAdjust:
      'Tighten the slipper nut 1/8 turn; it should still slip briefly at full throttle from a standstill.',
    effects: {
      positive: ['All the power reaches the wheels on a grippy track'],
      negative: ['More wheelspin on a loose track and harder knocks on the drivetrain'],
    },
  }),
];
