import type { RunCreate } from './schemas/run';

/** What a racer says about a run beside its identity: optional on input, null when absent on a record. */
export const RUN_DETAIL_FIELDS = [
  'eventName',
  'round',
  'trackSurface',
  'trackConditions',
  'airTempC',
  'trackTempC',
  'humidityPct',
  'tyres',
  'rating',
  'notes',
] as const;
type DetailField = (typeof RUN_DETAIL_FIELDS)[number];

/** A run's optional details as a stored or answered record holds them: each present, absent ones null. */
export function runDetailsOrNull(run: Partial<Pick<RunCreate, DetailField>>): {
  [K in DetailField]: NonNullable<RunCreate[K]> | null;
} {
  return Object.fromEntries(RUN_DETAIL_FIELDS.map((field) => [field, run[field] ?? null])) as {
    [K in DetailField]: NonNullable<RunCreate[K]> | null;
  };
}
