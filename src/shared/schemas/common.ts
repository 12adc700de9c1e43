import { z } from 'zod';

// Absent (undefined) and cleared (null) are different: a partial update leaves an absent field
// alone and clears a null or blank one. Every optional field below keeps that distinction.

/** An optional free-text field: blank becomes null, absent stays absent. */
export const optionalText = (max: number, label = 'This field') =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullish()
    .transform((v) => (v === undefined ? undefined : v || null));

/** Ids are 32-bit integers in both databases; a larger number cannot name a record. */
export const MAX_ID = 2_147_483_647;

/** A reference to one of the racer's records: a positive integer id, or null for none; absent stays absent. */
export const optionalId = (message: string) =>
  z.number({ error: message }).int(message).positive(message).max(MAX_ID, message).nullish();

/** A vehicle reference. */
export const optionalCarId = optionalId('Choose one of your vehicles');

/** An id taken from the URL path. */
export const idParamsSchema = z.object({
  id: z.coerce
    .number({ error: 'Invalid id' })
    .int('Invalid id')
    .positive('Invalid id')
    .max(MAX_ID, 'Invalid id'),
});

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** 2025-02-30 is not a day: the calendar must give the same date back. */
export function isCalendarDate(value: string): boolean {
  const parts = DATE.exec(value);
  if (!parts) return false;
  const [year, month, day] = [Number(parts[1]), Number(parts[2]), Number(parts[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}
