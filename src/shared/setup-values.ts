import type { StoredValue } from './schemas/setup-version';
import { CONTENT_FLAGS, catalogueField } from './setup-content';
import { formatFieldValue } from './setup-field-values';

/**
 * A setup's stored values as a racer reads them, wherever a change is shown: the History timeline
 * (in the browser) and the race-day overview's "What changed" (written by the server, so the
 * dashboard needs no catalogue).
 */

export const EMPTY_VALUE = '—';

/** The attached file is three fields; a change shows it as one, by its name, under FILE_FIELD. */
export const FILE_FIELDS: ReadonlySet<string> = new Set(['fileUrl', 'fileType', 'fileName']);
export const FILE_FIELD = 'fileUrl';

/** The racer's own records a setup refers to by id, by name. */
export interface RecordNames {
  car: (id: number) => string | undefined;
  escSetup: (id: number) => string | undefined;
}

/** One stored value as the read view would show it: units, days, names for ids, Yes/No for flags. */
export function formatStoredValue(field: string, value: StoredValue, names: RecordNames): string {
  if (CONTENT_FLAGS.has(field) || typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (value === null || value === '') return EMPTY_VALUE;
  if (field === 'rcCarId') return names.car(Number(value)) ?? 'A car no longer in your fleet';
  if (field === 'escSetupId') return names.escSetup(Number(value)) ?? 'A deleted ESC setup';
  const catalogued = catalogueField(field);
  return catalogued ? formatFieldValue(catalogued, String(value)) : String(value);
}
