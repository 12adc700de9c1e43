import type { Direction } from '../../shared/schemas/tuning';
import type { Tag } from './types';

/** How personalise.ts turns a current value into the next step. */
export type Stepper =
  | 'shockOil'
  | 'diffOil'
  | 'camber'
  | 'frontToe'
  | 'rearToe'
  | 'caster'
  | 'antiSquat'
  | 'kickUp'
  | 'rideHeight'
  | 'swayBar'
  | 'spring'
  | 'gearing'
  | 'escPercent'
  | 'escTiming'
  | 'escLevel'
  | 'text';

export interface ParameterDef {
  label: string;
  category: string;
  /** The opposite pair this parameter moves in; the first is what `increase`-like means for it. */
  directions: readonly [Direction, Direction];
  /** What each direction means, said the racer's way ("more negative camber"). */
  meaning: Readonly<Partial<Record<Direction, string>>>;
  stepper: Stepper;
  /** Tags the car must have for this part to exist (a centre diff needs `drive:4wd`). */
  requires?: readonly Tag[];
  /** Where the current value is read: the installed setup sheet or the installed ESC setup. */
  source?: 'sheet' | 'esc';
}

const FOUR_WD = ['drive:4wd'] as const;
const ELECTRIC = ['power:electric'] as const;
const NITRO = ['power:nitro'] as const;
const oil = (label: string, category: string, stepper: Stepper, requires?: readonly Tag[]): ParameterDef => ({
  label,
  category,
  directions: ['thicker', 'thinner'],
  meaning: { thicker: 'thicker oil', thinner: 'thinner oil' },
  stepper,
  requires,
  source: 'sheet',
});
const soft = (label: string, category: string, stepper: Stepper): ParameterDef => ({
  label,
  category,
  directions: ['stiffer', 'softer'],
  meaning: { stiffer: 'stiffer', softer: 'softer' },
  stepper,
  source: 'sheet',
});
const height = (label: string, category: string, stepper: Stepper): ParameterDef => ({
  label,
  category,
  directions: ['raise', 'lower'],
  meaning: { raise: 'higher', lower: 'lower' },
  stepper,
  source: 'sheet',
});
const more = (
  label: string,
  category: string,
  stepper: Stepper,
  increase: string,
  decrease: string,
  extra: Partial<ParameterDef> = {},
): ParameterDef => ({
  label,
  category,
  directions: ['increase', 'decrease'],
  meaning: { increase, decrease },
  stepper,
  source: 'sheet',
  ...extra,
});
/** An ESC setting: only for electric cars, read from the car's installed ESC setup. */
const esc = (label: string, stepper: Stepper, increase: string, decrease: string): ParameterDef =>
  more(label, 'ESC', stepper, increase, decrease, { requires: ELECTRIC, source: 'esc' });

/**
 * Every parameter the rules may change. Keys that are setup-sheet fields (src/shared/constants/
 * setup-fields.ts) can be personalised from the installed sheet and applied to a copy of it; ESC keys
 * read the installed ESC setup; the rest (engine needles, clutch, battery, wing) are advice only.
 */
export const PARAMETERS = {
  frontShockOil: oil('Front shock oil', 'Shocks', 'shockOil'),
  rearShockOil: oil('Rear shock oil', 'Shocks', 'shockOil'),
  frontSpring: soft('Front springs', 'Springs', 'spring'),
  rearSpring: soft('Rear springs', 'Springs', 'spring'),
  frontSwayBar: soft('Front sway bar', 'Sway bars', 'swayBar'),
  rearSwayBar: soft('Rear sway bar', 'Sway bars', 'swayBar'),
  frontRideHeight: height('Front ride height', 'Ride height', 'rideHeight'),
  rearRideHeight: height('Rear ride height', 'Ride height', 'rideHeight'),
  frontRollCenter: height('Front roll centre', 'Geometry', 'text'),
  rearRollCenter: height('Rear roll centre', 'Geometry', 'text'),
  frontCamber: more('Front camber', 'Geometry', 'camber', 'more negative camber', 'less negative camber'),
  rearCamber: more('Rear camber', 'Geometry', 'camber', 'more negative camber', 'less negative camber'),
  frontToe: more('Front toe', 'Geometry', 'frontToe', 'more toe-out', 'less toe-out (towards toe-in)'),
  rearToe: more('Rear toe-in', 'Geometry', 'rearToe', 'more toe-in', 'less toe-in'),
  frontCaster: more('Caster', 'Geometry', 'caster', 'more caster', 'less caster'),
  antiSquat: more('Rear anti-squat', 'Geometry', 'antiSquat', 'more anti-squat', 'less anti-squat'),
  antiBraking: more('Front kick-up', 'Geometry', 'kickUp', 'more kick-up', 'less kick-up'),
  droop: more('Droop (down-travel)', 'Suspension', 'text', 'more droop', 'less droop'),
  rearArmPosition: {
    label: 'Rear hub position (wheelbase)',
    category: 'Chassis',
    directions: ['back', 'forward'],
    meaning: { back: 'longer wheelbase', forward: 'shorter wheelbase' },
    stepper: 'text',
    source: 'sheet',
  },
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
  batteryPosition: {
    label: 'Battery position',
    category: 'Weight balance',
    directions: ['forward', 'back'],
    meaning: { forward: 'further forward', back: 'further back' },
    stepper: 'text',
    requires: ELECTRIC,
  },
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
  rearWing: more('Rear wing angle', 'Aero', 'text', 'steeper (more downforce)', 'flatter (less drag)', {
    source: undefined,
  }),
} as const satisfies Record<string, ParameterDef>;

export type ParameterKey = keyof typeof PARAMETERS;

export function parameterDef(key: string): ParameterDef | undefined {
  return (PARAMETERS as Record<string, ParameterDef>)[key];
}
