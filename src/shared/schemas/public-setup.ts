import { z } from 'zod';
import { SETUP_SHEET_TUNING_KEYS, SHARE_FIELD_KEYS } from '../constants/setup-fields';
import { OTHER_CONDITIONS } from '../constants/tracks';
import { optionalCarId, optionalText } from './common';
import { nullableStrings } from './setup-common';

/**
 * A shared setup as anyone may see it: the share fields, the surface, the tuning fields, the
 * attached file and when it changed. Never the owner, the e-mail or the private sheet name.
 */
export const publicSetupSchema = z.object({
  id: z.number().int(),
  ...nullableStrings(SHARE_FIELD_KEYS).shape,
  notes: z.string().nullable(),
  trackSurface: z.string().nullable(),
  trackSurfaceTreatment: z.string().nullable(),
  fileUrl: z.string().nullable(),
  fileType: z.string().nullable(),
  fileName: z.string().nullable(),
  updatedAt: z.string(),
  ...nullableStrings(SETUP_SHEET_TUNING_KEYS).shape,
});
export type PublicSetup = z.infer<typeof publicSetupSchema>;

export const PUBLIC_SORTS = ['newest', 'name'] as const;
export const DEFAULT_PAGE_SIZE = 12;
export const MAX_PAGE_SIZE = 50;

const filter = z
  .string()
  .trim()
  .max(100, 'Filter is too long')
  .optional()
  .transform((v) => v || undefined);

/** GET /api/public-setups query. */
export const publicSetupQuerySchema = z.object({
  q: z.string().trim().max(200, 'Search is too long').optional().default(''),
  manufacturer: filter,
  model: filter,
  surface: filter,
  conditions: filter,
  sort: z.enum(PUBLIC_SORTS, { error: 'Sort by newest or name' }).default('newest'),
  page: z.coerce
    .number({ error: 'Page must be a whole number from 1' })
    .int('Page must be a whole number from 1')
    .min(1, 'Page must be a whole number from 1')
    .max(10_000, 'Page is too large')
    .default(1),
  pageSize: z.coerce
    .number({ error: `Page size must be from 1 to ${MAX_PAGE_SIZE}` })
    .int(`Page size must be from 1 to ${MAX_PAGE_SIZE}`)
    .min(1, `Page size must be from 1 to ${MAX_PAGE_SIZE}`)
    .max(MAX_PAGE_SIZE, `Page size must be from 1 to ${MAX_PAGE_SIZE}`)
    .default(DEFAULT_PAGE_SIZE),
});
export type PublicSetupQuery = z.input<typeof publicSetupQuerySchema>;

export const publicSetupPageSchema = z.object({
  items: z.array(publicSetupSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type PublicSetupPage = z.infer<typeof publicSetupPageSchema>;

/** POST /api/public-setups/:id/copy: optionally straight onto one of the racer's cars. */
export const copyPublicSetupSchema = z.object({ rcCarId: optionalCarId });

const required = (message: string) =>
  z.string({ error: message }).trim().min(1, message).max(100, 'Must be at most 100 characters');

/** The share dialog (SPEC §5). The OTHER condition needs its own non-blank text, which is then sent. */
export const shareFormSchema = z
  .object({
    driverName: required('Driver name is required'),
    vehicleMake: required('Vehicle make is required'),
    vehicleModel: required('Vehicle model is required'),
    publicTrackName: required('Track name is required'),
    publicTrackConditions: required('Track conditions are required'),
    customConditions: z.string().max(100, 'Must be at most 100 characters').optional(),
    eventName: optionalText(100, 'Event name'),
    notes: optionalText(5000, 'Notes'),
    acknowledged: z.boolean().refine((v) => v, 'Please confirm you want to share this setup publicly'),
    isPublic: z.boolean().default(true),
  })
  .refine((v) => v.publicTrackConditions !== OTHER_CONDITIONS || !!v.customConditions?.trim(), {
    message: 'Please describe the track conditions',
    path: ['customConditions'],
  });
export type ShareFormInput = z.input<typeof shareFormSchema>;

/** The body the share dialog PUTs, with OTHER replaced by the racer's own words. */
export function sharePayload(form: z.output<typeof shareFormSchema>) {
  const { customConditions, acknowledged: _ack, publicTrackConditions, ...rest } = form;
  return {
    ...rest,
    publicTrackConditions:
      publicTrackConditions === OTHER_CONDITIONS ? (customConditions ?? '').trim() : publicTrackConditions,
  };
}

/** The fields that must be filled for a sheet to be public (the server checks them too). */
export const REQUIRED_SHARE_FIELDS = [
  ['driverName', 'Driver name is required'],
  ['vehicleMake', 'Vehicle make is required'],
  ['vehicleModel', 'Vehicle model is required'],
  ['publicTrackName', 'Track name is required'],
  ['publicTrackConditions', 'Track conditions are required'],
] as const;
