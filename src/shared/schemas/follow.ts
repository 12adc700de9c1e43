import { z } from 'zod';
import { sourceStatusSchema } from './club';
import { optionalCarId } from './common';

/** The longest results address accepted: real result pages are well under it. */
export const MAX_SOURCE_URL_LENGTH = 2000;

const URL_MESSAGE = 'Enter the results page’s address, starting with http:// or https://';

/** A results address as typed: http(s) only; the server refuses private addresses after DNS too. */
export const sourceUrlSchema = z
  .string({ error: URL_MESSAGE })
  .trim()
  .min(1, URL_MESSAGE)
  .max(MAX_SOURCE_URL_LENGTH, `The address must be at most ${MAX_SOURCE_URL_LENGTH} characters`)
  .refine((value) => {
    try {
      const url = new URL(value);
      return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
    } catch {
      return false;
    }
  }, URL_MESSAGE);

/**
 * Follow an event form; POST /api/follows (issue 30). `rcCarId`: the car a race matched by the
 * racer's name goes on (a transponder names its own car in the Transponder Register).
 */
export const followInputSchema = z.object({ url: sourceUrlSchema, rcCarId: optionalCarId });
export type FollowInput = z.input<typeof followInputSchema>;

/** POST /api/clubs/:id/sources: a club's admin adds a results address all its members follow. */
export const clubSourceInputSchema = z.object({ url: sourceUrlSchema });

export const followSchema = z.object({
  id: z.number().int(),
  rcCarId: z.number().int().nullable(),
  createdAt: z.string(),
  source: sourceStatusSchema,
});
export type Follow = z.infer<typeof followSchema>;
