import { z } from 'zod';
import { DEFAULT_FIELD_MAX, type SetupField, SHARE_FIELD_KEYS } from '../constants/setup-fields';
import { isCalendarDate, optionalCarId, optionalText } from './common';
import { changeNoteSchema, changeSourceSchema } from './setup-version';

type OptionalText = ReturnType<typeof optionalText>;
/** A field's value as the API takes it: text (blank → null, absent stays absent), checked by its kind. */
type FieldValue = z.ZodType<string | null | undefined, string | null | undefined>;

const NUMBER = /^-?(\d+([.,]\d+)?|[.,]\d+)$/;
/**
 * One field of the catalogue as the API checks it (src/shared/constants/setup-fields.ts): at most its
 * max characters; a number field takes a number only ('Weight must be a number'), a decimal comma
 * stored as a point; a date field a real YYYY-MM-DD day. The value is stored as text either way.
 */
export function fieldValueSchema(field: SetupField): FieldValue {
  const max = field.max ?? DEFAULT_FIELD_MAX;
  const text = optionalText(max, field.label);
  switch (field.input) {
    case 'integer':
    case 'decimal':
      return text
        .refine((v) => v == null || NUMBER.test(v), `${field.label} must be a number`)
        .refine(
          (v) => v == null || field.input === 'decimal' || /^\d+$/.test(v),
          `${field.label} must be a whole number`,
        )
        .transform((v) => (v == null ? v : v.replace(',', '.')));
    case 'date':
      return text.refine((v) => v == null || isCalendarDate(v), `${field.label} must be a date (YYYY-MM-DD)`);
    default:
      return text;
  }
}

/** One optional field per catalogue entry: the values a racer types ("500 cSt", "-2°", "1730"). */
export function fieldSchemas<K extends string>(
  fields: readonly SetupField<K>[],
): z.ZodObject<Record<K, FieldValue>> {
  return z.object(
    Object.fromEntries(fields.map((f) => [f.key, fieldValueSchema(f)])) as Record<K, FieldValue>,
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
  trackSurfaceTreatment: optionalText(100, 'Treatment'),
  trackConditions: optionalText(100, 'Conditions'),
  fileUrl,
  fileType: optionalText(100, 'File type'),
  fileName: optionalText(255, 'File name'),
  useManufacturerSheet: z.boolean().optional(),
  notes: optionalText(5000, 'Notes'),
  isPublic: z.boolean().optional(),
  isCurrentlyInstalled: z.boolean().optional(),
  /** Not stored on the setup: the reason and origin written on the version this save makes. */
  changeNote: changeNoteSchema,
  changeSource: changeSourceSchema,
  ...Object.fromEntries(SHARE_FIELD_KEYS.map((k) => [k, optionalText(100, 'This field')])),
} as Record<string, z.ZodType>) as z.ZodObject<
  {
    rcCarId: typeof optionalCarId;
    name: typeof requiredName;
    trackName: OptionalText;
    trackSurface: OptionalText;
    trackSurfaceTreatment: OptionalText;
    trackConditions: OptionalText;
    fileUrl: typeof fileUrl;
    fileType: OptionalText;
    fileName: OptionalText;
    useManufacturerSheet: z.ZodOptional<z.ZodBoolean>;
    notes: OptionalText;
    isPublic: z.ZodOptional<z.ZodBoolean>;
    isCurrentlyInstalled: z.ZodOptional<z.ZodBoolean>;
    changeNote: typeof changeNoteSchema;
    changeSource: typeof changeSourceSchema;
  } & Record<(typeof SHARE_FIELD_KEYS)[number], OptionalText>
>;

/** Fields shared by both in API answers. */
export const setupBaseEntity = z.object({
  id: z.number().int(),
  rcCarId: z.number().int().nullable(),
  name: z.string(),
  trackName: z.string().nullable(),
  trackSurface: z.string().nullable(),
  trackSurfaceTreatment: z.string().nullable(),
  trackConditions: z.string().nullable(),
  fileUrl: z.string().nullable(),
  fileType: z.string().nullable(),
  fileName: z.string().nullable(),
  useManufacturerSheet: z.boolean(),
  notes: z.string().nullable(),
  isPublic: z.boolean(),
  isCurrentlyInstalled: z.boolean(),
  /** The current version number (issue 15): every content change adds one. */
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  ...nullableStrings(SHARE_FIELD_KEYS).shape,
});
