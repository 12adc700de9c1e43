import { EIGHTH_SCALE } from './setup-field-conditions';

/**
 * The setup sheet's chassis groups (tyres, the corners, shocks, steering, chassis and weight) with the
 * labels and example values of the kit sheets racers know (Associated, XRAY, Tekno, Mugen, Yokomo,
 * Losi, Kyosho). setup-fields.ts puts them in order with the power groups and checks their shape.
 * A field on both ends is named frontX / rearX: print, compare and the read view pair them by that.
 */

export const TYRES_GROUP = {
  id: 'tyres',
  title: 'Tyres',
  fields: [
    { key: 'frontTyre', label: 'Front tyre', example: 'AKA Impact Soft', max: 100 },
    { key: 'frontInsert', label: 'Front insert', example: 'Closed cell', max: 100 },
    { key: 'rearTyre', label: 'Rear tyre', example: 'AKA Impact Soft', max: 100 },
    { key: 'rearInsert', label: 'Rear insert', example: 'Closed cell', max: 100 },
  ],
} as const;

export const FRONT_GROUP = {
  id: 'front',
  title: 'Front',
  fields: [
    { key: 'frontCamber', label: 'Front camber', example: '-2°' },
    { key: 'frontToe', label: 'Front toe', example: '0° (1° out)' },
    { key: 'frontCaster', label: 'Caster', example: '15°' },
    { key: 'frontRideHeight', label: 'Front ride height', example: '27 mm' },
    { key: 'frontSwayBar', label: 'Front sway bar', example: '2.3 mm' },
    { key: 'frontRollCenter', label: 'Front roll centre', example: 'Upper inner hole 2' },
    { key: 'frontArmPosition', label: 'Front arm position', example: 'Inner hinge pin: low' },
    // Spacers either side of the C-hub (caster block) on the hinge pin, as XRAY and Tekno sheets draw them.
    { key: 'frontWheelbase', label: 'Front wheelbase', example: 'Spacers 1 mm front, 2 mm rear' },
    { key: 'frontHubCarrier', label: 'Front hub carriers', example: 'Alu C-hubs, composite blocks' },
  ],
} as const;

export const REAR_GROUP = {
  id: 'rear',
  title: 'Rear',
  fields: [
    { key: 'rearCamber', label: 'Rear camber', example: '-2.5°' },
    { key: 'rearToe', label: 'Rear toe', example: '3° in' },
    { key: 'rearToeBlock', label: 'Rear toe block', example: '3° / 2.5° anti-squat' },
    { key: 'rearRideHeight', label: 'Rear ride height', example: '29 mm' },
    { key: 'rearSwayBar', label: 'Rear sway bar', example: '2.5 mm' },
    { key: 'rearRollCenter', label: 'Rear roll centre', example: 'Upper outer hole 1' },
    // Where the hub sits on the arm (hole, or spacers in front of and behind it): the rear wheelbase, as
    // the wizard has always read this field. The key stays, so saved sheets and their history keep it.
    { key: 'rearArmPosition', label: 'Rear wheelbase', example: 'Hub hole 2, spacers 2 + 0 mm' },
    { key: 'rearAxleHeight', label: 'Rear axle height', example: 'Middle insert (0 mm)' },
    { key: 'rearHubCarrier', label: 'Rear hub carriers', example: 'Aluminium, 3° toe-in' },
  ],
} as const;

export const SHOCKS_GROUP = {
  // Front and rear side by side: on a wide screen the front is the left column, as on a kit's sheet.
  id: 'shocks',
  title: 'Shocks',
  fields: [
    { key: 'frontShockOil', label: 'Front shock oil', example: '500 cSt' },
    { key: 'rearShockOil', label: 'Rear shock oil', example: '450 cSt' },
    { key: 'frontSpring', label: 'Front spring', example: 'Grey (medium)' },
    { key: 'rearSpring', label: 'Rear spring', example: 'Blue (soft)' },
    { key: 'frontPiston', label: 'Front piston', example: '1.3 x 6' },
    { key: 'rearPiston', label: 'Rear piston', example: '1.4 x 6' },
    { key: 'frontShockTowerHole', label: 'Front tower hole', example: 'Outer 2' },
    { key: 'rearShockTowerHole', label: 'Rear tower hole', example: 'Outer 3' },
    { key: 'frontShockArmHole', label: 'Front arm hole', example: 'Inner' },
    { key: 'rearShockArmHole', label: 'Rear arm hole', example: 'Outer' },
    { key: 'frontShockLength', label: 'Front shock length', example: '112.5', unit: 'mm', input: 'decimal' },
    { key: 'rearShockLength', label: 'Rear shock length', example: '135', unit: 'mm', input: 'decimal' },
    { key: 'frontLimiters', label: 'Front limiters / droop screws', example: '2 mm inside' },
    { key: 'rearLimiters', label: 'Rear limiters / droop screws', example: '1 mm inside' },
    // How the shock is built: a bladder under a bleeder or vented cap, or emulsion.
    { key: 'frontShockCap', label: 'Front caps / bladders', example: 'Bladder, bleeder cap' },
    { key: 'rearShockCap', label: 'Rear caps / bladders', example: 'Bladder, vented cap' },
  ],
} as const;

export const STEERING_GROUP = {
  id: 'steering',
  title: 'Steering',
  fields: [
    { key: 'ackermann', label: 'Ackermann', example: 'Rear holes, steering plate' },
    { key: 'bumpSteer', label: 'Bump steer', example: '1 mm under the ball stud' },
    { key: 'servo', label: 'Servo', example: 'Sanwa PGS-CL II', max: 100 },
    { key: 'servoSaver', label: 'Servo saver', example: 'Stock, spring preload 2 mm' },
  ],
} as const;

export const CHASSIS_GROUP = {
  id: 'chassis',
  title: 'Chassis and weight',
  fields: [
    { key: 'droop', label: 'Droop', example: 'F 110 mm / R 120 mm' },
    { key: 'antiSquat', label: 'Anti-squat', example: '2.5°' },
    { key: 'antiBraking', label: 'Anti-braking (kick-up)', example: '10°' },
    { key: 'body', label: 'Body', example: 'JConcepts F2, lightweight', max: 100 },
    { key: 'wing', label: 'Wing', example: 'Stock, 2 mm Gurney' },
    { key: 'weight', label: 'Weight', example: '1730', unit: 'g', input: 'integer' },
    // As read off corner-weight scales; across the car only where engine and tank (or ESC and packs) sit apart.
    { key: 'balanceFrontRear', label: 'Front / rear balance', example: 'F 47% / R 53%' },
    {
      key: 'balanceLeftRight',
      label: 'Left / right balance',
      example: 'L 50.5% / R 49.5%',
      when: EIGHTH_SCALE,
    },
    { key: 'ballast', label: 'Ballast', example: '10 g under the servo' },
    { key: 'batteryPosition', label: 'Battery position', example: 'Forward, 2 spacers' },
  ],
} as const;
