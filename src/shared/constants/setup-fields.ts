/**
 * Every tuning field of a car setup sheet and of an ESC setup (SPEC §3), with the label and
 * section a racer knows it by and an example value. The editors, the API schemas and the
 * tuning wizard all read this one list.
 */
export interface TuningField<K extends string = string> {
  key: K;
  label: string;
  example: string;
}

export interface TuningSection<K extends string = string> {
  title: string;
  fields: readonly TuningField<K>[];
}

export const SETUP_SHEET_SECTIONS = [
  {
    title: 'Front end',
    fields: [
      { key: 'frontCamber', label: 'Front camber', example: '-2°' },
      { key: 'frontToe', label: 'Front toe', example: '0° (1° out)' },
      { key: 'frontCaster', label: 'Caster', example: '15°' },
      { key: 'frontRideHeight', label: 'Front ride height', example: '27 mm' },
      { key: 'frontShockOil', label: 'Front shock oil', example: '500 cSt' },
      { key: 'frontSpring', label: 'Front spring', example: 'Grey (medium)' },
      { key: 'frontSwayBar', label: 'Front sway bar', example: '2.3 mm' },
      { key: 'frontRollCenter', label: 'Front roll centre', example: 'Upper inner hole 2' },
      { key: 'frontArmPosition', label: 'Front arm position', example: 'Inner hinge pin: low' },
    ],
  },
  {
    title: 'Rear end',
    fields: [
      { key: 'rearCamber', label: 'Rear camber', example: '-2.5°' },
      { key: 'rearToe', label: 'Rear toe', example: '3° in' },
      { key: 'rearToeBlock', label: 'Rear toe block', example: '3° / 2.5° anti-squat' },
      { key: 'rearRideHeight', label: 'Rear ride height', example: '29 mm' },
      { key: 'rearShockOil', label: 'Rear shock oil', example: '450 cSt' },
      { key: 'rearSpring', label: 'Rear spring', example: 'Blue (soft)' },
      { key: 'rearSwayBar', label: 'Rear sway bar', example: '2.5 mm' },
      { key: 'rearRollCenter', label: 'Rear roll centre', example: 'Upper outer hole 1' },
      { key: 'rearArmPosition', label: 'Rear arm position', example: 'Hub hole 2' },
    ],
  },
  {
    title: 'Diffs and drivetrain',
    fields: [
      { key: 'diffOil', label: 'Diff oil (2WD gearbox)', example: '3000 cSt' },
      { key: 'frontDiffOil', label: 'Front diff oil', example: '7000 cSt' },
      { key: 'centerDiffOil', label: 'Centre diff oil', example: '10000 cSt' },
      { key: 'rearDiffOil', label: 'Rear diff oil', example: '3000 cSt' },
      { key: 'gearing', label: 'Gearing', example: '46/13 (FDR 12.4)' },
    ],
  },
  {
    title: 'Chassis',
    fields: [
      { key: 'droop', label: 'Droop', example: 'F 110 mm / R 120 mm' },
      { key: 'antiSquat', label: 'Anti-squat', example: '2.5°' },
      { key: 'antiBraking', label: 'Anti-braking (kick-up)', example: '10°' },
    ],
  },
] as const satisfies readonly TuningSection[];

export const ESC_SECTIONS = [
  {
    title: 'Throttle',
    fields: [
      { key: 'punchControl', label: 'Punch control', example: 'Level 5' },
      { key: 'startMode', label: 'Start mode', example: 'Level 3' },
      { key: 'startupForce', label: 'Start-up force', example: '5%' },
      { key: 'runningFrequency', label: 'Running frequency', example: '8 kHz' },
      { key: 'neutralRange', label: 'Neutral range', example: '6%' },
      { key: 'maxReverse', label: 'Max reverse', example: 'Disabled' },
      { key: 'maxRpm', label: 'Max RPM', example: 'Unlimited' },
      { key: 'motorDirection', label: 'Motor direction', example: 'Normal' },
      { key: 'activeFreewheeling', label: 'Active freewheeling', example: 'On' },
    ],
  },
  {
    title: 'Brake',
    fields: [
      { key: 'initialBrakeForce', label: 'Initial brake force', example: '20%' },
      { key: 'maxBrakeForce', label: 'Max brake force', example: '75%' },
      { key: 'dragBrake', label: 'Drag brake', example: '5%' },
      { key: 'brakingFrequency', label: 'Braking frequency', example: '2 kHz' },
    ],
  },
  {
    title: 'Timing',
    fields: [
      { key: 'motorTiming', label: 'Motor (can) timing', example: '30°' },
      { key: 'boostTiming', label: 'Boost timing', example: '20°' },
      { key: 'turbo', label: 'Turbo timing', example: '10° (0.2 s delay)' },
      { key: 'timingAdvance', label: 'Timing advance', example: 'Level 3' },
    ],
  },
  {
    title: 'Protection',
    fields: [
      { key: 'lowVoltageProtection', label: 'Low-voltage protection', example: 'Auto (LiPo)' },
      { key: 'cutoffVoltage', label: 'Cut-off voltage', example: '3.2 V/cell' },
      { key: 'temperatureProtection', label: 'Temperature protection', example: '105 °C' },
    ],
  },
] as const satisfies readonly TuningSection[];

type KeysOf<S extends readonly TuningSection[]> = S[number]['fields'][number]['key'];
export type SetupSheetTuningKey = KeysOf<typeof SETUP_SHEET_SECTIONS>;
export type EscTuningKey = KeysOf<typeof ESC_SECTIONS>;

export const SETUP_SHEET_TUNING_KEYS = SETUP_SHEET_SECTIONS.flatMap((s) => s.fields.map((f) => f.key));
export const ESC_TUNING_KEYS = ESC_SECTIONS.flatMap((s) => s.fields.map((f) => f.key));

export const SHARE_FIELD_KEYS = [
  'driverName',
  'vehicleMake',
  'vehicleModel',
  'publicTrackName',
  'publicTrackConditions',
  'eventName',
] as const;
