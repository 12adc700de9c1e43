import { z } from 'zod';
import { ESC_FIELDS, ESC_TUNING_KEYS } from '../constants/setup-fields';
import { optionalText } from './common';
import { fieldSchemas, nullableStrings, setupBaseEntity, setupBaseInput } from './setup-common';

const required = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(100, `${message.replace(' is required', '')} is too long`);

/** The ESC editor and POST /api/esc-setups (SPEC §5: name, ESC make and ESC model required). */
export const escSetupInputSchema = setupBaseInput.extend({
  escMake: required('ESC Make is required'),
  escModel: required('ESC Model is required'),
  creator: optionalText(100, 'Creator'),
  ...fieldSchemas(ESC_FIELDS).shape,
});
export type EscSetupInput = z.input<typeof escSetupInputSchema>;
export type EscSetupValues = z.output<typeof escSetupInputSchema>;

export const escSetupUpdateSchema = escSetupInputSchema.partial();
export type EscSetupUpdate = z.output<typeof escSetupUpdateSchema>;

export const escSetupSchema = setupBaseEntity.extend({
  escMake: z.string().nullable(),
  escModel: z.string().nullable(),
  creator: z.string().nullable(),
  ...nullableStrings(ESC_TUNING_KEYS).shape,
});
export type EscSetup = z.infer<typeof escSetupSchema>;
