/**
 * A number as a racer types it into a box: '21,5' reads as 21.5 (a phone keyboard may offer only a
 * comma), blank is none (null), and anything else is NaN, which the schema that reads it then names.
 */
export function typedNumber(text: string): number | null {
  const trimmed = text.trim();
  return trimmed === '' ? null : Number(trimmed.replace(',', '.'));
}
