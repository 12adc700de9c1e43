import type { VehicleFacts } from '../vehicle-class';

/**
 * Every field of a car setup sheet and of an ESC setup (SPEC §3, completed by issue 14), in the groups
 * and with the labels a racer knows from a kit's setup sheet, each with an example value. The editors,
 * the API schemas, the community view, the copy and the tuning wizard all read this one list.
 */

/** Which cars a group or field belongs to; a car whose fact is unknown gets it anyway. */
export interface FieldCondition {
  power?: 'electric' | 'nitro';
  drivetrain?: '2WD' | '4WD';
}

export interface SetupField<K extends string = string> {
  key: K;
  label: string;
  example: string;
  /** Shown beside the input and after the value: 'mm', 'g', '°C', '%', 'T'. */
  unit?: string;
  /**
   * Text by default. Numbers get a number pad on phones and the schema refuses anything else
   * ("Weight must be a number"); a date is stored as YYYY-MM-DD. Every value is stored as text.
   */
  input?: 'text' | 'integer' | 'decimal' | 'date';
  /** Characters; 50 unless said. */
  max?: number;
  when?: FieldCondition;
}

export interface SetupGroup<K extends string = string> {
  /** Stable across releases: the editor and the tests name groups by it. */
  id: string;
  title: string;
  when?: FieldCondition;
  fields: readonly SetupField<K>[];
}

export const DEFAULT_FIELD_MAX = 50;

const ELECTRIC = { power: 'electric' } as const;
const NITRO = { power: 'nitro' } as const;
const TWO_WD = { drivetrain: '2WD' } as const;
const FOUR_WD = { drivetrain: '4WD' } as const;

