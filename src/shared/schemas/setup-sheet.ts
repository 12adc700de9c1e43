import { z } from 'zod';
import { SETUP_SHEET_FIELDS, SETUP_SHEET_TUNING_KEYS } from '../constants/setup-fields';
import { optionalId } from './common';
import { fieldSchemas, nullableStrings, setupBaseEntity, setupBaseInput } from './setup-common';

/** The setup-sheet editor and POST /api/setup-sheets (SPEC §5: only the name is required). */
export const setupSheetInputSchema = setupBaseInput.extend({
  ...fieldSchemas(SETUP_SHEET_FIELDS).shape,
  /** The racer's own ESC setup this sheet runs with (services/setup-sheets.ts checks it is theirs). */
  escSetupId: optionalId('Choose one of your ESC setups'),
});
export type SetupSheetInput = z.input<typeof setupSheetInputSchema>;
export type SetupSheetValues = z.output<typeof setupSheetInputSchema>;

/** PUT /api/setup-sheets/:id: any subset; fields not sent stay as they are. */
export const setupSheetUpdateSchema = setupSheetInputSchema.partial();
export type SetupSheetUpdate = z.output<typeof setupSheetUpdateSchema>;

export const setupSheetSchema = setupBaseEntity.extend({
  ...nullableStrings(SETUP_SHEET_TUNING_KEYS).shape,
  escSetupId: z.number().int().nullable(),
});
export type SetupSheet = z.infer<typeof setupSheetSchema>;
