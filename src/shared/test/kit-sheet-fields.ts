import { SETUP_SHEET_FIELDS, type SetupSheetTuningKey } from '../constants/setup-fields';

/**
 * The fields issue 33 added to the sheet (migration 0021), for the tests that follow them through
 * every surface: editor, read view, print, compare, history, export, and the wizard's coverage map.
 */
export const KIT_SHEET_KEYS = [
  'frontWheelbase',
  'frontHubCarrier',
  'rearAxleHeight',
  'rearHubCarrier',
  'frontShockCap',
  'rearShockCap',
  'ackermann',
  'bumpSteer',
  'servo',
  'servoSaver',
  'body',
  'balanceFrontRear',
  'balanceLeftRight',
] as const satisfies readonly SetupSheetTuningKey[];

export type KitSheetKey = (typeof KIT_SHEET_KEYS)[number];

const byKey = new Map(SETUP_SHEET_FIELDS.map((f) => [f.key, f]));

/** The catalogue's entry of a new field (its label and example as the kit sheets write them). */
export function kitField(key: KitSheetKey) {
  const field = byKey.get(key);
  if (!field) throw new Error(`${key} is not in the catalogue`);
  return field;
}

/** Every new field filled with its own example value, as a racer copies it off a kit sheet. */
export const kitSheetExamples = (): Record<KitSheetKey, string> =>
  Object.fromEntries(KIT_SHEET_KEYS.map((key) => [key, kitField(key).example])) as Record<
    KitSheetKey,
    string
  >;
