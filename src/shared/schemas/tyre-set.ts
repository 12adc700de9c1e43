import { z } from 'zod';
import { isCalendarDate, optionalText } from './common';
import { lapStatsSchema } from './run';

/**
 * Tyre sets (issue 19): a racer's glued sets, named by the runs they were used on. One schema for
 * the route, the Add/Edit tyre set dialog and the client's types. `all` is a full set of four (the
 * same tyre front and rear, as most 1:8 racers run); `front` and `rear` are a pair.
 */
export const TYRE_POSITIONS = ['front', 'rear', 'all'] as const;
export type TyrePosition = (typeof TYRE_POSITIONS)[number];
export const TYRE_POSITION_LABELS: Record<TyrePosition, string> = {
  front: 'Front',
  rear: 'Rear',
  all: 'Front and rear',
};
const brand = z
  .string({ error: 'Brand is required' })
  .trim()
  .min(1, 'Brand is required')
  .max(60, 'Brand must be at most 60 characters');

const gluedOn = z
  .string({ error: 'Glued date must be a date (YYYY-MM-DD)' })
  .trim()
  .refine((v) => v === '' || isCalendarDate(v), 'Glued date must be a date (YYYY-MM-DD)')
  .nullish()
  .transform((v) => (v === undefined ? undefined : v || null));

const cost = z
  .number({ error: 'Cost must be a number' })
  .min(0, 'Cost must be at least 0')
  .max(10_000, 'Cost must be at most 10000')
  .nullish();

/** Add/Edit tyre set and POST/PUT /api/tyre-sets: the whole set each time (PUT replaces). */
export const tyreSetInputSchema = z.object({
  brand,
  compound: optionalText(60, 'Compound'),
  insert: optionalText(60, 'Insert'),
  wheel: optionalText(60, 'Wheel'),
  position: z
    .enum(TYRE_POSITIONS, { error: 'Position must be front, rear or front and rear' })
    .default('all'),
  gluedOn,
  cost,
  notes: optionalText(1000, 'Notes'),
  retired: z.boolean({ error: 'Retired must be true or false' }).default(false),
});
export type TyreSetInput = z.input<typeof tyreSetInputSchema>;
export type TyreSetValues = z.output<typeof tyreSetInputSchema>;

/** What a set has done, from the run log: counted over every run that names it. */
export const tyreSetUsageSchema = z.object({
  runs: z.number().int(),
  laps: z.number().int(),
  /** The best clean lap of any run on the set. */
  bestMs: z.number().nullable(),
  /** The five fastest clean laps over all its runs, averaged as a run's top-5 is. */
  top5AvgMs: z.number().nullable(),
  /** Digits the best lap and top-5 are shown to: the coarsest resolution of the runs' laps (issue 29). */
  decimals: z.number().int().min(0).max(3).optional(),
  lastRunOn: z.string().nullable(),
});
export type TyreSetUsage = z.infer<typeof tyreSetUsageSchema>;

export const tyreSetSchema = z.object({
  id: z.number().int(),
  brand: z.string(),
  compound: z.string().nullable(),
  insert: z.string().nullable(),
  wheel: z.string().nullable(),
  position: z.enum(TYRE_POSITIONS),
  gluedOn: z.string().nullable(),
  cost: z.number().nullable(),
  notes: z.string().nullable(),
  retired: z.boolean(),
  usage: tyreSetUsageSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TyreSet = z.infer<typeof tyreSetSchema>;

/** GET /api/tyre-sets/:id: the set and the runs on it, newest first. */
export const tyreSetRunSchema = z.object({
  id: z.number().int(),
  rcCarId: z.number().int().nullable(),
  date: z.string(),
  trackName: z.string(),
  session: z.string(),
  stats: lapStatsSchema,
});
export const tyreSetDetailSchema = tyreSetSchema.extend({ runs: z.array(tyreSetRunSchema) });
export type TyreSetDetail = z.infer<typeof tyreSetDetailSchema>;
