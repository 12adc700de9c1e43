import type { SetupField, SetupGroup } from './constants/setup-fields';

/**
 * Setup values as a racer reads them (the read view, the community detail, and later compare and
 * print): units after bare numbers, days in the viewer's locale, only the fields that hold a value.
 */
const BARE_NUMBER = /^-?\d+(?:[.,]\d+)?$/;
const CALENDAR_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
let calendarDay: Intl.DateTimeFormat | undefined;

/** A stored day ('2026-11-21') as the viewer's locale writes it ('21 Nov 2026'); the day never shifts by time zone. */
function formatCalendarDay(value: string): string {
  const day = CALENDAR_DAY.exec(value);
  if (!day) return value;
  calendarDay ??= new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeZone: 'UTC' });
  return calendarDay.format(new Date(Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3]))));
}

/**
 * A value as a racer reads it: a bare number gets its field's unit ('1730 g', '24 °C'; teeth and
 * percent against the number, '13T', '16%'); anything typed otherwise stays as typed ('F 110 / R 120').
 */
export function formatFieldValue(field: Pick<SetupField, 'key' | 'unit' | 'input'>, value: string): string {
  const { unit } = field;
  if (field.input === 'date') return formatCalendarDay(value);
  if (!unit || !BARE_NUMBER.test(value)) return value;
  return unit === 'T' || unit === '%' ? `${value}${unit}` : `${value} ${unit}`;
}

export interface FilledGroup {
  id: string;
  title: string;
  /** Each value as it reads, with its unit. */
  fields: { key: string; label: string; value: string }[];
}

/**
 * The groups that hold at least one value, each with only its filled fields, in the catalogue's
 * order, whatever the car (what was saved is shown): the read view and the community detail.
 */
export function filledGroups(
  groups: readonly SetupGroup[],
  values: Readonly<Record<string, unknown>>,
): FilledGroup[] {
  const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
  return groups
    .map((group) => ({
      id: group.id,
      title: group.title,
      fields: group.fields
        .filter((f) => text(values[f.key]) !== '')
        .map((f) => ({ key: f.key, label: f.label, value: formatFieldValue(f, text(values[f.key])) })),
    }))
    .filter((group) => group.fields.length > 0);
}
