import { valuesDiffer } from '../../../../shared/compare-values';
import type { CompareColumn, CompareKind, CompareRow } from '../../../../shared/schemas/compare';
import { CONTENT_GROUPS, catalogueField, TRACK_DETAILS } from '../../../../shared/setup-content';
import { formatFieldValue } from '../../../../shared/setup-field-values';
import { ownNowId } from '../../../lib/compare-link';

/** What the compare screen makes of the API's answer: groups, the racer's own column, what may be copied. */

export interface RowGroup {
  title: string;
  rows: CompareRow[];
}

/**
 * The rows in their groups, in the answer's (the editor's) order. Rows empty in every column are left
 * out: a sheet has some seventy fields and most setups fill a few, so "all" would be mostly dashes.
 */
export function groupRows(rows: readonly CompareRow[], differencesOnly: boolean): RowGroup[] {
  const groups: RowGroup[] = [];
  for (const row of rows) {
    if (row.values.every((v) => v === null)) continue;
    if (differencesOnly && !row.differs) continue;
    const last = groups.at(-1);
    if (last?.title === row.group) last.rows.push(row);
    else groups.push({ title: row.group, rows: [row] });
  }
  return groups;
}

/**
 * "My setup": the first column that is one of the racer's setups as it is now (`12`, not `12@3`, not
 * `public:45`). It is the one "Use this value" writes into; with none, nothing can be copied.
 */
export function myColumnIndex(columns: readonly CompareColumn[]): number {
  return columns.findIndex((c) => ownNowId(c.ref) !== undefined);
}

/** The catalogue's tuning fields and the track: what a racer copies from another setup (not its name, notes or file). */
const COPYABLE: Record<CompareKind, ReadonlySet<string>> = {
  'setup-sheet': new Set([...TRACK_DETAILS, ...catalogueKeys('setup-sheet')]),
  'esc-setup': new Set([...TRACK_DETAILS, ...catalogueKeys('esc-setup')]),
};

function catalogueKeys(kind: CompareKind): string[] {
  return CONTENT_GROUPS[kind].flatMap((g) => g.fields.map((f) => f.key));
}

/**
 * Whether a cell offers "Use this value": a copyable field, a value there, and different from mine as
 * normalised, in a row that differs ('450cst' beside my '450 cSt' is the same value: nothing to copy).
 */
export function canUseValue(kind: CompareKind, row: CompareRow, column: number, mine: number): boolean {
  if (mine < 0 || column === mine || !row.differs || !COPYABLE[kind].has(row.field)) return false;
  const value = row.values[column];
  return value != null && valuesDiffer(catalogueField(row.field), [value, row.values[mine] ?? null]);
}

/**
 * Whether a row differs between the two columns a phone shows: with more than two setups, a row
 * that differs somewhere may hold the same value in both of them.
 */
export function differsOnPhone(row: CompareRow, phoneColumns: readonly [number, number]): boolean {
  if (!row.differs || row.values.length <= 2) return row.differs;
  return valuesDiffer(
    catalogueField(row.field),
    phoneColumns.map((i) => row.values[i] ?? null),
  );
}

/** 'Version 3' or 'Community': how a column's header says what it shows. */
export const columnSource = (column: CompareColumn): string =>
  column.version === null ? 'Community' : `Version ${column.version}`;

/** The reason stored on the version "Use this value" writes: 'From “Clay A-main” (Version 3)'. */
export function changeNoteFor(column: CompareColumn): string {
  const source = column.version === null ? 'community setup' : `Version ${column.version}`;
  return `From “${column.name}” (${source})`;
}

/** A value as written, with its unit when it is a bare number ('1730 g'); detail fields as they are. */
export function displayValue(field: string, value: string): string {
  const known = catalogueField(field);
  return known ? formatFieldValue(known, value) : value;
}
