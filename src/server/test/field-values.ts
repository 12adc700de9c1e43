import type { SetupField } from '../../shared/constants/setup-fields';

/** A value each field takes as it is: a number for a number field, a day for a date, else text. */
export function sampleValue(field: SetupField, index: number): string {
  switch (field.input) {
    case 'integer':
      return String(100 + index);
    case 'decimal':
      return `${index}.5`;
    case 'date':
      return `2025-06-${String((index % 28) + 1).padStart(2, '0')}`;
    default:
      return `${field.key} value ${index}`.slice(0, field.max ?? 50);
  }
}

/** Every field of a catalogue filled with its own sample value. */
export const sampleValues = (fields: readonly SetupField[]): Record<string, string> =>
  Object.fromEntries(fields.map((f, i) => [f.key, sampleValue(f, i)]));
