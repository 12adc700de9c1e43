import { SETUP_SHEET_TUNING_KEYS } from '../../../../shared/constants/setup-fields';
import type { SetupSheet } from '../../../../shared/schemas/setup-sheet';
import type { Recommendation } from '../../../../shared/schemas/tuning';

const NAME_MAX = 100;
const NOTES_MAX = 5000;
const SUFFIX = ' (wizard)';
const SHEET_FIELDS: ReadonlySet<string> = new Set(SETUP_SHEET_TUNING_KEYS);

/** A recommendation that can be written into a setup sheet: a sheet field with a worked-out value. */
export function isApplicable(rec: Recommendation): boolean {
  return SHEET_FIELDS.has(rec.parameter) && rec.newValue !== null;
}

export function copyName(name: string): string {
  return `${name.slice(0, NAME_MAX - SUFFIX.length).trimEnd()}${SUFFIX}`;
}

/**
 * POST /api/setup-sheets body for "Apply to a copy of my setup": the installed sheet's track and
 * tuning values with the chosen recommendations' new values, not installed, not shared, no file.
 */
export function buildSheetCopy(sheet: SetupSheet, chosen: readonly Recommendation[], goal: string) {
  const applied = chosen.filter(isApplicable);
  const tuning: Record<string, string | null> = Object.fromEntries(
    SETUP_SHEET_TUNING_KEYS.map((key) => [key, sheet[key]]),
  );
  for (const rec of applied) tuning[rec.parameter] = rec.newValue;
  const changes = applied.map((r) => `${r.title}: ${r.current} → ${r.newValue}`).join('; ');
  const notes = [`AI Setup Wizard (${goal}) from "${sheet.name}": ${changes}.`, sheet.notes]
    .filter(Boolean)
    .join('\n\n')
    .slice(0, NOTES_MAX);
  return {
    rcCarId: sheet.rcCarId,
    name: copyName(sheet.name),
    trackName: sheet.trackName,
    trackSurface: sheet.trackSurface,
    trackSurfaceTreatment: sheet.trackSurfaceTreatment,
    trackConditions: sheet.trackConditions,
    notes,
    useManufacturerSheet: false,
    isPublic: false,
    isCurrentlyInstalled: false,
    ...tuning,
  };
}
