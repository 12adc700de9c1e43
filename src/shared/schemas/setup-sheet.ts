import { z } from 'zod';
import { SETUP_SHEET_TUNING_KEYS } from '../constants/setup-fields';
import { optionalText } from './common';
import { nullableStrings, setupBaseEntity, setupBaseInput, textFields } from './setup-common';

/** The setup-sheet editor and POST /api/setup-sheets (SPEC §5: only the name is required). */
export const setupSheetInputSchema = setupBaseInput.extend({
  trackSurfaceTreatment: optionalText(100, 'Treatment'),
  ...textFields(SETUP_SHEET_TUNING_KEYS, 50).shape,
});
export type SetupSheetInput = z.input<typeof setupSheetInputSchema>;
export type SetupSheetValues = z.output<typeof setupSheetInputSchema>;

/** PUT /api/setup-sheets/:id: any subset; fields not sent stay as they are. */
export const setupSheetUpdateSchema = setupSheetInputSchema.partial();
export type SetupSheetUpdate = z.output<typeof setupSheetUpdateSchema>;

export const setupSheetSchema = setupBaseEntity.extend({
  trackSurfaceTreatment: z.string().nullable(),
  ...nullableStrings(SETUP_SHEET_TUNING_KEYS).shape,
});
export type SetupSheet = z.infer<typeof setupSheetSchema>;
