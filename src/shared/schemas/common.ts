import { z } from 'zod';

/** An optional free-text field: blank becomes null so "cleared" and "never set" read the same. */
export const optionalText = (max: number, label = 'This field') =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullish()
    .transform((v) => (v ? v : null));

/** A vehicle reference: a positive integer id, or null for none. */
export const optionalCarId = z
  .union([z.number().int().positive(), z.null()], { error: 'Choose one of your vehicles' })
  .optional()
  .transform((v) => v ?? null);

/** An id taken from the URL path. */
export const idParamsSchema = z.object({
  id: z.coerce.number({ error: 'Invalid id' }).int('Invalid id').positive('Invalid id'),
});
