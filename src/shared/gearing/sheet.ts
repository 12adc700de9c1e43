import { type GearingInput, gearingSchema } from '../schemas/gearing';
import { contentLabel } from '../setup-content';
import { typedNumber } from '../typed-number';
import type { VehicleFacts } from '../vehicle-class';
import type { GearingClass } from './classes';
import { gearingResult } from './ratio';

/**
 * A setup sheet's gearing (issue 19 item 2): FDR and rollout worked out from its structured fields
 * with the calculator's own maths, never stored (one source of truth: change the pinion and the FDR
 * follows). The editor, the read view, the print sheet, compare and history all read it from here.
 */

type Values = Readonly<Record<string, unknown>>;

/** The sheet's fields the calculator reads and writes. */
export const SHEET_GEARING_KEYS = ['pinion', 'clutchBell', 'spur', 'internalRatio', 'tyreDiameter'] as const;
export type SheetGearingKey = (typeof SHEET_GEARING_KEYS)[number];

const text = (value: unknown) =>
  typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';

/**
 * The calculator's class for a sheet's car. A nitro car turns a clutch bell; a 1:8 electric a motor
 * pinion on a diff; anything else electric is 1:10. A car of unknown power is read from what the sheet
 * holds: a clutch bell and no pinion is nitro.
 */
export function sheetGearingClass(facts: VehicleFacts | null, values: Values): GearingClass {
  const power =
    facts?.power ?? (text(values.clutchBell) !== '' && text(values.pinion) === '' ? 'nitro' : null);
  if (power === 'nitro') return '1:8-nitro';
  return facts?.scale === '1:8' ? '1:8-electric' : '1:10-electric';
}

/** The field holding the small gear: the clutch bell on nitro, the pinion otherwise. */
export const teethKey = (gearingClass: GearingClass): 'pinion' | 'clutchBell' =>
  gearingClass === '1:8-nitro' ? 'clutchBell' : 'pinion';

/** The four fields a class's FDR and rollout need, in the sheet's order. */
export const gearingKeysFor = (gearingClass: GearingClass): SheetGearingKey[] => [
  teethKey(gearingClass),
  'spur',
  'internalRatio',
  'tyreDiameter',
];

export type SheetGearing =
  | { status: 'missing'; gearingClass: GearingClass; missing: string[] }
  /** Filled in, but not something a car runs ('Pinion must have at least 8 teeth'). */
  | { status: 'invalid'; gearingClass: GearingClass; message: string }
  | { status: 'ready'; gearingClass: GearingClass; gearing: GearingInput; fdr: number; rolloutMm: number };

export function sheetGearing(values: Values, facts: VehicleFacts | null): SheetGearing {
  const gearingClass = sheetGearingClass(facts, values);
  const keys = gearingKeysFor(gearingClass);
  const missing = keys.filter((key) => text(values[key]) === '').map(contentLabel);
  if (missing.length > 0) return { status: 'missing', gearingClass, missing };
  const [teeth, spur, ratio, tyre] = keys.map((key) => typedNumber(text(values[key])) ?? Number.NaN);
  const parsed = gearingSchema.safeParse({ gearingClass, pinion: teeth, spur, ratio, tyreMm: tyre });
  if (!parsed.success) {
    // The calculator names the small gear after the class; the sheet's own labels read better here.
    const message = parsed.error.issues[0]?.message ?? 'Check the gearing fields';
    return { status: 'invalid', gearingClass, message };
  }
  const { fdr, rolloutMm } = gearingResult(parsed.data);
  return { status: 'ready', gearingClass, gearing: parsed.data, fdr, rolloutMm };
}

/** Two decimals, as racers quote an FDR ('7.80') and as the calculator shows it. */
export const formatFdr = (fdr: number) => fdr.toFixed(2);
/** A tenth of a millimetre is finer than a tyre's wear changes it. */
export const formatRollout = (mm: number) => `${mm.toFixed(1)} mm`;

/**
 * The derived rows, by the keys compare and history give them (no field of the sheet has these keys),
 * labelled as worked out so no racer looks for a box to type them in.
 */
export const DERIVED_GEARING = [
  { key: 'fdr', label: 'FDR (calculated)' },
  { key: 'rollout', label: 'Rollout (calculated)' },
] as const;
export type DerivedGearingKey = (typeof DERIVED_GEARING)[number]['key'];

/** FDR and rollout as they read, or null each when the sheet's gearing is incomplete or impossible. */
export function derivedGearingValues(
  values: Values,
  facts: VehicleFacts | null,
): Record<DerivedGearingKey, string | null> {
  const gearing = sheetGearing(values, facts);
  if (gearing.status !== 'ready') return { fdr: null, rollout: null };
  return { fdr: formatFdr(gearing.fdr), rollout: formatRollout(gearing.rolloutMm) };
}

/**
 * The derived lines for a list of values (read view, print): label and value; both empty when the
 * gearing is not complete, so a printed sheet leaves a line to write on.
 */
export function derivedGearingLines(
  values: Values,
  facts: VehicleFacts | null,
): { key: DerivedGearingKey; label: string; value: string }[] {
  const derived = derivedGearingValues(values, facts);
  return DERIVED_GEARING.map(({ key, label }) => ({ key, label, value: derived[key] ?? '' }));
}

/**
 * Whether a sheet holds any gearing worth deriving from: a setup kind without these fields (an ESC
 * setup) or a sheet with none filled shows no derived rows at all.
 */
export const hasGearingFields = (values: Values) =>
  SHEET_GEARING_KEYS.some((key) => text(values[key]) !== '');
