import type { VehicleFacts } from '../vehicle-class';
import { ESC_SETUP_GROUPS } from './esc-groups';
import {
  CHASSIS_GROUP,
  FRONT_GROUP,
  REAR_GROUP,
  SHOCKS_GROUP,
  STEERING_GROUP,
  TYRES_GROUP,
} from './setup-sheet-chassis';
import { DRIVETRAIN_GROUP, ELECTRONICS_GROUP, NITRO_GROUP } from './setup-sheet-power';
import type { VehicleScale } from './vehicles';

/**
 * Every field of a car setup sheet and of an ESC setup (SPEC §3, completed by issue 14), in the groups
 * and with the labels a racer knows from a kit's setup sheet, each with an example value. The editors,
 * the API schemas, the community view, the copy and the tuning wizard all read this one list.
 * The groups themselves live by family (setup-sheet-chassis.ts, setup-sheet-power.ts, esc-groups.ts);
 * this file orders them, checks their shape and decides which fit a car.
 */

/**
 * Which cars a group or field belongs to (shorthands in setup-field-conditions.ts); a car whose fact
 * is unknown gets it anyway.
 */
export interface FieldCondition {
  power?: 'electric' | 'nitro';
  drivetrain?: '2WD' | '4WD';
  scale?: VehicleScale;
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

/** The racer's own record of where and when; the public share fields (eventName…) stay apart. */
const EVENT_GROUP = {
  id: 'event',
  title: 'Event and conditions',
  fields: [
    { key: 'raceEvent', label: 'Event', example: 'Club championship round 3', max: 100 },
    { key: 'raceDate', label: 'Date', example: '2025-06-14', input: 'date' },
    { key: 'airTemperature', label: 'Air temperature', example: '24', unit: '°C', input: 'decimal' },
    { key: 'trackTemperature', label: 'Track temperature', example: '38', unit: '°C', input: 'decimal' },
  ],
} as const;

/** The sheet's groups in the editor's order, as a kit's sheet runs: corners, shocks, steering, then the rest. */
export const SETUP_SHEET_GROUPS = [
  TYRES_GROUP,
  FRONT_GROUP,
  REAR_GROUP,
  SHOCKS_GROUP,
  STEERING_GROUP,
  DRIVETRAIN_GROUP,
  CHASSIS_GROUP,
  ELECTRONICS_GROUP,
  NITRO_GROUP,
  EVENT_GROUP,
] as const satisfies readonly SetupGroup[];

export const ESC_GROUPS = ESC_SETUP_GROUPS satisfies readonly SetupGroup[];

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
  if (when.scale && facts.scale && facts.scale !== when.scale) return false;
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

/** The corner a field belongs to, from its key: 'frontSpring' → front; 'caster' → none. */
export function fieldSide(key: string): 'front' | 'rear' | undefined {
  const [, side] = /^(front|rear)[A-Z]/.exec(key) ?? [];
  return side as 'front' | 'rear' | undefined;
}

/**
 * 'Front shock oil' → 'Shock oil'; 'Caster' stays 'Caster'. A front and a rear field pair up on a
 * kit sheet (printed or read) when their labels match without the side: by label, not key, since the
 * rear wheelbase is stored as `rearArmPosition` and belongs beside the front wheelbase.
 */
export function sidelessLabel(label: string): string {
  const bare = label.replace(/^(front|rear)\s+/i, '');
  return bare === label ? label : bare.charAt(0).toUpperCase() + bare.slice(1);
}
