import { SETUP_SHEET_TUNING_KEYS } from '../../../../shared/constants/setup-fields';
import type { SetupSheetCopy } from '../../../../shared/schemas/setup-copy';
import type { Recommendation } from '../../../../shared/schemas/tuning';

const SHEET_FIELDS: ReadonlySet<string> = new Set(SETUP_SHEET_TUNING_KEYS);

/** A recommendation that can be written into a setup sheet: a sheet field with a worked-out value. */
export function isApplicable(rec: Recommendation): boolean {
  return SHEET_FIELDS.has(rec.parameter) && rec.newValue !== null;
}

/**
 * POST /api/setup-sheets/:id/copy body for "Apply to a copy of my setup": the chosen changes and
 * a note of what changed and why. The server copies the installed sheet (file included) and
 * writes them over it (services/setup-copies.ts), so the copy holds what is on the car now.
 */
export function wizardCopyRequest(
  chosen: readonly Recommendation[],
  goal: string,
  sheetName: string,
): SetupSheetCopy {
  const applied = chosen.filter(isApplicable);
  const changes = Object.fromEntries(applied.map((r) => [r.parameter, r.newValue as string]));
  const told = applied.map((r) => `${r.title}: ${r.current} → ${r.newValue}`).join('; ');
  const note = `AI Setup Wizard (${goal}) from "${sheetName}": ${told}.`.slice(0, 1000);
  return { changes, note, suffix: 'wizard' };
}