export const SETUP_SHEET_GROUPS = [
  {
    id: 'tyres',
    title: 'Tyres',
    fields: [
      { key: 'frontTyre', label: 'Front tyre', example: 'AKA Impact Soft', max: 100 },
      { key: 'frontInsert', label: 'Front insert', example: 'Closed cell', max: 100 },
      { key: 'rearTyre', label: 'Rear tyre', example: 'AKA Impact Soft', max: 100 },
      { key: 'rearInsert', label: 'Rear insert', example: 'Closed cell', max: 100 },
    ],
  },
  {
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
    ],
  },
  {
    id: 'rear',
    title: 'Rear',
    fields: [
      { key: 'rearCamber', label: 'Rear camber', example: '-2.5°' },
      { key: 'rearToe', label: 'Rear toe', example: '3° in' },
      { key: 'rearToeBlock', label: 'Rear toe block', example: '3° / 2.5° anti-squat' },
      { key: 'rearRideHeight', label: 'Rear ride height', example: '29 mm' },
      { key: 'rearSwayBar', label: 'Rear sway bar', example: '2.5 mm' },
      { key: 'rearRollCenter', label: 'Rear roll centre', example: 'Upper outer hole 1' },
      { key: 'rearArmPosition', label: 'Rear arm position', example: 'Hub hole 2' },
    ],
  },
  {
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
      {
        key: 'frontShockLength',
        label: 'Front shock length',
        example: '112.5',
        unit: 'mm',
        input: 'decimal',
      },
      { key: 'rearShockLength', label: 'Rear shock length', example: '135', unit: 'mm', input: 'decimal' },
      { key: 'frontLimiters', label: 'Front limiters / droop screws', example: '2 mm inside' },
      { key: 'rearLimiters', label: 'Rear limiters / droop screws', example: '1 mm inside' },
    ],
  },
  {
    id: 'drivetrain',
    title: 'Diffs and drivetrain',
    fields: [
      { key: 'diffOil', label: 'Diff oil (2WD gearbox)', example: '3000 cSt', when: TWO_WD },
      { key: 'frontDiffOil', label: 'Front diff oil', example: '7000 cSt', when: FOUR_WD },
      { key: 'centerDiffOil', label: 'Centre diff oil', example: '10000 cSt', when: FOUR_WD },
      { key: 'rearDiffOil', label: 'Rear diff oil', example: '3000 cSt', when: FOUR_WD },
      { key: 'slipper', label: 'Slipper', example: 'Pads 2, spring flush + 1 mm', when: ELECTRIC },
    ],
  },
  {
    id: 'chassis',
    title: 'Chassis and weight',
    fields: [
      { key: 'droop', label: 'Droop', example: 'F 110 mm / R 120 mm' },
      { key: 'antiSquat', label: 'Anti-squat', example: '2.5°' },
      { key: 'antiBraking', label: 'Anti-braking (kick-up)', example: '10°' },
      { key: 'wing', label: 'Wing', example: 'Stock, 2 mm Gurney' },
      { key: 'weight', label: 'Weight', example: '1730', unit: 'g', input: 'integer' },
      { key: 'ballast', label: 'Ballast', example: '10 g under the servo' },
      { key: 'batteryPosition', label: 'Battery position', example: 'Forward, 2 spacers' },
    ],
  },
  {
    // Gearing keeps its free text ('46/13 (FDR 12.4)'); the structured parts sit beside it. The ESC
    // setup the sheet runs with is linked here too (escSetupId, not a text field: see sheet-kind.ts).
    id: 'electronics',
    title: 'Electronics and gearing',
    fields: [
      { key: 'motor', label: 'Motor', example: 'Trinity Revtech 17.5', max: 100, when: ELECTRIC },
      { key: 'motorKv', label: 'Motor kV or turns', example: '2250 kV or 17.5T', when: ELECTRIC },
      { key: 'endbellTiming', label: 'Motor timing (endbell)', example: '30°', when: ELECTRIC },
      { key: 'gearing', label: 'Gearing', example: '46/13 (FDR 12.4)' },
      { key: 'pinion', label: 'Pinion', example: '24', unit: 'T', input: 'integer', when: ELECTRIC },
      { key: 'spur', label: 'Spur', example: '81', unit: 'T', input: 'integer' },
      { key: 'internalRatio', label: 'Internal or diff ratio', example: '2.6', input: 'decimal' },
      { key: 'tyreDiameter', label: 'Tyre diameter', example: '83', unit: 'mm', input: 'decimal' },
    ],
  },
  {
    id: 'nitro',
    title: 'Nitro engine and clutch',
    when: NITRO,
    fields: [
      { key: 'engine', label: 'Engine', example: 'OS Speed B21 Adam 2', max: 100 },
      { key: 'glowPlug', label: 'Glow plug', example: 'OS P3 Turbo' },
      { key: 'fuel', label: 'Fuel', example: '16', unit: '%', input: 'integer' },
      { key: 'highSpeedNeedle', label: 'High-speed needle', example: '3 turns out' },
      { key: 'lowSpeedNeedle', label: 'Low-speed needle', example: 'Flush, ¼ turn in' },
      { key: 'idle', label: 'Idle', example: 'Throttle gap 0.7 mm' },
      { key: 'clutchShoes', label: 'Clutch shoes', example: 'Alloy, 3 shoes' },
      { key: 'clutchSprings', label: 'Clutch springs', example: '1.1 mm (silver)' },
      { key: 'clutchGap', label: 'Clutch gap', example: '0.8 mm' },
      { key: 'clutchBell', label: 'Clutch bell', example: '13', unit: 'T', input: 'integer' },
    ],
  },
  {
    // The racer's own record of where and when; the public share fields (eventName…) stay apart.
    id: 'event',
    title: 'Event and conditions',
    fields: [
      { key: 'raceEvent', label: 'Event', example: 'Club championship round 3', max: 100 },
      { key: 'raceDate', label: 'Date', example: '2025-06-14', input: 'date' },
      { key: 'airTemperature', label: 'Air temperature', example: '24', unit: '°C', input: 'decimal' },
      { key: 'trackTemperature', label: 'Track temperature', example: '38', unit: '°C', input: 'decimal' },
    ],
  },
] as const satisfies readonly SetupGroup[];

