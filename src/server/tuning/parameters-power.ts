import { esc, FOUR_WD, more, NITRO, oil, type ParameterDef } from './parameter-kinds';

/** Differentials, gearing, the ESC and the nitro engine and clutch: what the power rules change. */
export const POWER_PARAMETERS = {
  diffOil: oil('Gearbox diff oil', 'Differentials', 'diffOil', ['drive:2wd']),
  frontDiffOil: oil('Front diff oil', 'Differentials', 'diffOil', FOUR_WD),
  centerDiffOil: oil('Centre diff oil', 'Differentials', 'diffOil', FOUR_WD),
  rearDiffOil: oil('Rear diff oil', 'Differentials', 'diffOil', FOUR_WD),
  gearing: more('Gearing', 'Gearing', 'gearing', 'taller gearing', 'shorter gearing'),
  punchControl: esc('Punch control', 'escLevel', 'more punch', 'less punch'),
  boostTiming: esc('Boost timing', 'escTiming', 'more boost', 'less boost'),
  turbo: esc('Turbo timing', 'escTiming', 'more turbo', 'less turbo'),
  dragBrake: esc('Drag brake', 'escPercent', 'more drag brake', 'less drag brake'),
  initialBrakeForce: esc('Initial brake', 'escPercent', 'stronger', 'gentler'),
  maxBrakeForce: esc('Max brake', 'escPercent', 'stronger', 'weaker'),
  lowSpeedNeedle: more('Low-speed needle', 'Engine', 'text', 'richer (open)', 'leaner (close)', {
    requires: NITRO,
    source: undefined,
  }),
  highSpeedNeedle: more('High-speed needle', 'Engine', 'text', 'richer (open)', 'leaner (close)', {
    requires: NITRO,
    source: undefined,
  }),
  clutchSprings: {
    label: 'Clutch springs',
    category: 'Clutch',
    directions: ['stiffer', 'softer'],
    meaning: { stiffer: 'stiffer (engages later)', softer: 'softer (engages earlier)' },
    stepper: 'text',
    requires: NITRO,
  },
} as const satisfies Record<string, ParameterDef>;
