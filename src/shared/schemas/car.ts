import { z } from 'zod';
import {
  DEFAULT_VEHICLE_STATUS,
  VEHICLE_CLASSES,
  VEHICLE_DRIVETRAINS,
  VEHICLE_POWERS,
  VEHICLE_SCALES,
  VEHICLE_STATUSES,
} from '../constants/vehicles';
import { optionalText } from './common';

/** An optional pick from a fixed list; blank means none. */
const optionalChoice = <T extends readonly string[]>(values: T, message: string) =>
  z
    .string()
    .nullish()
    .refine((v) => !v || values.includes(v), message)
    .transform((v) => (v === undefined ? undefined : v ? (v as T[number]) : null));

/** The vehicle form and POST/PUT /api/cars body (SPEC §5). */
export const carInputSchema = z.object({
  manufacturer: z.string().trim().min(1, 'Manufacturer is required').max(100, 'Manufacturer is too long'),
  model: z.string().trim().min(1, 'Model is required').max(100, 'Model is too long'),
  status: z
    .enum(VEHICLE_STATUSES, { error: 'Choose Active, Inactive or Under Repair' })
    .default(DEFAULT_VEHICLE_STATUS),
  scale: optionalChoice(VEHICLE_SCALES, 'Choose 1:8 or 1:10'),
  drivetrain: optionalChoice(VEHICLE_DRIVETRAINS, 'Choose 2WD or 4WD'),
  power: optionalChoice(VEHICLE_POWERS, 'Choose electric or nitro'),
  vehicleClass: optionalChoice(VEHICLE_CLASSES, 'Choose buggy, truggy or short course'),
  notes: optionalText(2000, 'Notes'),
});
export type CarInput = z.input<typeof carInputSchema>;
export type CarValues = z.output<typeof carInputSchema>;

/** PATCH /api/cars/:id: sets or removes the photo (an upload of the same racer). */
export const carPhotoSchema = z.object({
  imageUrl: z
    .string()
    .regex(/^\/uploads\/[A-Za-z0-9._-]+$/, 'Upload the photo first')
    .nullable(),
});

export const carSchema = z.object({
  id: z.number().int(),
  manufacturer: z.string(),
  model: z.string(),
  status: z.string(),
  scale: z.string().nullable(),
  drivetrain: z.string().nullable(),
  power: z.string().nullable(),
  vehicleClass: z.string().nullable(),
  notes: z.string().nullable(),
  imageUrl: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Car = z.infer<typeof carSchema>;
