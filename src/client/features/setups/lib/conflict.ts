import type { StoredValue } from '../../../../shared/schemas/setup-version';
import {
  CONTENT_FLAGS,
  CONTENT_GROUPS,
  CONTENT_KEYS,
  contentLabel,
  type SetupKindName,
} from '../../../../shared/setup-content';
import {
  FILE_FIELD,
  FILE_FIELDS,
  formatStoredValue,
  type RecordNames,
} from '../../../../shared/setup-values';
import { fileValue } from './history';

/**
 * A save refused as stale (412), field by field (issue 18 item 4): "mine" is the body the racer sent
 * (the whole form from the editor, or a partial PUT body replayed by the outbox), "theirs" the setup as
 * stored now, "base" the version the edit began from. Only the content a save writes takes part; a
 * field the body does not name is not the racer's change, so it stays as stored.
 */

export type Side = 'mine' | 'theirs';
type Values = Readonly<Record<string, unknown>>;

export interface ConflictRow {
  /** The content field; the file's three are one row under FILE_FIELD. */
  field: string;
  /** The body fields a choice writes (the file's three, else the field). */
  fields: readonly string[];
  label: string;
  mine: string;
  theirs: string;
  /** Preselected: see `preselect`. */
  choice: Side;
  /** Both sides changed it since the base (or, with no base known, nothing can be said: false). */
  changedOnBoth: boolean;
}

export interface ConflictGroup {
  title: string;
  rows: ConflictRow[];
}

/** Empty is null, as the history stores it: a blank text, an unset reference, a flag that is off. */
function stored(field: string, value: unknown): StoredValue {
  if (value === undefined || value === null || value === '') return null;
  if (CONTENT_FLAGS.has(field)) return value === true ? true : null;
  return value as StoredValue;
}

const differs = (fields: readonly string[], a: Values, b: Values) =>
  fields.some((f) => stored(f, a[f]) !== stored(f, b[f]));

/**
 * Which side a field starts on. Against the base: changed only by me → mine, only by them → theirs,
 * by both → mine, marked, as the racer was saving it just now
 * (docs/decisions/offline.md#conflicts-shown-field-by-field-issue-18-item-4). Without a base
 * (its history could not be read) every row starts on mine, the save the racer asked for.
 */
export function preselect(fields: readonly string[], mine: Values, theirs: Values, base?: Values) {
  if (!base) return { choice: 'mine' as Side, changedOnBoth: false };
  const mineChanged = differs(fields, mine, base);
  const theirsChanged = differs(fields, theirs, base);
  return {
    choice: (theirsChanged && !mineChanged ? 'theirs' : 'mine') as Side,
    changedOnBoth: mineChanged && theirsChanged,
  };
}

const DETAILS_TITLE = 'Details';

/** The group a content field is shown under: the catalogue's, else the details. */
function groupTitles(kind: SetupKindName): Map<string, string> {
  return new Map(CONTENT_GROUPS[kind].flatMap((g) => g.fields.map((f) => [f.key, g.title] as const)));
}

/** Every field where mine and theirs differ, in the sheet's groups and order, worded as the read view. */
export function conflictGroups(
  kind: SetupKindName,
  sides: { mine: Values; theirs: Values; base?: Values },
  names: RecordNames,
): ConflictGroup[] {
  const { mine, theirs, base } = sides;
  const titles = groupTitles(kind);
  const groups: ConflictGroup[] = [];
  const format = (field: string, values: Values) =>
    field === FILE_FIELD ? fileValue(values) : formatStoredValue(field, stored(field, values[field]), names);
  for (const field of CONTENT_KEYS[kind]) {
    if (FILE_FIELDS.has(field) && field !== FILE_FIELD) continue;
    const fields = field === FILE_FIELD ? [...FILE_FIELDS] : [field];
    if (!fields.some((f) => f in mine) || !differs(fields, mine, theirs)) continue;
    const row: ConflictRow = {
      field,
      fields,
      label: contentLabel(field),
      mine: format(field, mine),
      theirs: format(field, theirs),
      ...preselect(fields, mine, theirs, base),
    };
    const title = titles.get(field) ?? DETAILS_TITLE;
    const last = groups.at(-1);
    if (last?.title === title) last.rows.push(row);
    else groups.push({ title, rows: [row] });
  }
  return groups;
}

export const conflictRows = (groups: readonly ConflictGroup[]) => groups.flatMap((g) => g.rows);

/**
 * The body "Save merged" sends: mine, with theirs' values where the racer chose theirs. Fields neither
 * side disagrees on go as mine has them (the same values), those mine does not name stay as stored.
 */
export function mergedBody<B extends Values>(
  mine: B,
  theirs: Values,
  rows: readonly ConflictRow[],
  choices: Readonly<Record<string, Side>>,
): B {
  const body: Record<string, unknown> = { ...mine };
  for (const row of rows) {
    if ((choices[row.field] ?? row.choice) !== 'theirs') continue;
    for (const f of row.fields) body[f] = theirs[f] ?? null;
  }
  return body as B;
}
