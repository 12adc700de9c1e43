import { SETUP_SHEET_TUNING_KEYS, type SetupSheetTuningKey } from '../../../../shared/constants/setup-fields';
import { OTHER_CONDITIONS, TRACK_SURFACES, TREATED_SURFACE } from '../../../../shared/constants/tracks';
import type { Car } from '../../../../shared/schemas/car';
import {
  type SetupSheet,
  type SetupSheetInput,
  setupSheetInputSchema,
} from '../../../../shared/schemas/setup-sheet';
import { mappedResolver } from '../../../lib/mapped-resolver';
import { conditionsChoice, storedChoice, surfaceChoice } from '../../../lib/setup-choices';

/** The surface list's own "other" value (the ESC list spells it 'Other'). */
export const OTHER_SURFACE = 'OTHER';

/** The editor's controls. Text inputs hold '' for blank; the schema turns blanks into null. */
export type SheetFormValues = Record<SetupSheetTuningKey, string> & {
  rcCarId: number | null;
  name: string;
  vehicleMake: string;
  vehicleModel: string;
  trackName: string;
  surface: string;
  customSurface: string;
  trackSurfaceTreatment: string;
  conditions: string;
  customConditions: string;
  notes: string;
  fileUrl: string | null;
  fileType: string | null;
  fileName: string | null;
  useManufacturerSheet: boolean;
};

const tuningValues = (sheet?: SetupSheet) =>
  Object.fromEntries(SETUP_SHEET_TUNING_KEYS.map((k) => [k, sheet?.[k] ?? ''])) as Record<
    SetupSheetTuningKey,
    string
  >;

/**
 * What the editor opens with: the sheet's values, or for a new sheet the chosen car's make and model.
 * SPEC §9: useManufacturerSheet starts true in the form of a new sheet (false is only the stored default).
 */
export function sheetFormValues(sheet: SetupSheet | undefined, car?: Car): SheetFormValues {
  const surface = surfaceChoice(sheet?.trackSurface, TRACK_SURFACES, OTHER_SURFACE);
  const conditions = conditionsChoice(sheet?.trackConditions);
  return {
    ...tuningValues(sheet),
    rcCarId: sheet ? sheet.rcCarId : (car?.id ?? null),
    name: sheet?.name ?? '',
    vehicleMake: sheet ? (sheet.vehicleMake ?? '') : (car?.manufacturer ?? ''),
    vehicleModel: sheet ? (sheet.vehicleModel ?? '') : (car?.model ?? ''),
    trackName: sheet?.trackName ?? '',
    surface: surface.choice,
    customSurface: surface.custom,
    trackSurfaceTreatment: sheet?.trackSurfaceTreatment ?? '',
    conditions: conditions.choice,
    customConditions: conditions.custom,
    notes: sheet?.notes ?? '',
    fileUrl: sheet?.fileUrl ?? null,
    fileType: sheet?.fileType ?? null,
    fileName: sheet?.fileName ?? null,
    useManufacturerSheet: sheet ? sheet.useManufacturerSheet : true,
  };
}

/**
 * The body the editor sends: OTHER replaced by the racer's own surface or conditions text, and the
 * treatment kept only for a 'Treated' surface (a treatment left over from before would mislead).
 */
export function toSheetInput(values: SheetFormValues): SetupSheetInput {
  const { surface, customSurface, conditions, customConditions, ...rest } = values;
  const trackSurface = storedChoice({ choice: surface, custom: customSurface }, OTHER_SURFACE);
  return {
    ...rest,
    trackSurface,
    trackSurfaceTreatment: trackSurface === TREATED_SURFACE ? rest.trackSurfaceTreatment : '',
    trackConditions: storedChoice({ choice: conditions, custom: customConditions }, OTHER_CONDITIONS, false),
  };
}

/** Checked with the shared schema ('Name is required'); column errors land on the text that feeds them. */
export const sheetResolver = mappedResolver<SheetFormValues, typeof setupSheetInputSchema>(
  setupSheetInputSchema,
  toSheetInput,
  { trackSurface: 'customSurface', trackConditions: 'customConditions' },
);
