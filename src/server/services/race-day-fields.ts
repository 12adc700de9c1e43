import type { RaceDayField } from '../../shared/schemas/run-overview';
import type { FieldChange } from '../../shared/schemas/setup-version';
import { catalogueField, contentLabel } from '../../shared/setup-content';
import {
  EMPTY_VALUE,
  FILE_FIELD,
  FILE_FIELDS,
  formatStoredValue,
  type RecordNames,
} from '../../shared/setup-values';
import type { Db } from '../db';

/**
 * The race-day overview's changed settings in the racer's words, written here rather than in the
 * browser so the dashboard carries no setup catalogue: the same formatting as the History timeline
 * (shared/setup-values.ts), the racer's cars and ESC setups by name.
 */

/** The names of the racer's cars and ESC setups that `changes` refer to by id. */
export async function namesIn(db: Db, userId: number, changes: readonly FieldChange[]): Promise<RecordNames> {
  const ids = (field: string) => [
    ...new Set(
      changes.flatMap((c) => (c.field === field ? [c.from, c.to] : [])).filter((v) => typeof v === 'number'),
    ),
  ];
  const [carIds, escIds] = [ids('rcCarId'), ids('escSetupId')];
  const cars = carIds.length
    ? await db
        .selectFrom('cars')
        .select(['id', 'manufacturer', 'model'])
        .where('userId', '=', userId)
        .where('id', 'in', carIds)
        .execute()
    : [];
  const escSetups = escIds.length
    ? await db
        .selectFrom('escSetups')
        .select(['id', 'name'])
        .where('userId', '=', userId)
        .where('id', 'in', escIds)
        .execute()
    : [];
  const carNames = new Map(cars.map((c) => [c.id, `${c.manufacturer} ${c.model}`]));
  const escNames = new Map(escSetups.map((e) => [e.id, e.name]));
  return { car: (id) => carNames.get(id), escSetup: (id) => escNames.get(id) };
}

/** A value as the racer reads it; a day stays as stored ('2025-06-14'): the server knows no viewer's locale. */
function valueText(change: FieldChange, value: FieldChange['from'], names: RecordNames): string {
  if (catalogueField(change.field)?.input === 'date' && typeof value === 'string' && value) return value;
  return formatStoredValue(change.field, value, names);
}

/** 'Rear spring', 'Blue', 'Silver': the setup file's three fields as one line, by its name. */
export function fieldLines(changes: readonly FieldChange[], names: RecordNames): RaceDayField[] {
  const file = changes.filter((c) => FILE_FIELDS.has(c.field));
  return changes.flatMap((change): RaceDayField[] => {
    if (!FILE_FIELDS.has(change.field)) {
      const [from, to] = [valueText(change, change.from, names), valueText(change, change.to, names)];
      return [{ field: change.field, label: contentLabel(change.field), from, to }];
    }
    if (change !== file[0]) return [];
    const named = file.find((c) => c.field === 'fileName');
    const url = file.find((c) => c.field === 'fileUrl');
    const [from, to] = named
      ? [named.from || EMPTY_VALUE, named.to || EMPTY_VALUE]
      : [url?.from ? 'A file' : EMPTY_VALUE, url?.to ? 'Another file' : EMPTY_VALUE];
    return [{ field: FILE_FIELD, label: contentLabel(FILE_FIELD), from: String(from), to: String(to) }];
  });
}