export const ESC_GROUPS = [
  {
    id: 'throttle',
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
    id: 'brake',
    title: 'Brake',
    fields: [
      { key: 'initialBrakeForce', label: 'Initial brake force', example: '20%' },
      { key: 'maxBrakeForce', label: 'Max brake force', example: '75%' },
      { key: 'dragBrake', label: 'Drag brake', example: '5%' },
      { key: 'brakingFrequency', label: 'Braking frequency', example: '2 kHz' },
    ],
  },
  {
    id: 'timing',
    title: 'Timing',
    fields: [
      { key: 'motorTiming', label: 'Motor (can) timing', example: '30°' },
      { key: 'boostTiming', label: 'Boost timing', example: '20°' },
      { key: 'turbo', label: 'Turbo timing', example: '10° (0.2 s delay)' },
      { key: 'timingAdvance', label: 'Timing advance', example: 'Level 3' },
    ],
  },
  {
    id: 'protection',
    title: 'Protection',
    fields: [
      { key: 'lowVoltageProtection', label: 'Low-voltage protection', example: 'Auto (LiPo)' },
      { key: 'cutoffVoltage', label: 'Cut-off voltage', example: '3.2 V/cell' },
      { key: 'temperatureProtection', label: 'Temperature protection', example: '105 °C' },
    ],
  },
] as const satisfies readonly SetupGroup[];

type FieldsOf<S extends readonly SetupGroup[]> = S[number]['fields'][number];
export type SetupSheetTuningKey = FieldsOf<typeof SETUP_SHEET_GROUPS>['key'];
export type EscTuningKey = FieldsOf<typeof ESC_GROUPS>['key'];

/** Every field of the groups, in their order. */
export const fieldsOf = <K extends string>(groups: readonly SetupGroup<K>[]): SetupField<K>[] =>
  groups.flatMap((g) => g.fields);

export const SETUP_SHEET_FIELDS: readonly SetupField<SetupSheetTuningKey>[] = fieldsOf(SETUP_SHEET_GROUPS);
export const ESC_FIELDS: readonly SetupField<EscTuningKey>[] = fieldsOf(ESC_GROUPS);
export const SETUP_SHEET_TUNING_KEYS = SETUP_SHEET_FIELDS.map((f) => f.key);
export const ESC_TUNING_KEYS = ESC_FIELDS.map((f) => f.key);

/** Whether a car fits; an unknown fact (null) fits everything, so nothing is hidden by a guess. */
export function fitsCar(when: FieldCondition | undefined, facts: VehicleFacts | null): boolean {
  if (!when || !facts) return true;
  if (when.power && facts.power && facts.power !== when.power) return false;
  if (when.drivetrain && facts.drivetrain && facts.drivetrain !== when.drivetrain) return false;
  return true;
}

/**
 * The groups and fields that fit a car (no nitro engine on an electric car, no centre diff on a 2WD);
 * groups left without a field are dropped. `keep` names fields shown whatever the car, such as those
 * already holding a value, so nothing saved is ever out of sight.
 */
export function groupsForCar<K extends string>(
  groups: readonly SetupGroup<K>[],
  facts: VehicleFacts | null,
  keep: (key: K) => boolean = () => false,
): SetupGroup<K>[] {
  return groups.flatMap((group) => {
    const groupFits = fitsCar(group.when, facts);
    const fields = group.fields.filter(
      // A field the car's kit has no part for (an EB48's slipper: kit facts) is left out like the rest.
      (f) => keep(f.key) || (groupFits && fitsCar(f.when, facts) && !facts?.lacks?.some((k) => k === f.key)),
    );
    return fields.length > 0 ? [{ ...group, fields }] : [];
  });
}

export const SHARE_FIELD_KEYS = [
  'driverName',
  'vehicleMake',
  'vehicleModel',
  'publicTrackName',
  'publicTrackConditions',
  'eventName',
] as const;
