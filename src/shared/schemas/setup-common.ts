import { z } from 'zod';
import { SHARE_FIELD_KEYS } from '../constants/setup-fields';
import { optionalCarId, optionalText } from './common';

type OptionalText = ReturnType<typeof optionalText>;

/** One optional text field per key: the tuning values a racer types ("500 cSt", "-2°"). */
export function textFields<K extends string>(
  keys: readonly K[],
  max: number,
): z.ZodObject<Record<K, OptionalText>> {
  return z.object(
    Object.fromEntries(keys.map((k) => [k, optionalText(max, 'A tuning value')])) as Record<K, OptionalText>,
  );
}

export function nullableStrings<K extends string>(keys: readonly K[]) {
  return z.object(
    Object.fromEntries(keys.map((k) => [k, z.string().nullable()])) as Record<K, z.ZodNullable<z.ZodString>>,
  );
}

const requiredName = z
  .string({ error: 'Name is required' })
  .trim()
  .min(1, 'Name is required')
  .max(100, 'Name must be at most 100 characters');

/** Uploads are referenced by the url the upload answered; anything else is refused. */
const fileUrl = z
  .string()
  .regex(/^\/uploads\/[A-Za-z0-9._-]+$/, 'Upload the file first')
  .nullish()
  .transform((v) => (v === undefined ? undefined : v || null));

/** Fields shared by setup sheets and ESC setups, as the forms and POST/PUT send them. */
export const setupBaseInput = z.object({
  rcCarId: optionalCarId,
  name: requiredName,
  trackName: optionalText(100, 'Track name'),
  trackSurface: optionalText(50, 'Surface'),
  trackConditions: optionalText(100, 'Conditions'),
  fileUrl,
  fileType: optionalText(100, 'File type'),
  fileName: optionalText(255, 'File name'),
  useManufacturerSheet: z.boolean().optional(),
  notes: optionalText(5000, 'Notes'),
  isPublic: z.boolean().optional(),
  isCurrentlyInstalled: z.boolean().optional(),
  ...Object.fromEntries(SHARE_FIELD_KEYS.map((k) => [k, optionalText(100, 'This field')])),
} as Record<string, z.ZodType>) as z.ZodObject<
  {
    rcCarId: typeof optionalCarId;
    name: typeof requiredName;
    trackName: OptionalText;
    trackSurface: OptionalText;
    trackConditions: OptionalText;
    fileUrl: typeof fileUrl;
    fileType: OptionalText;
    fileName: OptionalText;
    useManufacturerSheet: z.ZodOptional<z.ZodBoolean>;
    notes: OptionalText;
    isPublic: z.ZodOptional<z.ZodBoolean>;
    isCurrentlyInstalled: z.ZodOptional<z.ZodBoolean>;
  } & Record<(typeof SHARE_FIELD_KEYS)[number], OptionalText>
>;

/** Fields shared by both in API answers. */
export const setupBaseEntity = z.object({
  id: z.number().int(),
  rcCarId: z.number().int().nullable(),
  name: z.string(),
  trackName: z.string().nullable(),
  trackSurface: z.string().nullable(),
  trackConditions: z.string().nullable(),
  fileUrl: z.string().nullable(),
  fileType: z.string().nullable(),
  fileName: z.string().nullable(),
  useManufacturerSheet: z.boolean(),
  notes: z.string().nullable(),
  isPublic: z.boolean(),
  isCurrentlyInstalled: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  ...nullableStrings(SHARE_FIELD_KEYS).shape,
});
