import { ELECTRIC, height, more, oil, type ParameterDef, soft } from './parameter-kinds';

/** Suspension, geometry, tyres, weight and aero: what the chassis rules change (rules/ chassis families). */
export const CHASSIS_PARAMETERS = {
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
  batteryPosition: {
    label: 'Battery position',
    category: 'Weight balance',
    directions: ['forward', 'back'],
    meaning: { forward: 'further forward', back: 'further back' },
    stepper: 'text',
    requires: ELECTRIC,
  },
  rearWing: more('Rear wing angle', 'Aero', 'text', 'steeper (more downforce)', 'flatter (less drag)', {
    source: undefined,
  }),
} as const satisfies Record<string, ParameterDef>;
