import type { ChangeDef } from '../types';
import { change, escChange, MOTOR_HOT } from './power-kit';

/** Timing, motor, cut-off and battery changes for electric cars; rules and sources in ../rules/electric.ts. */
const MORE_TIMING = {
  positive: ['More RPM and top speed'],
  negative: ['A hotter motor and ESC; shorter run time'],
};
const LESS_TIMING = {
  positive: ['A cooler motor and a longer run time'],
  negative: ['Less top speed'],
};
const hotMotor = { blockedBy: MOTOR_HOT };

export const electricChanges: readonly ChangeDef[] = [
  escChange('boostTiming:increase', 'More boost timing', '5° more boost', MORE_TIMING, hotMotor),
  escChange('boostTiming:decrease', 'Less boost timing', '5° less boost', LESS_TIMING, { impact: 'High' }),
  escChange(
    'turbo:increase',
    'More turbo timing',
    '5° more turbo (full throttle only)',
    {
      positive: ['More speed at the end of the straight'],
      negative: ['A hotter motor'],
    },
    hotMotor,
  ),
  escChange('turbo:decrease', 'Less turbo timing', '5° less turbo', {
    positive: ['A cooler motor'],
    negative: ['Less speed at the end of the straight'],
  }),
  escChange('motorTiming:increase', 'More motor timing (ESC)', '5° more motor timing', MORE_TIMING, hotMotor),
  escChange('motorTiming:decrease', 'Less motor timing (ESC)', '5° less motor timing', LESS_TIMING),
  escChange(
    'timingAdvance:increase',
    'More timing advance',
    'One step more timing advance',
    MORE_TIMING,
    hotMotor,
  ),
  escChange('timingAdvance:decrease', 'Less timing advance', 'One step less timing advance', LESS_TIMING),
  escChange(
    'maxRpm:increase',
    'Raise the max RPM limit',
    'Raise the limit (or set it to unlimited) where your class allows',
    {
      positive: ['The motor can reach its full speed on the straight'],
      negative: ['A hotter motor; some classes require the limit'],
    },
    hotMotor,
  ),
  escChange(
    'cutoffVoltage:decrease',
    'Lower cut-off voltage',
    '0.1 V per cell lower (e.g. 3.4 → 3.3 V/cell), never below 3.2 V per cell',
    {
      positive: ['The ESC no longer cuts the power while the pack still has charge'],
      negative: ['A pack run below its safe voltage is damaged: check it is not puffing'],
    },
    { impact: 'High' },
  ),
  change('endbellTiming:increase', {
    title: 'More endbell timing',
    suggestion: '5° more endbell timing',
    howToAdjust: 'Loosen the endbell screws, turn the endbell to the next mark and tighten it again.',
    effects: MORE_TIMING,
    difficulty: 'Medium',
    blockedBy: MOTOR_HOT,
  }),
  change('endbellTiming:decrease', {
    title: 'Less endbell timing',
    suggestion: '5° less endbell timing',
    howToAdjust: 'Loosen the endbell screws, turn the endbell back one mark and tighten it again.',
    effects: LESS_TIMING,
    impact: 'High',
    difficulty: 'Medium',
  }),
  change('motorKv:increase', {
    title: 'A higher-kV motor (fewer turns)',
    suggestion: 'One step up in kV (e.g. 2000 → 2250 kV), with a smaller pinion to keep the gearing',
    howToAdjust: 'Fit the faster-wound motor and re-gear it: start one or two teeth smaller on the pinion.',
    effects: {
      positive: ['More RPM and top speed'],
      negative: ['More current and heat; a harder car to drive'],
    },
    impact: 'High',
    difficulty: 'Medium',
    blockedBy: MOTOR_HOT,
  }),
  change('motorKv:decrease', {
    title: 'A lower-kV motor (more turns)',
    suggestion: 'One step down in kV (e.g. 2250 → 2000 kV), re-geared one or two teeth bigger',
    howToAdjust: 'Fit the slower-wound motor and re-gear it, then check the temperature after a run.',
    effects: {
      positive: ['Less current: a cooler motor and a longer run time'],
      negative: ['Less top speed unless re-geared'],
    },
    impact: 'High',
    difficulty: 'Medium',
  }),
  change('batteryPosition:back', {
    title: 'Battery further back',
    suggestion: 'Move the battery one position back',
    howToAdjust: 'Move the battery (or swap the spacers to the front of the pack) one position back.',
    effects: {
      positive: ['More weight over the rear wheels: more rear traction'],
      negative: ['A little less steering'],
    },
    impact: 'High',
  }),
];
