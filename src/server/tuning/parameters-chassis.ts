import { ELECTRIC, height, more, oil, type ParameterDef, soft } from './parameter-kinds';

/** The same parameter kind with the racer's words for its two directions. */
const saying = (def: ParameterDef, meaning: ParameterDef['meaning']): ParameterDef => ({ ...def, meaning });

const piston = (label: string) =>
  saying(soft(label, 'Shocks', 'text'), {
    stiffer: 'fewer or smaller holes (more damping)',
    softer: 'more or larger holes (less damping)',
  });
const towerHole = (label: string) =>
  saying(soft(label, 'Shocks', 'text'), {
    stiffer: 'outer tower hole: a more upright, firmer shock',
    softer: 'inner tower hole: a more inclined, softer shock',
  });
const armHole = (label: string) =>
  saying(soft(label, 'Shocks', 'text'), {
    stiffer: 'outer arm hole: firmer, quicker to react',
    softer: 'inner arm hole: softer, more grip',
  });
const tyre = (label: string) =>
  more(
    label,
    'Tyres',
    'text',
    'more grip (softer compound or a tread for the surface)',
    'less grip (harder compound)',
  );
const insert = (label: string) =>
  saying(soft(label, 'Tyres', 'text'), { stiffer: 'firmer inserts', softer: 'softer inserts' });
// Shock length moves in the same small steps as ride height (one rod-end turn or two).
const shockLength = (label: string) =>
  more(label, 'Shocks', 'rideHeight', 'longer (more down-travel)', 'shorter (less down-travel)');
const limiters = (label: string) =>
  more(label, 'Shocks', 'text', 'more limiting (less down-travel)', 'less limiting (more down-travel)');
const weightPlace = (label: string): ParameterDef => ({
  label,
  category: 'Weight balance',
  directions: ['forward', 'back'],
  meaning: { forward: 'further forward', back: 'further back' },
  stepper: 'text',
  source: 'sheet',
});

/** Suspension, geometry, tyres, weight and aero: what the chassis rules change (rules/ chassis families). */
export const CHASSIS_PARAMETERS = {
  frontShockOil: oil('Front shock oil', 'Shocks', 'shockOil'),
  rearShockOil: oil('Rear shock oil', 'Shocks', 'shockOil'),
  frontPiston: piston('Front pistons'),
  rearPiston: piston('Rear pistons'),
  frontShockTowerHole: towerHole('Front shock tower position'),
  rearShockTowerHole: towerHole('Rear shock tower position'),
  frontShockArmHole: armHole('Front shock arm position'),
  rearShockArmHole: armHole('Rear shock arm position'),
  frontShockLength: shockLength('Front shock length'),
  rearShockLength: shockLength('Rear shock length'),
  frontLimiters: limiters('Front limiters / droop screws'),
  rearLimiters: limiters('Rear limiters / droop screws'),
  frontSpring: soft('Front springs', 'Springs', 'spring'),
  rearSpring: soft('Rear springs', 'Springs', 'spring'),
  frontSwayBar: soft('Front sway bar', 'Sway bars', 'swayBar'),
  rearSwayBar: soft('Rear sway bar', 'Sway bars', 'swayBar'),
  frontRideHeight: height('Front ride height', 'Ride height', 'rideHeight'),
  rearRideHeight: height('Rear ride height', 'Ride height', 'rideHeight'),
  frontRollCenter: height('Front roll centre', 'Geometry', 'text'),
  rearRollCenter: height('Rear roll centre', 'Geometry', 'text'),
  frontArmPosition: saying(height('Front arm position (inner hinge pin)', 'Geometry', 'text'), {
    raise: 'higher inner hinge pin (higher roll centre)',
    lower: 'lower inner hinge pin (lower roll centre)',
  }),
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
  frontTyre: tyre('Front tyres'),
  rearTyre: tyre('Rear tyres'),
  frontInsert: insert('Front inserts'),
  rearInsert: insert('Rear inserts'),
  ballast: weightPlace('Ballast'),
  batteryPosition: { ...weightPlace('Battery position'), requires: ELECTRIC },
  rearWing: more('Rear wing angle', 'Aero', 'text', 'steeper (more downforce)', 'flatter (less drag)', {
    source: undefined,
  }),
} as const satisfies Record<string, ParameterDef>;
