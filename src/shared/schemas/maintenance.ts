import { z } from 'zod';
import { optionalText } from './common';

/** What an item's life is counted in (issue 19): runs logged, minutes on track, or nitro tanks. */
export const LIFE_UNITS = ['runs', 'minutes', 'tanks'] as const;
export type LifeUnit = (typeof LIFE_UNITS)[number];

/**
 * A 1:8 nitro buggy's 125 cc tank lasts about seven minutes at race pace
 * (docs/decisions/race-day-and-timing.md#maintenance-items-and-their-usage-issue-19-item-4).
 */
export const DEFAULT_TANK_MINUTES = 7;

const name = z
  .string({ error: 'Name is required' })
  .trim()
  .min(1, 'Name is required')
  .max(60, 'Name must be at most 60 characters');
const lifeAmount = z
  .number({ error: 'Life must be a whole number from 1 to 10,000' })
  .int('Life must be a whole number from 1 to 10,000')
  .min(1, 'Life must be a whole number from 1 to 10,000')
  .max(10_000, 'Life must be a whole number from 1 to 10,000');
const tankMinutes = z
  .number({ error: 'Minutes per tank must be from 1 to 60' })
  .min(1, 'Minutes per tank must be from 1 to 60')
  .max(60, 'Minutes per tank must be from 1 to 60')
  .nullish();

/**
 * POST /api/cars/:id/maintenance and PUT /api/maintenance/:id: the item and its life. Minutes per
 * tank belong to items counted in tanks only (the default when absent); others store none.
 */
export const maintenanceItemInputSchema = z
  .object({
    name,
    lifeUnit: z.enum(LIFE_UNITS, { error: 'Choose runs, minutes or tanks' }),
    lifeAmount,
    tankMinutes,
  })
  .transform((item) => ({
    ...item,
    tankMinutes: item.lifeUnit === 'tanks' ? (item.tankMinutes ?? DEFAULT_TANK_MINUTES) : null,
  }));
export type MaintenanceItemInput = z.input<typeof maintenanceItemInputSchema>;
export type MaintenanceItemValues = z.output<typeof maintenanceItemInputSchema>;

/** POST /api/maintenance/:id/done: an optional note ("new shoes and spring"). */
export const maintenanceDoneSchema = z.object({ note: optionalText(500, 'Note') });
export type MaintenanceDoneInput = z.input<typeof maintenanceDoneSchema>;

/** An item with its usage since last done, in its life unit, and whether it is due. */
export const maintenanceItemSchema = z.object({
  id: z.number().int(),
  rcCarId: z.number().int(),
  name: z.string(),
  lifeUnit: z.enum(LIFE_UNITS),
  lifeAmount: z.number().int(),
  tankMinutes: z.number().nullable(),
  createdAt: z.string(),
  lastDoneAt: z.string().nullable(),
  usage: z.number(),
  due: z.boolean(),
});
export type MaintenanceItem = z.infer<typeof maintenanceItemSchema>;

export const maintenanceLogEntrySchema = z.object({
  id: z.number().int(),
  doneAt: z.string(),
  note: z.string().nullable(),
  usage: z.number(),
});
export type MaintenanceLogEntry = z.infer<typeof maintenanceLogEntrySchema>;

/** What the run log gives an item: the runs since it was last done and their total time. */
export interface RunUsage {
  runs: number;
  totalMs: number;
}

const oneDecimal = (value: number) => Math.floor(value * 10) / 10;

/**
 * Usage in the item's unit: runs as counted, minutes and tanks to one decimal, rounded down so an
 * item is never due a fraction early.
 */
export function usageIn(unit: LifeUnit, used: RunUsage, tankMinutesValue: number | null): number {
  if (unit === 'runs') return used.runs;
  const minutes = used.totalMs / 60_000;
  if (unit === 'minutes') return oneDecimal(minutes);
  return oneDecimal(minutes / (tankMinutesValue ?? DEFAULT_TANK_MINUTES));
}

/** Presets a racer adds with one tap, by the car's power (null: the car does not say). */
export interface MaintenancePreset {
  name: string;
  lifeUnit: LifeUnit;
  lifeAmount: number;
}

const ALL: MaintenancePreset[] = [
  { name: 'Diff rebuild', lifeUnit: 'runs', lifeAmount: 20 },
  { name: 'Shock rebuild', lifeUnit: 'runs', lifeAmount: 15 },
  { name: 'Bearings', lifeUnit: 'runs', lifeAmount: 50 },
];
const NITRO: MaintenancePreset[] = [
  { name: 'Glow plug', lifeUnit: 'tanks', lifeAmount: 20 },
  { name: 'Clutch shoes', lifeUnit: 'tanks', lifeAmount: 30 },
  { name: 'Air filter', lifeUnit: 'tanks', lifeAmount: 8 },
];
const ELECTRIC: MaintenancePreset[] = [{ name: 'Motor bearings', lifeUnit: 'minutes', lifeAmount: 300 }];

export function maintenancePresets(power: string | null): MaintenancePreset[] {
  if (power === 'nitro') return [...NITRO, ...ALL];
  if (power === 'electric') return [...ELECTRIC, ...ALL];
  return [...ALL, ...NITRO, ...ELECTRIC];
}
