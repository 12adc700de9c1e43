import { gearingResult } from '../../../shared/gearing/ratio';
import { formatFdr, formatRollout, type SheetGearingKey, teethKey } from '../../../shared/gearing/sheet';
import type { GearingInput } from '../../../shared/schemas/gearing';

/**
 * What "Write to setup sheet" sends (issue 19 item 2): the calculator's gears into the sheet's own
 * fields (the clutch bell on nitro, the pinion otherwise), as text as the sheet stores them, with the
 * FDR and rollout they make as the version's reason. FDR and rollout themselves are never stored.
 */
export type SheetGearingBody = Partial<Record<SheetGearingKey, string>>;

export function sheetGearingBody(gearing: GearingInput): SheetGearingBody {
  return {
    [teethKey(gearing.gearingClass)]: String(gearing.pinion),
    spur: String(gearing.spur),
    internalRatio: String(gearing.ratio),
    tyreDiameter: String(gearing.tyreMm),
  };
}

/** Whether the sheet already holds these gears ('2.60' and '2.6' alike): nothing to write then. */
export function holdsGearing(sheet: Readonly<Record<string, unknown>>, body: SheetGearingBody): boolean {
  return Object.entries(body).every(([key, value]) => {
    const stored = sheet[key];
    return typeof stored === 'string' && stored.trim() !== '' && Number(stored) === Number(value);
  });
}

/** 'Gearing calculator: FDR 8.42, rollout 31.3 mm': the reason History shows beside the changes. */
export function gearingNote(gearing: GearingInput): string {
  const { fdr, rolloutMm } = gearingResult(gearing);
  return `Gearing calculator: FDR ${formatFdr(fdr)}, rollout ${formatRollout(rolloutMm)}`;
}
